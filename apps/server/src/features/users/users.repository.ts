import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { memberships, users } from "../../db/schema.js";

export type UserRecord = typeof users.$inferSelect;

export async function findUserByEmail(db: Db, email: string): Promise<UserRecord | undefined> {
  const [user] = await db.select().from(users).where(sql`lower(${users.email}) = lower(${email.trim()})`).limit(1);
  return user;
}

export async function findUserById(db: Db, userId: string): Promise<UserRecord | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return user;
}

/** The application role of the user's membership, null without one. */
export async function findApplicationRole(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ applicationRole: memberships.applicationRole })
    .from(memberships)
    .where(eq(memberships.userId, userId))
    .limit(1);
  return row?.applicationRole ?? null;
}
