import { checkoutMessages } from "@paralex/shared/checkout";
import {
  subscriptionMessages,
  subscriptionPeriod,
  type TPaymentProvider,
  type TSubscriptionStatus,
} from "@paralex/shared/subscriptions";
import type { AuthenticatedUser } from "../../access/viewer.js";
import type { DbExecutor } from "../../db/client.js";
import { AppError } from "../../lib/app-error.js";
import { recordAuditEvent } from "../audit/audit.service.js";
import { findTier, getPricingStrategy } from "../products/products.service.js";
import { type BillingNoticeQueue, noticeOf, queueBillingNotice } from "./billing-notices.js";
import {
  findLatestProviderCustomerId,
  findLiveSubscription,
  findOrganizationOfProviderCustomer,
  findSubscriptionById,
  findSubscriptionByProviderId,
  insertSubscription,
  lockOrganizationProduct,
  type SubscriptionRecord,
  settleLapsedBuiltinSubscriptions,
  updateSubscription,
} from "./subscriptions.repository.js";
import {
  authorizeSubscription,
  badInput,
  hasLapsed,
  nowOf,
  perSeatCents,
  type SubscriptionsDeps,
} from "./subscriptions.service.js";

// The provider's side of a subscription: the checkout it renews, activation, sync and renewal from payment events.

/** The organization's live subscription to a product, with a lapsed built-in one settled first. */
export async function findSettledLiveSubscription(
  deps: Pick<SubscriptionsDeps, "db" | "now">,
  organizationId: string,
  appId: number,
): Promise<SubscriptionRecord | undefined> {
  const now = nowOf(deps);
  const live = await findLiveSubscription(deps.db, organizationId, appId);
  if (!live || !hasLapsed(live, now)) return live;
  await settleLapsedBuiltinSubscriptions(deps.db, now);
  return findLiveSubscription(deps.db, organizationId, appId);
}

/**
 * Inside a transaction: waits for and holds the organization's place for a live subscription to the product
 * (until the transaction ends), settles a lapsed built-in one, and answers the live subscription, if any. A
 * checkout that completes while one is active must not activate a second.
 */
export async function lockLiveSubscription(
  tx: DbExecutor,
  organizationId: string,
  appId: number,
  now: Date,
): Promise<SubscriptionRecord | undefined> {
  await lockOrganizationProduct(tx, organizationId, appId);
  const live = await findLiveSubscription(tx, organizationId, appId);
  if (!live || !hasLapsed(live, now)) return live;
  await settleLapsedBuiltinSubscriptions(tx, now);
  return findLiveSubscription(tx, organizationId, appId);
}

/**
 * Which subscription a new checkout for the product renews: the one named by subsId (its organization's Admin
 * only), else the organization's lapsed one, else none. A product already active cannot be bought twice.
 */
export async function resolveCheckoutTarget(
  deps: SubscriptionsDeps,
  viewer: AuthenticatedUser,
  request: { organizationId: string; appId: number; productTitle: string; subsId: string | null },
): Promise<{ organizationId: string; subscriptionId: string | null }> {
  let organizationId = request.organizationId;
  if (request.subsId) {
    const named = await authorizeSubscription(deps, viewer, request.subsId);
    if (named.appId !== request.appId) throw badInput("subsId", subscriptionMessages.otherProduct);
    organizationId = named.organizationId;
  }
  await settleLapsedBuiltinSubscriptions(deps.db, nowOf(deps));
  const live = await findLiveSubscription(deps.db, organizationId, request.appId);
  if (live?.status === "active") {
    throw new AppError("conflict", checkoutMessages.alreadySubscribed(request.productTitle));
  }
  return { organizationId, subscriptionId: live?.id ?? request.subsId ?? null };
}

