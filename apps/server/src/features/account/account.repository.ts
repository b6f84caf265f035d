import { and, eq, gt, isNull, ne, sql } from "drizzle-orm";
import { bytesOf, bytesParam } from "../../db/bytes.js";
import type { Db, DbExecutor } from "../../db/client.js";
import { emailChanges, profilePhotos, users } from "../../db/schema.js";

export async function updateUserProfile(
  db: DbExecutor,
  userId: string,
  changes: Partial<{ firstName: string; lastName: string; alternateEmail: string | null; firmName: string | null }>,
): Promise<void> {
  if (Object.keys(changes).length === 0) return;
  await db.update(users).set(changes).where(eq(users.id, userId));
}

/** Whether an account other than `exceptUserId` already uses the address (case-insensitively). */
export async function isEmailUsedByAnother(db: DbExecutor, email: string, exceptUserId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = lower(${email})`, ne(users.id, exceptUserId)))
    .limit(1);
  return Boolean(row);
}

/** A new pending change; any earlier one of the user stops working, so only the latest link confirms. */
export async function replacePendingEmailChange(
  db: DbExecutor,
  change: { userId: string; newEmail: string; keyHash: string; expiresAt: Date },
): Promise<void> {
  await db
    .update(emailChanges)
    .set({ usedAt: new Date() })
    .where(and(eq(emailChanges.userId, change.userId), isNull(emailChanges.usedAt)));
  await db.insert(emailChanges).values(change);
}

/** Uses a key once, if it is known, unused and unexpired; answers the change it stood for. */
export async function consumeEmailChange(db: DbExecutor, keyHash: string, now: Date) {
  const [change] = await db
    .update(emailChanges)
    .set({ usedAt: now })
    .where(and(eq(emailChanges.keyHash, keyHash), isNull(emailChanges.usedAt), gt(emailChanges.expiresAt, now)))
    .returning({ userId: emailChanges.userId, newEmail: emailChanges.newEmail });
  return change;
}

/** The confirmed address replaces the old one and counts as verified: the link was opened there. */
export async function updateUserEmail(db: DbExecutor, userId: string, email: string): Promise<void> {
  await db.update(users).set({ email, isEmailVerified: true }).where(eq(users.id, userId));
}

export async function upsertProfilePhoto(
  db: DbExecutor,
  photo: { userId: string; contentType: string; bytes: Buffer; profileImage: string },
): Promise<void> {
  const updatedAt = new Date();
  // The bytes travel as base64 the database decodes, not as the embedded driver's per-byte hex (db/bytes.ts).
  const bytes = bytesParam(photo.bytes);
  await db
    .insert(profilePhotos)
    .values({ userId: photo.userId, contentType: photo.contentType, bytes, updatedAt })
    .onConflictDoUpdate({
      target: profilePhotos.userId,
      set: { contentType: photo.contentType, bytes, updatedAt },
    });
  await db.update(users).set({ profileImage: photo.profileImage }).where(eq(users.id, photo.userId));
}

export async function deleteProfilePhoto(db: DbExecutor, userId: string): Promise<void> {
  await db.delete(profilePhotos).where(eq(profilePhotos.userId, userId));
  await db.update(users).set({ profileImage: null }).where(eq(users.id, userId));
}

/** The stored photo with the address the user's profile currently points at. */
export async function findProfilePhoto(db: Db, userId: string) {
  const [row] = await db
    .select({
      contentType: profilePhotos.contentType,
      bytes: bytesOf(profilePhotos.bytes),
      updatedAt: profilePhotos.updatedAt,
      profileImage: users.profileImage,
    })
    .from(profilePhotos)
    .innerJoin(users, eq(users.id, profilePhotos.userId))
    .where(eq(profilePhotos.userId, userId))
    .limit(1);
  return row ? { ...row, bytes: row.bytes ?? Buffer.alloc(0) } : undefined;
}

export async function findEmailChange(db: Db, keyHash: string) {
  const [change] = await db.select().from(emailChanges).where(eq(emailChanges.keyHash, keyHash)).limit(1);
  return change;
}
