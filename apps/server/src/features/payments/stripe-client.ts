import { createRequire } from "node:module";
import { midnightUtc } from "@paralex/shared/subscriptions";
import type Stripe from "stripe";
import type { SubscriptionBilling, SubscriptionRecord } from "../subscriptions/subscriptions.service.js";

/** Stripe bills a tier every 30 days, the spec's period, rather than by calendar month. */
export const STRIPE_RECURRING = { interval: "day", interval_count: 30 } as const;
export const STRIPE_CURRENCY = "usd";

const require = createRequire(import.meta.url);
let sdk: typeof Stripe | undefined;

/** The SDK, loaded only where Stripe is configured (or a webhook arrives): a server without it never loads it. */
export function stripeSdk(): typeof Stripe {
  sdk ??= require("stripe") as typeof Stripe;
  return sdk;
}

/** The official client; STRIPE_API_URL points it at another host (stripe-mock, or a local server in tests). */
export function createStripeClient(options: { secretKey: string; apiUrl?: string | undefined }): Stripe {
  const config: Stripe.StripeConfig = {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: "Paralex" },
  };
  if (options.apiUrl) {
    const url = new URL(options.apiUrl);
    const protocol = url.protocol === "http:" ? "http" : "https";
    config.host = url.hostname;
    config.port = Number(url.port || (protocol === "http" ? 80 : 443));
    config.protocol = protocol;
  }
  const StripeClient = stripeSdk();
  return new StripeClient(options.secretKey, config);
}

/** The Stripe subscription and the one item it bills (a tier's price × seats). */
async function retrieveItem(stripe: Stripe, subscription: SubscriptionRecord) {
  if (!subscription.providerSubscriptionId) throw new Error(`subscription ${subscription.id} has no Stripe id`);
  const remote = await stripe.subscriptions.retrieve(subscription.providerSubscriptionId);
  const [item] = remote.items.data;
  if (!item) throw new Error(`Stripe subscription ${remote.id} has no item`);
  return { remote, item };
}

/** Cancellation, plan and seat changes of subscriptions that Stripe bills. */
export function createStripeBilling(stripe: Stripe): SubscriptionBilling {
  return {
    async cancelAtPeriodEnd(subscription) {
      if (!subscription.providerSubscriptionId) throw new Error(`subscription ${subscription.id} has no Stripe id`);
      await stripe.subscriptions.update(subscription.providerSubscriptionId, { cancel_at_period_end: true });
    },
    async resume(subscription) {
      if (!subscription.providerSubscriptionId) throw new Error(`subscription ${subscription.id} has no Stripe id`);
      await stripe.subscriptions.update(subscription.providerSubscriptionId, { cancel_at_period_end: false });
    },
    async changePlan(subscription, tier) {
      const { remote, item } = await retrieveItem(stripe, subscription);
      const product = typeof item.price.product === "string" ? item.price.product : item.price.product.id;
      await stripe.subscriptions.update(remote.id, {
        items: [
          {
            id: item.id,
            price_data: {
              currency: STRIPE_CURRENCY,
              product,
              unit_amount: tier.costPerUserCents,
              recurring: STRIPE_RECURRING,
            },
          },
        ],
        proration_behavior: "create_prorations",
        metadata: { tier: tier.tier, lookupKey: tier.lookupKey },
      });
    },
    async changeSeats(subscription, seats) {
      const { remote, item } = await retrieveItem(stripe, subscription);
      const billed = item.quantity ?? 1;
      if (billed === seats) return null;
      await stripe.subscriptions.update(remote.id, {
        items: [{ id: item.id, quantity: seats }],
        proration_behavior: "create_prorations",
      });
      return billed;
    },
  };
}

/**
 * Expires the Stripe Checkout Sessions among these, so they can no longer be paid. Stripe refuses one that is no
 * longer open (paid a moment ago, or expired); that refusal is left to the completion check, which cancels and
 * refunds a second subscription.
 */
export async function expireStripeCheckoutSessions(
  stripe: Stripe,
  sessions: readonly { provider: string; providerSessionId: string | null }[],
): Promise<void> {
  const ids = sessions.flatMap((session) =>
    session.provider === "stripe" && session.providerSessionId ? [session.providerSessionId] : [],
  );
  await Promise.allSettled(ids.map((id) => stripe.checkout.sessions.expire(id)));
}

/**
 * Ends a Stripe subscription at once (no proration, no final invoice: Stripe's defaults), unless Stripe has already
 * ended it; Stripe then stops collecting its open invoices. Answers the canceled subscription.
 */
export async function cancelStripeSubscriptionNow(
  stripe: Stripe,
  subscriptionId: string,
): Promise<Stripe.Subscription> {
  const remote = await stripe.subscriptions.retrieve(subscriptionId);
  if (remote.status === "canceled") return remote;
  return stripe.subscriptions.cancel(subscriptionId, {}, { idempotencyKey: `cancel-now-${subscriptionId}` });
}

/**
 * Undoes a subscription Stripe created for a duplicate checkout: cancels it and refunds every paid payment of its
 * latest invoice, the one the checkout paid. A redelivered event finds it canceled, and the refund's idempotency
 * key keeps a repeat from refunding twice. Answers the refunds' ids.
 */
export async function cancelAndRefundSubscription(stripe: Stripe, subscriptionId: string): Promise<string[]> {
  const canceled = await cancelStripeSubscriptionNow(stripe, subscriptionId);
  const invoice = typeof canceled.latest_invoice === "string" ? canceled.latest_invoice : canceled.latest_invoice?.id;
  if (!invoice) return [];
  const payments = await stripe.invoicePayments.list({ invoice, status: "paid" });
  const refunds: string[] = [];
  for (const { payment } of payments.data) {
    const paymentIntent =
      typeof payment.payment_intent === "string" ? payment.payment_intent : payment.payment_intent?.id;
    const charge = typeof payment.charge === "string" ? payment.charge : payment.charge?.id;
    const source = paymentIntent ? { payment_intent: paymentIntent } : charge ? { charge } : undefined;
    if (!source) continue;
    const refund = await stripe.refunds.create(
      { ...source, reason: "duplicate", metadata: { subscription: subscriptionId } },
      { idempotencyKey: `duplicate-refund-${paymentIntent ?? charge}` },
    );
    refunds.push(refund.id);
  }
  return refunds;
}

/** A Stripe timestamp (seconds) as the midnight UTC that starts its day. */
export function stripeDay(seconds: number): Date {
  return midnightUtc(new Date(seconds * 1000));
}
