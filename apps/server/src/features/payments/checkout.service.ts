import { createHash, randomBytes } from "node:crypto";
import { CHECKOUT_SESSION_TTL_MS, checkoutMessages, type TCheckoutRequest } from "@paralex/shared/checkout";
import { billingContactEmail } from "../../access/billing-contact.js";
import { getMembership, seatsNeeded } from "../../access/membership.js";
import type { AuthenticatedUser } from "../../access/viewer.js";
import { AppError } from "../../lib/app-error.js";
import { findTierByLookupKey, getPricingStrategy, getProduct } from "../products/products.service.js";
import { getProviderCustomerId } from "../subscriptions/subscription-lifecycle.service.js";
import { expireOpenCheckoutSessions, insertCheckoutSession, setProviderSessionId } from "./payments.repository.js";
import { dashboardReturnUrl, nowOf, type PaymentsDeps } from "./payments-deps.js";
import { expireStripeCheckoutSessions, STRIPE_CURRENCY, STRIPE_RECURRING } from "./stripe-client.js";

/** 32 random bytes: the built-in checkout link's secret. Only its digest is stored. */
export function createCheckoutToken(): string {
  return randomBytes(32).toString("base64url");
}

export function hashCheckoutToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

const refuse = (message: string) => new AppError("validation", message, { message });

/**
 * Starts a checkout for the signed-in user, who must be an Admin of the organization it pays for: a Member
 * (Manager, Employee, Intern) is refused with 403 before anything is written. The price is the server's: the
 * tier is the one lookup_key names in the server's own pricing strategy, and any amount or tier sent in
 * `subscription`/`pricingStrategy` is ignored. With Stripe configured the answer is a Stripe Checkout page;
 * otherwise the built-in one at /checkout/{token}. The organization's other open checkouts for the product end
 * first (at Stripe too), so an earlier link cannot be paid beside this one.
 */
export async function createCheckoutSession(
  deps: PaymentsDeps,
  viewer: AuthenticatedUser,
  request: TCheckoutRequest,
): Promise<{ checkoutUrl: string }> {
  if (request.userId !== viewer.id) throw new AppError("forbidden", checkoutMessages.notYourself);
  const own = await getMembership(deps.db, viewer.id);
  if (!own) throw new AppError("conflict", checkoutMessages.noOrganization);
  if (!own.isAdmin) throw new AppError("forbidden", checkoutMessages.adminsOnly);
  const strategy = await getPricingStrategy(deps.db, request.pricingStrategyId);
  if (!strategy) throw refuse(checkoutMessages.unknownStrategy);
  const tier = findTierByLookupKey(strategy, request.lookup_key);
  if (!tier) throw refuse(checkoutMessages.unknownLookupKey);
  const product = await getProduct(deps.db, strategy.appId);
  if (!product || product.comingSoon) throw refuse(checkoutMessages.productUnavailable);
  const target = await deps.subscriptions.resolveCheckoutTarget(viewer, {
    organizationId: own.organizationId,
    appId: product.appId,
    productTitle: product.title,
    subsId: request.subsId ?? null,
  });

  const seats = await seatsNeeded(deps.db, target.organizationId, product.appId);
  const now = nowOf(deps);
  const session = {
    userId: viewer.id,
    organizationId: target.organizationId,
    appId: product.appId,
    pricingStrategyId: strategy.pricingStrategyId,
    pricingTier: tier.tier,
    amountCents: tier.costPerUserCents * seats,
    seats,
    subscriptionId: target.subscriptionId,
    expiresAt: new Date(now.getTime() + CHECKOUT_SESSION_TTL_MS),
  };

  const ended = await expireOpenCheckoutSessions(deps.db, {
    organizationId: target.organizationId,
    appId: product.appId,
    now,
  });
  if (deps.stripe) await expireStripeCheckoutSessions(deps.stripe, ended);

  if (!deps.stripe) {
    const token = createCheckoutToken();
    await insertCheckoutSession(deps.db, { ...session, provider: "builtin", tokenHash: hashCheckoutToken(token) });
    return { checkoutUrl: `${deps.publicUrl}/checkout/${token}` };
  }

  const stored = await insertCheckoutSession(deps.db, { ...session, provider: "stripe" });
  const metadata = {
    checkoutSessionId: stored.id,
    userId: viewer.id,
    organizationId: target.organizationId,
    appId: String(product.appId),
    pricingStrategyId: strategy.pricingStrategyId,
    tier: tier.tier,
    lookupKey: tier.lookupKey,
    seats: String(seats),
  };
  const customer = await getProviderCustomerId(deps.db, session.organizationId, "stripe");
  try {
    const remote = await deps.stripe.checkout.sessions.create(
      {
        mode: "subscription",
        line_items: [
          {
            quantity: seats,
            price_data: {
              currency: STRIPE_CURRENCY,
              unit_amount: tier.costPerUserCents,
              recurring: STRIPE_RECURRING,
              product_data: { name: `${product.title} ${tier.tier}`, metadata: { appId: String(product.appId) } },
            },
          },
        ],
        success_url: dashboardReturnUrl(deps.publicUrl, "success"),
        cancel_url: dashboardReturnUrl(deps.publicUrl, "canceled"),
        client_reference_id: stored.id,
        ...(customer
          ? { customer }
          : { customer_email: (await billingContactEmail(deps.db, session.organizationId)) ?? viewer.email }),
        metadata,
        subscription_data: { metadata },
        expires_at: Math.floor(session.expiresAt.getTime() / 1000),
      },
      { idempotencyKey: `checkout-${stored.id}` },
    );
    if (!remote.url) throw new Error(`Stripe checkout session ${remote.id} has no url`);
    await setProviderSessionId(deps.db, stored.id, remote.id);
    return { checkoutUrl: remote.url };
  } catch (error) {
    throw new AppError("upstream", checkoutMessages.providerUnavailable, undefined, { cause: error });
  }
}
