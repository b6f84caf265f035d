import { and, count, countDistinct, eq, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import type { DbExecutor } from "../../db/client.js";
import { cases, courtListenerDocketAlerts, courtListenerWebhookEvents, docketEntries } from "../../db/schema.js";

export type CourtListenerFollowRow = typeof courtListenerDocketAlerts.$inferSelect;

export async function findFollow(db: DbExecutor, caseId: string): Promise<CourtListenerFollowRow | undefined> {
  const [row] = await db.select().from(courtListenerDocketAlerts).where(eq(courtListenerDocketAlerts.caseId, caseId));
  return row;
}

/**
 * Holds the account's docket alerts until the transaction ends (a transaction-scoped advisory lock), so follows and
 * unfollows, of one docket or of the account's last free alert, take turns.
 */
export async function lockAccountAlerts(db: DbExecutor): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended('courtlistener-docket-alerts', 0))`);
}

export type DocketAlertState = Pick<CourtListenerFollowRow, "alertId" | "staleSince" | "disabledAt">;

/** The account's alert on this docket, and what CourtListener said of it, when a case (of any organization) follows it. */
export async function findAlertOfDocket(db: DbExecutor, docketId: number): Promise<DocketAlertState | undefined> {
  const [row] = await db
    .select({
      alertId: courtListenerDocketAlerts.alertId,
      staleSince: courtListenerDocketAlerts.staleSince,
      disabledAt: courtListenerDocketAlerts.disabledAt,
    })
    .from(courtListenerDocketAlerts)
    .where(eq(courtListenerDocketAlerts.docketId, docketId))
    .limit(1);
  return row;
}

/**
 * Docket alerts the account holds against CourtListener's quota, every organization together: a disabled alert does
 * not count until it is enabled again.
 */
export async function countAccountAlerts(db: DbExecutor): Promise<number> {
  const [row] = await db
    .select({ alerts: countDistinct(courtListenerDocketAlerts.alertId) })
    .from(courtListenerDocketAlerts)
    .where(isNull(courtListenerDocketAlerts.disabledAt));
  return row?.alerts ?? 0;
}

/** The docket's follows hear from this alert, live again (enabled, or subscribed anew in place of one gone). */
export async function reviveDocketAlert(db: DbExecutor, docketId: number, alertId: number) {
  await db
    .update(courtListenerDocketAlerts)
    .set({ alertId, staleSince: null, disabledAt: null })
    .where(eq(courtListenerDocketAlerts.docketId, docketId));
}

export async function insertFollow(
  db: DbExecutor,
  row: typeof courtListenerDocketAlerts.$inferInsert,
): Promise<CourtListenerFollowRow | undefined> {
  const [inserted] = await db.insert(courtListenerDocketAlerts).values(row).onConflictDoNothing().returning();
  return inserted;
}

export async function deleteFollow(db: DbExecutor, caseId: string): Promise<CourtListenerFollowRow | undefined> {
  const [deleted] = await db
    .delete(courtListenerDocketAlerts)
    .where(eq(courtListenerDocketAlerts.caseId, caseId))
    .returning();
  return deleted;
}

export async function countFollowsOfAlert(db: DbExecutor, alertId: number): Promise<number> {
  const [row] = await db
    .select({ follows: count() })
    .from(courtListenerDocketAlerts)
    .where(eq(courtListenerDocketAlerts.alertId, alertId));
  return row?.follows ?? 0;
}

/** The cases, in every organization, that follow this CourtListener docket. */
export async function casesFollowingDocket(db: DbExecutor, docketId: number) {
  return db
    .select({ row: cases })
    .from(courtListenerDocketAlerts)
    .innerJoin(cases, eq(cases.id, courtListenerDocketAlerts.caseId))
    .where(eq(courtListenerDocketAlerts.docketId, docketId));
}

/** Stores a webhook event: true the first time its Idempotency-Key is seen, false for a replay (counted). */
export async function recordWebhookEvent(
  db: DbExecutor,
  event: { idempotencyKey: string; eventType: number | null; payload: unknown },
): Promise<boolean> {
  const [row] = await db
    .insert(courtListenerWebhookEvents)
    .values(event)
    .onConflictDoUpdate({
      target: courtListenerWebhookEvents.idempotencyKey,
      set: { deliveries: sql`${courtListenerWebhookEvents.deliveries} + 1` },
    })
    .returning({ deliveries: courtListenerWebhookEvents.deliveries });
  return row?.deliveries === 1;
}

/** The event, locked until the caller's transaction ends, when it has not been filed yet. */
export async function claimWebhookEvent(db: DbExecutor, idempotencyKey: string) {
  const [row] = await db
    .select()
    .from(courtListenerWebhookEvents)
    .where(
      and(
        eq(courtListenerWebhookEvents.idempotencyKey, idempotencyKey),
        isNull(courtListenerWebhookEvents.processedAt),
      ),
    )
    .for("update");
  return row;
}

export async function markWebhookEventProcessed(db: DbExecutor, idempotencyKey: string, at: Date) {
  await db
    .update(courtListenerWebhookEvents)
    .set({ processedAt: at })
    .where(eq(courtListenerWebhookEvents.idempotencyKey, idempotencyKey));
}

/** An unnumbered entry of the case with this date-and-text key (a court notice's), to number from CourtListener. */
export async function findUnnumberedTwin(db: DbExecutor, caseId: string, textKey: string) {
  const [row] = await db
    .select()
    .from(docketEntries)
    .where(
      and(eq(docketEntries.caseId, caseId), eq(docketEntries.entryKey, textKey), isNull(docketEntries.entryNumber)),
    )
    .limit(1);
  return row;
}

export async function numberEntry(db: DbExecutor, entryId: string, entryNumber: number, entryKey: string) {
  await db.update(docketEntries).set({ entryNumber, entryKey }).where(eq(docketEntries.id, entryId));
}

export async function hasEntryKey(db: DbExecutor, caseId: string, entryKey: string): Promise<boolean> {
  const [row] = await db
    .select({ id: docketEntries.id })
    .from(docketEntries)
    .where(and(eq(docketEntries.caseId, caseId), eq(docketEntries.entryKey, entryKey)))
    .limit(1);
  return Boolean(row);
}

/** The organization's follows, and how many of their alerts CourtListener called stale or disabled. */
export async function countOrganizationFollows(db: DbExecutor, organizationId: string) {
  const [row] = await db
    .select({
      follows: count(),
      stale: count(courtListenerDocketAlerts.staleSince),
      disabled: count(courtListenerDocketAlerts.disabledAt),
    })
    .from(courtListenerDocketAlerts)
    .where(eq(courtListenerDocketAlerts.organizationId, organizationId));
  return row ?? { follows: 0, stale: 0, disabled: 0 };
}

/** CourtListener warned that it will disable these alerts: their follows are stale from `at` (the first warning). */
export async function markAlertsStale(db: DbExecutor, alertIds: readonly number[], at: Date) {
  if (alertIds.length === 0) return;
  await db
    .update(courtListenerDocketAlerts)
    .set({ staleSince: at })
    .where(
      and(
        inArray(courtListenerDocketAlerts.alertId, [...alertIds]),
        isNull(courtListenerDocketAlerts.staleSince),
        isNull(courtListenerDocketAlerts.disabledAt),
      ),
    );
}

/** CourtListener disabled these alerts: their follows hear nothing from `at` (the first report of it). */
export async function markAlertsDisabled(db: DbExecutor, alertIds: readonly number[], at: Date) {
  if (alertIds.length === 0) return;
  await db
    .update(courtListenerDocketAlerts)
    .set({ disabledAt: at, staleSince: null })
    .where(
      and(inArray(courtListenerDocketAlerts.alertId, [...alertIds]), isNull(courtListenerDocketAlerts.disabledAt)),
    );
}

/** The docket is active again (CourtListener sent an entry of it): its alert is no longer about to be disabled. */
export async function clearStaleDocket(db: DbExecutor, docketId: number) {
  await db
    .update(courtListenerDocketAlerts)
    .set({ staleSince: null })
    .where(and(eq(courtListenerDocketAlerts.docketId, docketId), isNotNull(courtListenerDocketAlerts.staleSince)));
}
