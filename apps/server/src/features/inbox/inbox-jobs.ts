import {
  CITE_CHECK_MAX_BYTES,
  CITE_CHECK_MAX_TEXT_CHARS,
  citeCheckMessages,
  type TCiteCheckView,
} from "@paralex/shared/cite-check";
import { INBOX_DRAFT_EXTENSIONS, INBOX_MAX_DRAFTS } from "@paralex/shared/inbox";
import type { AuthenticatedUser } from "../../access/viewer.js";
import type { DbExecutor } from "../../db/client.js";
import type { TInboxDraftRecord } from "../../db/schema.js";
import { type JobDefinition, jobName } from "../../jobs/job-queue.js";
import { AppError } from "../../lib/app-error.js";
import { WorkerLimitError, workerTask } from "../../workers/worker-pool.js";
import { type AuditSource, recordAuditEvent } from "../audit/audit.service.js";
import type { MailMessage } from "../mail/mail-templates.js";
import { INBOX_MESSAGE_JOB, type InboxMessageJobData } from "./inbound-store.js";
import {
  countRecentReplies,
  findConfirmedMember,
  findInboxMessage,
  findMember,
  type InboxMessageRow,
  saveDrafts,
  updateInboxMessage,
} from "./inbox.repository.js";
import { addressOf, ensureSlug } from "./inbox-addresses.js";
import type { InboxDeps } from "./inbox-deps.js";
import type { InboxSkillMail } from "./inbox-skills.js";
import type { MailReadingInput, MailReadingLimits, ReadMail } from "./mail-parse-work.js";
import { automaticReasonOf, hasDraftText, isAttachmentDraft, ownTextOf } from "./mail-reading.js";
import { readRawMessage, type StoredRaw } from "./raw-message.js";
import {
  type ComposedReply,
  composeHelpReply,
  composePlanReply,
  composeReportReply,
  type DraftOutcome,
  type ReplyContext,
} from "./reply-mail.js";
import { providerVerdictProblem, senderAuthenticationProblem } from "./sender-authentication.js";

export const INBOX_REPLY_JOB = jobName<InboxMessageJobData>("inbox-reply");
/** How often a message waiting for its checks looks at them again. */
const REPLY_POLL_SECONDS = 2;
const HOUR_MS = 60 * 60 * 1000;
const NO_SOURCE: AuditSource = { ipAddress: null, userAgent: null };

const readInboundMailTask = workerTask<MailReadingInput, ReadMail>(
  new URL("./mail-parse-work.js", import.meta.url),
  "readInboundMail",
);
/** What the job takes of a message: the drafts it may check, by the cite check's own limits, and a few more names. */
const MAIL_READING_LIMITS: MailReadingLimits = {
  maxAttachments: INBOX_MAX_DRAFTS,
  maxAttachmentBytes: CITE_CHECK_MAX_BYTES,
  maxListedAttachments: 10 * INBOX_MAX_DRAFTS,
  maxTextChars: CITE_CHECK_MAX_TEXT_CHARS + 1,
};

/**
 * The message read in a worker thread, within its time and memory (decision 056); a message that outruns the worker
 * answers why, and a busy pool throws so the job is tried again later.
 */
async function readMail(deps: InboxDeps, raw: StoredRaw): Promise<ReadMail | { problem: string }> {
  try {
    return await deps.workers.run(
      readInboundMailTask,
      { raw: raw.bytes, isGzipped: raw.isGzipped, limits: MAIL_READING_LIMITS },
      { timeoutMs: deps.documentReadSeconds * 1000 },
    );
  } catch (error) {
    if (error instanceof WorkerLimitError && error.limit !== "busy") {
      return {
        problem:
          error.limit === "time"
            ? `The message could not be read within ${deps.documentReadSeconds} seconds`
            : "The message is too complex to read",
      };
    }
    throw error;
  }
}

interface Sender {
  id: string;
  email: string;
  firstName: string;
}

const asUser = (sender: Sender): AuthenticatedUser => ({ id: sender.id, email: sender.email, sessionId: "inbox" });

