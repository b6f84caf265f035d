import { and, asc, eq, inArray, ne } from "drizzle-orm";
import type { DbExecutor } from "../../db/client.js";
import { subscriptions } from "../../db/schema.js";
import type { SubscriptionRecord } from "./subscriptions.repository.js";

/**
 * The organization's live (not canceled) subscriptions to any of the products, locked for the transaction in id
 * order: a seat count read after the lock sees every membership change committed before it.
 */
export async function findLiveSubscriptionsForUpdate(
  db: DbExecutor,
  organizationId: string,
  appIds: readonly number[],
): Promise<SubscriptionRecord[]> {
  if (appIds.length === 0) return [];
  return db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.organizationId, organizationId),
        inArray(subscriptions.appId, [...appIds]),
        ne(subscriptions.status, "canceled"),
      ),
    )
    .orderBy(asc(subscriptions.id))
    .for("update");
}
