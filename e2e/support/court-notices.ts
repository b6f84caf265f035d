import nodemailer from "nodemailer";
import {
  COURT_NOTICE_SENDER,
  districtNoticeText,
  type NoticeFields,
  noticeSubject,
} from "../../apps/server/src/test/court-notice-text";

/** The court the cases specs add their cases in; its notices come from COURT_NOTICE_SENDER (INBOUND_COURT_SENDERS). */
export const COURT = "U.S. District Court for the Southern District of New York";

export interface MailboxMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Mails the court's notice to the agent address through the server's SMTP listener on `port`. */
export async function sendNotice(port: number, to: string, notice: NoticeFields): Promise<void> {
  const transport = nodemailer.createTransport({ host: "127.0.0.1", port, ignoreTLS: true });
  try {
    await transport.sendMail({
      from: COURT_NOTICE_SENDER,
      to,
      subject: noticeSubject(notice),
      text: districtNoticeText(notice),
    });
  } finally {
    transport.close();
  }
}

/** Five digits unlikely to repeat across tests and runs, for docket numbers of their own. */
export const uniqueSequence = () => `${Date.now() % 100000}${Math.floor(Math.random() * 90 + 10)}`.slice(-5);
