import { cardBrandLabel, invoiceNumber } from "@paralex/shared/billing";
import { checkoutMessages } from "@paralex/shared/checkout";
import type { TPaymentProvider, TSubscriptionStatus } from "@paralex/shared/subscriptions";
import type Stripe from "stripe";
import { z } from "zod";
import type { Db, DbExecutor } from "../../db/client.js";
import { AppError } from "../../lib/app-error.js";
import { recordAuditEvent } from "../audit/audit.service.js";
import { type BillingNoticeQueue, noticeOf, queueBillingNotice } from "../subscriptions/billing-notices.js";
import {
  activateSubscription,
  findOrganizationOfCustomer,
  findProviderSubscription,
  lockLiveSubscription,
  renewProviderSubscription,
  syncProviderSubscription,
} from "../subscriptions/subscription-lifecycle.service.js";
import { isUserId } from "../users/users.service.js";
import { insertInvoice, upsertPaymentMethod } from "./invoices.repository.js";
import {
  type CheckoutSessionRecord,
  claimEvent,
  findCheckoutSessionForUpdate,
  markCheckoutSessionComplete,
} from "./payments.repository.js";
import { nowOf } from "./payments-deps.js";
import { cancelAndRefundSubscription, cancelStripeSubscriptionNow, stripeDay } from "./stripe-client.js";

/** The part of a provider event the handler reads: Stripe's event shape, which the built-in checkout imitates. */
export interface PaymentEvent {
  id: string;
  type: string;
  data: { object: unknown };
}

export const HANDLED_EVENT_TYPES = [
  "checkout.session.completed",
  "customer.subscription.updated",
  "customer.subscription.deleted",
  "invoice.paid",
  "invoice.payment_failed",
  "charge.succeeded",
] as const;

const idOf = z
  .union([z.string(), z.object({ id: z.string() }).transform((object) => object.id)])
  .nullish()
  .transform((value) => value ?? null);
const metadata = z.record(z.string(), z.string()).nullish();

/** A card as Stripe describes a charge's (payment_method_details.card); the built-in checkout sends the same. */
const ZCardDetails = z
  .object({
    card: z
      .object({ brand: z.string(), last4: z.string().regex(/^\d{4}$/), exp_month: z.number(), exp_year: z.number() })
      .nullish(),
  })
  .nullish();

const ZCheckoutSessionObject = z.object({
  id: z.string(),
  client_reference_id: z.string().nullish(),
  payment_status: z.string().nullish(),
  customer: idOf,
  subscription: idOf,
  invoice: idOf,
  metadata,
  payment_method_details: ZCardDetails,
});

const ZChargeObject = z.object({ customer: idOf, payment_method_details: ZCardDetails });

const ZSubscriptionObject = z.object({
  id: z.string(),
  status: z.string(),
  cancel_at_period_end: z.boolean().nullish(),
  metadata,
  /** Its one item's quantity is the seats billed. */
  items: z.object({ data: z.array(z.object({ quantity: z.number().nullish() })) }).nullish(),
});

const ZInvoiceObject = z.object({
  id: z.string().nullish(),
  amount_paid: z.number().nullish(),
  amount_due: z.number().nullish(),
  billing_reason: z.string().nullish(),
  subscription: idOf,
  parent: z.object({ subscription_details: z.object({ subscription: idOf }).nullish() }).nullish(),
  lines: z
    .object({
      data: z.array(
        z.object({
          period: z.object({ start: z.number(), end: z.number() }).nullish(),
          parent: z.object({ subscription_item_details: z.object({ subscription: idOf }).nullish() }).nullish(),
        }),
      ),
    })
    .nullish(),
});

/** Stripe's subscription states in ours: what a customer may still use, owes, or has lost. */
export function toSubscriptionStatus(stripeStatus: string): TSubscriptionStatus {
  switch (stripeStatus) {
    case "active":
    case "trialing":
      return "active";
    case "unpaid":
      return "unpaid";
    case "canceled":
    case "incomplete_expired":
      return "canceled";
    default:
      return "past_due";
  }
}

/**
 * A checkout completed while its organization already had an active subscription to the product: it must not
 * become a second one. Thrown inside the transaction, so nothing of it is written.
 */
class DuplicateCheckout extends Error {
  constructor(
    readonly session: CheckoutSessionRecord,
    readonly providerSubscriptionId: string | null,
  ) {
    super(`checkout ${session.id} duplicates a live subscription`);
  }
}

