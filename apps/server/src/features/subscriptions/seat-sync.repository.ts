import { and, asc, eq, ne } from "drizzle-orm";
import type { DbExecutor } from "../../db/client.js";
import { subscriptions } from "../../db/schema.js";
import type { SubscriptionRecord } from "./subscriptions.repository.js";

/**
 * The organization's live (not canceled) subscriptions, locked for the transaction in id order: a seat count
 * read after the lock sees every membership change committed before it.
 */
export async function findLiveSubscriptionsForUpdate(
  db: DbExecutor,
  organizationId: string,
): Promise<SubscriptionRecord[]> {
  return db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.organizationId, organizationId), ne(subscriptions.status, "canceled")))
    .orderBy(asc(subscriptions.id))
    .for("update");
}

/** The organization's live (not canceled) subscriptions in id order, unlocked: what a preview reads. */
export async function findLiveSubscriptions(db: DbExecutor, organizationId: string): Promise<SubscriptionRecord[]> {
  return db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.organizationId, organizationId), ne(subscriptions.status, "canceled")))
    .orderBy(asc(subscriptions.id));
}
