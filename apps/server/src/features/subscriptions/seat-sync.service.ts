import type { TSeatChangeLine } from "@paralex/shared/organization-views";
import type { FastifyBaseLogger } from "fastify";
import { seatsNeeded, seatsNeededAfter } from "../../access/membership.js";
import type { Db, DbExecutor } from "../../db/client.js";
import { type JobDefinition, type JobQueue, jobName } from "../../jobs/job-queue.js";
import { type AuditSource, recordAuditEvent } from "../audit/audit.service.js";
import { findTier, getPricingStrategy, getProduct } from "../products/products.service.js";
import { noticeOf, queueBillingNotice } from "./billing-notices.js";
import { findLiveSubscriptions, findLiveSubscriptionsForUpdate } from "./seat-sync.repository.js";
import { findSubscriptionById, type SubscriptionRecord, updateSubscription } from "./subscriptions.repository.js";
import { perSeatCents, type SubscriptionBilling } from "./subscriptions.service.js";

/** What telling a provider about new seats needs: the database, the job queue, the provider's billing, a log. */
export interface SeatSyncDeps {
  db: Db;
  jobs: JobQueue;
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

/**
 * Subscriptions whose provider is to be told their seats once the membership change commits (queueSeatPushes), and
 * built-in ones changed here, with what they billed before, whose billing notice queueSeatPushes queues.
 */
export type PendingSeatChanges = (SubscriptionRecord & {
  changedFrom?: { seats: number; amountChargedCents: number };
})[];

/** A month of the subscription's tier for the seats; the per-seat amount it has when its tier left the catalogue. */
async function amountForSeats(db: DbExecutor, subscription: SubscriptionRecord, seats: number): Promise<number> {
  const strategy = await getPricingStrategy(db, subscription.pricingStrategyId);
  const tier = strategy && findTier(strategy, subscription.pricingTier);
  if (tier) return tier.costPerUserCents * seats;
  return perSeatCents(subscription) * seats;
}

/**
 * Inside the membership change's transaction: every live subscription of the organization gets the seats its
 * members now need (at least 1). All of them, not only the products the change names: a concurrent change may
 * have read the member before this one wrote it, and counting everything again after the lock corrects that.
 * Built-in ones change here, seats and monthly amount, with an audit event; Stripe ones are answered, to be sent
 * to Stripe once the change has committed (their row follows Stripe's webhook).
 */
export async function syncSeatsInTransaction(
  tx: DbExecutor,
  organizationId: string,
  actor: SeatChangeActor,
): Promise<PendingSeatChanges> {
  const live = await findLiveSubscriptionsForUpdate(tx, organizationId);
  const pending: PendingSeatChanges = [];
  for (const subscription of live) {
    if (subscription.provider !== "builtin") {
      pending.push(subscription);
      continue;
    }
    const seats = await seatsNeeded(tx, organizationId, subscription.appId);
    if (seats === subscription.seats) continue;
    const amountChargedCents = await amountForSeats(tx, subscription, seats);
    const updated = await updateSubscription(tx, subscription.id, { seats, amountChargedCents });
    pending.push({
      ...updated,
      changedFrom: { seats: subscription.seats, amountChargedCents: subscription.amountChargedCents },
    });
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
 * Before a membership change: what syncSeatsInTransaction would bill each live subscription of the organization
 * once one member's products go from `productsFrom` to `productsTo` (a new member: from none; a removal: to
 * none). Counted and priced as the sync does; only the subscriptions whose seats would move are answered.
 */
export async function previewSeatChanges(
  db: DbExecutor,
  organizationId: string,
  productsFrom: readonly number[],
  productsTo: readonly number[],
): Promise<TSeatChangeLine[]> {
  const lines: TSeatChangeLine[] = [];
  for (const subscription of await findLiveSubscriptions(db, organizationId)) {
    const { appId } = subscription;
    const delta = Number(productsTo.includes(appId)) - Number(productsFrom.includes(appId));
    const seats = await seatsNeededAfter(db, organizationId, appId, delta);
    if (seats === subscription.seats) continue;
    const [product, amountCents] = await Promise.all([getProduct(db, appId), amountForSeats(db, subscription, seats)]);
    lines.push({
      subsId: subscription.id,
      appId,
      title: product?.title ?? `Product ${appId}`,
      tier: subscription.pricingTier,
      seatsFrom: subscription.seats,
      seatsTo: seats,
      monthlyFrom: subscription.amountChargedCents / 100,
      monthlyTo: amountCents / 100,
    });
  }
  return lines.sort((a, b) => a.appId - b.appId);
}

export const PUSH_SEATS_JOB = jobName<{ subscriptionId: string }>("push-seats-to-provider");

/** How many times a push may find the count moved under it before leaving the rest to the next job. */
const MAX_PUSHES = 3;

/**
 * Inside the membership change's transaction: one job per provider-billed subscription, so its seats reach the
 * provider after the commit, retried while the provider fails; the membership change never waits on it.
 */
export async function queueSeatPushes(
  deps: Pick<SeatSyncDeps, "jobs" | "stripeBilling" | "log">,
  tx: DbExecutor,
  pending: PendingSeatChanges,
): Promise<void> {
  for (const queued of pending) {
    if (queued.changedFrom) {
      const previous = { seats: queued.changedFrom.seats, amountCents: queued.changedFrom.amountChargedCents };
      await queueBillingNotice(deps.jobs, tx, noticeOf("seats_changed", queued, { previous }));
      continue;
    }
    if (!deps.stripeBilling) {
      const context = { subscriptionId: queued.id, organizationId: queued.organizationId, appId: queued.appId };
      deps.log?.warn(context, "seats not sent: the subscription's provider is not configured");
      continue;
    }
    await deps.jobs.enqueue(tx, PUSH_SEATS_JOB, { subscriptionId: queued.id });
  }
}

/**
 * The job: the subscription is billed for the seats its organization needs now. The count is taken again after
 * each push, and pushed again if another change moved it meanwhile, so the last count sent is never older than
 * the last change. A provider failure fails the try, retried later; the row keeps its seats until the webhook.
 */
export function seatPushJob(options: {
  db: Db;
  stripeBilling: SubscriptionBilling;
  retryDelaySeconds: number;
}): JobDefinition<{ subscriptionId: string }> {
  return {
    name: PUSH_SEATS_JOB,
    handler: async ({ subscriptionId }) => {
      let sent: number | undefined;
      for (let push = 0; push < MAX_PUSHES; push += 1) {
        const subscription = await findSubscriptionById(options.db, subscriptionId);
        if (!subscription || subscription.status === "canceled") return;
        const seats = await seatsNeeded(options.db, subscription.organizationId, subscription.appId);
        if (seats === sent) return;
        await options.stripeBilling.changeSeats(subscription, seats);
        sent = seats;
      }
    },
    policy: { retryLimit: 10, retryDelaySeconds: options.retryDelaySeconds, timeoutSeconds: 120, keepCompleted: false },
  };
}
