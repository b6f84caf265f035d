import { and, eq, isNotNull } from "drizzle-orm";
import type { DbExecutor } from "../db/client.js";
import { memberships, organizations, totpAuthenticators } from "../db/schema.js";

/**
 * Whether the person belongs to an organization that requires two-factor sign-in while they have no confirmed
 * authenticator: one indexed read (membership by user, organization by id, authenticator by user).
 */
export async function lacksRequiredSecondFactor(db: DbExecutor, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ confirmedAt: totpAuthenticators.confirmedAt })
    .from(memberships)
    .innerJoin(organizations, eq(organizations.id, memberships.organizationId))
    .leftJoin(
      totpAuthenticators,
      and(eq(totpAuthenticators.userId, memberships.userId), isNotNull(totpAuthenticators.confirmedAt)),
    )
    .where(and(eq(memberships.userId, userId), eq(organizations.requireTwoFactor, true)))
    .limit(1);
  return Boolean(row) && !row?.confirmedAt;
}
