import { and, eq, exists, gt, isNotNull, isNull, ne, sql } from "drizzle-orm";
import type { Db, DbExecutor } from "../../db/client.js";
import {
  emailChanges,
  emailConfirmations,
  memberships,
  organizations,
  passwordResets,
  refreshTokens,
  users,
} from "../../db/schema.js";

interface StoredSecret {
  hash: string;
  expiresAt: Date;
}

/** Thrown inside a transaction to roll it back when a guarded update found nothing to change. */
class StaleWrite extends Error {}

/** The new user, the organization the user administers and the first confirmation key, all or nothing. */
export async function insertUnverifiedAccount(
  db: Db,
  account: {
    email: string;
    passwordHash: string;
    firstName: string;
    lastName: string;
    organizationName: string;
    /** The office/firm name given at sign-up: the account's, and the organization's name from the start. */
    firmName?: string | null;
    confirmation: StoredSecret;
    alsoInTransaction?: (tx: DbExecutor) => Promise<void>;
  },
): Promise<string> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        email: account.email,
        passwordHash: account.passwordHash,
        firstName: account.firstName,
        lastName: account.lastName,
        firmName: account.firmName ?? null,
      })
      .returning({ id: users.id });
    if (!user) throw new Error("user insert returned nothing");
    const [organization] = await tx
      .insert(organizations)
      .values({ name: account.organizationName, nameGivenAt: account.firmName ? new Date() : null })
      .returning({ id: organizations.id });
    if (!organization) throw new Error("organization insert returned nothing");
    await tx.insert(memberships).values({ userId: user.id, organizationId: organization.id, applicationRole: "Admin" });
    await tx.insert(emailConfirmations).values({
      userId: user.id,
      keyHash: account.confirmation.hash,
      expiresAt: account.confirmation.expiresAt,
    });
    await account.alsoInTransaction?.(tx);
    return user.id;
  });
}

export async function insertEmailConfirmation(
  db: DbExecutor,
  userId: string,
  confirmation: StoredSecret,
): Promise<void> {
  await db.insert(emailConfirmations).values({ userId, keyHash: confirmation.hash, expiresAt: confirmation.expiresAt });
}

/**
 * Uses the key, if it is known, unused, unexpired and its user still unconfirmed (however the address got confirmed,
 * no key works after), marks the address verified and spends the user's other keys.
 */
export async function consumeEmailConfirmation(db: Db, keyHash: string, now: Date): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [confirmation] = await tx
      .update(emailConfirmations)
      .set({ usedAt: now })
      .where(
        and(
          eq(emailConfirmations.keyHash, keyHash),
          isNull(emailConfirmations.usedAt),
          gt(emailConfirmations.expiresAt, now),
          exists(
            tx
              .select({ id: users.id })
              .from(users)
              .where(and(eq(users.id, emailConfirmations.userId), eq(users.isEmailVerified, false))),
          ),
        ),
      )
      .returning({ userId: emailConfirmations.userId });
    if (!confirmation) return null;
    await tx
      .update(emailConfirmations)
      .set({ usedAt: now })
      .where(and(eq(emailConfirmations.userId, confirmation.userId), isNull(emailConfirmations.usedAt)));
    await tx.update(users).set({ isEmailVerified: true }).where(eq(users.id, confirmation.userId));
    return confirmation.userId;
  });
}

/** Whether the account of a confirmation link already used is confirmed; null for a key never sent or never used. */
export async function isConfirmationKeyOfConfirmedAccount(db: Db, keyHash: string): Promise<boolean | null> {
  const [row] = await db
    .select({ isEmailVerified: users.isEmailVerified })
    .from(emailConfirmations)
    .innerJoin(users, eq(users.id, emailConfirmations.userId))
    .where(and(eq(emailConfirmations.keyHash, keyHash), isNotNull(emailConfirmations.usedAt)));
  return row ? row.isEmailVerified : null;
}

export async function updatePasswordHash(db: Db, userId: string, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
}

export async function insertRefreshToken(
  db: Db,
  token: { userId: string; familyId: string; hash: string; expiresAt: Date },
): Promise<void> {
  await db
    .insert(refreshTokens)
    .values({ userId: token.userId, familyId: token.familyId, tokenHash: token.hash, expiresAt: token.expiresAt });
}

export async function findRefreshToken(db: Db, tokenHash: string) {
  const [token] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)).limit(1);
  return token;
}

/** Retires the presented token in favour of its successor; false when someone else retired it first. */
export async function rotateRefreshToken(
  db: Db,
  rotation: { currentId: string; userId: string; familyId: string; next: StoredSecret },
): Promise<boolean> {
  try {
    await db.transaction(async (tx) => {
      const [next] = await tx
        .insert(refreshTokens)
        .values({
          userId: rotation.userId,
          familyId: rotation.familyId,
          tokenHash: rotation.next.hash,
          expiresAt: rotation.next.expiresAt,
        })
        .returning({ id: refreshTokens.id });
      if (!next) throw new Error("refresh token insert returned nothing");
      const retired = await tx
        .update(refreshTokens)
        .set({ revokedAt: new Date(), replacedBy: next.id })
        .where(and(eq(refreshTokens.id, rotation.currentId), isNull(refreshTokens.revokedAt)))
        .returning({ id: refreshTokens.id });
      if (retired.length === 0) throw new StaleWrite();
    });
    return true;
  } catch (error) {
    if (error instanceof StaleWrite) return false;
    throw error;
  }
}

