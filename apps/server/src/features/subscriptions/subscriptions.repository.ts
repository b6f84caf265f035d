import { and, desc, eq, inArray, lte, ne, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { memberships, subscriptions, type TPaymentProviderValue } from "../../db/schema.js";
import type { DbExecutor } from "../products/products.repository.js";

export type { DbExecutor };

export type SubscriptionRecord = typeof subscriptions.$inferSelect;
export type NewSubscription = typeof subscriptions.$inferInsert;
export type SubscriptionPatch = Partial<Omit<NewSubscription, "id" | "createdAt">>;

export async function findSubscriptionById(db: DbExecutor, id: string): Promise<SubscriptionRecord | undefined> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, id)).limit(1);
  return row;
}

export async function findSubscriptionsOfUser(
  db: DbExecutor,
  userId: string,
  onlyOrganizationIds?: string[],
): Promise<SubscriptionRecord[]> {
  if (onlyOrganizationIds && onlyOrganizationIds.length === 0) return [];
  return db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        onlyOrganizationIds ? inArray(subscriptions.organizationId, onlyOrganizationIds) : undefined,
      ),
    )
    .orderBy(desc(subscriptions.startDate), desc(subscriptions.createdAt));
}

/** The organizations the admin administers that the user belongs to. */
export async function findOrganizationsAdministeredFor(
  db: DbExecutor,
  adminId: string,
  userId: string,
): Promise<string[]> {
  const member = alias(memberships, "member");
  const rows = await db
    .select({ organizationId: memberships.organizationId })
    .from(memberships)
    .innerJoin(member, eq(member.organizationId, memberships.organizationId))
    .where(and(eq(memberships.userId, adminId), eq(memberships.applicationRole, "Admin"), eq(member.userId, userId)));
  return rows.map((row) => row.organizationId);
}

export async function isOrganizationAdmin(db: DbExecutor, userId: string, organizationId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: memberships.id })
    .from(memberships)
    .where(
      and(
        eq(memberships.userId, userId),
        eq(memberships.organizationId, organizationId),
        eq(memberships.applicationRole, "Admin"),
      ),
    )
    .limit(1);
  return Boolean(row);
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
  await db
    .update(subscriptions)
    .set({ status: "canceled", cancelAtPeriodEnd: false, updatedAt: now })
    .where(and(lapsed, eq(subscriptions.cancelAtPeriodEnd, true)));
  await db.update(subscriptions).set({ status: "past_due", updatedAt: now }).where(lapsed);
}

/** The payment provider's customer id from the user's latest subscription with that provider. */
export async function findLatestProviderCustomerId(
  db: DbExecutor,
  userId: string,
  provider: TPaymentProviderValue,
): Promise<string | undefined> {
  const [row] = await db
    .select({ customerId: subscriptions.providerCustomerId })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        eq(subscriptions.provider, provider),
        sql`${subscriptions.providerCustomerId} is not null`,
      ),
    )
    .orderBy(desc(subscriptions.updatedAt))
    .limit(1);
  return row?.customerId ?? undefined;
}