async function refuse(
  deps: InboxDeps,
  message: InboxMessageRow,
  status: "refused" | "quarantined",
  reason: string,
  senderUserId: string | null = null,
) {
  await deps.db.transaction(async (tx) => {
    if (!(await updateInboxMessage(tx, message.id, ["received"], { status, reason, senderUserId }))) return;
    await recordAuditEvent(tx, {
      action: status === "refused" ? "inbox_message_refused" : "inbox_message_quarantined",
      organizationId: message.organizationId,
      actorEmail: message.fromAddress,
      target: message.id,
      details: { reason, subject: message.subject },
      source: NO_SOURCE,
    });
  });
}

const replySubjectOf = (subject: string | null) => {
  const base = (subject ?? "").trim();
  return /^re:/i.test(base) ? base : `Re: ${base || "your message"}`;
};

/** The reply in the thread, from the agent address, marked as automatic so no auto-responder answers it. */
async function sendReply(
  deps: InboxDeps,
  tx: DbExecutor,
  message: InboxMessageRow,
  to: string,
  reply: ComposedReply,
  attachments: MailMessage["attachments"] = [],
) {
  const slug = await ensureSlug(tx, message.organizationId);
  const parsedReferences = message.messageId.startsWith("<") ? [message.messageId] : [];
  await deps.mailer.send(tx, {
    to,
    from: `"${deps.brandName} associate" <${addressOf(slug, deps.inbound.agentMailDomain)}>`,
    subject: replySubjectOf(message.subject),
    text: reply.text,
    html: reply.html,
    link: `${deps.publicUrl}/dashboard/inbox/`,
    ...(parsedReferences.length > 0 ? { inReplyTo: message.messageId, references: parsedReferences } : {}),
    headers: { "Auto-Submitted": "auto-replied", "X-Auto-Response-Suppress": "All" },
    ...(attachments.length > 0 ? { attachments } : {}),
  });
}

/** Marks the message answered and queues its reply, in one transaction: never answered twice. */
async function answer(
  deps: InboxDeps,
  message: InboxMessageRow,
  from: readonly ("received" | "processing")[],
  to: string,
  reply: ComposedReply,
  attachments: MailMessage["attachments"] = [],
  patch: { senderUserId?: string; isSenderRelaxed?: boolean } = {},
) {
  await deps.db.transaction(async (tx) => {
    const isMine = await updateInboxMessage(tx, message.id, from, {
      ...patch,
      status: "answered",
      answeredAt: new Date(),
      replySubject: replySubjectOf(message.subject),
      replyText: reply.text,
      replyHtml: reply.html,
    });
    if (!isMine) return;
    await sendReply(deps, tx, message, to, reply, attachments);
    await recordAuditEvent(tx, {
      action: "inbox_message_answered",
      organizationId: message.organizationId,
      actorEmail: message.fromAddress,
      target: message.id,
      details: { subject: message.subject, to },
      source: NO_SOURCE,
    });
  });
}

/** Who sent it, when they may use the associate: a confirmed member, authenticated unless released or relaxed. */
async function senderOf(
  deps: InboxDeps,
  message: InboxMessageRow,
  raw: StoredRaw,
  mail: ReadMail,
): Promise<{ sender: Sender; isRelaxed: boolean } | { problem: string }> {
  if (message.senderUserId) {
    // Released by an Admin: treated as from that member.
    const member = await findMember(deps.db, message.organizationId, message.senderUserId);
    return member ? { sender: member, isRelaxed: false } : { problem: "The member who sent it has left" };
  }
  const member = message.fromAddress
    ? await findConfirmedMember(deps.db, message.organizationId, message.fromAddress)
    : undefined;
  if (!member) return { problem: "Sender is not a confirmed member of the organization" };
  if (!deps.inbound.requireAuthenticatedSender) return { sender: member, isRelaxed: true };
  const problem =
    message.transport === "smtp"
      ? await senderAuthenticationProblem(deps, raw, message)
      : providerVerdictProblem(mail.headers.get("authentication-results"));
  return problem ? { problem } : { sender: member, isRelaxed: false };
}

interface Attachment {
  filename: string;
  size: number;
  /** Null when the worker did not bring it back: past the count or the size a check takes. */
  content: Uint8Array | null;
}

async function checkDraft(
  deps: InboxDeps,
  sender: Sender,
  name: string,
  draft: { text: string } | { document: Uint8Array; sourceName: string | null },
): Promise<TInboxDraftRecord> {
  try {
    const { id } = await deps.citeChecks.startCiteCheck(asUser(sender), draft, NO_SOURCE);
    return { name, checkId: id, problem: null };
  } catch (error) {
    // Busy workers: the job is tried again later. Anything else is this file's problem, named in the reply.
    if (error instanceof AppError && error.code !== "unavailable")
      return { name, checkId: null, problem: error.message };
    throw error;
  }
}