export interface PaymentEventResult {
  /** The event was applied now (false: already applied, ignored, or refused). */
  isNew: boolean;
  /** The event completed a checkout for a product the organization already has: refused, or undone at Stripe. */
  isDuplicate?: boolean;
}

/**
 * The one handler of payment events, from Stripe's webhook and from the built-in checkout alike. Each event is
 * claimed in processed_events inside the same transaction as its effects, so a redelivery (or a second click)
 * changes nothing, and a failure leaves the event unclaimed for the provider to retry. A completed checkout for
 * a product the organization already has changes nothing: the built-in checkout refuses it before payment, and a
 * Stripe one is canceled and refunded at Stripe (see undoDuplicateCheckout).
 */
export async function applyPaymentEvent(
  deps: { db: Db; now?: () => Date; stripe?: Stripe | undefined; jobs?: BillingNoticeQueue },
  provider: TPaymentProvider,
  event: PaymentEvent,
): Promise<PaymentEventResult> {
  if (!(HANDLED_EVENT_TYPES as readonly string[]).includes(event.type)) return { isNew: false };
  const now = nowOf(deps);
  const applied = deps.db.transaction(async (tx): Promise<PaymentEventResult> => {
    const isNew = await claimEvent(tx, { provider, eventId: event.id, type: event.type });
    if (!isNew) return { isNew };
    const object = event.data.object;
    switch (event.type) {
      case "checkout.session.completed":
        await completeCheckout(tx, deps, provider, ZCheckoutSessionObject.parse(object), now);
        break;
      case "customer.subscription.updated":
      case "customer.subscription.deleted": {
        const subscription = ZSubscriptionObject.parse(object);
        await syncProviderSubscription(
          tx,
          provider,
          subscription.id,
          {
            status:
              event.type === "customer.subscription.deleted" ? "canceled" : toSubscriptionStatus(subscription.status),
            cancelAtPeriodEnd: subscription.cancel_at_period_end ?? false,
            tier: subscription.metadata?.tier,
            seats: subscription.items?.data[0]?.quantity ?? undefined,
          },
          deps.jobs,
        );
        break;
      }
      case "invoice.paid":
        await recordPaidInvoice(tx, deps.jobs, provider, ZInvoiceObject.parse(object));
        break;
      case "invoice.payment_failed":
        await recordFailedInvoice(tx, deps.jobs, provider, ZInvoiceObject.parse(object), now);
        break;
      case "charge.succeeded": {
        const charge = ZChargeObject.parse(object);
        const organizationId = charge.customer && (await findOrganizationOfCustomer(tx, provider, charge.customer));
        if (organizationId) await keepCard(tx, provider, organizationId, charge.payment_method_details?.card);
        break;
      }
    }
    return { isNew };
  });
  return applied.catch((error: unknown) => {
    if (!(error instanceof DuplicateCheckout)) throw error;
    if (provider === "builtin") return { isNew: false, isDuplicate: true };
    return undoDuplicateCheckout(deps, provider, event, error);
  });
}

/** A Stripe failure as the webhook answers it: 502, so Stripe delivers the event again later. */
async function callStripe<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw new AppError("upstream", checkoutMessages.providerUnavailable, undefined, { cause: error });
  }
}

/**
 * A Stripe checkout that lost to a live subscription was paid all the same: its subscription is canceled and its
 * payment refunded at Stripe, then the event is claimed with an audit event. Stripe is called outside any
 * transaction; if it fails nothing is claimed, the webhook answers 502 and Stripe delivers the event again (the
 * calls carry idempotency keys, so a repeat cancels and refunds nothing twice).
 */
