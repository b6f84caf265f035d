import { cardBrandOf } from "@paralex/shared/billing";
import {
  DECLINED_TEST_CARD,
  SUCCEEDING_TEST_CARDS,
  type TCardField,
  type TCardPayment,
  validateCardForm,
} from "@paralex/shared/checkout";
import type { TProduct } from "@paralex/shared/products";
import { subscriptionPeriod } from "@paralex/shared/subscriptions";
import { findTier, getPricingStrategy, getProduct } from "../products/products.service.js";
import { queueBillingNotice } from "../subscriptions/billing-notices.js";
import { findSettledLiveSubscription } from "../subscriptions/subscription-lifecycle.service.js";
import { hashCheckoutToken } from "./checkout.service.js";
import { applyPaymentEvent, type PaymentEvent } from "./payment-events.service.js";
import { type CheckoutSessionRecord, findCheckoutSessionByTokenHash } from "./payments.repository.js";
import { nowOf, type PaymentsDeps } from "./payments-deps.js";

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export interface HostedCheckout {
  session: CheckoutSessionRecord;
  product: TProduct;
  features: readonly string[];
}

export type HostedCheckoutLookup =
  | { state: "open"; checkout: HostedCheckout }
  | { state: "superseded"; productTitle: string }
  | { state: "not_found" | "expired" | "complete" };

/**
 * The open built-in checkout a link names: unknown, expired and completed sessions are told apart, and so is one
 * for a product its organization has meanwhile subscribed to (through another link), which cannot be paid.
 */
export async function findHostedCheckout(deps: PaymentsDeps, token: string): Promise<HostedCheckoutLookup> {
  if (!TOKEN_PATTERN.test(token)) return { state: "not_found" };
  const session = await findCheckoutSessionByTokenHash(deps.db, hashCheckoutToken(token));
  if (session?.provider !== "builtin") return { state: "not_found" };
  if (session.status === "complete") return { state: "complete" };
  if (session.expiresAt.getTime() <= nowOf(deps).getTime()) return { state: "expired" };
  const [product, strategy] = await Promise.all([
    getProduct(deps.db, session.appId),
    getPricingStrategy(deps.db, session.pricingStrategyId),
  ]);
  if (!product) return { state: "not_found" };
  const live = await findSettledLiveSubscription(deps, session.organizationId, session.appId);
  if (live?.status === "active") return { state: "superseded", productTitle: product.title };
  const tier = strategy && findTier(strategy, session.pricingTier);
  return { state: "open", checkout: { session, product, features: tier?.features ?? [] } };
}

/** What Stripe would send for a paid session, so the built-in checkout goes through the same handler. */
export function builtinCheckoutCompletedEvent(
  session: CheckoutSessionRecord,
  card?: Pick<TCardPayment, "cardNumber" | "expiryMonth" | "expiryYear">,
): PaymentEvent {
  return {
    id: `evt_builtin_${session.id}`,
    type: "checkout.session.completed",
    data: {
      object: {
        id: `cs_builtin_${session.id}`,
        object: "checkout.session",
        client_reference_id: session.id,
        payment_status: "paid",
        customer: null,
        subscription: null,
        invoice: null,
        // Stripe's charge shape: only the brand and the last four digits of the test card are kept.
        payment_method_details: card
          ? {
              card: {
                brand: cardBrandOf(card.cardNumber),
                last4: card.cardNumber.slice(-4),
                exp_month: card.expiryMonth,
                exp_year: card.expiryYear,
              },
            }
          : null,
        metadata: {
          checkoutSessionId: session.id,
          userId: session.userId,
          organizationId: session.organizationId,
          appId: String(session.appId),
          pricingStrategyId: session.pricingStrategyId,
          tier: session.pricingTier,
        },
      },
    },
  };
}

export type ClosedCheckout = Exclude<HostedCheckoutLookup, { state: "open" }>;

export type HostedPaymentResult =
  | { outcome: "paid" }
  | { outcome: "invalid"; checkout: HostedCheckout; errors: Partial<Record<TCardField, string>> }
  | { outcome: "declined"; checkout: HostedCheckout }
  | { outcome: "closed"; closed: ClosedCheckout };

/**
 * Pays a built-in checkout with a test card. The form is checked as a card form should be; the decline test
 * card and any number that is not a succeeding test card are declined and change nothing. A paid session
 * activates the subscription through the payment-event handler, once. A session for a product its organization
 * already has (another link was paid first, even a moment ago) is refused and nothing is charged.
 */
export async function payHostedCheckout(
  deps: PaymentsDeps,
  token: string,
  form: Partial<Record<TCardField, unknown>>,
): Promise<HostedPaymentResult> {
  const lookup = await findHostedCheckout(deps, token);
  if (lookup.state !== "open") return { outcome: "closed", closed: lookup };
  const validation = validateCardForm(form, nowOf(deps));
  if (!validation.ok) return { outcome: "invalid", checkout: lookup.checkout, errors: validation.errors };
  const { cardNumber } = validation.payment;
  const succeeds =
    cardNumber !== DECLINED_TEST_CARD && (SUCCEEDING_TEST_CARDS as readonly string[]).includes(cardNumber);
  const { session, product } = lookup.checkout;
  if (!succeeds) {
    await noticeDeclined(deps, session);
    return { outcome: "declined", checkout: lookup.checkout };
  }
  const event = builtinCheckoutCompletedEvent(session, validation.payment);
  const { isNew, isDuplicate } = await applyPaymentEvent(deps, "builtin", event);
  if (isDuplicate) return { outcome: "closed", closed: { state: "superseded", productTitle: product.title } };
  return isNew ? { outcome: "paid" } : { outcome: "closed", closed: { state: "complete" } };
}

/** A declined card: the billing contact hears of it with the amount and the period it was for (decision 066). */
async function noticeDeclined(deps: PaymentsDeps, session: CheckoutSessionRecord): Promise<void> {
  const { startDate, endDate } = subscriptionPeriod(nowOf(deps));
  await queueBillingNotice(deps.jobs, deps.db, {
    kind: "payment_failed",
    organizationId: session.organizationId,
    appId: session.appId,
    tier: session.pricingTier,
    seats: session.seats,
    amountCents: session.amountCents,
    periodStart: startDate.toISOString(),
    periodEnd: endDate.toISOString(),
  });
}
