import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.js";
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
