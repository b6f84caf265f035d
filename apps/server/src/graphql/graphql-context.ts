import { subscriptionMessages } from "@paralex/shared/subscriptions";
import type { AuthenticatedUser } from "../access/viewer.js";
import type { AuditSource } from "../features/audit/audit.service.js";
import type { AuditService } from "../features/audit/create-audit-service.js";
import type { OrganizationsService } from "../features/organizations/create-organizations-service.js";
import type { PaymentsService } from "../features/payments/create-payments-service.js";
import type { ProductsService } from "../features/products/create-products-service.js";
import type { SubscriptionsService } from "../features/subscriptions/create-subscriptions-service.js";
import type { UsersService } from "../features/users/create-users-service.js";
import { AppError } from "../lib/app-error.js";

/** What every resolver receives: who is asking (null when no bearer token was sent) and the services. */
export interface GraphQLContext {
  viewer: AuthenticatedUser | null;
  /** Where the request came from, for the audit log. */
  auditSource: AuditSource;
  products: ProductsService;
  users: UsersService;
  subscriptions: SubscriptionsService;
  payments: PaymentsService;
  organizations: OrganizationsService;
  audit: AuditService;
}

export type GraphQLServices = Omit<GraphQLContext, "viewer" | "auditSource">;

/** The signed-in caller, or an UNAUTHENTICATED error for this field. */
export function requireViewer(context: GraphQLContext): AuthenticatedUser {
  if (!context.viewer) throw new AppError("unauthorized", subscriptionMessages.signInRequired);
  return context.viewer;
}
