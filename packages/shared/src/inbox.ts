import { z } from "zod";

/** The associate's inbox (issue 22): rules and strings the server and the inbox page both use. */

export const INBOX_MESSAGE_STATUSES = [
  "received",
  "processing",
  "answered",
  "refused",
  "quarantined",
  "filed",
] as const;
export type TInboxMessageStatus = (typeof INBOX_MESSAGE_STATUSES)[number];

/** Drafts one message may carry; the rest are named in the reply and not checked. */
export const INBOX_MAX_DRAFTS = 5;
/** The attachments the associate reads, by their file name's ending. */
export const INBOX_DRAFT_EXTENSIONS = [".docx", ".pdf", ".txt"] as const;
export const INBOX_PAGE_SIZE = 20;
/** A retired agent address still reaches its organization this long after an Admin changed it. */
export const INBOX_OLD_ADDRESS_DAYS = 30;

export const INBOX_SLUG_RULE =
  "2 to 48 lowercase letters, digits or hyphens, starting and ending with a letter or a digit.";
export const ZInboxSlug = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9]([a-z0-9-]{0,46}[a-z0-9])$/, INBOX_SLUG_RULE);
export const ZInboxAddressChange = z.object({ slug: ZInboxSlug });

export interface TInboxDraft {
  name: string;
  checkId: string | null;
  problem: string | null;
}

export interface TInboxMessage {
  id: string;
  from: string | null;
  subject: string | null;
  receivedAt: string;
  status: TInboxMessageStatus;
  reason: string | null;
  tag: string | null;
  drafts: TInboxDraft[];
  answeredAt: string | null;
  reply: { subject: string; text: string } | null;
}

export interface TInboxPage {
  messages: TInboxMessage[];
  page: number;
  pageCount: number;
  total: number;
}

export interface TInboxOverview {
  address: string;
  isAdmin: boolean;
}

export const inboxStatusLabels: Record<TInboxMessageStatus, string> = {
  received: "Received",
  processing: "Processing",
  answered: "Answered",
  refused: "Refused",
  quarantined: "Quarantined",
  filed: "Filed to a case",
};

export const inboxText = {
  title: "Inbox",
  howTo: [
    "Email a draft (.docx, .pdf or .txt, up to five attachments) to this address from your own account's address.",
    "The associate checks every citation and replies in the same thread with the report, usually within a minute.",
  ],
  copy: "Copy address",
  copied: "Address copied",
  empty: "No mail yet. Send a draft to the address above.",
  quarantineEmpty: "Nothing in quarantine.",
  release: "Release",
  delete: "Delete",
  notFound: "Message not found.",
  adminsOnly: "Only an Admin of the organization can do this.",
  slugTaken: "That address is taken. Choose another.",
  addressChanged: "Agent address changed; the old one keeps working for 30 days.",
} as const;
