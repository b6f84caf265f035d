import { and, desc, eq, getTableColumns, lte, ne, or, sql } from "drizzle-orm";
import type { DbExecutor } from "../../db/client.js";
import { memberships, subscriptions, type TPaymentProviderValue } from "../../db/schema.js";

export type SubscriptionRecord = typeof subscriptions.$inferSelect;
export type NewSubscription = typeof subscriptions.$inferInsert;
export type SubscriptionPatch = Partial<Omit<NewSubscription, "id" | "createdAt">>;

export async function findSubscriptionById(db: DbExecutor, id: string): Promise<SubscriptionRecord | undefined> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, id)).limit(1);
  return row;
}

/** Locks the subscription's row for the rest of the transaction, so two changes to it take turns. */
export async function findSubscriptionForUpdate(db: DbExecutor, id: string): Promise<SubscriptionRecord | undefined> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, id)).limit(1).for("update");
  return row;
}

/**
 * The subscriptions that cover the user, through the one organization they belong to: all of it for an Admin, the
 * products among a Member's practice areas otherwise. Whoever bought them; nothing from an organization left.
 */
function prepareCoveringSubscriptions(db: DbExecutor) {
  return db
    .select(getTableColumns(subscriptions))
    .from(memberships)
    .innerJoin(subscriptions, eq(subscriptions.organizationId, memberships.organizationId))
    .where(
      and(
        eq(memberships.userId, sql.placeholder("userId")),
        or(eq(memberships.applicationRole, "Admin"), sql`${subscriptions.appId} = any(${memberships.practiceAreas})`),
      ),
    )
    .orderBy(desc(subscriptions.startDate), desc(subscriptions.createdAt))
    .prepare("covering_subscriptions");
}

const coveringSubscriptionsQueries = new WeakMap<DbExecutor, ReturnType<typeof prepareCoveringSubscriptions>>();

/** The dashboard's most frequent read, prepared once per database handle. */
function coveringSubscriptionsQueryOf(db: DbExecutor) {
  let query = coveringSubscriptionsQueries.get(db);
  if (!query) {
    query = prepareCoveringSubscriptions(db);
    coveringSubscriptionsQueries.set(db, query);
  }
  return query;
}

/** The subscriptions covering the user (see prepareCoveringSubscriptions), newest first: one prepared query. */
export async function findSubscriptionsCoveringUser(db: DbExecutor, userId: string): Promise<SubscriptionRecord[]> {
  return coveringSubscriptionsQueryOf(db).execute({ userId });
}

/** The organization's subscription to the product that is not canceled, if any (at most one). */
export async function findLiveSubscription(
  db: DbExecutor,
  organizationId: string,
  appId: number,
): Promise<SubscriptionRecord | undefined> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.organizationId, organizationId),
        eq(subscriptions.appId, appId),
        ne(subscriptions.status, "canceled"),
      ),
    )
    .limit(1);
  return row;
}

/**
 * Holds the organization's one place for a live subscription to the product until the transaction ends (a
 * transaction-scoped advisory lock), so two checkouts completing at once take turns instead of both winning.
 */
export async function lockOrganizationProduct(db: DbExecutor, organizationId: string, appId: number): Promise<void> {
  await db.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`subscription:${organizationId}:${appId}`}, 0))`,
  );
}

export async function findSubscriptionByProviderId(
  db: DbExecutor,
  provider: TPaymentProviderValue,
  providerSubscriptionId: string,
): Promise<SubscriptionRecord | undefined> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.provider, provider), eq(subscriptions.providerSubscriptionId, providerSubscriptionId)))
    .limit(1);
  return row;
}

export async function insertSubscription(db: DbExecutor, values: NewSubscription): Promise<SubscriptionRecord> {
  const [row] = await db.insert(subscriptions).values(values).returning();
  if (!row) throw new Error("subscription insert returned nothing");
  return row;
}

export async function updateSubscription(
  db: DbExecutor,
  id: string,
  patch: SubscriptionPatch,
): Promise<SubscriptionRecord> {
  const [row] = await db
    .update(subscriptions)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(eq(subscriptions.id, id))
    .returning();
  if (!row) throw new Error(`subscription ${id} vanished`);
  return row;
}

/**
 * Built-in subscriptions have no provider to renew them: past their end date, one set to end is canceled
 * and any other is past due until paid again.
 */
export async function settleLapsedBuiltinSubscriptions(db: DbExecutor, now: Date): Promise<void> {
  const lapsed = and(
    eq(subscriptions.provider, "builtin"),
    eq(subscriptions.status, "active"),
    lte(subscriptions.endDate, now),
  );
  // One statement: a lapse is canceled when it was ending, else past due (its cancelAtPeriodEnd is already false).
  await db
    .update(subscriptions)
    .set({
      status: sql`case when ${subscriptions.cancelAtPeriodEnd} then 'canceled' else 'past_due' end`,
      cancelAtPeriodEnd: false,
      updatedAt: now,
    })
    .where(lapsed);
}

/** The payment provider's customer id from the user's latest subscription with that provider. */
export async function findLatestProviderCustomerId(
  db: DbExecutor,
  organizationId: string,
  provider: TPaymentProviderValue,
): Promise<string | undefined> {
  const [row] = await db
    .select({ customerId: subscriptions.providerCustomerId })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.organizationId, organizationId),
        eq(subscriptions.provider, provider),
        sql`${subscriptions.providerCustomerId} is not null`,
      ),
    )
    .orderBy(desc(subscriptions.updatedAt))
    .limit(1);
  return row?.customerId ?? undefined;
}

/** The organization a provider's customer pays for (its latest subscription with that customer). */
export async function findOrganizationOfProviderCustomer(
  db: DbExecutor,
  provider: TPaymentProviderValue,
  providerCustomerId: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ organizationId: subscriptions.organizationId })
    .from(subscriptions)
    .where(and(eq(subscriptions.provider, provider), eq(subscriptions.providerCustomerId, providerCustomerId)))
    .orderBy(desc(subscriptions.updatedAt))
    .limit(1);
  return row?.organizationId;
}
