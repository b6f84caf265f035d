import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";
import type { Db } from "../../db/client.js";
import { insertOutboxMail, listOutboxMails } from "./mail.repository.js";
import type { MailMessage } from "./mail-templates.js";

export interface Mailer {
  readonly delivery: "smtp" | "outbox";
  /** Delivers now; a failure reaches the caller. */
  send(message: MailMessage): Promise<void>;
  /** Delivers after the answer has gone, so its time and outcome tell the caller nothing; failures are logged. */
  sendInBackground(message: MailMessage): void;
  /** Settles when every background delivery has finished. */
  whenIdle(): Promise<void>;
  close(): Promise<void>;
}

/**
 * SMTP when SMTP_URL is set; then nothing is kept, so links (bearer secrets) never rest in the database.
 * Without it, mail goes to the outbox table (read at the development mailbox) and its link to the log.
 */
export function createMailer(options: {
  db: Db;
  smtpUrl: string | undefined;
  from: string;
  log: FastifyBaseLogger;
}): Mailer {
  const transporter = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined;
  const pending = new Set<Promise<void>>();

  const send = async (message: MailMessage) => {
    if (transporter) {
      await transporter.sendMail({
        from: options.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
      options.log.info({ to: message.to, subject: message.subject }, "mail sent over SMTP");
      return;
    }
    await insertOutboxMail(options.db, {
      toAddress: message.to,
      subject: message.subject,
      textBody: message.text,
      htmlBody: message.html,
    });
    options.log.info({ to: message.to, subject: message.subject, link: message.link }, "mail kept in the outbox");
  };

  const whenIdle = async () => {
    while (pending.size > 0) await Promise.all([...pending]);
  };

  return {
    delivery: transporter ? "smtp" : "outbox",
    send,
    sendInBackground(message) {
      const delivery = send(message)
        .catch((error: unknown) => options.log.error({ err: error, to: message.to }, "mail delivery failed"))
        .finally(() => pending.delete(delivery));
      pending.add(delivery);
    },
    whenIdle,
    async close() {
      await whenIdle();
      transporter?.close();
    },
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
