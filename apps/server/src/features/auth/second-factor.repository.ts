import { and, desc, eq, gt, inArray, isNull, lt, ne, or, sql } from "drizzle-orm";
import { announceTwoFactorChange } from "../../access/two-factor-requirement.repository.js";
import type { Db, DbExecutor } from "../../db/client.js";
import { authSessions, recoveryCodes, refreshTokens, signInChallenges, totpAuthenticators } from "../../db/schema.js";

export async function findTotp(db: DbExecutor, userId: string) {
  const [row] = await db.select().from(totpAuthenticators).where(eq(totpAuthenticators.userId, userId)).limit(1);
  return row;
}

export async function hasConfirmedTotp(db: DbExecutor, userId: string): Promise<boolean> {
  const row = await findTotp(db, userId);
  return Boolean(row?.confirmedAt);
}

/** A new secret waiting for its first code; refused (false) while a confirmed one exists. */
export async function savePendingTotp(db: Db, userId: string, secretCiphertext: string): Promise<boolean> {
  const rows = await db
    .insert(totpAuthenticators)
    .values({ userId, secretCiphertext })
    .onConflictDoUpdate({
      target: totpAuthenticators.userId,
      set: { secretCiphertext, createdAt: new Date(), lastTimeStep: null },
      setWhere: isNull(totpAuthenticators.confirmedAt),
    })
    .returning({ userId: totpAuthenticators.userId });
  return rows.length > 0;
}

/**
 * Accepts a code's time step once: only if it is later than every step accepted before (a code works once within
 * its window, and an older one never after). False when another request took it first.
 */
export async function acceptTimeStep(
  db: DbExecutor,
  userId: string,
  timeStep: number,
  confirm: boolean,
): Promise<boolean> {
  const rows = await db
    .update(totpAuthenticators)
    .set({ lastTimeStep: timeStep, ...(confirm ? { confirmedAt: new Date() } : {}) })
    .where(
      and(
        eq(totpAuthenticators.userId, userId),
        or(isNull(totpAuthenticators.lastTimeStep), lt(totpAuthenticators.lastTimeStep, timeStep)),
        confirm ? isNull(totpAuthenticators.confirmedAt) : sql`${totpAuthenticators.confirmedAt} is not null`,
      ),
    )
    .returning({ userId: totpAuthenticators.userId });
  if (confirm && rows.length > 0) await announceTwoFactorChange(db);
  return rows.length > 0;
}

export async function deleteTotpAndCodes(db: DbExecutor, userId: string): Promise<boolean> {
  const removed = await db
    .delete(totpAuthenticators)
    .where(eq(totpAuthenticators.userId, userId))
    .returning({ userId: totpAuthenticators.userId });
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  if (removed.length > 0) await announceTwoFactorChange(db);
  return removed.length > 0;
}

export async function replaceRecoveryCodes(db: DbExecutor, userId: string, hashes: string[]): Promise<void> {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db.insert(recoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash })));
}

export async function countUnusedRecoveryCodes(db: DbExecutor, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return row?.count ?? 0;
}

/** Spends one unused recovery code; false when it is unknown or already spent (by this or a racing request). */
export async function spendRecoveryCode(db: DbExecutor, userId: string, codeHash: string): Promise<boolean> {
  const rows = await db
    .update(recoveryCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, codeHash), isNull(recoveryCodes.usedAt)))
    .returning({ id: recoveryCodes.id });
  return rows.length > 0;
}

export async function insertSignInChallenge(
  db: DbExecutor,
  challenge: { userId: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(signInChallenges).values(challenge);
}

/** The user of an unused, unexpired second-step token, or undefined. */
export async function findLiveChallenge(db: DbExecutor, tokenHash: string) {
  const [row] = await db
    .select()
    .from(signInChallenges)
    .where(
      and(
        eq(signInChallenges.tokenHash, tokenHash),
        isNull(signInChallenges.usedAt),
        gt(signInChallenges.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return row;
}

/** Spends the token; false when it was spent already (it works once). */
export async function spendChallenge(db: DbExecutor, id: string): Promise<boolean> {
  const rows = await db
    .update(signInChallenges)
    .set({ usedAt: new Date() })
    .where(and(eq(signInChallenges.id, id), isNull(signInChallenges.usedAt)))
    .returning({ id: signInChallenges.id });
  return rows.length > 0;
}

export async function insertAuthSession(
  db: DbExecutor,
  session: {
    familyId: string;
    userId: string;
    deviceKey: string;
    userAgent: string | null;
    ipAddress: string | null;
    place: string | null;
  },
): Promise<void> {
  await db.insert(authSessions).values(session).onConflictDoNothing();
}

/** Whether the person has signed in before at all, and from a device of this kind. */
export async function deviceHistory(db: DbExecutor, userId: string, deviceKey: string) {
  const [row] = await db
    .select({
      any: sql<number>`count(*)::int`,
      same: sql<number>`count(*) filter (where ${authSessions.deviceKey} = ${deviceKey})::int`,
    })
    .from(authSessions)
    .where(eq(authSessions.userId, userId));
  return { hasSignedInBefore: (row?.any ?? 0) > 0, hasUsedDevice: (row?.same ?? 0) > 0 };
}

export async function touchAuthSession(db: DbExecutor, familyId: string): Promise<void> {
  await db.update(authSessions).set({ lastSeenAt: new Date() }).where(eq(authSessions.familyId, familyId));
}

/** The person's live sessions (a family holding an unrevoked, unexpired refresh token), last seen first. */
export async function listLiveSessions(db: DbExecutor, userId: string) {
  return db
    .select({
      familyId: refreshTokens.familyId,
      tokenCreatedAt: refreshTokens.createdAt,
      userAgent: authSessions.userAgent,
      ipAddress: authSessions.ipAddress,
      place: authSessions.place,
      createdAt: authSessions.createdAt,
      lastSeenAt: authSessions.lastSeenAt,
    })
    .from(refreshTokens)
    .leftJoin(authSessions, eq(authSessions.familyId, refreshTokens.familyId))
    .where(
      and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt), gt(refreshTokens.expiresAt, new Date())),
    )
    .orderBy(desc(sql`coalesce(${authSessions.lastSeenAt}, ${refreshTokens.createdAt})`));
}

/** The live families of the person other than `keep` (all of them without it). */
export async function liveFamilies(db: DbExecutor, userId: string, keep?: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, new Date()),
        keep ? ne(refreshTokens.familyId, keep) : sql`true`,
      ),
    );
  return rows.map((row) => row.familyId);
}

/** Revokes the given families' live tokens, locked first as revokeRefreshTokenFamily does. */
export async function revokeFamilies(db: Db, userId: string, familyIds: string[]): Promise<void> {
  if (familyIds.length === 0) return;
  const live = and(
    eq(refreshTokens.userId, userId),
    inArray(refreshTokens.familyId, familyIds),
    isNull(refreshTokens.revokedAt),
  );
  await db.transaction(async (tx) => {
    await tx.select({ id: refreshTokens.id }).from(refreshTokens).where(live).for("update");
    await tx.update(refreshTokens).set({ revokedAt: new Date() }).where(live);
  });
}
