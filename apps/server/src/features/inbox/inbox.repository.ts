import { and, count, desc, eq, getTableColumns, gt, inArray, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import { bytesOf, bytesParam } from "../../db/bytes.js";
import type { DbExecutor } from "../../db/client.js";
import {
  inboxAddresses,
  inboxMessageParts,
  inboxMessages,
  inboxWebhookTokens,
  memberships,
  organizations,
  type TInboxDraftRecord,
  type TInboxMessageStatusValue,
  users,
} from "../../db/schema.js";

const { raw: _raw, ...listColumns } = getTableColumns(inboxMessages);
export type InboxMessageRow = Omit<typeof inboxMessages.$inferSelect, "raw">;

export async function findCurrentAddress(db: DbExecutor, organizationId: string) {
  const [row] = await db
    .select({ slug: inboxAddresses.slug })
    .from(inboxAddresses)
    .where(and(eq(inboxAddresses.organizationId, organizationId), isNull(inboxAddresses.retiredAt)))
    .limit(1);
  return row?.slug;
}

/** The organization a slug reaches: its current one, or one retired after `retiredSince`. */
export async function findOrganizationOfSlug(db: DbExecutor, slug: string, retiredSince: Date) {
  const [row] = await db
    .select({ organizationId: inboxAddresses.organizationId, slug: inboxAddresses.slug })
    .from(inboxAddresses)
    .where(
      and(
        eq(inboxAddresses.slug, slug),
        or(isNull(inboxAddresses.retiredAt), gt(inboxAddresses.retiredAt, retiredSince)),
      ),
    )
    .limit(1);
  return row;
}

export async function findOrganizationName(db: DbExecutor, organizationId: string) {
  const [row] = await db
    .select({ name: organizations.name })
    .from(organizations)
    .where(eq(organizations.id, organizationId))
    .limit(1);
  return row?.name;
}

/** Inserts the slug; false when any organization holds it (current or retired). */
export async function insertAddress(db: DbExecutor, organizationId: string, slug: string): Promise<boolean> {
  const rows = await db
    .insert(inboxAddresses)
    .values({ organizationId, slug })
    .onConflictDoNothing()
    .returning({ slug: inboxAddresses.slug });
  return rows.length > 0;
}

export async function retireAddress(db: DbExecutor, organizationId: string, slug: string) {
  await db
    .update(inboxAddresses)
    .set({ retiredAt: new Date() })
    .where(
      and(
        eq(inboxAddresses.organizationId, organizationId),
        eq(inboxAddresses.slug, slug),
        isNull(inboxAddresses.retiredAt),
      ),
    );
}

/** Gives a slug that the organization itself retired back to it as current. */
export async function unretireAddress(db: DbExecutor, organizationId: string, slug: string): Promise<boolean> {
  const rows = await db
    .update(inboxAddresses)
    .set({ retiredAt: null })
    .where(and(eq(inboxAddresses.organizationId, organizationId), eq(inboxAddresses.slug, slug)))
    .returning({ slug: inboxAddresses.slug });
  return rows.length > 0;
}

export interface NewInboxMessage {
  organizationId: string;
  messageId: string;
  transport: string;
  recipient: string;
  tag: string | null;
  mailFrom: string | null;
  clientIp: string | null;
  clientHelo: string | null;
  fromAddress: string | null;
  subject: string | null;
  size: number;
}

/** Stores the message once per organization and Message-ID; undefined when it was stored before. Its bytes: parts. */
export async function insertInboxMessage(db: DbExecutor, message: NewInboxMessage) {
  const [row] = await db
    .insert(inboxMessages)
    .values(message)
    .onConflictDoNothing({ target: [inboxMessages.organizationId, inboxMessages.messageId] })
    .returning({ id: inboxMessages.id });
  return row;
}

/** One part of the compressed message, as base64 that the database decodes (db/bytes.ts), never per-byte hex. */
export async function insertInboxMessagePart(db: DbExecutor, inboxMessageId: string, part: number, bytes: Buffer) {
  await db.insert(inboxMessageParts).values({ inboxMessageId, part, bytes: bytesParam(bytes) });
}

export async function findInboxMessagePartNumbers(db: DbExecutor, inboxMessageId: string): Promise<number[]> {
  const rows = await db
    .select({ part: inboxMessageParts.part })
    .from(inboxMessageParts)
    .where(eq(inboxMessageParts.inboxMessageId, inboxMessageId))
    .orderBy(inboxMessageParts.part);
  return rows.map((row) => row.part);
}

export async function findInboxMessagePart(db: DbExecutor, inboxMessageId: string, part: number) {
  const [row] = await db
    .select({ bytes: bytesOf(inboxMessageParts.bytes) })
    .from(inboxMessageParts)
    .where(and(eq(inboxMessageParts.inboxMessageId, inboxMessageId), eq(inboxMessageParts.part, part)))
    .limit(1);
  return row?.bytes ?? null;
}

export async function findInboxMessage(db: DbExecutor, id: string): Promise<InboxMessageRow | undefined> {
  const [row] = await db.select(listColumns).from(inboxMessages).where(eq(inboxMessages.id, id)).limit(1);
  return row;
}

/** A message stored before decision 080: its plain bytes in one column. */
export async function findInboxMessageRaw(db: DbExecutor, id: string): Promise<Buffer | null> {
  const [row] = await db
    .select({ raw: bytesOf(inboxMessages.raw) })
    .from(inboxMessages)
    .where(eq(inboxMessages.id, id))
    .limit(1);
  return row?.raw ?? null;
}

export type InboxMessagePatch = Partial<
  Pick<
    typeof inboxMessages.$inferInsert,
    | "status"
    | "reason"
    | "senderUserId"
    | "drafts"
    | "isSenderRelaxed"
    | "replySubject"
    | "replyText"
    | "replyHtml"
    | "answeredAt"
  >
>;

/** Moves a message on only from the status it is expected in; false when another run got there first. */
export async function updateInboxMessage(
  db: DbExecutor,
  id: string,
  from: readonly TInboxMessageStatusValue[],
  patch: InboxMessagePatch,
): Promise<boolean> {
  const rows = await db
    .update(inboxMessages)
    .set(patch)
    .where(and(eq(inboxMessages.id, id), inArray(inboxMessages.status, [...from])))
    .returning({ id: inboxMessages.id });
  return rows.length > 0;
}

export async function saveDrafts(db: DbExecutor, id: string, drafts: TInboxDraftRecord[]) {
  await db.update(inboxMessages).set({ drafts }).where(eq(inboxMessages.id, id));
}

/** Replies the associate sent to this sender's address in the last hour. */
export async function countRecentReplies(db: DbExecutor, fromAddress: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(inboxMessages)
    .where(
      and(
        sql`lower(${inboxMessages.fromAddress}) = ${fromAddress.toLowerCase()}`,
        isNotNull(inboxMessages.answeredAt),
        gt(inboxMessages.answeredAt, since),
      ),
    );
  return row?.count ?? 0;
}

/** The confirmed account with this address that is a member of the organization. */
export async function findConfirmedMember(db: DbExecutor, organizationId: string, email: string) {
  const [row] = await db
    .select({ id: users.id, email: users.email, firstName: users.firstName })
    .from(users)
    .innerJoin(memberships, eq(memberships.userId, users.id))
    .where(
      and(
        sql`lower(${users.email}) = ${email.toLowerCase()}`,
        eq(users.isEmailVerified, true),
        eq(memberships.organizationId, organizationId),
      ),
    )
    .limit(1);
  return row;
}

export async function findMember(db: DbExecutor, organizationId: string, userId: string) {
  const [row] = await db
    .select({ id: users.id, email: users.email, firstName: users.firstName })
    .from(users)
    .innerJoin(memberships, eq(memberships.userId, users.id))
    .where(and(eq(users.id, userId), eq(memberships.organizationId, organizationId)))
    .limit(1);
  return row;
}

export interface InboxListFilter {
  organizationId: string;
  /** A Member's own messages; undefined for an Admin's view of the organization's. */
  senderUserId?: string;
  quarantined: boolean;
}

function whereOf(filter: InboxListFilter) {
  return and(
    eq(inboxMessages.organizationId, filter.organizationId),
    filter.senderUserId ? eq(inboxMessages.senderUserId, filter.senderUserId) : undefined,
    filter.quarantined ? eq(inboxMessages.status, "quarantined") : sql`${inboxMessages.status} <> 'quarantined'`,
  );
}

export async function listInboxMessages(db: DbExecutor, filter: InboxListFilter, offset: number, limit: number) {
  return db
    .select(listColumns)
    .from(inboxMessages)
    .where(whereOf(filter))
    .orderBy(desc(inboxMessages.receivedAt), desc(inboxMessages.id))
    .offset(offset)
    .limit(limit);
}

export async function countInboxMessages(db: DbExecutor, filter: InboxListFilter): Promise<number> {
  const [row] = await db.select({ count: count() }).from(inboxMessages).where(whereOf(filter));
  return row?.count ?? 0;
}

export async function deleteInboxMessage(db: DbExecutor, id: string): Promise<boolean> {
  const rows = await db.delete(inboxMessages).where(eq(inboxMessages.id, id)).returning({ id: inboxMessages.id });
  return rows.length > 0;
}

/** Drops raw messages received before `before` (parts and plain); the rows, and the checks they became, stay. */
export async function dropRawMessagesBefore(db: DbExecutor, before: Date): Promise<number> {
  const expired = db.select({ id: inboxMessages.id }).from(inboxMessages).where(lt(inboxMessages.receivedAt, before));
  const parts = await db
    .delete(inboxMessageParts)
    .where(inArray(inboxMessageParts.inboxMessageId, expired))
    .returning({ id: inboxMessageParts.inboxMessageId });
  const plain = await db
    .update(inboxMessages)
    .set({ raw: null })
    .where(and(lt(inboxMessages.receivedAt, before), isNotNull(inboxMessages.raw)))
    .returning({ id: inboxMessages.id });
  return new Set([...parts, ...plain].map((row) => row.id)).size;
}

/** Records a webhook token as used; false when it was used before (a replay). Forgets tokens after a day. */
export async function insertWebhookToken(db: DbExecutor, provider: string, token: string): Promise<boolean> {
  await db.delete(inboxWebhookTokens).where(lt(inboxWebhookTokens.seenAt, new Date(Date.now() - 24 * 60 * 60 * 1000)));
  const rows = await db
    .insert(inboxWebhookTokens)
    .values({ provider, token })
    .onConflictDoNothing()
    .returning({ token: inboxWebhookTokens.token });
  return rows.length > 0;
}
