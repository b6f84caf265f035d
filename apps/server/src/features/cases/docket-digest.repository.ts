import { and, asc, eq, gt, inArray, lte, sql } from "drizzle-orm";
import type { DbExecutor } from "../../db/client.js";
import {
  caseFollowers,
  cases,
  docketDigestClock,
  docketDigestMarks,
  docketDigestSends,
  docketEntries,
  users,
} from "../../db/schema.js";

/** Every member's daily-digest choices on active cases. */
export async function listDigestFollowers(db: DbExecutor) {
  return db
    .select({
      userId: caseFollowers.userId,
      email: users.email,
      firstName: users.firstName,
      digestHour: caseFollowers.digestHour,
      timeZone: caseFollowers.timeZone,
      caseId: cases.id,
      caseName: cases.caseName,
      courtId: cases.courtId,
      docketNumber: cases.docketNumber,
    })
    .from(caseFollowers)
    .innerJoin(cases, eq(cases.id, caseFollowers.caseId))
    .innerJoin(users, eq(users.id, caseFollowers.userId))
    .where(and(eq(caseFollowers.alertPreference, "digest"), eq(cases.status, "active")))
    .orderBy(asc(caseFollowers.userId), asc(cases.caseName));
}

/** The entries of these cases the member's digests have not had: learned after their mark and `since`, to `through`. */
export async function entriesNotDigested(
  db: DbExecutor,
  userId: string,
  caseIds: string[],
  window: { since: Date; through: Date },
) {
  if (caseIds.length === 0) return [];
  return db
    .select({ entry: docketEntries })
    .from(docketEntries)
    .leftJoin(
      docketDigestMarks,
      and(eq(docketDigestMarks.caseId, docketEntries.caseId), eq(docketDigestMarks.userId, userId)),
    )
    .where(
      and(
        inArray(docketEntries.caseId, caseIds),
        gt(
          docketEntries.learnedAt,
          sql`greatest(${docketDigestMarks.through}, ${window.since.toISOString()}::timestamptz)`,
        ),
        lte(docketEntries.learnedAt, window.through),
      ),
    )
    .orderBy(asc(docketEntries.caseId), sql`${docketEntries.entryNumber} asc nulls last`, asc(docketEntries.learnedAt));
}

/** The member's digest for the slot, claimed once across instances: false when it was already sent. */
export async function claimDigest(db: DbExecutor, userId: string, slotAt: Date, entries: number): Promise<boolean> {
  const rows = await db
    .insert(docketDigestSends)
    .values({ userId, slotAt, entries })
    .onConflictDoNothing()
    .returning({ userId: docketDigestSends.userId });
  return rows.length > 0;
}

export async function markDigested(db: DbExecutor, userId: string, caseIds: string[], through: Date) {
  if (caseIds.length === 0) return;
  await db
    .insert(docketDigestMarks)
    .values(caseIds.map((caseId) => ({ caseId, userId, through })))
    .onConflictDoUpdate({
      target: [docketDigestMarks.caseId, docketDigestMarks.userId],
      set: { through: sql`greatest(${docketDigestMarks.through}, excluded.through)` },
    });
}

const CLOCK = "digest";

/**
 * Starts the digest job's chain of runs when none is kept (first start, or the last run is long overdue): true when
 * this instance took it and must queue the run at `at`.
 */
export async function takeDigestClock(db: DbExecutor, at: Date, overdueBefore: Date): Promise<boolean> {
  const rows = await db
    .insert(docketDigestClock)
    .values({ id: CLOCK, nextAt: at })
    .onConflictDoUpdate({
      target: docketDigestClock.id,
      set: { nextAt: at },
      where: sql`${docketDigestClock.nextAt} < ${overdueBefore.toISOString()}::timestamptz`,
    })
    .returning({ id: docketDigestClock.id });
  return rows.length > 0;
}

/** Moves the clock from the run that was due at `from` to `to`; false when another chain holds it (this one stops). */
export async function advanceDigestClock(db: DbExecutor, from: Date, to: Date): Promise<boolean> {
  const rows = await db
    .update(docketDigestClock)
    .set({ nextAt: to })
    .where(and(eq(docketDigestClock.id, CLOCK), eq(docketDigestClock.nextAt, from)))
    .returning({ id: docketDigestClock.id });
  return rows.length > 0;
}
