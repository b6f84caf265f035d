/** What the header checks read of a message (mailparser's shape; a worker's `ReadMail` has it). */
export interface MailHeadlines {
  headers: ReadonlyMap<string, unknown>;
  from?: { value: { address?: string }[] } | undefined;
}

/** Why a message is automatic mail that is never answered, or null for mail a person sent. */
export function automaticReasonOf(
  mail: MailHeadlines,
  ctx: { mailFrom: string | null; agentDomain: string },
): string | null {
  const header = (name: string) => {
    const value = mail.headers.get(name);
    if (value === undefined || value === null) return undefined;
    if (typeof value === "string") return value;
    if (typeof value === "object" && "value" in value && typeof value.value === "string") return value.value;
    return String(value);
  };
  const autoSubmitted = header("auto-submitted")?.trim().toLowerCase();
  if (autoSubmitted && autoSubmitted !== "no") return `Automatic mail (Auto-Submitted: ${autoSubmitted})`;
  const contentType = header("content-type")?.toLowerCase() ?? "";
  if (contentType.includes("multipart/report") || contentType.includes("delivery-status")) {
    return "Bounce or delivery report";
  }
  if (ctx.mailFrom === null || ctx.mailFrom === "") return "Bounce or delivery report (empty envelope sender)";
  const from = mail.from?.value[0]?.address?.toLowerCase() ?? "";
  if (/^(mailer-daemon|postmaster)@/.test(from)) return "Bounce or delivery report";
  const precedence = header("precedence")?.trim().toLowerCase();
  if (precedence === "bulk" || precedence === "list" || precedence === "junk") {
    return `Mailing-list or bulk mail (Precedence: ${precedence})`;
  }
  if (mail.headers.has("list-id")) return "Mailing-list mail (List-Id)";
  if (from.endsWith(`@${ctx.agentDomain}`)) return "Mail from an agent address";
  if (!from) return "No sender address in From";
  return null;
}

/** Lines that open a quoted earlier message in the common mail clients. */
const QUOTE_OPENERS = [
  /^On .{0,200}wrote:\s*$/,
  /^-{2,}\s*Original Message\s*-{2,}/i,
  /^-{2,}\s*Forwarded message\s*-{2,}/i,
  /^_{10,}\s*$/,
  /^From: .+/,
  /^Sent from my /,
];

/** The body a person wrote: quoted earlier messages, and the signature after "-- ", left out. */
export function ownTextOf(text: string): string {
  const lines = text.replace(/\r\n?/g, "\n").split("\n");
  const kept: string[] = [];
  for (const line of lines) {
    if (line === "-- " || line === "--") break;
    if (QUOTE_OPENERS.some((pattern) => pattern.test(line.trim()))) break;
    if (line.trimStart().startsWith(">")) continue;
    kept.push(line);
  }
  return kept.join("\n").trim();
}

/** A draft worth checking in a body: a few words and at least one number (every citation has one). */
export const hasDraftText = (text: string) => text.split(/\s+/).filter(Boolean).length >= 4 && /\d/.test(text);

export const isAttachmentDraft = (filename: string, extensions: readonly string[]) =>
  extensions.some((extension) => filename.toLowerCase().endsWith(extension));

/** Attachments that are part of the message's look (a signature's logo), not files the sender meant. */
export const isDecoration = (attachment: { contentType: string; contentDisposition?: string; filename?: string }) =>
  attachment.contentType.startsWith("image/") || (attachment.contentDisposition === "inline" && !attachment.filename);
