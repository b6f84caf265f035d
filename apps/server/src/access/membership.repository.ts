import { and, asc, count, eq, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { DbExecutor } from "../db/client.js";
import { memberships, subscriptions } from "../db/schema.js";

export async function findMembershipOfUser(db: DbExecutor, userId: string) {
  const [row] = await db
    .select({ organizationId: memberships.organizationId, applicationRole: memberships.applicationRole })
    .from(memberships)
    .where(eq(memberships.userId, userId))
    .orderBy(asc(memberships.createdAt))
    .limit(1);
  return row;
}

export async function isOrganizationAdmin(db: DbExecutor, userId: string, organizationId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: memberships.id })
    .from(memberships)
    .where(
      and(
        eq(memberships.userId, userId),
        eq(memberships.organizationId, organizationId),
        eq(memberships.applicationRole, "Admin"),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/**
 * The subscriptions of the user's organization that cover them: all of them for an Admin, those among a Member's
 * practice areas otherwise, whoever bought them.
 */
export async function findCoveringSubscriptions(db: DbExecutor, userId: string) {
  return db
    .select({
      organizationId: subscriptions.organizationId,
      appId: subscriptions.appId,
      status: subscriptions.status,
      provider: subscriptions.provider,
      endDate: subscriptions.endDate,
    })
    .from(memberships)
    .innerJoin(subscriptions, eq(subscriptions.organizationId, memberships.organizationId))
    .where(
      and(
        eq(memberships.userId, userId),
        or(eq(memberships.applicationRole, "Admin"), sql`${subscriptions.appId} = any(${memberships.practiceAreas})`),
      ),
    );
}

/** The organizations in which `adminId` is an Admin and `userId` is a member. */
export async function findOrganizationsAdministeredFor(
  db: DbExecutor,
  adminId: string,
  userId: string,
): Promise<string[]> {
  const member = alias(memberships, "member");
  const rows = await db
    .select({ organizationId: memberships.organizationId })
    .from(memberships)
    .innerJoin(member, eq(member.organizationId, memberships.organizationId))
    .where(and(eq(memberships.userId, adminId), eq(memberships.applicationRole, "Admin"), eq(member.userId, userId)));
  return rows.map((row) => row.organizationId);
}

/** How many of the organization's members work in the product: the seats it needs. */
export async function countMembersWithProduct(db: DbExecutor, organizationId: string, appId: number): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(memberships)
    .where(and(eq(memberships.organizationId, organizationId), sql`${appId} = any(${memberships.practiceAreas})`));
  return row?.total ?? 0;
}
