import {
  INBOX_PAGE_SIZE,
  inboxText,
  type TInboxMessage,
  type TInboxOverview,
  type TInboxPage,
  ZInboxAddressChange,
} from "@paralex/shared/inbox";
import { getMembership } from "../../access/membership.js";
import type { AuthenticatedUser } from "../../access/viewer.js";
import { AppError } from "../../lib/app-error.js";
import { parseInput } from "../../lib/parse-input.js";
import { type AuditSource, recordAuditEvent } from "../audit/audit.service.js";
import {
  INBOX_MESSAGE_JOB,
  type InboundMessage,
  type InboxMessageJobData,
  storeInboundMessage,
} from "./inbound-store.js";
import {
  countInboxMessages,
  deleteInboxMessage,
  dropRawMessagesBefore,
  findConfirmedMember,
  findCurrentAddress,
  findInboxMessage,
  type InboxMessageRow,
  insertAddress,
  insertWebhookToken,
  listInboxMessages,
  retireAddress,
  unretireAddress,
  updateInboxMessage,
} from "./inbox.repository.js";
import { addressOf, ensureSlug, type Recipient, resolveRecipient } from "./inbox-addresses.js";
import type { InboxDeps } from "./inbox-deps.js";

const DAY_MS = 24 * 60 * 60 * 1000;
const notFound = () => new AppError("not_found", inboxText.notFound);
const isUuid = (value: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

async function membershipOf(deps: InboxDeps, user: AuthenticatedUser) {
  const role = await getMembership(deps.db, user.id);
  if (!role) throw new AppError("forbidden", "You are not a member of an organization.");
  return role;
}

async function requireAdmin(deps: InboxDeps, user: AuthenticatedUser) {
  const role = await membershipOf(deps, user);
  if (!role.isAdmin) throw new AppError("forbidden", inboxText.adminsOnly);
  return role;
}

/** The organization's agent address, given from its name the first time a member asks. */
export async function getInboxOverview(deps: InboxDeps, user: AuthenticatedUser): Promise<TInboxOverview> {
  const role = await membershipOf(deps, user);
  const slug = await ensureSlug(deps.db, role.organizationId);
  return { address: addressOf(slug, deps.inbound.agentMailDomain), isAdmin: role.isAdmin };
}

export function toInboxMessage(row: InboxMessageRow): TInboxMessage {
  return {
    id: row.id,
    from: row.fromAddress,
    subject: row.subject,
    receivedAt: row.receivedAt.toISOString(),
    status: row.status,
    reason: row.reason,
    tag: row.tag,
    drafts: row.drafts,
    answeredAt: row.answeredAt?.toISOString() ?? null,
    reply: row.replySubject && row.replyText ? { subject: row.replySubject, text: row.replyText } : null,
  };
}

/** Messages newest first: a Member's own, an Admin's whole organization's; the quarantine is for Admins. */
export async function listInbox(
  deps: InboxDeps,
  user: AuthenticatedUser,
  query: { page?: number; quarantine?: boolean },
): Promise<TInboxPage> {
  const role = await membershipOf(deps, user);
  if (query.quarantine && !role.isAdmin) throw new AppError("forbidden", inboxText.adminsOnly);
  const filter = {
    organizationId: role.organizationId,
    quarantined: Boolean(query.quarantine),
    ...(role.isAdmin ? {} : { senderUserId: user.id }),
  };
  const total = await countInboxMessages(deps.db, filter);
  const pageCount = Math.max(1, Math.ceil(total / INBOX_PAGE_SIZE));
  const page = Math.min(Math.max(1, Math.floor(query.page ?? 1)), pageCount);
  const rows = await listInboxMessages(deps.db, filter, (page - 1) * INBOX_PAGE_SIZE, INBOX_PAGE_SIZE);
  return { messages: rows.map(toInboxMessage), page, pageCount, total };
}

async function quarantinedOf(deps: InboxDeps, organizationId: string, id: string) {
  const message = isUuid(id) ? await findInboxMessage(deps.db, id) : undefined;
  if (!message || message.organizationId !== organizationId || message.status !== "quarantined") throw notFound();
  return message;
}

/** An Admin releases a quarantined message: it is processed as from the member its From names. */
export async function releaseInboxMessage(
  deps: InboxDeps,
  user: AuthenticatedUser,
  id: string,
  source: AuditSource,
): Promise<TInboxMessage> {
  const role = await requireAdmin(deps, user);
  const message = await quarantinedOf(deps, role.organizationId, id);
  const member = message.fromAddress
    ? await findConfirmedMember(deps.db, role.organizationId, message.fromAddress)
    : undefined;
  if (!member) {
    throw new AppError("conflict", "Its sender is not a confirmed member of the organization: it cannot be released.");
  }
  await deps.db.transaction(async (tx) => {
    const isMine = await updateInboxMessage(tx, message.id, ["quarantined"], {
      status: "received",
      reason: null,
      senderUserId: member.id,
    });
    if (!isMine) throw notFound();
    await deps.jobs.enqueue<InboxMessageJobData>(tx, INBOX_MESSAGE_JOB, { inboxMessageId: message.id });
    await recordAuditEvent(tx, {
      action: "inbox_message_released",
      organizationId: role.organizationId,
      actorUserId: user.id,
      actorEmail: user.email,
      target: message.id,
      details: { from: message.fromAddress, subject: message.subject, reason: message.reason },
      source,
    });
  });
  return toInboxMessage({ ...message, status: "received", reason: null, senderUserId: member.id });
}

export async function deleteQuarantinedMessage(
  deps: InboxDeps,
  user: AuthenticatedUser,
  id: string,
  source: AuditSource,
): Promise<void> {
  const role = await requireAdmin(deps, user);
  const message = await quarantinedOf(deps, role.organizationId, id);
  await deps.db.transaction(async (tx) => {
    if (!(await deleteInboxMessage(tx, message.id))) throw notFound();
    await recordAuditEvent(tx, {
      action: "inbox_message_deleted",
      organizationId: role.organizationId,
      actorUserId: user.id,
      actorEmail: user.email,
      target: message.id,
      details: { from: message.fromAddress, subject: message.subject, reason: message.reason },
      source,
    });
  });
}

/** An Admin changes the slug; the old address keeps reaching the organization for 30 days. */
export async function changeInboxAddress(
  deps: InboxDeps,
  user: AuthenticatedUser,
  input: unknown,
  source: AuditSource,
): Promise<TInboxOverview> {
  const role = await requireAdmin(deps, user);
  const { slug } = parseInput(ZInboxAddressChange, input);
  const current = await ensureSlug(deps.db, role.organizationId);
  if (slug !== current) {
    await deps.db.transaction(async (tx) => {
      await retireAddress(tx, role.organizationId, current);
      const isNew = await insertAddress(tx, role.organizationId, slug);
      if (!isNew && !(await unretireAddress(tx, role.organizationId, slug))) {
        throw new AppError("conflict", inboxText.slugTaken, {
          slug: [inboxText.slugTaken],
          detail: inboxText.slugTaken,
        });
      }
      await recordAuditEvent(tx, {
        action: "inbox_address_changed",
        organizationId: role.organizationId,
        actorUserId: user.id,
        actorEmail: user.email,
        target: addressOf(slug, deps.inbound.agentMailDomain),
        details: { from: current, to: slug },
        source,
      });
    });
  }
  const now = (await findCurrentAddress(deps.db, role.organizationId)) ?? slug;
  return { address: addressOf(now, deps.inbound.agentMailDomain), isAdmin: true };
}

/** Drops raw messages older than the retention period (INBOUND_RETENTION_DAYS); answers how many. */
export async function dropExpiredRawMessages(
  deps: Pick<InboxDeps, "db" | "inbound">,
  now = new Date(),
): Promise<number> {
  return dropRawMessagesBefore(deps.db, new Date(now.getTime() - deps.inbound.retentionDays * DAY_MS));
}

export type ProviderReceipt = "stored" | "duplicate" | "unknown_recipient";

/** A provider's message, for the webhooks: routed by its envelope recipients, then stored like any other. */
export async function receiveFromProvider(
  deps: InboxDeps,
  message: Omit<InboundMessage, "recipients"> & { addresses: string[] },
): Promise<ProviderReceipt> {
  const recipients: Recipient[] = [];
  for (const address of message.addresses.slice(0, 50)) {
    const recipient = await resolveRecipient(deps.db, address, deps.inbound.agentMailDomain);
    if (recipient) recipients.push(recipient);
  }
  if (recipients.length === 0) return "unknown_recipient";
  const { addresses: _addresses, ...rest } = message;
  return (await storeInboundMessage(deps, { ...rest, recipients })) > 0 ? "stored" : "duplicate";
}

/** False when the provider's token was used before: a replayed post. */
export async function acceptWebhookToken(deps: InboxDeps, provider: string, token: string): Promise<boolean> {
  return insertWebhookToken(deps.db, provider, token);
}