export interface SubscriptionActivation {
  userId: string;
  organizationId: string;
  appId: number;
  pricingStrategyId: string;
  pricingTier: string;
  amountChargedCents: number;
  /** Members the subscription pays for; amountChargedCents covers them all. */
  seats?: number;
  /** The subscription a checkout renews; otherwise the organization's live one for the product, or a new one. */
  subscriptionId: string | null;
  provider: TPaymentProvider;
  providerCustomerId: string | null;
  providerSubscriptionId: string | null;
  now: Date;
}

/** A paid checkout: the subscription becomes active for 30 days from today (midnight UTC to midnight UTC). */
export async function activateSubscription(
  db: DbExecutor,
  activation: SubscriptionActivation,
): Promise<SubscriptionRecord> {
  const { startDate, endDate } = subscriptionPeriod(activation.now);
  const renewed = activation.subscriptionId ? await findSubscriptionById(db, activation.subscriptionId) : undefined;
  const target =
    renewed && renewed.organizationId === activation.organizationId && renewed.appId === activation.appId
      ? renewed
      : await findLiveSubscription(db, activation.organizationId, activation.appId);
  const values = {
    pricingStrategyId: activation.pricingStrategyId,
    pricingTier: activation.pricingTier,
    amountChargedCents: activation.amountChargedCents,
    seats: activation.seats ?? 1,
    startDate,
    endDate,
    status: "active" as const,
    cancelAtPeriodEnd: false,
    provider: activation.provider,
    providerCustomerId: activation.providerCustomerId,
    providerSubscriptionId: activation.providerSubscriptionId,
  };
  if (target) return updateSubscription(db, target.id, { ...values, userId: activation.userId });
  return insertSubscription(db, {
    ...values,
    userId: activation.userId,
    organizationId: activation.organizationId,
    appId: activation.appId,
  });
}

/** The provider's customer id for the user's earlier subscriptions, so a new checkout reuses the customer. */
/** The organization's customer at the provider: whoever bought, the organization is who pays. */
export async function getProviderCustomerId(
  db: DbExecutor,
  organizationId: string,
  provider: TPaymentProvider,
): Promise<string | undefined> {
  return findLatestProviderCustomerId(db, organizationId, provider);
}

/**
 * The provider says the subscription's state changed. A tier named in its metadata is priced from our own
 * catalogue, for the seats (the item's quantity) it bills; the amount the provider reports is not trusted.
 * Unknown subscriptions are left alone, and so are canceled ones: a cancellation is final at the provider, so an
 * older event delivered after it must not bring the subscription back.
 */
export async function syncProviderSubscription(
  db: DbExecutor,
  provider: TPaymentProvider,
  providerSubscriptionId: string,
  state: {
    status: TSubscriptionStatus;
    cancelAtPeriodEnd: boolean;
    tier?: string | undefined;
    seats?: number | undefined;
  },
  notices?: BillingNoticeQueue,
): Promise<SubscriptionRecord | undefined> {
  const subscription = await findSubscriptionByProviderId(db, provider, providerSubscriptionId);
  if (!subscription || subscription.status === "canceled") return undefined;
  const seats = state.seats && Number.isInteger(state.seats) && state.seats > 0 ? state.seats : subscription.seats;
  const seatsChanged = seats !== subscription.seats;
  const strategy =
    state.tier || seatsChanged ? await getPricingStrategy(db, subscription.pricingStrategyId) : undefined;
  const tier = strategy
    ? ((state.tier ? findTier(strategy, state.tier) : undefined) ??
      (seatsChanged ? findTier(strategy, subscription.pricingTier) : undefined))
    : undefined;
  const updated = await updateSubscription(db, subscription.id, {
    status: state.status,
    cancelAtPeriodEnd: state.status === "canceled" ? false : state.cancelAtPeriodEnd,
    ...(seatsChanged ? { seats } : {}),
    ...(tier
      ? { pricingTier: tier.tier, amountChargedCents: tier.costPerUserCents * seats }
      : seatsChanged
        ? { amountChargedCents: perSeatCents(subscription) * seats }
        : {}),
  });
  await recordProviderChanges(db, provider, subscription, updated);
  await queueProviderChangeNotices(db, notices, subscription, updated);
  return updated;
}

