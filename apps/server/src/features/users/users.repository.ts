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

export interface MembershipSummary {
  organizationId: string;
  applicationRole: string;
  assignedCases: string[];
}

const membershipSummary = {
  organizationId: memberships.organizationId,
  applicationRole: memberships.applicationRole,
  assignedCases: memberships.assignedCases,
};

/** The user's one membership (organization, role, cases), null without one. */
export async function findMembershipSummary(db: Db, userId: string): Promise<MembershipSummary | null> {
  const [row] = await db.select(membershipSummary).from(memberships).where(eq(memberships.userId, userId)).limit(1);
  return row ?? null;
}

function prepareUserWithMembership(db: Db) {
  return db
    .select({ user: users, membership: membershipSummary })
    .from(users)
    .leftJoin(memberships, eq(memberships.userId, users.id))
    .where(eq(users.id, sql.placeholder("userId")))
    .limit(1)
    .prepare("user_with_membership");
}

const userWithMembershipQueries = new WeakMap<Db, ReturnType<typeof prepareUserWithMembership>>();

/** The user and their membership in one query, prepared once per database: every signed-in page load asks it. */
export async function findUserWithMembership(
  db: Db,
  userId: string,
): Promise<{ user: UserRecord; membership: MembershipSummary | null } | undefined> {
  let query = userWithMembershipQueries.get(db);
  if (!query) {
    query = prepareUserWithMembership(db);
    userWithMembershipQueries.set(db, query);
  }
  const [row] = await query.execute({ userId });
  return row;
}