function draftFilesOf(mail: ReadMail): Attachment[] {
  return mail.attachments.map((attachment, index) => ({
    filename: (attachment.filename ?? `attachment-${index + 1}`).replace(/[^\p{L}\p{N} ._()-]/gu, "_").slice(0, 200),
    size: attachment.size,
    content: attachment.content,
  }));
}

/** The message as a skill reads it; its sender checks run only when the skill asks. */
function skillMailOf(deps: InboxDeps, message: InboxMessageRow, raw: StoredRaw, mail: ReadMail): InboxSkillMail {
  return {
    inboxMessageId: message.id,
    organizationId: message.organizationId,
    tag: message.tag,
    fromAddress: message.fromAddress,
    mailFrom: message.mailFrom,
    clientIp: message.clientIp,
    clientHelo: message.clientHelo,
    subject: message.subject,
    text: mail.text,
    html: mail.html ?? null,
    fromDomainProblem: () =>
      message.transport === "smtp"
        ? senderAuthenticationProblem(deps, raw, message)
        : Promise.resolve(providerVerdictProblem(mail.headers.get("authentication-results"))),
    member: async () => {
      const who = await senderOf(deps, message, raw, mail);
      return "problem" in who ? who : { userId: who.sender.id };
    },
  };
}

/** The message job: who sent it, whether to answer at all, then each draft becomes a cite check. */
export async function processInboxMessage(deps: InboxDeps, data: InboxMessageJobData): Promise<void> {
  const message = await findInboxMessage(deps.db, data.inboxMessageId);
  if (message?.status !== "received") return;
  const raw = await readRawMessage(deps.db, message.id);
  if (!raw) return refuse(deps, message, "refused", "The message was deleted before it was read");
  const mail = await readMail(deps, raw);
  if ("problem" in mail) return refuse(deps, message, "refused", mail.problem);
  for (const skill of deps.skills ?? []) {
    const outcome = await skill.claim(skillMailOf(deps, message, raw, mail));
    if (!outcome) continue;
    if (outcome.status !== "filed") return refuse(deps, message, outcome.status, outcome.reason);
    await updateInboxMessage(deps.db, message.id, ["received"], { status: "filed", reason: outcome.reason });
    return;
  }
  const automatic = automaticReasonOf(mail, {
    mailFrom: message.mailFrom,
    agentDomain: deps.inbound.agentMailDomain,
  });
  if (automatic && !message.senderUserId) return refuse(deps, message, "refused", automatic);

  const who = await senderOf(deps, message, raw, mail);
  if ("problem" in who) return refuse(deps, message, "quarantined", who.problem);
  const { sender, isRelaxed } = who;
  const recent = await countRecentReplies(deps.db, sender.email, new Date(Date.now() - HOUR_MS));
  if (recent >= deps.inbound.repliesPerSenderPerHour) {
    return refuse(
      deps,
      message,
      "refused",
      `Reply limit reached: ${deps.inbound.repliesPerSenderPerHour} replies to this sender an hour`,
      sender.id,
    );
  }
  const context: ReplyContext = {
    brandName: deps.brandName,
    publicUrl: deps.publicUrl,
    firstName: sender.firstName,
    isSenderRelaxed: isRelaxed,
  };
  const patch = { senderUserId: sender.id, isSenderRelaxed: isRelaxed };
  try {
    await deps.citeChecks.requireCiteCheckAccess(asUser(sender));
  } catch (error) {
    if (error instanceof AppError && error.code === "forbidden") {
      return answer(deps, message, ["received"], sender.email, composePlanReply(context), [], patch);
    }
    throw error;
  }

  const files = draftFilesOf(mail);
  const drafts: TInboxDraftRecord[] = [...message.drafts];
  if (files.length === 0) {
    const text = ownTextOf(mail.text ?? "");
    if (!hasDraftText(text)) {
      return answer(deps, message, ["received"], sender.email, composeHelpReply(context), [], patch);
    }
    if (drafts.length === 0) drafts.push(await checkDraft(deps, sender, "Your message", { text }));
  }
  for (let index = drafts.length; index < files.length; index++) {
    const file = files[index] as Attachment;
    let record: TInboxDraftRecord;
    if (index >= INBOX_MAX_DRAFTS) {
      record = {
        name: file.filename,
        checkId: null,
        problem: `Only ${INBOX_MAX_DRAFTS} drafts are checked a message.`,
      };
    } else if (!isAttachmentDraft(file.filename, INBOX_DRAFT_EXTENSIONS)) {
      record = { name: file.filename, checkId: null, problem: citeCheckMessages.fileType };
    } else if (file.size > CITE_CHECK_MAX_BYTES || !file.content) {
      record = { name: file.filename, checkId: null, problem: citeCheckMessages.fileTooLarge };
    } else {
      record = await checkDraft(deps, sender, file.filename, { document: file.content, sourceName: file.filename });
    }
    drafts.push(record);
    // Kept after each draft, so a retry after a crash does not start the same check twice.
    await saveDrafts(deps.db, message.id, drafts);
  }
  await deps.db.transaction(async (tx) => {
    if (!(await updateInboxMessage(tx, message.id, ["received"], { ...patch, drafts, status: "processing" }))) return;
    const checkIds = drafts.flatMap((draft) => (draft.checkId ? [draft.checkId] : []));
    for (const skill of deps.skills ?? []) {
      await skill.checksStarted?.(tx, {
        organizationId: message.organizationId,
        userId: sender.id,
        tag: message.tag,
        checkIds,
      });
    }
    await deps.jobs.enqueue<InboxMessageJobData>(tx, INBOX_REPLY_JOB, { inboxMessageId: message.id });
  });
}

