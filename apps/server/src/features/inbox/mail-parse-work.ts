import { gunzipSync } from "node:zlib";
import { simpleParser } from "mailparser";
import { Piscina } from "piscina";
import { isAttachmentDraft, isDecoration } from "./mail-reading.js";

/**
 * Reading an inbound message, run in a worker thread (decision 056): mail comes from strangers, and mailparser over a
 * 25 MB message is seconds of work and hundreds of megabytes that must never land on the thread serving requests.
 * The worker answers only what the message job needs: a few headers, the text body, and the attached files (not a
 * signature's images), bounded in count and size, their bytes moved (not copied) back.
 */

/** The headers the job reads (automatic mail, the provider's verdict), each as its text. */
const KEPT_HEADERS = ["auto-submitted", "content-type", "precedence", "list-id", "authentication-results"] as const;

export interface MailReadingLimits {
  /** Attachments whose bytes come back; the ones after are named only. */
  maxAttachments: number;
  /** An attachment larger than this comes back without its bytes (named, with its size). */
  maxAttachmentBytes: number;
  /** Attachments named at most. */
  maxListedAttachments: number;
  /** The text body is cut here (one more than the cite check takes, so its own limit still speaks). */
  maxTextChars: number;
}

export interface ReadAttachment {
  filename: string | null;
  contentType: string;
  contentDisposition: string | null;
  size: number;
  /** Null past the count or size limit. */
  content: Uint8Array | null;
}

/** A message as the job reads it; `headers` and `from` keep mailparser's shape for the header checks. */
export interface ReadMail {
  headers: Map<string, string | string[]>;
  from: { value: { address?: string }[] } | undefined;
  text: string;
  /** The HTML body, cut like the text (court notices come in both forms); absent when the message has none. */
  html?: string;
  attachments: ReadAttachment[];
  /** The files the message carried (decorations left out), listed or not. */
  attachmentCount: number;
}

const textOf = (value: unknown): string => {
  if (typeof value === "string") return value;
  if (value && typeof value === "object" && "value" in value && typeof value.value === "string") return value.value;
  return String(value);
};

/** The message as stored (decision 080): gzipped, or plain for a message stored before. */
export interface MailReadingInput {
  raw: Uint8Array;
  isGzipped: boolean;
  limits: MailReadingLimits;
}

export async function readInboundMail(input: MailReadingInput): Promise<ReadMail> {
  const { limits } = input;
  const bytes = Buffer.from(input.raw.buffer, input.raw.byteOffset, input.raw.byteLength);
  const mail = await simpleParser(input.isGzipped ? gunzipSync(bytes) : bytes, {
    skipHtmlToText: false,
    skipTextToHtml: true,
    skipImageLinks: true,
  });
  const headers = new Map<string, string | string[]>();
  for (const name of KEPT_HEADERS) {
    const value = mail.headers.get(name);
    if (value === undefined || value === null) continue;
    headers.set(name, Array.isArray(value) ? value.map(textOf) : textOf(value));
  }
  const address = mail.from?.value[0]?.address;
  const attachments: ReadAttachment[] = [];
  const moved: ArrayBuffer[] = [];
  // A signature's logo is not a file the sender meant: left out before the limits count.
  const files = mail.attachments.filter(
    (attachment) => !isDecoration(attachment) || isAttachmentDraft(attachment.filename ?? "", [".pdf"]),
  );
  files.slice(0, limits.maxListedAttachments).forEach((attachment, index) => {
    const size = attachment.content.length;
    let content: Uint8Array | null = null;
    if (index < limits.maxAttachments && size <= limits.maxAttachmentBytes) {
      // A buffer of its own (mailparser's may share a pool), so it can be moved to the server's thread.
      content = new Uint8Array(size);
      content.set(attachment.content);
      moved.push(content.buffer as ArrayBuffer);
    }
    attachments.push({
      filename: attachment.filename ?? null,
      contentType: attachment.contentType,
      contentDisposition: attachment.contentDisposition ?? null,
      size,
      content,
    });
  });
  const result: ReadMail = {
    headers,
    from: address ? { value: [{ address }] } : undefined,
    text: (mail.text ?? "").slice(0, limits.maxTextChars),
    ...(typeof mail.html === "string" ? { html: mail.html.slice(0, limits.maxTextChars) } : {}),
    attachments,
    attachmentCount: files.length,
  };
  if (!Piscina.isWorkerThread) return result;
  // The attachments' buffers are moved to the server's thread, not copied.
  const movable = { [Piscina.transferableSymbol]: moved, [Piscina.valueSymbol]: result };
  return Piscina.move(movable as never) as unknown as ReadMail;
}
