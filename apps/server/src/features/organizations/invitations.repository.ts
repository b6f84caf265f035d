import { and, count, desc, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import type { DbExecutor } from "../../db/client.js";
import { auditEvents, invitations, organizations, users } from "../../db/schema.js";

export type InvitationRecord = typeof invitations.$inferSelect;
export type NewInvitation = typeof invitations.$inferInsert;

export async function insertInvitation(db: DbExecutor, values: NewInvitation): Promise<InvitationRecord> {
  const [row] = await db.insert(invitations).values(values).returning();
  if (!row) throw new Error("invitation insert returned nothing");
  return row;
}

export async function findInvitationInOrganization(
  db: DbExecutor,
  organizationId: string,
  invitationId: string,
): Promise<InvitationRecord | undefined> {
  const [row] = await db
    .select()
    .from(invitations)
    .where(and(eq(invitations.organizationId, organizationId), eq(invitations.id, invitationId)))
    .limit(1);
  return row;
}

/** The invitation a link names, with its organization's name and who sent it. */
export async function findInvitationByKeyHash(db: DbExecutor, keyHash: string) {
  const [row] = await db
    .select({
      invitation: invitations,
      organizationName: organizations.name,
      inviterFirstName: users.firstName,
      inviterLastName: users.lastName,
    })
    .from(invitations)
    .innerJoin(organizations, eq(organizations.id, invitations.organizationId))
    .leftJoin(users, eq(users.id, invitations.invitedBy))
    .where(eq(invitations.keyHash, keyHash))
    .limit(1);
  return row;
}

/** Locks the invitation so two acceptances of one link cannot both pass. */
export async function findInvitationForUpdate(db: DbExecutor, id: string): Promise<InvitationRecord | undefined> {
  const [row] = await db.select().from(invitations).where(eq(invitations.id, id)).limit(1).for("update");
  return row;
}

/** Invitations neither accepted nor revoked (expired ones included, so they can be resent), newest first. */
export async function selectOpenInvitations(db: DbExecutor, organizationId: string): Promise<InvitationRecord[]> {
  return db
    .select()
    .from(invitations)
    .where(
      and(
        eq(invitations.organizationId, organizationId),
        isNull(invitations.acceptedAt),
        isNull(invitations.revokedAt),
      ),
    )
    .orderBy(desc(invitations.createdAt));
}

export async function findOpenInvitationByEmail(
  db: DbExecutor,
  organizationId: string,
  email: string,
): Promise<InvitationRecord | undefined> {
  const [row] = await db
    .select()
    .from(invitations)
    .where(
      and(
        eq(invitations.organizationId, organizationId),
        eq(sql`lower(${invitations.email})`, email.toLowerCase()),
        isNull(invitations.acceptedAt),
        isNull(invitations.revokedAt),
      ),
    )
    .limit(1);
  return row;
}

/** A new key replaces the old one (which stops working) and the clock starts again; only while still open. */
export async function replaceInvitationKey(
  db: DbExecutor,
  id: string,
  key: { keyHash: string; expiresAt: Date },
): Promise<InvitationRecord | undefined> {
  const [row] = await db
    .update(invitations)
    .set(key)
    .where(and(eq(invitations.id, id), isNull(invitations.acceptedAt), isNull(invitations.revokedAt)))
    .returning();
  return row;
}

export async function markInvitationRevoked(
  db: DbExecutor,
  id: string,
  now: Date,
): Promise<InvitationRecord | undefined> {
  const [row] = await db
    .update(invitations)
    .set({ revokedAt: now })
    .where(and(eq(invitations.id, id), isNull(invitations.acceptedAt), isNull(invitations.revokedAt)))
    .returning();
  return row;
}

/** Uses the invitation once: false when it was accepted, revoked or expired in the meantime. */
export async function markInvitationAccepted(db: DbExecutor, id: string, userId: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(invitations)
    .set({ acceptedAt: now, acceptedBy: userId })
    .where(
      and(
        eq(invitations.id, id),
        isNull(invitations.acceptedAt),
        isNull(invitations.revokedAt),
        gt(invitations.expiresAt, now),
      ),
    )
    .returning({ id: invitations.id });
  return rows.length > 0;
}

/** An account made through an invitation: its address is confirmed, since the link was read there. */
export async function insertInvitedUser(
  db: DbExecutor,
  user: { email: string; passwordHash: string; firstName: string; lastName: string },
): Promise<string> {
  const [row] = await db
    .insert(users)
    .values({ ...user, isEmailVerified: true })
    .returning({ id: users.id });
  if (!row) throw new Error("user insert returned nothing");
  return row.id;
}

/** Takes over a registration never confirmed: the invitation's link proves the address. Null if confirmed since. */
export async function verifyUnconfirmedUser(
  db: DbExecutor,
  userId: string,
  values: { passwordHash: string; firstName: string; lastName: string },
): Promise<string | null> {
  const [row] = await db
    .update(users)
    .set({ ...values, isEmailVerified: true, passwordChangedAt: new Date() })
    .where(and(eq(users.id, userId), eq(users.isEmailVerified, false)))
    .returning({ id: users.id });
  return row?.id ?? null;
}

/**
 * Waits for and holds, until the transaction ends, the turn of one delivered address: two organizations inviting
 * it at once are counted one after the other.
 */
export async function lockInvitedMailbox(db: DbExecutor, mailbox: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`invitation-mailbox:${mailbox}`}))`);
}

/**
 * Invitations and resends sent to this delivered address (trimmed, lower-cased, without a +tag) by any
 * organization in the last `seconds`, as the audit log holds them.
 */
export async function countRecentSendsToMailbox(
  db: DbExecutor,
  mailbox: string,
  actions: readonly string[],
  seconds: number,
): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(auditEvents)
    .where(
      and(
        inArray(auditEvents.action, [...actions]),
        gt(auditEvents.createdAt, sql`now() - make_interval(secs => ${seconds})`),
        eq(sql`regexp_replace(lower(trim(${auditEvents.target})), '^([^@+]+)\\+[^@]*@', '\\1@')`, mailbox),
      ),
    );
  return row?.count ?? 0;
}
