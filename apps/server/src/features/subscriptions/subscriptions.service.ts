import { checkoutMessages } from "@paralex/shared/checkout";
import { formatMonthlyPrice } from "@paralex/shared/products";
import {
  subscriptionMessages,
  subscriptionPeriod,
  type TPaymentProvider,
  type TPlanChange,
  type TSubscriptionStatus,
  type TSubscriptionView,
} from "@paralex/shared/subscriptions";
import type { Db, DbExecutor } from "../../db/client.js";
import { AppError } from "../../lib/app-error.js";
import { type AuditSource, recordAuditEvent } from "../audit/audit.service.js";
import type { AuthenticatedUser } from "../auth/authenticate.js";
import {
  getPrimaryOrganizationId,
  isAdminOfOrganization,
  listOrganizationsAdministeredFor,
} from "../organizations/organizations.service.js";
import { findTier, getPricingStrategy, type PricedTier } from "../products/products.service.js";
import { isUserId } from "../users/users.service.js";
import {
  findLatestProviderCustomerId,
  findLiveSubscription,
  findSubscriptionById,
  findSubscriptionByProviderId,
  findSubscriptionForUpdate,
  findSubscriptionsCoveringUser,
  insertSubscription,
  lockOrganizationProduct,
  type SubscriptionRecord,
  settleLapsedBuiltinSubscriptions,
  updateSubscription,
} from "./subscriptions.repository.js";

export type { SubscriptionRecord };

const DAY_MS = 24 * 60 * 60 * 1000;

/** What a payment provider does to a subscription it bills; the built-in provider has nothing to call. */
export interface SubscriptionBilling {
  cancelAtPeriodEnd(subscription: SubscriptionRecord): Promise<void>;
  changePlan(subscription: SubscriptionRecord, tier: PricedTier): Promise<void>;
  /**
   * Sets the seats the provider bills, prorated like a plan change. Answers the seats it billed before, or
   * null when it already billed that many and nothing was sent.
   */
  changeSeats(subscription: SubscriptionRecord, seats: number): Promise<number | null>;
}

export interface SubscriptionsDeps {
  db: Db;
  /** Present when Stripe is configured; subscriptions it bills cannot change without it. */
  stripeBilling: SubscriptionBilling | undefined;
  now?: () => Date;
}

export function toSubscriptionView(record: SubscriptionRecord): TSubscriptionView {
  return {
    subsId: record.id,
    organizationId: record.organizationId,
    appId: record.appId,
    userId: record.userId,
    startDate: record.startDate.toISOString(),
    endDate: record.endDate.toISOString(),
    pricingStrategyId: record.pricingStrategyId,
    pricingTier: record.pricingTier,
    amountCharged: record.amountChargedCents / 100,
    status: record.status,
    cancelAtPeriodEnd: record.cancelAtPeriodEnd,
    provider: record.provider,
  };
}

const notAuthorized = () => new AppError("forbidden", subscriptionMessages.notAuthorized);
const badInput = (field: string, message: string) => new AppError("validation", message, { [field]: [message] });
const nowOf = (deps: Pick<SubscriptionsDeps, "now">) => deps.now?.() ?? new Date();

/**
 * subscriptionsByUser: the subscriptions that cover the user, newest first: every subscription of their
 * organization for an Admin, whoever bought it; for a Member, the organization's subscriptions to the products
 * among their practice areas. Nothing from an organization the user has left. An Admin of the organization the
 * user belongs to sees what the user would; anyone else is refused, whether or not the user exists.
 */
export async function listSubscriptionsOfUser(
  deps: SubscriptionsDeps,
  viewer: AuthenticatedUser,
  userId: string,
): Promise<TSubscriptionView[]> {
  const wanted = userId.trim();
  if (wanted === "") throw badInput("userId", subscriptionMessages.userIdRequired);
  if (wanted === viewer.id) return (await findSettledSubscriptionsOfUser(deps, wanted)).map(toSubscriptionView);
  if (!isUserId(wanted)) throw notAuthorized();
  const organizationIds = await listOrganizationsAdministeredFor(deps.db, viewer.id, wanted);
  if (organizationIds.length === 0) throw notAuthorized();
  const records = await findSettledSubscriptionsOfUser(deps, wanted);
  return records.filter((record) => organizationIds.includes(record.organizationId)).map(toSubscriptionView);
}

