import { subscriptionMessages } from "@paralex/shared/subscriptions";
import type { Db } from "../db/client.js";
import type { AuditSource } from "../features/audit/audit.service.js";
import type { AuthenticatedUser } from "../features/auth/authenticate.js";
import type { OrganizationsDeps } from "../features/organizations/organizations-deps.js";
import type { PaymentsDeps } from "../features/payments/payments-deps.js";
import type { SubscriptionsDeps } from "../features/subscriptions/subscriptions.service.js";
import { AppError } from "../lib/app-error.js";

/** What every resolver receives: who is asking (null when no bearer token was sent) and the services. */
export interface GraphQLContext {
  viewer: AuthenticatedUser | null;
  /** Where the request came from, for the audit log. */
  auditSource: AuditSource;
  db: Db;
  subscriptions: SubscriptionsDeps;
  payments: PaymentsDeps;
  organizations: OrganizationsDeps;
}

export type GraphQLServices = Omit<GraphQLContext, "viewer" | "auditSource">;

/** The signed-in caller, or an UNAUTHENTICATED error for this field. */
export function requireViewer(context: GraphQLContext): AuthenticatedUser {
  if (!context.viewer) throw new AppError("unauthorized", subscriptionMessages.signInRequired);
  return context.viewer;
}
