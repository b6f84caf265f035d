import { and, count, countDistinct, eq, isNull, sql } from "drizzle-orm";
import type { DbExecutor } from "../../db/client.js";
import { cases, courtListenerDocketAlerts, courtListenerWebhookEvents, docketEntries } from "../../db/schema.js";

export type CourtListenerFollowRow = typeof courtListenerDocketAlerts.$inferSelect;

export async function findFollow(db: DbExecutor, caseId: string): Promise<CourtListenerFollowRow | undefined> {
  const [row] = await db.select().from(courtListenerDocketAlerts).where(eq(courtListenerDocketAlerts.caseId, caseId));
  return row;
}

/** The account's alert on this docket, when another case (of any organization) already follows it. */
export async function findAlertOfDocket(db: DbExecutor, docketId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ alertId: courtListenerDocketAlerts.alertId })
    .from(courtListenerDocketAlerts)
    .where(eq(courtListenerDocketAlerts.docketId, docketId))
    .limit(1);
  return row?.alertId;
}

/** Docket alerts the account holds, every organization together. */
export async function countAccountAlerts(db: DbExecutor): Promise<number> {
  const [row] = await db
    .select({ alerts: countDistinct(courtListenerDocketAlerts.alertId) })
    .from(courtListenerDocketAlerts);
  return row?.alerts ?? 0;
}

export async function insertFollow(
  db: DbExecutor,
  row: Omit<CourtListenerFollowRow, "createdAt">,
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

export async function countOrganizationFollows(db: DbExecutor, organizationId: string): Promise<number> {
  const [row] = await db
    .select({ follows: count() })
    .from(courtListenerDocketAlerts)
    .where(eq(courtListenerDocketAlerts.organizationId, organizationId));
  return row?.follows ?? 0;
}
