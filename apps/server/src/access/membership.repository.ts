import { and, asc, eq, or, sql } from "drizzle-orm";
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
