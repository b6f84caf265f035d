import type { FastifyBaseLogger } from "fastify";
import type { Db, DbExecutor } from "../../db/client.js";
import { type AuditSource, recordAuditEvent } from "../audit/audit.service.js";
import { seatsNeeded } from "../organizations/organizations.service.js";
import { findTier, getPricingStrategy } from "../products/products.service.js";
import { findLiveSubscriptionsForUpdate } from "./seat-sync.repository.js";
import { findSubscriptionById, type SubscriptionRecord, updateSubscription } from "./subscriptions.repository.js";
import type { SubscriptionBilling } from "./subscriptions.service.js";

/** What telling a provider about new seats needs: the database, the provider's billing, and where failures go. */
export interface SeatSyncDeps {
  db: Db;
  /** Present when Stripe is configured. */
  stripeBilling?: SubscriptionBilling | undefined;
  log?: Pick<FastifyBaseLogger, "warn" | "error"> | undefined;
}

/** Who changed the membership that moved the seats, as the audit log records it. */
export interface SeatChangeActor {
  userId: string;
  email: string;
  source: AuditSource | null;
}

/** Subscriptions whose provider is to be told their seats after the membership change commits. */
export type PendingSeatChanges = SubscriptionRecord[];

/** The products one member holds in one list and not the other: the ones whose seat count can move. */
export function productsChangedBetween(from: readonly number[], to: readonly number[]): number[] {
  const before = new Set(from);
  const after = new Set(to);
  return [...new Set([...from, ...to])].filter((appId) => before.has(appId) !== after.has(appId));
}

/** A month of the subscription's tier for the seats; the per-seat amount it has when its tier left the catalogue. */
async function amountForSeats(db: DbExecutor, subscription: SubscriptionRecord, seats: number): Promise<number> {
  const strategy = await getPricingStrategy(db, subscription.pricingStrategyId);
  const tier = strategy && findTier(strategy, subscription.pricingTier);
  if (tier) return tier.costPerUserCents * seats;
  return Math.round(subscription.amountChargedCents / Math.max(1, subscription.seats)) * seats;
}

/**
 * Inside the membership change's transaction: every live subscription of the organization to one of the
 * products gets the seats its members now need (at least 1). Built-in ones change here, seats and monthly
 * amount, with an audit event; Stripe ones are answered, to be sent to Stripe once the change has committed
 * (their row follows Stripe's webhook). The rows are locked before counting, so two changes cannot both count
 * without the other.
 */
export async function syncSeatsInTransaction(
  tx: DbExecutor,
  organizationId: string,
  appIds: readonly number[],
  actor: SeatChangeActor,
): Promise<PendingSeatChanges> {
  const live = await findLiveSubscriptionsForUpdate(tx, organizationId, [...new Set(appIds)]);
  const pending: PendingSeatChanges = [];
  for (const subscription of live) {
    if (subscription.provider !== "builtin") {
      pending.push(subscription);
      continue;
    }
    const seats = await seatsNeeded(tx, organizationId, subscription.appId);
    if (seats === subscription.seats) continue;
    const amountChargedCents = await amountForSeats(tx, subscription, seats);
    await updateSubscription(tx, subscription.id, { seats, amountChargedCents });
    await recordAuditEvent(tx, {
      action: "subscription_seats_changed",
      organizationId,
      actorUserId: actor.userId,
      actorEmail: actor.email,
      target: subscription.id,
      details: {
        provider: subscription.provider,
        appId: subscription.appId,
        from: subscription.seats,
        to: seats,
        amountFrom: subscription.amountChargedCents / 100,
        amountTo: amountChargedCents / 100,
      },
      source: actor.source,
    });
  }
  return pending;
}

/**
 * After the membership change has committed: each provider-billed subscription is billed for the seats its
 * organization needs now (counted again, so the latest change wins). A failure is logged and changes nothing
 * here: the membership change stands, the row keeps its seats, and the next change or webhook corrects them.
 */
export async function pushSeatsToProvider(deps: SeatSyncDeps, pending: PendingSeatChanges): Promise<void> {
  for (const queued of pending) {
    const context = { subscriptionId: queued.id, organizationId: queued.organizationId, appId: queued.appId };
    if (!deps.stripeBilling) {
      deps.log?.warn(context, "seats not sent: the subscription's provider is not configured");
      continue;
    }
    try {
      const subscription = await findSubscriptionById(deps.db, queued.id);
      if (!subscription || subscription.status === "canceled") continue;
      const seats = await seatsNeeded(deps.db, subscription.organizationId, subscription.appId);
      await deps.stripeBilling.changeSeats(subscription, seats);
    } catch (error) {
      deps.log?.error({ ...context, err: error }, "seats not sent to the payment provider");
    }
  }
}
