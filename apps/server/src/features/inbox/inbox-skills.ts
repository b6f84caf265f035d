import type { DbExecutor } from "../../db/client.js";

/** A stored message as a skill sees it: read in the worker, not yet answered. */
export interface InboxSkillMail {
  inboxMessageId: string;
  organizationId: string;
  /** The plus-address tag (`slug+{tag}@`), if any. */
  tag: string | null;
  fromAddress: string | null;
  mailFrom: string | null;
  clientIp: string | null;
  clientHelo: string | null;
  subject: string | null;
  text: string;
  html: string | null;
  /** DMARC for the From domain over SMTP, or the provider's verdict; null when it passes. */
  fromDomainProblem(): Promise<string | null>;
  /** The sender as the cite check sees them: a confirmed member, authenticated unless relaxed or released. */
  member(): Promise<{ userId: string } | { problem: string }>;
}

/** What a skill did with a message it took: filed it, or kept it aside with the reason (never answered). */
export interface InboxSkillOutcome {
  status: "filed" | "quarantined" | "refused";
  reason: string;
}

/**
 * One of the associate's skills behind the inbox, consulted in order before the cite check (which takes the rest).
 */
export interface InboxSkill {
  name: string;
  /** The outcome when the skill takes the message; null leaves it to the next. */
  claim(mail: InboxSkillMail): Promise<InboxSkillOutcome | null>;
  /** In the transaction that hands a member's message to its reply: the cite checks it started. */
  checksStarted?(
    tx: DbExecutor,
    message: { organizationId: string; userId: string; tag: string | null; checkIds: string[] },
  ): Promise<void>;
}
