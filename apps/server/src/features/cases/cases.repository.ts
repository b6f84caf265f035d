import { and, asc, count, desc, eq, gt, inArray, isNotNull, lte, ne, sql } from "drizzle-orm";
import type { DbExecutor } from "../../db/client.js";
import {
  caseFollowers,
  cases,
  citeChecks,
  docketAlerts,
  docketDocuments,
  docketEntries,
  docketNotices,
  inboxMessages,
  memberships,
  type TAlertPreferenceValue,
  type TCaseStatusValue,
  type TDocketEntrySourceValue,
  users,
} from "../../db/schema.js";

export type CaseRow = typeof cases.$inferSelect;
export type DocketEntryRow = typeof docketEntries.$inferSelect;
export type DocketDocumentRow = typeof docketDocuments.$inferSelect;

export interface NewCase {
  organizationId: string;
  courtId: string;
  docketNumber: string;
  caseName: string;
  clientMatter: string | null;
  status: TCaseStatusValue;
  tag: string;
  createdByUserId: string | null;
}

/** The new case, or undefined when its court and docket number (or its tag) are taken in the organization. */
export async function insertCase(db: DbExecutor, row: NewCase): Promise<CaseRow | undefined> {
  const [inserted] = await db.insert(cases).values(row).onConflictDoNothing().returning();
  return inserted;
}

export async function findCase(db: DbExecutor, organizationId: string, caseId: string) {
  const [row] = await db
    .select()
    .from(cases)
    .where(and(eq(cases.organizationId, organizationId), eq(cases.id, caseId)))
    .limit(1);
  return row;
}

export async function findCaseByDocket(db: DbExecutor, organizationId: string, courtId: string, docketNumber: string) {
  const [row] = await db
    .select()
    .from(cases)
    .where(
      and(eq(cases.organizationId, organizationId), eq(cases.courtId, courtId), eq(cases.docketNumber, docketNumber)),
    )
    .limit(1);
  return row;
}

export async function findCaseByTag(db: DbExecutor, organizationId: string, tag: string) {
  const [row] = await db
    .select()
    .from(cases)
    .where(and(eq(cases.organizationId, organizationId), eq(cases.tag, tag.toLowerCase())))
    .limit(1);
  return row;
}

export async function isTagTaken(db: DbExecutor, organizationId: string, tag: string): Promise<boolean> {
  return Boolean(await findCaseByTag(db, organizationId, tag));
}

/** Moves a case from one status to another; false when it was not in `from`. */
export async function updateCaseStatus(
  db: DbExecutor,
  caseId: string,
  from: TCaseStatusValue,
  to: TCaseStatusValue,
): Promise<boolean> {
  const rows = await db
    .update(cases)
    .set({ status: to })
    .where(and(eq(cases.id, caseId), eq(cases.status, from)))
    .returning({ id: cases.id });
  return rows.length > 0;
}

/** A proposed or dismissed case made active by a member adding it, with the name and matter they gave. */
export async function reopenCase(
  db: DbExecutor,
  caseId: string,
  details: { caseName: string; clientMatter: string | null },
) {
  await db
    .update(cases)
    .set({ ...details, status: "active" })
    .where(eq(cases.id, caseId));
}

export async function findCaseById(db: DbExecutor, caseId: string) {
  const [row] = await db.select().from(cases).where(eq(cases.id, caseId)).limit(1);
  return row;
}

/** Moves the case's latest entry time forward only: two filings at once may commit in either order. */
export async function touchLastEntry(db: DbExecutor, caseId: string, at: Date) {
  await db
    .update(cases)
    .set({ lastEntryAt: sql`greatest(${cases.lastEntryAt}, ${at.toISOString()}::timestamptz)` })
    .where(eq(cases.id, caseId));
}