async function undoDuplicateCheckout(
  deps: { db: Db; now?: () => Date; stripe?: Stripe | undefined },
  provider: TPaymentProvider,
  event: PaymentEvent,
  duplicate: DuplicateCheckout,
): Promise<PaymentEventResult> {
  const { stripe } = deps;
  const { session, providerSubscriptionId } = duplicate;
  if (!stripe) throw new Error(`Stripe is not configured: cannot refund duplicate checkout ${session.id}`);
  const refunds = providerSubscriptionId
    ? await callStripe(() => cancelAndRefundSubscription(stripe, providerSubscriptionId))
    : [];
  const now = nowOf(deps);
  return deps.db.transaction(async (tx) => {
    const isNew = await claimEvent(tx, { provider, eventId: event.id, type: event.type });
    if (!isNew) return { isNew, isDuplicate: true };
    await markCheckoutSessionComplete(tx, session.id, now);
    await recordAuditEvent(tx, {
      action: "subscription_refunded",
      organizationId: session.organizationId,
      target: providerSubscriptionId ?? session.id,
      details: {
        provider,
        appId: session.appId,
        tier: session.pricingTier,
        amount: session.amountCents / 100,
        checkoutSessionId: session.id,
        refunds,
      },
    });
    return { isNew, isDuplicate: true };
  });
}

/**
 * Marks the session paid and activates its subscription, unless the organization already has an active one for
 * the product (see DuplicateCheckout). A past-due Stripe subscription it replaces is canceled at Stripe first, so
 * Stripe stops collecting it beside the new one.
 */
async function completeCheckout(
  tx: DbExecutor,
  deps: { stripe?: Stripe | undefined; jobs?: BillingNoticeQueue },
  provider: TPaymentProvider,
  object: z.infer<typeof ZCheckoutSessionObject>,
  now: Date,
): Promise<void> {
  const checkoutId = object.client_reference_id ?? object.metadata?.checkoutSessionId;
  if (!checkoutId || !isUserId(checkoutId)) return;
  const session = await findCheckoutSessionForUpdate(tx, checkoutId);
  if (!session || session.provider !== provider || session.status !== "open") return;
  if (session.providerSessionId && session.providerSessionId !== object.id) return;
  if (object.payment_status === "unpaid") return;
  const live = await lockLiveSubscription(tx, session.organizationId, session.appId, now);
  const replaced = live?.providerSubscriptionId;
  if (live?.status === "active") {
    const isSameSubscription = object.subscription !== null && replaced === object.subscription;
    if (!isSameSubscription) throw new DuplicateCheckout(session, object.subscription);
    await markCheckoutSessionComplete(tx, session.id, now);
    return;
  }
  const endsAtStripe = live?.provider === "stripe" && replaced && replaced !== object.subscription ? replaced : null;
  const { stripe } = deps;
  if (endsAtStripe) {
    if (!stripe) throw new Error(`Stripe is not configured: cannot end replaced subscription ${endsAtStripe}`);
    await callStripe(() => cancelStripeSubscriptionNow(stripe, endsAtStripe));
  }
  const subscription = await activateSubscription(tx, {
    userId: session.userId,
    organizationId: session.organizationId,
    appId: session.appId,
    pricingStrategyId: session.pricingStrategyId,
    pricingTier: session.pricingTier,
    amountChargedCents: session.amountCents,
    seats: session.seats,
    subscriptionId: session.subscriptionId,
    provider,
    providerCustomerId: object.customer,
    providerSubscriptionId: object.subscription,
    now,
  });
  await recordAuditEvent(tx, {
    action: "subscription_created",
    organizationId: subscription.organizationId,
    target: subscription.id,
    details: {
      provider,
      appId: subscription.appId,
      tier: subscription.pricingTier,
      ...(endsAtStripe ? { replacedProviderSubscription: endsAtStripe } : {}),
    },
  });
  await markCheckoutSessionComplete(tx, session.id, now);
  const card = object.payment_method_details?.card;
  await keepCard(tx, provider, subscription.organizationId, card);
  const isRenewal = Boolean(live ?? session.subscriptionId);
  const invoice = await insertInvoice(tx, {
    organizationId: subscription.organizationId,
    subscriptionId: subscription.id,
    appId: subscription.appId,
    pricingTier: subscription.pricingTier,
    seats: subscription.seats,
    kind: isRenewal ? "renewal" : "first_payment",
    status: "paid",
    amountCents: session.amountCents,
    periodStart: subscription.startDate,
    periodEnd: subscription.endDate,
    provider,
    providerInvoiceId: object.invoice ?? `in_${provider}_${session.id}`,
    cardBrand: card ? cardBrandLabel(card.brand) : null,
    cardLast4: card?.last4 ?? null,
  });
  if (invoice) {
    await queueBillingNotice(
      deps.jobs,
      tx,
      noticeOf(isRenewal ? "renewal" : "payment", subscription, {
        amountCents: invoice.amountCents,
        invoiceNumber: invoiceNumber(invoice.number),
      }),
    );
  }
}

