import { isSingleEmailAddress } from "@paralex/shared/email-address";
import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";
import type { Db, DbExecutor } from "../../db/client.js";
import { type JobQueue, jobName } from "../../jobs/job-queue.js";
import { insertOutboxMail, listOutboxMails } from "./mail.repository.js";
import type { MailMessage } from "./mail-templates.js";

export const SEND_MAIL_JOB = jobName<MailMessage>("send-mail");

/** Explicit and short: a silent or unreachable SMTP server fails the try, and the queue retries it later. */
const SMTP_TIMEOUTS = { connectionTimeout: 5000, greetingTimeout: 5000, socketTimeout: 15_000, dnsTimeout: 5000 };

export interface Mailer {
  readonly delivery: "smtp" | "outbox";
  /**
   * Queues the message in the caller's transaction (or at once, given the database): it goes out after the commit,
   * retried until delivered; a rollback drops it. Refuses any `to` that is not exactly one bare address.
   */
  send(executor: DbExecutor, message: MailMessage): Promise<void>;
  close(): void;
}

/** The part of the sender's address after the @, for Message-IDs. */
function domainOf(from: string): string {
  return from.match(/@([^>\s]+)/)?.[1] ?? "localhost";
}

/**
 * SMTP when SMTP_URL is set. Without it, mail goes to the outbox table (read at the development mailbox) and its
 * link to the log. Either way each message is a job of the durable queue, delivered by a worker.
 */
export async function createMailer(options: {
  db: Db;
  jobs: JobQueue;
  smtpUrl: string | undefined;
  from: string;
  retryDelaySeconds: number;
  log: FastifyBaseLogger;
}): Promise<Mailer> {
  const transporter = options.smtpUrl
    ? nodemailer.createTransport({ url: options.smtpUrl, ...SMTP_TIMEOUTS })
    : undefined;

  const deliver = async (message: MailMessage, jobId: string) => {
    if (transporter) {
      await transporter.sendMail({
        from: message.from ?? options.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        ...(message.inReplyTo ? { inReplyTo: message.inReplyTo } : {}),
        ...(message.references ? { references: message.references } : {}),
        ...(message.headers ? { headers: message.headers } : {}),
        ...(message.attachments
          ? {
              attachments: message.attachments.map((file) => ({
                filename: file.filename,
                contentType: file.contentType,
                content: Buffer.from(file.contentBase64, "base64"),
              })),
            }
          : {}),
        // The same id on every try, so a receiving server can drop a copy sent again after a lost answer.
        messageId: `<${jobId}@${domainOf(message.from ?? options.from)}>`,
      });
      options.log.info({ to: message.to, subject: message.subject }, "mail sent over SMTP");
      return;
    }
    await insertOutboxMail(options.db, {
      id: jobId,
      toAddress: message.to,
      subject: message.subject,
      textBody: message.text,
      htmlBody: message.html,
    });
    options.log.info({ to: message.to, subject: message.subject, link: message.link }, "mail kept in the outbox");
  };

  await options.jobs.define({
    name: SEND_MAIL_JOB,
    handler: (message, job) => deliver(message, job.id),
    policy: { retryLimit: 12, retryDelaySeconds: options.retryDelaySeconds, timeoutSeconds: 60, keepCompleted: false },
  });

  return {
    delivery: transporter ? "smtp" : "outbox",
    send: async (executor, message) => {
      if (!isSingleEmailAddress(message.to)) throw new Error("a message goes to exactly one bare address");
      await options.jobs.enqueue(executor, SEND_MAIL_JOB, message);
    },
    close: () => transporter?.close(),
  };
}

export async function listMailbox(db: Db) {
  const mails = await listOutboxMails(db, 100);
  return mails.map((mail) => ({
    id: mail.id,
    to: mail.toAddress,
    subject: mail.subject,
    text: mail.textBody,
    html: mail.htmlBody,
    createdAt: mail.createdAt.toISOString(),
  }));
}