/** The reply job: once every check of the message has finished, the report goes back in the thread. */
export async function replyToInboxMessage(deps: InboxDeps, data: InboxMessageJobData): Promise<void> {
  const message = await findInboxMessage(deps.db, data.inboxMessageId);
  if (message?.status !== "processing" || !message.senderUserId) return;
  const sender = await findMember(deps.db, message.organizationId, message.senderUserId);
  if (!sender) {
    await updateInboxMessage(deps.db, message.id, ["processing"], {
      status: "refused",
      reason: "The member who sent it has left",
    });
    return;
  }
  const user = asUser(sender);
  const outcomes: DraftOutcome[] = [];
  for (const draft of message.drafts) {
    let check: TCiteCheckView | null = null;
    if (draft.checkId) {
      try {
        check = await deps.citeChecks.getCiteCheck(user, draft.checkId);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
      }
      if (check && (check.status === "queued" || check.status === "running")) {
        await deps.jobs.enqueue<InboxMessageJobData>(deps.db, INBOX_REPLY_JOB, data, {
          startAfter: new Date(Date.now() + REPLY_POLL_SECONDS * 1000),
        });
        return;
      }
    }
    outcomes.push({
      name: draft.name,
      check,
      problem: draft.problem ?? (draft.checkId && !check ? "The check was deleted before it finished." : null),
    });
  }
  const attachments: NonNullable<MailMessage["attachments"]> = [];
  for (const outcome of outcomes) {
    if (outcome.check?.status !== "done") continue;
    const { pdf } = await deps.citeChecks.getCiteCheckPdf(user, outcome.check.id);
    const base = outcome.name.replace(/\.[a-z0-9]+$/i, "") || "draft";
    attachments.push({
      filename: `cite-check-${base}.pdf`,
      contentType: "application/pdf",
      contentBase64: pdf.toString("base64"),
    });
  }
  const context: ReplyContext = {
    brandName: deps.brandName,
    publicUrl: deps.publicUrl,
    firstName: sender.firstName,
    isSenderRelaxed: message.isSenderRelaxed,
  };
  await answer(deps, message, ["processing"], sender.email, composeReportReply(context, outcomes), attachments);
}

const JOB_OPTIONS = { retryLimit: 5, timeoutSeconds: 300, keepCompleted: false };

/** Reading each stored message, then answering it: two queues, so a reply is never sent twice for one reading. */
export function inboxJobs(deps: InboxDeps): JobDefinition<InboxMessageJobData>[] {
  const policy = { ...JOB_OPTIONS, retryDelaySeconds: deps.retryDelaySeconds };
  return [
    { name: INBOX_MESSAGE_JOB, handler: (data) => processInboxMessage(deps, data), policy },
    { name: INBOX_REPLY_JOB, handler: (data) => replyToInboxMessage(deps, data), policy },
  ];
}
