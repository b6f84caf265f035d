import { createHash } from "node:crypto";
import { jobName } from "../../jobs/job-queue.js";
import { recordAuditEvent } from "../audit/audit.service.js";
import { insertInboxMessage } from "./inbox.repository.js";
import type { Recipient } from "./inbox-addresses.js";
import type { InboxDeps } from "./inbox-deps.js";
import { packRawMessage, writeRawMessage } from "./raw-message.js";

export const INBOX_MESSAGE_JOB = jobName<InboxMessageJobData>("inbox-message");
export interface InboxMessageJobData {
  inboxMessageId: string;
}

/** What every transport hands over: the raw message, its envelope, and who delivered it. */
export interface InboundMessage {
  transport: "smtp" | "postmark" | "mailgun";
  raw: Buffer;
  recipients: Recipient[];
  mailFrom: string | null;
  clientIp: string | null;
  clientHelo: string | null;
}

/** The header section only: enough for the Message-ID, From and Subject, without parsing a large body. */
const HEADER_SCAN_BYTES = 256 * 1024;

function headerSectionOf(raw: Buffer): Buffer {
  const head = raw.subarray(0, HEADER_SCAN_BYTES);
  const crlf = head.indexOf("\r\n\r\n");
  const lf = head.indexOf("\n\n");
  const end = [crlf, lf].filter((index) => index >= 0).sort((a, b) => a - b)[0];
  return end === undefined ? head : head.subarray(0, end + 2);
}

export async function headlinesOf(raw: Buffer) {
  // Loaded with the first message, not at start: a server's memory after start matters more (decision 037).
  const { simpleParser } = await import("mailparser");
  const parsed = await simpleParser(headerSectionOf(raw), { skipHtmlToText: true, skipTextToHtml: true });
  const messageId = parsed.messageId?.trim();
  return {
    messageId: messageId
      ? messageId.slice(0, 998)
      : `<${createHash("sha256").update(raw).digest("hex")}@no-message-id>`,
    fromAddress: parsed.from?.value[0]?.address?.slice(0, 320) ?? null,
    subject: parsed.subject?.slice(0, 998) ?? null,
  };
}

/**
 * Stores the message once per organization it reached (deduplicated by Message-ID) and, in the same transaction,
 * queues the job that processes it: once this resolves, a restart loses nothing. Answers how many were new.
 */
export async function storeInboundMessage(deps: InboxDeps, message: InboundMessage): Promise<number> {
  const headlines = await headlinesOf(message.raw);
  const parts = await packRawMessage(message.raw);
  const byOrganization = new Map<string, Recipient>();
  for (const recipient of message.recipients) {
    if (!byOrganization.has(recipient.organizationId)) byOrganization.set(recipient.organizationId, recipient);
  }
  let stored = 0;
  await deps.db.transaction(async (tx) => {
    for (const recipient of byOrganization.values()) {
      const row = await insertInboxMessage(tx, {
        organizationId: recipient.organizationId,
        messageId: headlines.messageId,
        transport: message.transport,
        recipient: `${recipient.slug}${recipient.tag ? `+${recipient.tag}` : ""}@${deps.inbound.agentMailDomain}`,
        tag: recipient.tag,
        mailFrom: message.mailFrom,
        clientIp: message.clientIp,
        clientHelo: message.clientHelo,
        fromAddress: headlines.fromAddress,
        subject: headlines.subject,
        size: message.raw.length,
      });
      if (!row) continue;
      stored += 1;
      await writeRawMessage(tx, row.id, parts);
      await deps.jobs.enqueue<InboxMessageJobData>(tx, INBOX_MESSAGE_JOB, { inboxMessageId: row.id });
      await recordAuditEvent(tx, {
        action: "inbox_message_received",
        organizationId: recipient.organizationId,
        actorEmail: headlines.fromAddress,
        target: row.id,
        details: { transport: message.transport, subject: headlines.subject, size: message.raw.length },
        source: { ipAddress: message.clientIp, userAgent: null },
      });
    }
  });
  return stored;
}
