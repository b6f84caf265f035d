import { createHmac, randomBytes } from "node:crypto";

/**
 * The inbound webhooks' posts as each provider's documentation shows them, for the server tests and
 * `npm run bench:inbox` alike (plain Node, no test runner).
 */

export interface PayloadFile {
  filename: string;
  content: string | Buffer;
  contentType?: string;
}

export interface PayloadMail {
  from: string;
  to: string;
  subject: string;
  text?: string;
  attachments?: PayloadFile[];
  /** Headers beside the Message-ID and Return-Path (a provider's Authentication-Results). */
  headers?: { name: string; value: string }[];
  messageId?: string;
}

const messageIdOf = (mail: PayloadMail) => mail.messageId ?? `<${randomBytes(8).toString("hex")}@mail.example.com>`;

/** Postmark's inbound JSON for a message. */
export function postmarkPayload(mail: PayloadMail) {
  const text = mail.text ?? "Please check the attached.";
  return {
    FromName: "Ada Lovelace",
    MessageStream: "inbound",
    From: mail.from,
    FromFull: { Email: mail.from, Name: "Ada Lovelace", MailboxHash: "" },
    To: mail.to,
    ToFull: [{ Email: mail.to, Name: "", MailboxHash: "" }],
    Cc: "",
    CcFull: [],
    Bcc: "",
    BccFull: [],
    OriginalRecipient: mail.to,
    Subject: mail.subject,
    MessageID: "73e6d360-66eb-11e1-8e72-a8904824019b",
    ReplyTo: "",
    MailboxHash: "",
    Date: new Date().toUTCString(),
    TextBody: text,
    HtmlBody: `<p>${text}</p>`,
    StrippedTextReply: "",
    Tag: "",
    Headers: [
      { Name: "Return-Path", Value: `<${mail.from}>` },
      { Name: "Message-ID", Value: messageIdOf(mail) },
      { Name: "X-Spam-Status", Value: "No" },
      ...(mail.headers ?? []).map((header) => ({ Name: header.name, Value: header.value })),
    ],
    Attachments: (mail.attachments ?? []).map((file) => {
      const content = Buffer.from(file.content);
      return {
        Name: file.filename,
        Content: content.toString("base64"),
        ContentType: file.contentType ?? "application/octet-stream",
        ContentLength: content.length,
      };
    }),
  };
}

/** The Authorization header Postmark sends for credentials given in the webhook's URL. */
export const postmarkAuthorization = (credentials: string) => `Basic ${Buffer.from(credentials).toString("base64")}`;

/** Mailgun's signature fields: the HMAC-SHA256 of timestamp and token with the webhook signing key. */
export function mailgunSignature(
  signingKey: string,
  timestamp = Math.floor(Date.now() / 1000),
  token = randomBytes(25).toString("hex"),
) {
  const signature = createHmac("sha256", signingKey).update(`${timestamp}${token}`).digest("hex");
  return { timestamp: String(timestamp), token, signature };
}

/** Mailgun's forward() post, form-encoded, with the fields its documentation lists and a fresh signature. */
export function mailgunFields(
  signingKey: string,
  mail: PayloadMail,
  signature = mailgunSignature(signingKey),
): Record<string, string> {
  const text = mail.text ?? "";
  return {
    recipient: mail.to,
    sender: mail.from,
    from: `Ada Lovelace <${mail.from}>`,
    subject: mail.subject,
    "body-plain": text,
    "stripped-text": text,
    "stripped-signature": "",
    "message-headers": JSON.stringify([
      ["Return-Path", `<${mail.from}>`],
      ["Message-Id", messageIdOf(mail)],
      ["Subject", mail.subject],
      ...(mail.headers ?? []).map((header) => [header.name, header.value]),
    ]),
    "attachment-count": "0",
    ...signature,
  };
}