/**
 * Revokes every live token of the family. The live tokens are locked first, so a rotation in flight either
 * finishes before (and its successor, committed by then, is seen by the UPDATE, a statement of its own) or finds
 * its token revoked and fails: a session cannot slip through a logout by refreshing at the same moment.
 */
export async function revokeRefreshTokenFamily(db: Db, familyId: string): Promise<void> {
  const live = and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt));
  await db.transaction(async (tx) => {
    await tx.select({ id: refreshTokens.id }).from(refreshTokens).where(live).for("update");
    await tx.update(refreshTokens).set({ revokedAt: new Date() }).where(live);
  });
}

/** A session is live while its family holds an unrevoked, unexpired refresh token. */
export async function isSessionLive(db: Db, session: { userId: string; familyId: string }): Promise<boolean> {
  const [row] = await db
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.familyId, session.familyId),
        eq(refreshTokens.userId, session.userId),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return Boolean(row);
}

const liveSessionUserQueries = new WeakMap<Db, ReturnType<typeof prepareLiveSessionUser>>();

function prepareLiveSessionUser(db: Db) {
  return db
    .select({ id: users.id, email: users.email, expiresAt: refreshTokens.expiresAt })
    .from(refreshTokens)
    .innerJoin(users, eq(users.id, refreshTokens.userId))
    .where(
      and(
        eq(refreshTokens.familyId, sql.placeholder("familyId")),
        eq(refreshTokens.userId, sql.placeholder("userId")),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, sql.placeholder("now")),
      ),
    )
    .limit(1)
    .prepare("live_session_user");
}

/**
 * The user of a live session (a refresh-token family neither revoked nor expired) and when its refresh token
 * expires, or undefined: one indexed query, prepared once per database.
 */
export async function findLiveSessionUser(
  db: Db,
  session: { userId: string; familyId: string },
): Promise<{ id: string; email: string; expiresAt: Date } | undefined> {
  let query = liveSessionUserQueries.get(db);
  if (!query) {
    query = prepareLiveSessionUser(db);
    liveSessionUserQueries.set(db, query);
  }
  const [row] = await query.execute({ ...session, now: new Date() });
  return row;
}

export async function insertPasswordReset(
  db: DbExecutor,
  reset: { userId: string; passwordFingerprint: string; token: StoredSecret },
): Promise<void> {
  await db.insert(passwordResets).values({
    userId: reset.userId,
    tokenHash: reset.token.hash,
    passwordFingerprint: reset.passwordFingerprint,
    expiresAt: reset.token.expiresAt,
  });
}

export async function findPasswordReset(db: Db, tokenHash: string) {
  const [reset] = await db.select().from(passwordResets).where(eq(passwordResets.tokenHash, tokenHash)).limit(1);
  return reset;
}

/**
 * Sets the new password only if the password is still the one the caller checked, revokes refresh
 * tokens (all of them, or all but the caller's own session) and pending email changes, and, for a reset,
 * uses its token up and marks the address verified, since the link was read there.
 */
export async function replacePassword(
  db: Db,
  change: {
    userId: string;
    currentPasswordHash: string;
    newPasswordHash: string;
    keepFamilyId?: string;
    resetId?: string;
    /** Runs inside the same transaction once the password is replaced (the audit entry). */
    alsoInTransaction?: (tx: DbExecutor) => Promise<void>;
  },
): Promise<boolean> {
  try {
    await db.transaction(async (tx) => {
      const now = new Date();
      if (change.resetId) {
        const used = await tx
          .update(passwordResets)
          .set({ usedAt: now })
          .where(
            and(
              eq(passwordResets.id, change.resetId),
              isNull(passwordResets.usedAt),
              gt(passwordResets.expiresAt, now),
            ),
          )
          .returning({ id: passwordResets.id });
        if (used.length === 0) throw new StaleWrite();
      }
      const updated = await tx
        .update(users)
        .set({
          passwordHash: change.newPasswordHash,
          passwordChangedAt: now,
          ...(change.resetId ? { isEmailVerified: true } : {}),
        })
        .where(and(eq(users.id, change.userId), eq(users.passwordHash, change.currentPasswordHash)))
        .returning({ id: users.id });
      if (updated.length === 0) throw new StaleWrite();
      const ending = and(
        eq(refreshTokens.userId, change.userId),
        isNull(refreshTokens.revokedAt),
        change.keepFamilyId ? ne(refreshTokens.familyId, change.keepFamilyId) : sql`true`,
      );
      // Locked first, as in revokeRefreshTokenFamily, so that a refresh racing the change cannot keep a session.
      await tx.select({ id: refreshTokens.id }).from(refreshTokens).where(ending).for("update");
      await tx.update(refreshTokens).set({ revokedAt: now }).where(ending);
      // A pending email change asked before this password may be a hijacker's: it dies with the old password.
      await tx
        .update(emailChanges)
        .set({ usedAt: now })
        .where(and(eq(emailChanges.userId, change.userId), isNull(emailChanges.usedAt)));
      await change.alsoInTransaction?.(tx);
    });
    return true;
  } catch (error) {
    if (error instanceof StaleWrite) return false;
    throw error;
  }
}
