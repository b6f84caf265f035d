import { and, asc, count, eq, gt, lt, or, sql } from "drizzle-orm";
import { announceTwoFactorChange } from "../../access/two-factor-requirement.repository.js";
import type { DbExecutor } from "../../db/client.js";
import { passkeyChallenges, passkeys } from "../../db/schema.js";

export type PasskeyPurpose = "register" | "second_step" | "sign_in";

export async function listPasskeysOf(db: DbExecutor, userId: string) {
  return db.select().from(passkeys).where(eq(passkeys.userId, userId)).orderBy(asc(passkeys.createdAt));
}

export async function countPasskeysOf(db: DbExecutor, userId: string): Promise<number> {
  const [row] = await db.select({ count: count() }).from(passkeys).where(eq(passkeys.userId, userId));
  return row?.count ?? 0;
}

export async function hasPasskey(db: DbExecutor, userId: string): Promise<boolean> {
  const [row] = await db.select({ id: passkeys.id }).from(passkeys).where(eq(passkeys.userId, userId)).limit(1);
  return Boolean(row);
}

export async function findPasskeyByCredentialId(db: DbExecutor, credentialId: string) {
  const [row] = await db.select().from(passkeys).where(eq(passkeys.credentialId, credentialId)).limit(1);
  return row;
}

/** Stores a new passkey; undefined when its credential is registered already (to anyone). */
export async function insertPasskey(
  db: DbExecutor,
  passkey: {
    userId: string;
    credentialId: string;
    publicKey: Buffer;
    signCount: number;
    transports: string[];
    deviceType: string;
    isBackedUp: boolean;
    name: string;
  },
) {
  const [row] = await db.insert(passkeys).values(passkey).onConflictDoNothing().returning();
  if (row) await announceTwoFactorChange(db);
  return row;
}

export async function renamePasskeyOf(db: DbExecutor, userId: string, id: string, name: string) {
  const [row] = await db
    .update(passkeys)
    .set({ name })
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
    .returning({ id: passkeys.id });
  return row;
}

export async function deletePasskeyOf(db: DbExecutor, userId: string, id: string) {
  const [row] = await db
    .delete(passkeys)
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
    .returning({ id: passkeys.id, name: passkeys.name });
  if (row) await announceTwoFactorChange(db);
  return row;
}

export async function deleteAllPasskeysOf(db: DbExecutor, userId: string): Promise<number> {
  const rows = await db.delete(passkeys).where(eq(passkeys.userId, userId)).returning({ id: passkeys.id });
  if (rows.length > 0) await announceTwoFactorChange(db);
  return rows.length;
}

/**
 * Records a use: the authenticator's new signature count, only if it moved forward (or both are zero, for
 * authenticators that keep no count), so a cloned key or a racing replay loses. False when it did not.
 */
export async function recordPasskeyUse(db: DbExecutor, id: string, signCount: number): Promise<boolean> {
  const rows = await db
    .update(passkeys)
    .set({ signCount, lastUsedAt: new Date() })
    .where(
      and(
        eq(passkeys.id, id),
        or(lt(passkeys.signCount, signCount), and(eq(passkeys.signCount, 0), sql`${signCount} = 0`)),
      ),
    )
    .returning({ id: passkeys.id });
  return rows.length > 0;
}

export async function insertPasskeyChallenge(
  db: DbExecutor,
  challenge: {
    challenge: string;
    purpose: PasskeyPurpose;
    userId: string | null;
    signInChallengeId: string | null;
    expiresAt: Date;
  },
): Promise<void> {
  await db.delete(passkeyChallenges).where(lt(passkeyChallenges.expiresAt, new Date()));
  await db.insert(passkeyChallenges).values(challenge);
}

/**
 * Spends a live challenge issued for this purpose (and person, and second step, where it was bound to one):
 * deleted as it is read, so it works once. Undefined when it is unknown, spent, expired or issued for another use.
 */
export async function spendPasskeyChallenge(
  db: DbExecutor,
  challenge: string,
  binding: { purpose: PasskeyPurpose; userId?: string; signInChallengeId?: string },
) {
  const [row] = await db
    .delete(passkeyChallenges)
    .where(
      and(
        eq(passkeyChallenges.challenge, challenge),
        eq(passkeyChallenges.purpose, binding.purpose),
        gt(passkeyChallenges.expiresAt, new Date()),
        binding.userId ? eq(passkeyChallenges.userId, binding.userId) : sql`true`,
        binding.signInChallengeId ? eq(passkeyChallenges.signInChallengeId, binding.signInChallengeId) : sql`true`,
      ),
    )
    .returning();
  return row;
}
