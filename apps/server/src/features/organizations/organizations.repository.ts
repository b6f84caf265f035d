import { and, asc, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db, DbExecutor } from "../../db/client.js";
import { memberships } from "../../db/schema.js";

/** The organization the user joined first: the one created with the account, which the user administers. */
export async function findPrimaryOrganizationId(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ organizationId: memberships.organizationId })
    .from(memberships)
    .where(eq(memberships.userId, userId))
    .orderBy(asc(memberships.createdAt))
    .limit(1);
  return row?.organizationId ?? null;
}

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
