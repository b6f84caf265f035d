import { and, eq, sql } from "drizzle-orm";
import type { Db, DbExecutor } from "../../db/client.js";
import { newsletterSubscribers } from "../../db/schema.js";

/** Stores the address once per list; a repeat changes nothing. Returns whether it was new. */
export async function insertSubscriber(
  db: DbExecutor,
  subscriber: { email: string; listId: string },
): Promise<boolean> {
  const inserted = await db
    .insert(newsletterSubscribers)
    .values(subscriber)
    .onConflictDoNothing()
    .returning({ id: newsletterSubscribers.id });
  return inserted.length > 0;
}

const sameSubscriber = (subscriber: { email: string; listId: string }) =>
  and(
    eq(newsletterSubscribers.listId, subscriber.listId),
    sql`lower(${newsletterSubscribers.email}) = lower(${subscriber.email})`,
  );

export async function isSubscriberForwarded(
  db: DbExecutor,
  subscriber: { email: string; listId: string },
): Promise<boolean> {
  const [row] = await db
    .select({ forwardedAt: newsletterSubscribers.forwardedAt })
    .from(newsletterSubscribers)
    .where(sameSubscriber(subscriber))
    .limit(1);
  return Boolean(row?.forwardedAt);
}

export async function markSubscriberForwarded(db: Db, subscriber: { email: string; listId: string }): Promise<void> {
  await db.update(newsletterSubscribers).set({ forwardedAt: new Date() }).where(sameSubscriber(subscriber));
}

export async function countSubscribers(db: Db, listId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.listId, listId));
  return row?.count ?? 0;
}