/** The subscriptions covering the user, newest first (the built-in billing page, opened by a signed link). */
export async function listOwnSubscriptions(deps: SubscriptionsDeps, userId: string): Promise<TSubscriptionView[]> {
  return (await findSettledSubscriptionsOfUser(deps, userId)).map(toSubscriptionView);
}

const hasLapsed = (record: SubscriptionRecord, now: Date) =>
  record.provider === "builtin" && record.status === "active" && record.endDate.getTime() <= now.getTime();

/**
 * The subscriptions covering the user, newest first, with lapsed built-in ones settled. A read costs one prepared
 * query: the lapse sweep (and a second read) runs only when one of the listed subscriptions has lapsed.
 */
async function findSettledSubscriptionsOfUser(deps: SubscriptionsDeps, userId: string): Promise<SubscriptionRecord[]> {
  const now = nowOf(deps);
  const records = await findSubscriptionsCoveringUser(deps.db, userId);
  if (!records.some((record) => hasLapsed(record, now))) return records;
  await settleLapsedBuiltinSubscriptions(deps.db, now);
  return findSubscriptionsCoveringUser(deps.db, userId);
}

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
 * The subscription if the viewer may act on it (cancel, change plan, renew): only an Admin of its organization,
 * since it spends the organization's money. A Member of that organization, whatever the role and even the one
 * who bought it, is told only an Admin can; anyone else learns nothing (not even that it exists). Checked before
 * anything is written; a lapsed built-in subscription is then settled, so the caller sees its real state.
 */
async function authorizeSubscription(
  deps: SubscriptionsDeps,
  viewer: AuthenticatedUser,
  subsId: string,
): Promise<SubscriptionRecord> {
  const id = subsId.trim();
  if (!isUserId(id)) throw notAuthorized();
  const subscription = await findSubscriptionById(deps.db, id);
  if (!subscription) throw notAuthorized();
  if (!(await isAdminOfOrganization(deps.db, viewer.id, subscription.organizationId))) {
    const isMember = (await getPrimaryOrganizationId(deps.db, viewer.id)) === subscription.organizationId;
    throw isMember ? new AppError("forbidden", subscriptionMessages.adminsOnly) : notAuthorized();
  }
  const now = nowOf(deps);
  if (!hasLapsed(subscription, now)) return subscription;
  await settleLapsedBuiltinSubscriptions(deps.db, now);
  return (await findSubscriptionById(deps.db, id)) ?? subscription;
}

function billingFor(deps: SubscriptionsDeps, subscription: SubscriptionRecord): SubscriptionBilling | undefined {
  if (subscription.provider === "builtin") return undefined;
  if (!deps.stripeBilling) {
    throw new AppError("upstream", checkoutMessages.providerUnavailable);
  }
  return deps.stripeBilling;
}

async function callProvider(call: () => Promise<void>): Promise<void> {
  try {
    await call();
  } catch (error) {
    throw new AppError("upstream", checkoutMessages.providerUnavailable, undefined, { cause: error });
  }
}

/**
 * Runs a change to a subscription the viewer may act on while holding its row lock, from the state read under the
 * lock: two changes sent at once take turns, the second sees what the first left, and the provider is called in
 * the same order the changes are recorded (the call is made before the lock is let go).
 */
async function changeLockedSubscription<T>(
  deps: SubscriptionsDeps,
  viewer: AuthenticatedUser,
  subsId: string,
  change: (tx: DbExecutor, subscription: SubscriptionRecord) => Promise<T>,
): Promise<T> {
  const authorized = await authorizeSubscription(deps, viewer, subsId);
  return deps.db.transaction(async (tx) => {
    const subscription = await findSubscriptionForUpdate(tx, authorized.id);
    if (!subscription) throw notAuthorized();
    return change(tx, subscription);
  });
}

/** Cancels at the end of the paid period: the subscription stays active until its end date. */
export async function cancelSubscription(
  deps: SubscriptionsDeps,
  viewer: AuthenticatedUser,
  subsId: string,
  source: AuditSource | null = null,
): Promise<TSubscriptionView> {
  const canceled = await changeLockedSubscription(deps, viewer, subsId, async (tx, subscription) => {
    if (subscription.status === "canceled") {
      throw new AppError("conflict", subscriptionMessages.alreadyCanceled);
    }
    if (subscription.cancelAtPeriodEnd) throw new AppError("conflict", subscriptionMessages.alreadyEnding);
    const billing = billingFor(deps, subscription);
    if (billing) await callProvider(() => billing.cancelAtPeriodEnd(subscription));
    const updated = await updateSubscription(tx, subscription.id, { cancelAtPeriodEnd: true });
    await recordAuditEvent(tx, {
      action: "subscription_canceled",
      organizationId: subscription.organizationId,
      actorUserId: viewer.id,
      actorEmail: viewer.email,
      target: subscription.id,
      details: { provider: subscription.provider, appId: subscription.appId, tier: subscription.pricingTier },
      source,
    });
    return updated;
  });
  return toSubscriptionView(canceled);
}

