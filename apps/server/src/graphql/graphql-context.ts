import { subscriptionMessages } from "@paralex/shared/subscriptions";
import type { Db } from "../db/client.js";
import type { AuthenticatedUser } from "../features/auth/authenticate.js";
import type { PaymentsDeps } from "../features/payments/payments-deps.js";
import type { SubscriptionsDeps } from "../features/subscriptions/subscriptions.service.js";
import { AppError } from "../lib/app-error.js";

/** What every resolver receives: who is asking (null when no bearer token was sent) and the services. */
export interface GraphQLContext {
  viewer: AuthenticatedUser | null;
  db: Db;
  subscriptions: SubscriptionsDeps;
  payments: PaymentsDeps;
}

export type GraphQLServices = Omit<GraphQLContext, "viewer">;

/** The signed-in caller, or an UNAUTHENTICATED error for this field. */
export function requireViewer(context: GraphQLContext): AuthenticatedUser {
  if (!context.viewer) throw new AppError("unauthorized", subscriptionMessages.signInRequired);
  return context.viewer;
}
