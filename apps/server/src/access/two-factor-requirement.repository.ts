import { and, eq, isNotNull, sql } from "drizzle-orm";
import type { DbExecutor } from "../db/client.js";
import { memberships, organizations, passkeys, totpAuthenticators } from "../db/schema.js";
import { forgetTwoFactorAnswersHere } from "./two-factor-requirement-cache.js";

/** Migration 0005's channel: every server empties its live-session cache, and with it these answers, on a notice. */
const SESSION_CHANGE_CHANNEL = "paralex_session_change";

/**
 * Whether the person belongs to an organization that requires two-factor sign-in while they have no confirmed
 * authenticator and no passkey: one indexed read (membership by user, organization by id, factors by user).
 */
export async function lacksRequiredSecondFactor(db: DbExecutor, userId: string): Promise<boolean> {
  const [row] = await db
    .select({
      confirmedAt: totpAuthenticators.confirmedAt,
      hasPasskey: sql<boolean>`exists (select 1 from ${passkeys} where ${passkeys.userId} = ${memberships.userId})`,
    })
    .from(memberships)
    .innerJoin(organizations, eq(organizations.id, memberships.organizationId))
    .leftJoin(
      totpAuthenticators,
      and(eq(totpAuthenticators.userId, memberships.userId), isNotNull(totpAuthenticators.confirmedAt)),
    )
    .where(and(eq(memberships.userId, userId), eq(organizations.requireTwoFactor, true)))
    .limit(1);
  return Boolean(row) && !row?.confirmedAt && !row?.hasPasskey;
}

/**
 * Call inside the transaction of every write that can change lacksRequiredSecondFactor's answer (a factor
 * confirmed or removed, an organization's rule, a membership): this process forgets its cached answers at once,
 * every server when the notice arrives at the commit.
 */
export async function announceTwoFactorChange(db: DbExecutor): Promise<void> {
  forgetTwoFactorAnswersHere();
  await db.execute(sql`select pg_notify(${SESSION_CHANGE_CHANNEL}, 'two-factor')`);
}