/**
 * Switches an active subscription to another tier of its own pricing strategy, priced by the server. The
 * built-in provider switches at once; Stripe prorates the difference on the next invoice. The note tells the
 * user what the switch costs for the rest of the period.
 */
export async function changeSubscriptionPlan(
  deps: SubscriptionsDeps,
  viewer: AuthenticatedUser,
  subsId: string,
  tierName: string,
  source: AuditSource | null = null,
): Promise<TPlanChange> {
  return changeLockedSubscription(deps, viewer, subsId, async (tx, subscription) => {
    if (subscription.status !== "active") throw new AppError("conflict", subscriptionMessages.notActive);
    const strategy = await getPricingStrategy(tx, subscription.pricingStrategyId);
    const tier = strategy && findTier(strategy, tierName.trim());
    if (!tier) throw badInput("tier", subscriptionMessages.unknownTier);
    if (tier.tier === subscription.pricingTier) throw new AppError("conflict", subscriptionMessages.samePlan);

    const now = nowOf(deps);
    const periodMs = subscription.endDate.getTime() - subscription.startDate.getTime();
    const remainingMs = Math.max(0, subscription.endDate.getTime() - now.getTime());
    const fraction = periodMs > 0 ? Math.min(1, remainingMs / periodMs) : 0;
    const prorationCents = Math.round(
      (tier.costPerUserCents * subscription.seats - subscription.amountChargedCents) * fraction,
    );
    const remainingDays = Math.ceil(remainingMs / DAY_MS);

    const billing = billingFor(deps, subscription);
    if (billing) await callProvider(() => billing.changePlan(subscription, tier));
    const updated = await updateSubscription(tx, subscription.id, {
      pricingTier: tier.tier,
      amountChargedCents: tier.costPerUserCents * subscription.seats,
    });
    await recordAuditEvent(tx, {
      action: "subscription_changed",
      organizationId: subscription.organizationId,
      actorUserId: viewer.id,
      actorEmail: viewer.email,
      target: subscription.id,
      details: {
        provider: subscription.provider,
        appId: subscription.appId,
        from: subscription.pricingTier,
        to: tier.tier,
      },
      source,
    });
    return {
      subscription: toSubscriptionView(updated),
      prorationAmount: prorationCents / 100,
      note: prorationNote({
        tier: tier.tier,
        price: formatMonthlyPrice((tier.costPerUserCents * subscription.seats) / 100),
        prorationCents,
        remainingDays,
        isStripe: Boolean(billing),
      }),
    };
  });
}

function prorationNote(change: {
  tier: string;
  price: string;
  prorationCents: number;
  remainingDays: number;
  isStripe: boolean;
}): string {
  const switched = `Switched to ${change.tier} at ${change.price}.`;
  if (change.prorationCents === 0) return `${switched} Nothing is owed for the rest of this billing period.`;
  const amount = `$${(Math.abs(change.prorationCents) / 100).toFixed(2)}`;
  const days = `${change.remainingDays} day${change.remainingDays === 1 ? "" : "s"}`;
  const where = change.isStripe ? "your next invoice" : "your next bill";
  return change.prorationCents > 0
    ? `${switched} ${amount} for the remaining ${days} of this billing period is added to ${where}.`
    : `${switched} ${amount} for the unused ${days} of this billing period is credited to ${where}.`;
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
  return updated;
}

/** What one seat of the subscription costs, for a tier no longer in the catalogue. */
export function perSeatCents(subscription: Pick<SubscriptionRecord, "amountChargedCents" | "seats">): number {
  return Math.round(subscription.amountChargedCents / Math.max(1, subscription.seats));
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
  const subscription = await findSubscriptionByProviderId(db, provider, providerSubscriptionId);
  if (!subscription || subscription.status === "canceled") return undefined;
  return updateSubscription(db, subscription.id, { status: "active", ...period });
}
