import { and, eq } from "drizzle-orm";
import type { DbExecutor } from "../db/client.js";
import { memberships, organizations, users } from "../db/schema.js";

/**
 * Who receives the organization's billing mail, as stored: the contact member while they still belong to it
 * (with their current address and name), else the outside address; undefined while it is the Admins'.
 */
export async function findBillingContact(
  db: DbExecutor,
  organizationId: string,
): Promise<{ email: string; memberName: string | null } | undefined> {
  const [row] = await db
    .select({
      outsideEmail: organizations.billingContactEmail,
      memberEmail: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(organizations)
    .leftJoin(
      memberships,
      and(eq(memberships.userId, organizations.billingContactUserId), eq(memberships.organizationId, organizations.id)),
    )
    .leftJoin(users, eq(users.id, memberships.userId))
    .where(eq(organizations.id, organizationId))
    .limit(1);
  if (row?.memberEmail) return { email: row.memberEmail, memberName: `${row.firstName} ${row.lastName}` };
  return row?.outsideEmail ? { email: row.outsideEmail, memberName: null } : undefined;
}
