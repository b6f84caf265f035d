import { and, asc, eq, exists, gt, isNull, like, ne, or, sql } from "drizzle-orm";
import type { Db, DbExecutor } from "../../db/client.js";
import { linkedSignInProofs, linkedSignIns, memberships, organizations, passkeys, users } from "../../db/schema.js";
import { isUniqueViolation } from "../../db/unique-violation.js";

type Provider = "google" | "apple";

/** An argon2 hash is a password; anything else in the column (an account made through a provider) is none. */
export const USABLE_PASSWORD_PREFIX = "$argon2";

export async function findLinkedSignIn(db: Db, provider: Provider, subject: string) {
  const [linked] = await db
    .select({ id: linkedSignIns.id, userId: linkedSignIns.userId })
    .from(linkedSignIns)
    .where(and(eq(linkedSignIns.provider, provider), eq(linkedSignIns.subject, subject)))
    .limit(1);
  return linked;
}

export async function touchLinkedSignIn(db: Db, id: string): Promise<void> {
  await db.update(linkedSignIns).set({ lastUsedAt: new Date() }).where(eq(linkedSignIns.id, id));
}

/**
 * A confirmed account made by a provider's first sign-in: the user (with no password), the organization it
 * administers and the link, all or nothing. Undefined when the address or the provider's subject is taken meanwhile.
 */
export async function insertProviderAccount(
  db: Db,
  account: {
    email: string;
    unusablePasswordHash: string;
    firstName: string;
    lastName: string;
    organizationName: string;
    provider: Provider;
    subject: string;
  },
): Promise<string | undefined> {
  try {
    return await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          email: account.email,
          passwordHash: account.unusablePasswordHash,
          firstName: account.firstName,
          lastName: account.lastName,
          isEmailVerified: true,
        })
        .returning({ id: users.id });
      if (!user) throw new Error("user insert returned nothing");
      const [organization] = await tx
        .insert(organizations)
        .values({ name: account.organizationName })
        .returning({ id: organizations.id });
      if (!organization) throw new Error("organization insert returned nothing");
      await tx
        .insert(memberships)
        .values({ userId: user.id, organizationId: organization.id, applicationRole: "Admin" });
      await tx
        .insert(linkedSignIns)
        .values({ userId: user.id, provider: account.provider, subject: account.subject, email: account.email });
      return user.id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) return undefined;
    throw error;
  }
}

export async function insertLinkProof(
  db: Db,
  proof: { userId: string; provider: Provider; subject: string; email: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(linkedSignInProofs).values(proof);
}

const isLive = () => and(isNull(linkedSignInProofs.usedAt), gt(linkedSignInProofs.expiresAt, new Date()));

export async function findLiveProof(db: Db, tokenHash: string) {
  const [proof] = await db
    .select()
    .from(linkedSignInProofs)
    .where(and(eq(linkedSignInProofs.tokenHash, tokenHash), isLive()))
    .limit(1);
  return proof;
}

export async function findLiveProofByEmailToken(db: Db, emailTokenHash: string) {
  const [proof] = await db
    .select()
    .from(linkedSignInProofs)
    .where(and(eq(linkedSignInProofs.emailTokenHash, emailTokenHash), isLive()))
    .limit(1);
  return proof;
}

/** A new emailed link for the proof; the one sent before stops working. */
export async function setProofEmailToken(db: DbExecutor, proofId: string, emailTokenHash: string): Promise<boolean> {
  const updated = await db
    .update(linkedSignInProofs)
    .set({ emailTokenHash })
    .where(and(eq(linkedSignInProofs.id, proofId), isLive()))
    .returning({ id: linkedSignInProofs.id });
  return updated.length === 1;
}

export type LinkOutcome = "linked" | "spent" | "taken";

/**
 * Spends the proof and links the provider to its account, in one transaction. An emailed link proves the address:
 * an account still waiting for confirmation is confirmed by it, and loses the password it was signed up with (it
 * may be a stranger's, decision 028). "taken": the account has another subject of this provider, or this subject
 * is linked elsewhere.
 */
export async function linkProviderByProof(
  db: Db,
  link: {
    proofId: string;
    isEmailProof: boolean;
    unusablePasswordHash: string;
    alsoInTransaction: (tx: DbExecutor) => Promise<void>;
  },
): Promise<LinkOutcome> {
  class Taken extends Error {}
  try {
    return await db.transaction(async (tx) => {
      const [proof] = await tx
        .update(linkedSignInProofs)
        .set({ usedAt: new Date() })
        .where(and(eq(linkedSignInProofs.id, link.proofId), isLive()))
        .returning();
      if (!proof) return "spent";
      try {
        await tx
          .insert(linkedSignIns)
          .values({ userId: proof.userId, provider: proof.provider, subject: proof.subject, email: proof.email });
      } catch (error) {
        if (isUniqueViolation(error)) throw new Taken();
        throw error;
      }
      if (link.isEmailProof) {
        await tx
          .update(users)
          .set({ isEmailVerified: true, passwordHash: link.unusablePasswordHash })
          .where(and(eq(users.id, proof.userId), eq(users.isEmailVerified, false)));
      }
      await link.alsoInTransaction(tx);
      return "linked";
    });
  } catch (error) {
    if (error instanceof Taken || isUniqueViolation(error)) return "taken";
    throw error;
  }
}

export async function listLinkedSignIns(db: Db, userId: string) {
  return db
    .select({
      provider: linkedSignIns.provider,
      email: linkedSignIns.email,
      createdAt: linkedSignIns.createdAt,
      lastUsedAt: linkedSignIns.lastUsedAt,
    })
    .from(linkedSignIns)
    .where(eq(linkedSignIns.userId, userId))
    .orderBy(asc(linkedSignIns.createdAt));
}

export type UnlinkOutcome = { kind: "unlinked"; email: string } | { kind: "not_linked" } | { kind: "last_way_in" };

/**
 * Removes the link only while another way in remains: a password, another provider or a passkey. The account's
 * row is locked first, so two unlinks at once cannot each leave the other as the last way in and remove both.
 */
export async function unlinkProvider(
  db: Db,
  userId: string,
  provider: Provider,
  alsoInTransaction: (tx: DbExecutor, email: string) => Promise<void>,
): Promise<UnlinkOutcome> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
    const [linked] = await tx
      .select({ id: linkedSignIns.id, email: linkedSignIns.email })
      .from(linkedSignIns)
      .where(and(eq(linkedSignIns.userId, userId), eq(linkedSignIns.provider, provider)));
    if (!linked) return { kind: "not_linked" };
    const anotherWayIn = or(
      exists(
        tx
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.id, userId), like(users.passwordHash, `${USABLE_PASSWORD_PREFIX}%`))),
      ),
      exists(
        tx
          .select({ id: linkedSignIns.id })
          .from(linkedSignIns)
          .where(and(eq(linkedSignIns.userId, userId), ne(linkedSignIns.provider, provider))),
      ),
      exists(tx.select({ id: passkeys.id }).from(passkeys).where(eq(passkeys.userId, userId))),
    );
    const removed = await tx
      .delete(linkedSignIns)
      .where(and(eq(linkedSignIns.id, linked.id), anotherWayIn ?? sql`false`))
      .returning({ id: linkedSignIns.id });
    if (removed.length === 0) return { kind: "last_way_in" };
    await alsoInTransaction(tx, linked.email);
    return { kind: "unlinked", email: linked.email };
  });
}
