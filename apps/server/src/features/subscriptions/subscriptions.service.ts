import { billingMessages } from "@paralex/shared/billing";
import { checkoutMessages } from "@paralex/shared/checkout";
import { formatMonthly, formatUsdCents } from "@paralex/shared/money";
import {
  subscriptionMessages,
  type TPlanChange,
  type TPlanPreview,
  type TSubscriptionView,
} from "@paralex/shared/subscriptions";
import {
  getPrimaryOrganizationId,
  isAdminOfOrganization,
  listOrganizationsAdministeredFor,
} from "../../access/membership.js";
import type { AuthenticatedUser } from "../../access/viewer.js";
import type { Db, DbExecutor } from "../../db/client.js";
import { AppError } from "../../lib/app-error.js";
import { type AuditSource, recordAuditEvent } from "../audit/audit.service.js";
import { findTier, getPricingStrategy, type PricedTier } from "../products/products.service.js";
import { isUserId } from "../users/users.service.js";
import { type BillingNoticeQueue, noticeOf, queueBillingNotice } from "./billing-notices.js";
import { pricePlanSwitch } from "./plan-switch-price.js";
import {
  findSubscriptionById,
  findSubscriptionForUpdate,
  findSubscriptionsCoveringUser,
  type SubscriptionRecord,
  settleLapsedBuiltinSubscriptions,
  updateSubscription,
} from "./subscriptions.repository.js";

export type { SubscriptionRecord };

/** What a payment provider does to a subscription it bills; the built-in provider has nothing to call. */
export interface SubscriptionBilling {
  cancelAtPeriodEnd(subscription: SubscriptionRecord): Promise<void>;
  changePlan(subscription: SubscriptionRecord, tier: PricedTier): Promise<void>;
  /**
   * Sets the seats the provider bills, prorated like a plan change. Answers the seats it billed before, or
   * null when it already billed that many and nothing was sent.
   */
  changeSeats(subscription: SubscriptionRecord, seats: number): Promise<number | null>;
  /** Takes back a cancellation at the period's end (Stripe: cancel_at_period_end false). */
  resume(subscription: SubscriptionRecord): Promise<void>;
}

export interface SubscriptionsDeps {
  db: Db;
  /** Present when Stripe is configured; subscriptions it bills cannot change without it. */
  stripeBilling: SubscriptionBilling | undefined;
  /** Where billing notices are queued (decision 066); without it none are sent. */
  jobs?: BillingNoticeQueue;
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
export const badInput = (field: string, message: string) => new AppError("validation", message, { [field]: [message] });
export const nowOf = (deps: Pick<SubscriptionsDeps, "now">) => deps.now?.() ?? new Date();

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

export const hasLapsed = (record: SubscriptionRecord, now: Date) =>
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

/**
 * The subscription if the viewer may act on it (cancel, change plan, renew): only an Admin of its organization,
 * since it spends the organization's money. A Member of that organization, whatever the role and even the one
 * who bought it, is told only an Admin can; anyone else learns nothing (not even that it exists). Checked before
 * anything is written; a lapsed built-in subscription is then settled, so the caller sees its real state.
 */
export async function authorizeSubscription(
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
    await auditEndChange(tx, "subscription_canceled", viewer, subscription, source);
    await queueBillingNotice(deps.jobs, tx, noticeOf("canceled", updated));
    return updated;
  });
  return toSubscriptionView(canceled);
}

/** Cancelling at the period's end and taking it back are audited alike: who, and which plan. */
function auditEndChange(
  tx: DbExecutor,
  action: "subscription_canceled" | "subscription_resumed",
  viewer: AuthenticatedUser,
  subscription: SubscriptionRecord,
  source: AuditSource | null,
) {
  return recordAuditEvent(tx, {
    action,
    organizationId: subscription.organizationId,
    actorUserId: viewer.id,
    actorEmail: viewer.email,
    target: subscription.id,
    details: { provider: subscription.provider, appId: subscription.appId, tier: subscription.pricingTier },
    source,
  });
}

/**
 * Resumes a plan canceled at its period's end, before it ends: Stripe's documented way, cancel_at_period_end set
 * back to false, then the row. Admins only, like cancelling; a plan not set to end, or already ended, is refused.
 */
