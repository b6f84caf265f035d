import { parseCourtNotice } from "@paralex/dockets/notice-parser";
import type { Court } from "@paralex/dockets/types";
import type { InboxSkill, InboxSkillMail } from "../inbox/inbox-skills.js";
import { fileCiteChecksUnderCase, findCaseByTag } from "./cases.repository.js";
import type { DocketDeps } from "./cases-deps.js";
import { canFileInto, fileCourtNotice, type NoticeOrigin } from "./docket-filing.service.js";

const domainOf = (address: string | null) => address?.slice(address.lastIndexOf("@") + 1).toLowerCase() ?? "";

const isCourtDomain = (court: Court, domain: string) =>
  court.mailDomains.some((courtDomain) => domain === courtDomain || domain.endsWith(`.${courtDomain}`));

/** The operator's allow-list (outside production): a relay by IP or HELO name, a sender by address or @domain. */
function isAllowListed(allowed: readonly string[], mail: InboxSkillMail): boolean {
  if (allowed.length === 0) return false;
  const candidates = [mail.clientIp?.replace(/^::ffff:/, ""), mail.clientHelo, mail.mailFrom, mail.fromAddress]
    .filter((value): value is string => Boolean(value))
    .map((value) => value.toLowerCase());
  const domains = [mail.mailFrom, mail.fromAddress].filter(Boolean).map((address) => `@${domainOf(address)}`);
  return [...candidates, ...domains].some((candidate) => allowed.includes(candidate));
}

/**
 * Who vouches for a notice: the court (its own domain passing DMARC, or a relay or sender the operator trusts outside
 * production), or a member who forwarded it or an Admin who released it (the sender rule the cite check uses), whose
 * copy stands only until the court's own copy confirms it.
 */
async function noticeOrigin(
  deps: DocketDeps,
  mail: InboxSkillMail,
  court: Court,
): Promise<NoticeOrigin | { problem: string }> {
  if (isAllowListed(deps.courtSenders, mail)) return { kind: "court" };
  const dmarcProblem = isCourtDomain(court, domainOf(mail.fromAddress)) ? await mail.fromDomainProblem() : undefined;
  if (dmarcProblem === null) return { kind: "court" };
  const member = await mail.member();
  if (!("problem" in member)) return { kind: "forward", userId: member.userId };
  return {
    problem: dmarcProblem
      ? `Court notice not authenticated: ${dmarcProblem}`
      : `Court notice not from the court or a member: ${member.problem}`,
  };
}

/**
 * The docket's skill behind the inbox: a message the notice parser reads as a court notice is authenticated as court
 * mail and filed into the organization's cases; a member's draft sent to `slug+{case tag}@` is filed under the case.
 */
export function courtNoticeSkill(deps: DocketDeps): InboxSkill {
  return {
    name: "court-notice",
    claim: async (mail) => {
      const notice = parseCourtNotice({
        from: mail.fromAddress ?? "",
        subject: mail.subject ?? "",
        text: mail.text,
        ...(mail.html ? { html: mail.html } : {}),
      });
      if (!notice || notice.entries.length === 0) return null;
      const origin = await noticeOrigin(deps, mail, notice.court);
      if ("problem" in origin) return { status: "quarantined", reason: origin.problem };
      const reason = await fileCourtNotice(deps, mail.organizationId, mail.inboxMessageId, notice, origin);
      return { status: "filed", reason };
    },
    checksStarted: async (tx, message) => {
      if (!message.tag || message.checkIds.length === 0) return;
      const row = await findCaseByTag(tx, message.organizationId, message.tag);
      if (row && (await canFileInto(tx, row, message.organizationId, message.userId))) {
        await fileCiteChecksUnderCase(tx, message.organizationId, row.id, message.checkIds);
      }
    },
  };
}
