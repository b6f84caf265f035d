import { checkoutMessages } from "@paralex/shared/checkout";
import { subscriptionMessages, type TSubscriptionView } from "@paralex/shared/subscriptions";
import { getMembership } from "../../access/membership.js";
import type { AuthenticatedUser } from "../../access/viewer.js";
import { AppError } from "../../lib/app-error.js";
import { listProducts } from "../products/products.service.js";
import { getProviderCustomerId } from "../subscriptions/subscription-lifecycle.service.js";
import { dashboardReturnUrl, type PaymentsDeps } from "./payments-deps.js";

/**
 * Where the user manages billing: Stripe's customer portal for a Stripe customer, otherwise the built-in billing
 * page, reached through a short-lived signed link. Admins of their organization only: Stripe's portal can cancel
 * and change plans, so a Member (any role but Admin) is refused before any link is made.
 */
export async function createBillingPortalUrl(deps: PaymentsDeps, viewer: AuthenticatedUser): Promise<string> {
  const own = await getMembership(deps.db, viewer.id);
  if (!own?.isAdmin) throw new AppError("forbidden", subscriptionMessages.billingAdminsOnly);
  const customer = deps.stripe ? await getProviderCustomerId(deps.db, own.organizationId, "stripe") : undefined;
  if (deps.stripe && customer) {
    try {
      const portal = await deps.stripe.billingPortal.sessions.create({
        customer,
        return_url: dashboardReturnUrl(deps.publicUrl, null),
      });
      return portal.url;
    } catch (error) {
      throw new AppError("upstream", checkoutMessages.providerUnavailable, undefined, { cause: error });
    }
  }
  const token = await deps.billingLinks.sign(viewer.id);
  return `${deps.publicUrl}/billing?token=${encodeURIComponent(token)}`;
}

export interface BillingOverviewRow extends TSubscriptionView {
  productTitle: string;
}

/** The built-in billing page's list, for the user a signed link was issued to; null for a bad or stale link. */
export async function getBillingOverview(deps: PaymentsDeps, token: string): Promise<BillingOverviewRow[] | null> {
  const userId = token ? await deps.billingLinks.verify(token) : null;
  if (!userId) return null;
  const [subscriptions, products] = await Promise.all([
    deps.subscriptions.listOwnSubscriptions(userId),
    listProducts(deps.db),
  ]);
  return subscriptions.map((subscription) => ({
    ...subscription,
    productTitle:
      products.find((product) => product.appId === subscription.appId)?.title ?? `App ${subscription.appId}`,
  }));
}