/** Cases of the organization in these statuses; only those the user follows unless `all`. */
export async function listCases(
  db: DbExecutor,
  filter: { organizationId: string; userId: string; all: boolean; statuses: TCaseStatusValue[] },
) {
  const following = sql<boolean>`exists (select 1 from "case_followers" f where f."case_id" = "cases"."id" and f."user_id" = ${filter.userId})`;
  return db
    .select({ row: cases, isFollowing: following })
    .from(cases)
    .where(
      and(
        eq(cases.organizationId, filter.organizationId),
        inArray(cases.status, filter.statuses),
        filter.all ? undefined : following,
      ),
    )
    .orderBy(desc(sql`coalesce(${cases.lastEntryAt}, ${cases.createdAt})`));
}

/** Each case's entry count, and the entries learned since the user last looked (all, if never). */
export async function docketFiguresOf(db: DbExecutor, caseIds: string[], userId: string) {
  if (caseIds.length === 0) return [];
  return db
    .select({
      caseId: docketEntries.caseId,
      entryCount: count(),
      newCount:
        sql<number>`count(*) filter (where ${caseFollowers.lastSeenAt} is null or ${docketEntries.learnedAt} > ${caseFollowers.lastSeenAt})`.mapWith(
          Number,
        ),
    })
    .from(docketEntries)
    .leftJoin(caseFollowers, and(eq(caseFollowers.caseId, docketEntries.caseId), eq(caseFollowers.userId, userId)))
    .where(inArray(docketEntries.caseId, caseIds))
    .groupBy(docketEntries.caseId);
}

export async function latestEntriesOf(db: DbExecutor, caseIds: string[]) {
  if (caseIds.length === 0) return [];
  return db
    .selectDistinctOn([docketEntries.caseId], {
      caseId: docketEntries.caseId,
      entryNumber: docketEntries.entryNumber,
      docketText: docketEntries.docketText,
      learnedAt: docketEntries.learnedAt,
    })
    .from(docketEntries)
    .where(inArray(docketEntries.caseId, caseIds))
    .orderBy(docketEntries.caseId, sql`${docketEntries.entryNumber} desc nulls last`, desc(docketEntries.learnedAt));
}

export async function listFollowers(db: DbExecutor, caseId: string) {
  return db
    .select({
      userId: caseFollowers.userId,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      lastSeenAt: caseFollowers.lastSeenAt,
      alertPreference: caseFollowers.alertPreference,
      digestHour: caseFollowers.digestHour,
      timeZone: caseFollowers.timeZone,
    })
    .from(caseFollowers)
    .innerJoin(users, eq(users.id, caseFollowers.userId))
    .where(eq(caseFollowers.caseId, caseId))
    .orderBy(asc(users.firstName), asc(users.lastName));
}

export async function addFollowers(db: DbExecutor, caseId: string, userIds: string[]) {
  if (userIds.length === 0) return;
  await db
    .insert(caseFollowers)
    .values(userIds.map((userId) => ({ caseId, userId })))
    .onConflictDoNothing();
}

export async function findFollower(db: DbExecutor, caseId: string, userId: string) {
  const [row] = await db
    .select()
    .from(caseFollowers)
    .where(and(eq(caseFollowers.caseId, caseId), eq(caseFollowers.userId, userId)))
    .limit(1);
  return row;
}

export async function markSeen(db: DbExecutor, caseId: string, userId: string, at: Date) {
  await db
    .update(caseFollowers)
    .set({ lastSeenAt: at })
    .where(and(eq(caseFollowers.caseId, caseId), eq(caseFollowers.userId, userId)));
}

export async function updateAlertPreference(
  db: DbExecutor,
  caseId: string,
  userId: string,
  preference: { alertPreference: TAlertPreferenceValue; digestHour: number; timeZone: string },
): Promise<boolean> {
  const rows = await db
    .update(caseFollowers)
    .set(preference)
    .where(and(eq(caseFollowers.caseId, caseId), eq(caseFollowers.userId, userId)))
    .returning({ caseId: caseFollowers.caseId });
  return rows.length > 0;
}