/** The billing mail for what the provider changed: each change once, as the row moves (decision 066). */
async function queueProviderChangeNotices(
  db: DbExecutor,
  notices: BillingNoticeQueue,
  before: SubscriptionRecord,
  after: SubscriptionRecord,
): Promise<void> {
  if (after.status === "canceled" && before.status !== "canceled") {
    await queueBillingNotice(notices, db, noticeOf("ended", after));
    return;
  }
  if (after.pricingTier !== before.pricingTier) {
    await queueBillingNotice(notices, db, noticeOf("plan_changed", after, { previous: { tier: before.pricingTier } }));
  } else if (after.seats !== before.seats) {
    const previous = { seats: before.seats, amountCents: before.amountChargedCents };
    await queueBillingNotice(notices, db, noticeOf("seats_changed", after, { previous }));
  }
  if (after.cancelAtPeriodEnd && !before.cancelAtPeriodEnd) {
    await queueBillingNotice(notices, db, noticeOf("canceled", after));
  } else if (!after.cancelAtPeriodEnd && before.cancelAtPeriodEnd && after.status !== "canceled") {
    await queueBillingNotice(notices, db, noticeOf("resumed", after));
  }
}

/** What the provider changed on its own (a plan switch, a cancellation in its portal), with no user as actor. */
async function recordProviderChanges(
  db: DbExecutor,
  provider: TPaymentProvider,
  before: SubscriptionRecord,
  after: SubscriptionRecord,
): Promise<void> {
  const event = { organizationId: after.organizationId, target: after.id };
  if (after.pricingTier !== before.pricingTier) {
    await recordAuditEvent(db, {
      ...event,
      action: "subscription_changed",
      details: { provider, appId: after.appId, from: before.pricingTier, to: after.pricingTier },
    });
  }
  if (after.seats !== before.seats) {
    await recordAuditEvent(db, {
      ...event,
      action: "subscription_seats_changed",
      details: {
        provider,
        appId: after.appId,
        from: before.seats,
        to: after.seats,
        amountFrom: before.amountChargedCents / 100,
        amountTo: after.amountChargedCents / 100,
      },
    });
  }
  const endsNow = after.status === "canceled" && before.status !== "canceled";
  if (endsNow || (after.cancelAtPeriodEnd && !before.cancelAtPeriodEnd)) {
    await recordAuditEvent(db, {
      ...event,
      action: "subscription_canceled",
      details: { provider, appId: after.appId, tier: after.pricingTier, ended: endsNow },
    });
  }
}

/** A paid renewal: the subscription is active for the new period the provider billed (never a canceled one). */
export async function renewProviderSubscription(
  db: DbExecutor,
  provider: TPaymentProvider,
  providerSubscriptionId: string,
  period: { startDate: Date; endDate: Date },
): Promise<SubscriptionRecord | undefined> {
  // The receipt for a renewal is queued by the payments feature, which knows the invoice it paid.
  const subscription = await findSubscriptionByProviderId(db, provider, providerSubscriptionId);
  if (!subscription || subscription.status === "canceled") return undefined;
  return updateSubscription(db, subscription.id, { status: "active", ...period });
}

/** A subscription the provider bills, by the provider's id for it. */
export async function findProviderSubscription(
  db: DbExecutor,
  provider: TPaymentProvider,
  providerSubscriptionId: string,
): Promise<SubscriptionRecord | undefined> {
  return findSubscriptionByProviderId(db, provider, providerSubscriptionId);
}

/** The organization a provider's customer pays for. */
export async function findOrganizationOfCustomer(
  db: DbExecutor,
  provider: TPaymentProvider,
  providerCustomerId: string,
): Promise<string | undefined> {
  return findOrganizationOfProviderCustomer(db, provider, providerCustomerId);
}
