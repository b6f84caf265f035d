import type { FastifyBaseLogger } from "fastify";
import type { Db, DbExecutor } from "../../db/client.js";
import { type AuditSource, recordAuditEvent } from "../audit/audit.service.js";
import { seatsNeeded } from "../organizations/organizations.service.js";
import { findTier, getPricingStrategy } from "../products/products.service.js";
import { findLiveSubscriptionsForUpdate } from "./seat-sync.repository.js";
import { findSubscriptionById, type SubscriptionRecord, updateSubscription } from "./subscriptions.repository.js";
import { perSeatCents, type SubscriptionBilling } from "./subscriptions.service.js";

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

/** How many times a push may find the count moved under it before leaving the rest to the next change. */
const MAX_PUSHES = 3;

/**
 * After the membership change has committed: each provider-billed subscription is billed for the seats its
 * organization needs now. The count is taken again after each push, and pushed again if another change moved it
 * meanwhile, so the last count sent is never older than the last change. A failure is logged and changes nothing
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
      let sent: number | undefined;
      for (let push = 0; push < MAX_PUSHES; push += 1) {
        const subscription = await findSubscriptionById(deps.db, queued.id);
        if (!subscription || subscription.status === "canceled") break;
        const seats = await seatsNeeded(deps.db, subscription.organizationId, subscription.appId);
        if (seats === sent) break;
        await deps.stripeBilling.changeSeats(subscription, seats);
        sent = seats;
      }
    } catch (error) {
      deps.log?.error({ ...context, err: error }, "seats not sent to the payment provider");
    }
  }
}