/** The card a payment used, kept as the organization's card on file (brand and last four only). */
async function keepCard(
  tx: DbExecutor,
  provider: TPaymentProvider,
  organizationId: string,
  card: { brand: string; last4: string; exp_month: number; exp_year: number } | null | undefined,
): Promise<void> {
  if (!card) return;
  await upsertPaymentMethod(tx, {
    organizationId,
    provider,
    brand: cardBrandLabel(card.brand),
    last4: card.last4,
    expMonth: card.exp_month,
    expYear: card.exp_year,
  });
}

function subscriptionIdOfInvoice(invoice: z.infer<typeof ZInvoiceObject>): string | null {
  const lines = invoice.lines?.data ?? [];
  return (
    invoice.parent?.subscription_details?.subscription ??
    invoice.subscription ??
    lines.map((line) => line.parent?.subscription_item_details?.subscription).find(Boolean) ??
    null
  );
}

/**
 * A renewal Stripe could not collect: kept as a failed invoice, and the billing contact is told. The subscription's
 * state follows Stripe's own customer.subscription.updated (past due).
 */
async function recordFailedInvoice(
  tx: DbExecutor,
  jobs: BillingNoticeQueue,
  provider: TPaymentProvider,
  invoice: z.infer<typeof ZInvoiceObject>,
  now: Date,
): Promise<void> {
  const subscriptionId = subscriptionIdOfInvoice(invoice);
  const subscription = subscriptionId ? await findProviderSubscription(tx, provider, subscriptionId) : undefined;
  if (!subscription) return;
  const period = invoice.lines?.data.map((line) => line.period).find(Boolean);
  const periodStart = period ? stripeDay(period.start) : now;
  const periodEnd = period ? stripeDay(period.end) : subscription.endDate;
  const recorded = await insertInvoice(tx, {
    organizationId: subscription.organizationId,
    subscriptionId: subscription.id,
    appId: subscription.appId,
    pricingTier: subscription.pricingTier,
    seats: subscription.seats,
    kind: invoice.billing_reason === "subscription_create" ? "first_payment" : "renewal",
    status: "failed",
    amountCents: invoice.amount_due ?? subscription.amountChargedCents,
    periodStart,
    periodEnd,
    provider,
    providerInvoiceId: invoice.id ?? null,
  });
  if (!recorded) return;
  await queueBillingNotice(
    jobs,
    tx,
    noticeOf("payment_failed", subscription, {
      amountCents: recorded.amountCents,
      periodStart: periodStart.toISOString(),
      periodEnd: periodEnd.toISOString(),
    }),
  );
}

/**
 * A paid first or renewal invoice moves the subscription's dates to the period it paid for; a renewal's is kept as
 * an invoice with its receipt mailed (the first payment's receipt comes with the completed checkout).
 */
async function recordPaidInvoice(
  tx: DbExecutor,
  jobs: BillingNoticeQueue,
  provider: TPaymentProvider,
  invoice: z.infer<typeof ZInvoiceObject>,
): Promise<void> {
  if (invoice.billing_reason !== "subscription_cycle" && invoice.billing_reason !== "subscription_create") return;
  const subscriptionId = subscriptionIdOfInvoice(invoice);
  const period = invoice.lines?.data.map((line) => line.period).find(Boolean);
  if (!subscriptionId || !period) return;
  const renewed = await renewProviderSubscription(tx, provider, subscriptionId, {
    startDate: stripeDay(period.start),
    endDate: stripeDay(period.end),
  });
  if (!renewed || invoice.billing_reason !== "subscription_cycle") return;
  const recorded = await insertInvoice(tx, {
    organizationId: renewed.organizationId,
    subscriptionId: renewed.id,
    appId: renewed.appId,
    pricingTier: renewed.pricingTier,
    seats: renewed.seats,
    kind: "renewal",
    status: "paid",
    amountCents: invoice.amount_paid ?? renewed.amountChargedCents,
    periodStart: renewed.startDate,
    periodEnd: renewed.endDate,
    provider,
    providerInvoiceId: invoice.id ?? null,
  });
  if (!recorded) return;
  await queueBillingNotice(
    jobs,
    tx,
    noticeOf("renewal", renewed, { amountCents: recorded.amountCents, invoiceNumber: invoiceNumber(recorded.number) }),
  );
}