/** Which of these users are members of the organization. */
export async function membersAmong(db: DbExecutor, organizationId: string, userIds: string[]): Promise<string[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(and(eq(memberships.organizationId, organizationId), inArray(memberships.userId, userIds)));
  return rows.map((row) => row.userId);
}

export async function listOrganizationMembers(db: DbExecutor, organizationId: string) {
  return db
    .select({ userId: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(eq(memberships.organizationId, organizationId))
    .orderBy(asc(users.firstName), asc(users.lastName));
}

export async function listAdminIds(db: DbExecutor, organizationId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(and(eq(memberships.organizationId, organizationId), eq(memberships.applicationRole, "Admin")));
  return rows.map((row) => row.userId);
}

export interface NewDocketEntry {
  caseId: string;
  entryKey: string;
  entryNumber: number | null;
  filedOn: string | null;
  enteredAt: string | null;
  docketText: string;
  filer: string | null;
  source: TDocketEntrySourceValue;
  restricted: boolean;
  inboxMessageId: string | null;
  documents: { number: string | null; description: string | null; url: string | null }[];
}

async function insertDocuments(db: DbExecutor, entryId: string, documents: NewDocketEntry["documents"]) {
  if (documents.length === 0) return;
  await db.insert(docketDocuments).values(documents.map((document, position) => ({ entryId, position, ...document })));
}

/**
 * The entry with its documents, or undefined when the case already has it (by its key). What only a member's
 * forward said is replaced by the court's own copy or CourtListener's, never the other way round.
 */
export async function insertDocketEntry(db: DbExecutor, entry: NewDocketEntry): Promise<DocketEntryRow | undefined> {
  const { documents, ...row } = entry;
  const [inserted] = await db.insert(docketEntries).values(row).onConflictDoNothing().returning();
  if (!inserted) {
    if (entry.source !== "forward") await replaceForwardedEntry(db, entry);
    return undefined;
  }
  await insertDocuments(db, inserted.id, documents);
  return inserted;
}

/** Puts an authenticated source's text in place of a member's forward of the same entry, if that is what is there. */
export async function replaceForwardedEntry(db: DbExecutor, entry: NewDocketEntry): Promise<boolean> {
  const { documents, caseId, entryKey, ...fields } = entry;
  const [replaced] = await db
    .update(docketEntries)
    .set(fields)
    .where(
      and(eq(docketEntries.caseId, caseId), eq(docketEntries.entryKey, entryKey), eq(docketEntries.source, "forward")),
    )
    .returning({ id: docketEntries.id });
  if (!replaced) return false;
  await db.delete(docketDocuments).where(eq(docketDocuments.entryId, replaced.id));
  await insertDocuments(db, replaced.id, documents);
  return true;
}

export async function listDocketEntries(db: DbExecutor, caseId: string) {
  return db
    .select()
    .from(docketEntries)
    .where(eq(docketEntries.caseId, caseId))
    .orderBy(
      sql`${docketEntries.entryNumber} asc nulls last`,
      asc(docketEntries.filedOn),
      asc(docketEntries.learnedAt),
    );
}

export async function listDocuments(db: DbExecutor, entryIds: string[]) {
  if (entryIds.length === 0) return [];
  return db
    .select()
    .from(docketDocuments)
    .where(inArray(docketDocuments.entryId, entryIds))
    .orderBy(asc(docketDocuments.entryId), asc(docketDocuments.position));
}

export async function findDocketEntry(db: DbExecutor, entryId: string) {
  const [row] = await db.select().from(docketEntries).where(eq(docketEntries.id, entryId)).limit(1);
  return row;
}

export async function entryNumbersOf(db: DbExecutor, caseId: string): Promise<number[]> {
  const rows = await db
    .select({ entryNumber: docketEntries.entryNumber })
    .from(docketEntries)
    .where(and(eq(docketEntries.caseId, caseId), isNotNull(docketEntries.entryNumber)));
  return rows.map((row) => row.entryNumber as number);
}

/**
 * Whether the organization's inbox holds a message received after `from` and by `to` that its job has not read yet
 * (a court notice among them may bring an entry), other than `exceptId`.
 */
export async function hasUnreadInboxMessage(
  db: DbExecutor,
  organizationId: string,
  window: { from: Date; to: Date },
  exceptId: string | null,
): Promise<boolean> {
  const [row] = await db
    .select({ id: inboxMessages.id })
    .from(inboxMessages)
    .where(
      and(
        eq(inboxMessages.organizationId, organizationId),
        eq(inboxMessages.status, "received"),
        gt(inboxMessages.receivedAt, window.from),
        lte(inboxMessages.receivedAt, window.to),
        exceptId ? ne(inboxMessages.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return Boolean(row);
}

/**
 * Records one copy of a notice: true for its first copy in the organization, false for another copy (counted).
 */
export async function recordNoticeCopy(
  db: DbExecutor,
  organizationId: string,
  noticeKey: string,
  inboxMessageId: string,
): Promise<boolean> {
  const [row] = await db
    .insert(docketNotices)
    .values({ organizationId, noticeKey, firstInboxMessageId: inboxMessageId })
    .onConflictDoUpdate({
      target: [docketNotices.organizationId, docketNotices.noticeKey],
      set: { copies: sql`${docketNotices.copies} + 1` },
    })
    .returning({ copies: docketNotices.copies });
  return row?.copies === 1;
}

/** The follower's alert for this entry, claimed once: false when it was already queued. */
export async function claimAlert(db: DbExecutor, entryId: string, userId: string): Promise<boolean> {
  const rows = await db
    .insert(docketAlerts)
    .values({ entryId, userId })
    .onConflictDoNothing()
    .returning({ entryId: docketAlerts.entryId });
  return rows.length > 0;
}

export async function fileCiteChecksUnderCase(
  db: DbExecutor,
  organizationId: string,
  caseId: string,
  checkIds: string[],
) {
  if (checkIds.length === 0) return;
  await db
    .update(citeChecks)
    .set({ caseId })
    .where(and(eq(citeChecks.organizationId, organizationId), inArray(citeChecks.id, checkIds)));
}

/** The cite checks filed under the case, newest first. */
export async function listCaseCiteChecks(db: DbExecutor, caseId: string) {
  return db
    .select({
      id: citeChecks.id,
      sourceName: citeChecks.sourceName,
      status: citeChecks.status,
      createdAt: citeChecks.createdAt,
      authorUserId: citeChecks.authorUserId,
    })
    .from(citeChecks)
    .where(eq(citeChecks.caseId, caseId))
    .orderBy(desc(citeChecks.createdAt))
    .limit(100);
}

/** Puts one member on a case's team; false when they were on it already. */
export async function addFollower(db: DbExecutor, caseId: string, userId: string): Promise<boolean> {
  const rows = await db
    .insert(caseFollowers)
    .values({ caseId, userId })
    .onConflictDoNothing()
    .returning({ userId: caseFollowers.userId });
  return rows.length > 0;
}

/** Takes one member off a case's team; false when they were not on it. */
export async function removeFollower(db: DbExecutor, caseId: string, userId: string): Promise<boolean> {
  const rows = await db
    .delete(caseFollowers)
    .where(and(eq(caseFollowers.caseId, caseId), eq(caseFollowers.userId, userId)))
    .returning({ userId: caseFollowers.userId });
  return rows.length > 0;
}

/** The member of the organization with this id, with their name and address; undefined for anyone else. */
export async function findOrganizationMember(db: DbExecutor, organizationId: string, userId: string) {
  const [row] = await db
    .select({ userId: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.organizationId, organizationId), eq(memberships.userId, userId)))
    .limit(1);
  return row;
}
