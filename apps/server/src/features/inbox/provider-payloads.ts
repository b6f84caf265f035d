import { createHmac, timingSafeEqual } from "node:crypto";
import MailComposer from "nodemailer/lib/mail-composer/index.js";

/** Headers the composer writes itself from the fields it is given; every other original header is kept as sent. */
const COMPOSED_HEADERS = new Set([
  "content-type",
  "content-transfer-encoding",
  "mime-version",
  "message-id",
  "from",
  "to",
  "cc",
  "bcc",
  "subject",
  "date",
]);

export interface ProviderMail {
  from: string;
  to: string;
  subject: string;
  messageId: string | null;
  text: string;
  html: string | null;
  headers: { name: string; value: string }[];
  attachments: { filename: string; contentType: string; content: Buffer }[];
}

/** A provider's parsed message written back as MIME, so every transport stores, and is processed from, raw bytes. */
export async function mimeOf(mail: ProviderMail): Promise<Buffer> {
  const composer = new MailComposer({
    from: mail.from,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    ...(mail.html ? { html: mail.html } : {}),
    ...(mail.messageId ? { messageId: mail.messageId } : {}),
    headers: mail.headers
      .filter((header) => !COMPOSED_HEADERS.has(header.name.toLowerCase()))
      .map((header) => ({ key: header.name, value: header.value })),
    attachments: mail.attachments.map((attachment) => ({ ...attachment })),
  });
  return new Promise<Buffer>((resolve, reject) =>
    composer.compile().build((error, message) => (error ? reject(error) : resolve(message))),
  );
}

const headerOf = (headers: { name: string; value: string }[], name: string) =>
  headers.find((header) => header.name.toLowerCase() === name.toLowerCase())?.value;

/** The envelope sender a Return-Path header names: "" for a bounce's `<>`, null when absent. */
export function envelopeSenderOf(returnPath: string | undefined): string | null {
  if (returnPath === undefined) return null;
  return returnPath.trim().replace(/^<|>$/g, "").trim();
}

// ---------------------------------------------------------------- Postmark's inbound JSON

export interface PostmarkInbound {
  From?: string;
  To?: string;
  OriginalRecipient?: string;
  ToFull?: { Email?: string }[];
  CcFull?: { Email?: string }[];
  BccFull?: { Email?: string }[];
  Subject?: string;
  MessageID?: string;
  TextBody?: string;
  HtmlBody?: string;
  Headers?: { Name?: string; Value?: string }[];
  Attachments?: { Name?: string; Content?: string; ContentType?: string }[];
  RawEmail?: string;
}

export function postmarkRecipientsOf(payload: PostmarkInbound): string[] {
  const listed = [payload.OriginalRecipient, ...[payload.ToFull, payload.CcFull, payload.BccFull].flat()]
    .map((entry) => (typeof entry === "string" ? entry : entry?.Email))
    .filter((address): address is string => typeof address === "string" && address.includes("@"));
  return [...new Set(listed.map((address) => address.trim().toLowerCase()))];
}

/** Postmark's JSON as MIME (its RawEmail when the server includes it) and the envelope sender it reports. */
export async function postmarkMessageOf(payload: PostmarkInbound): Promise<{ raw: Buffer; mailFrom: string | null }> {
  const headers = (payload.Headers ?? [])
    .filter((header) => typeof header.Name === "string" && typeof header.Value === "string")
    .map((header) => ({ name: header.Name as string, value: header.Value as string }));
  const mailFrom = envelopeSenderOf(headerOf(headers, "Return-Path"));
  if (payload.RawEmail) return { raw: Buffer.from(payload.RawEmail, "utf8"), mailFrom };
  const raw = await mimeOf({
    from: payload.From ?? "",
    to: payload.To ?? "",
    subject: payload.Subject ?? "",
    // Postmark's MessageID is its own; the sender's is among the headers.
    messageId: headerOf(headers, "Message-ID") ?? null,
    text: payload.TextBody ?? "",
    html: payload.HtmlBody || null,
    headers,
    attachments: (payload.Attachments ?? []).map((attachment, index) => ({
      filename: attachment.Name ?? `attachment-${index + 1}`,
      contentType: attachment.ContentType ?? "application/octet-stream",
      content: Buffer.from(attachment.Content ?? "", "base64"),
    })),
  });
  return { raw, mailFrom };
}

/** Postmark's recommended protection: basic credentials in the webhook's URL, compared in constant time. */
export function hasPostmarkCredentials(authorization: string | undefined, credentials: string): boolean {
  if (!authorization?.startsWith("Basic ")) return false;
  const given = Buffer.from(Buffer.from(authorization.slice(6).trim(), "base64").toString("utf8"));
  const expected = Buffer.from(credentials);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

// ---------------------------------------------------------------- Mailgun's signed form post

/** How old a Mailgun signature's timestamp may be (either way, for clock skew). */
export const MAILGUN_MAX_AGE_SECONDS = 5 * 60;

export type MailgunSignatureProblem = "missing" | "stale" | "bad_signature";

/** Mailgun's HMAC-SHA256 of timestamp + token with the webhook signing key; null when it holds and is fresh. */
export function mailgunSignatureProblem(
  fields: { timestamp?: string; token?: string; signature?: string },
  signingKey: string,
  now = Date.now(),
): MailgunSignatureProblem | null {
  const { timestamp, token, signature } = fields;
  if (!timestamp || !token || !signature || !/^\d{1,12}$/.test(timestamp)) return "missing";
  if (Math.abs(now / 1000 - Number(timestamp)) > MAILGUN_MAX_AGE_SECONDS) return "stale";
  const expected = createHmac("sha256", signingKey)
    .update(timestamp + token)
    .digest();
  const given = Buffer.from(signature, "hex");
  return given.length === expected.length && timingSafeEqual(given, expected) ? null : "bad_signature";
}

export interface MailgunPost {
  fields: Record<string, string>;
  files: { field: string; filename: string; contentType: string; content: Buffer }[];
}

export function mailgunRecipientsOf(fields: Record<string, string>): string[] {
  return (fields.recipient ?? "")
    .split(",")
    .map((address) => address.trim().toLowerCase())
    .filter((address) => address.includes("@"));
}

/** Mailgun's forwarded message as MIME (its body-mime when the route posts raw MIME). */
export async function mailgunMessageOf(post: MailgunPost): Promise<{ raw: Buffer; mailFrom: string | null }> {
  const { fields } = post;
  const mailFrom = fields.sender === undefined ? null : envelopeSenderOf(fields.sender);
  if (fields["body-mime"]) return { raw: Buffer.from(fields["body-mime"], "utf8"), mailFrom };
  let headers: { name: string; value: string }[] = [];
  try {
    const parsed = JSON.parse(fields["message-headers"] ?? "[]") as unknown;
    if (Array.isArray(parsed)) {
      headers = parsed
        .filter((pair): pair is [string, string] => Array.isArray(pair) && pair.length === 2)
        .map(([name, value]) => ({ name: String(name), value: String(value) }));
    }
  } catch {
    headers = [];
  }
  const raw = await mimeOf({
    from: fields.from ?? "",
    to: fields.To ?? fields.recipient ?? "",
    subject: fields.subject ?? "",
    messageId: fields["Message-Id"] ?? headerOf(headers, "Message-Id") ?? null,
    text: fields["body-plain"] ?? "",
    html: fields["body-html"] || null,
    headers,
    attachments: post.files
      .filter((file) => /^attachment-\d+$/.test(file.field))
      .map((file) => ({ filename: file.filename, contentType: file.contentType, content: file.content })),
  });
  return { raw, mailFrom };
}
