import { and, asc, eq } from "drizzle-orm";
import type { DbExecutor } from "../../db/client.js";
import { memberships, organizations, users } from "../../db/schema.js";

/** The organization's Admins' addresses: where billing mail goes while it has no billing contact (decision 059). */
export async function findAdminEmails(db: DbExecutor, organizationId: string): Promise<string[]> {
  const rows = await db
    .select({ email: users.email })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.organizationId, organizationId), eq(memberships.applicationRole, "Admin")))
    .orderBy(asc(memberships.createdAt));
  return rows.map((row) => row.email);
}

export async function findOrganizationNameForBilling(db: DbExecutor, organizationId: string): Promise<string> {
  const [row] = await db
    .select({ name: organizations.name })
    .from(organizations)
    .where(eq(organizations.id, organizationId))
    .limit(1);
  return row?.name ?? "Your organization";
}