export async function resumeSubscription(
  deps: SubscriptionsDeps,
  viewer: AuthenticatedUser,
  subsId: string,
  source: AuditSource | null = null,
): Promise<TSubscriptionView> {
  const resumed = await changeLockedSubscription(deps, viewer, subsId, async (tx, subscription) => {
    const hasEnded = subscription.status === "canceled" || subscription.endDate.getTime() <= nowOf(deps).getTime();
    if (hasEnded) throw new AppError("conflict", billingMessages.alreadyEnded);
    if (!subscription.cancelAtPeriodEnd) throw new AppError("conflict", billingMessages.notEnding);
    const billing = billingFor(deps, subscription);
    if (billing) await callProvider(() => billing.resume(subscription));
    const updated = await updateSubscription(tx, subscription.id, { cancelAtPeriodEnd: false });
    await auditEndChange(tx, "subscription_resumed", viewer, subscription, source);
    await queueBillingNotice(deps.jobs, tx, noticeOf("resumed", updated));
    return updated;
  });
  return toSubscriptionView(resumed);
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

    const { monthlyCents, prorationCents, remainingDays } = pricePlanSwitch(
      subscription,
      tier.costPerUserCents,
      nowOf(deps),
    );

    const billing = billingFor(deps, subscription);
    if (billing) await callProvider(() => billing.changePlan(subscription, tier));
    const updated = await updateSubscription(tx, subscription.id, {
      pricingTier: tier.tier,
      amountChargedCents: monthlyCents,
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
    const previous = { tier: subscription.pricingTier, amountCents: subscription.amountChargedCents };
    await queueBillingNotice(deps.jobs, tx, noticeOf("plan_changed", updated, { previous, prorationCents }));
    return {
      subscription: toSubscriptionView(updated),
      prorationAmount: prorationCents / 100,
      note: prorationNote({
        tier: tier.tier,
        price: formatMonthly(monthlyCents / 100),
        prorationCents,
        remainingDays,
        isStripe: Boolean(billing),
      }),
    };
  });
}

/**
 * planChangePreview: every tier of the subscription's pricing strategy as a switch to it would bill now, priced by
 * the same function the switch uses: per-seat price, seats, the new monthly total and the prorated amount due.
 * Only the organization's Admin may ask, as only they may switch.
 */
export async function previewPlanChange(
  deps: SubscriptionsDeps,
  viewer: AuthenticatedUser,
  subsId: string,
): Promise<TPlanPreview> {
  const subscription = await authorizeSubscription(deps, viewer, subsId);
  if (subscription.status !== "active") throw new AppError("conflict", subscriptionMessages.notActive);
  const strategy = await getPricingStrategy(deps.db, subscription.pricingStrategyId);
  const now = nowOf(deps);
  const tiers = (strategy?.tiers ?? []).map((tier) => {
    const isCurrent = tier.tier === subscription.pricingTier;
    const price = pricePlanSwitch(subscription, tier.costPerUserCents, now);
    return {
      tier: tier.tier,
      costPerUser: tier.costPerUserCents / 100,
      seats: subscription.seats,
      monthlyTotal: price.monthlyCents / 100,
      prorationAmount: isCurrent ? 0 : price.prorationCents / 100,
      isCurrent,
    };
  });
  return {
    subsId: subscription.id,
    seats: subscription.seats,
    remainingDays: pricePlanSwitch(subscription, 0, now).remainingDays,
    nextBillDate: subscription.endDate.toISOString(),
    tiers,
  };
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
  const amount = formatUsdCents(Math.abs(change.prorationCents));
  const days = `${change.remainingDays} day${change.remainingDays === 1 ? "" : "s"}`;
  const where = change.isStripe ? "your next invoice" : "your next bill";
  return change.prorationCents > 0
    ? `${switched} ${amount} for the remaining ${days} of this billing period is added to ${where}.`
    : `${switched} ${amount} for the unused ${days} of this billing period is credited to ${where}.`;
}

/** What one seat of the subscription costs, for a tier no longer in the catalogue. */
export function perSeatCents(subscription: Pick<SubscriptionRecord, "amountChargedCents" | "seats">): number {
  return Math.round(subscription.amountChargedCents / Math.max(1, subscription.seats));
}
