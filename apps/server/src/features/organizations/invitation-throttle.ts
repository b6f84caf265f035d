import { deliveredAddress } from "@paralex/shared/email-address";
import { organizationMessages } from "@paralex/shared/organization";
import type { AuthenticatedUser } from "../../access/viewer.js";
import type { Db, DbExecutor } from "../../db/client.js";
import { AppError } from "../../lib/app-error.js";
import { type AuditSource, countRecentOrganizationEvents } from "../audit/audit.service.js";
import { countRecentSendsToMailbox, lockInvitedMailbox } from "./invitations.repository.js";
import { recordMemberEvent } from "./members.service.js";
import { hasActiveSubscription, lockOrganization } from "./organizations.repository.js";
import type { InvitationLimits } from "./organizations-deps.js";

/** Invitations and resends one delivered address may receive from all organizations together. */
export const INVITATIONS_TO_ONE_ADDRESS = { perMinute: 3, perDay: 6 } as const;

type SendAction = "invitation_sent" | "invitation_resent";

const SEND_ACTIONS: readonly SendAction[] = ["invitation_sent", "invitation_resent"];
const MINUTE_SECONDS = 60;
const DAY_SECONDS = 24 * 60 * 60;

interface ThrottledSend {
  organizationId: string;
  attempted: SendAction;
  target: string;
}

/** A send refused by InvitationLimits: answered 429 (RATE_LIMITED in GraphQL) and audited once rolled back. */
class InvitationThrottled extends AppError {
  constructor(
    readonly send: ThrottledSend,
    readonly window: "minute" | "day",
    readonly limit: number,
    readonly scope: "organization" | "address" = "organization",
  ) {
    super("rate_limited", messageOf(window, limit, scope));
  }
}

function messageOf(window: "minute" | "day", limit: number, scope: "organization" | "address"): string {
  if (scope === "address") return organizationMessages.invitationsToAddress;
  return window === "minute" ? organizationMessages.invitationsTooFast : organizationMessages.invitationsPerDay(limit);
}

/**
 * Inside the sending transaction, before anything is written: queues the organization's concurrent sends behind
 * a lock, then counts its audited invitations and resends (the audit log is the record) against its limits, the
 * tighter daily one while it pays for nothing; then, behind a lock on the address, every organization's sends to
 * the mailbox the invitation is delivered to.
 */
export async function reserveInvitationSend(
  tx: DbExecutor,
  limits: InvitationLimits,
  send: ThrottledSend,
): Promise<void> {
  await lockOrganization(tx, send.organizationId);
  const lastMinute = await countRecentOrganizationEvents(tx, send.organizationId, SEND_ACTIONS, MINUTE_SECONDS);
  if (lastMinute >= limits.perMinute) throw new InvitationThrottled(send, "minute", limits.perMinute);
  const perDay = (await hasActiveSubscription(tx, send.organizationId))
    ? limits.perDay
    : Math.min(limits.perDay, limits.unpaidPerDay);
  const lastDay = await countRecentOrganizationEvents(tx, send.organizationId, SEND_ACTIONS, DAY_SECONDS);
  if (lastDay >= perDay) throw new InvitationThrottled(send, "day", perDay);

  const mailbox = deliveredAddress(send.target);
  await lockInvitedMailbox(tx, mailbox);
  const { perMinute: mailboxPerMinute, perDay: mailboxPerDay } = INVITATIONS_TO_ONE_ADDRESS;
  if ((await countRecentSendsToMailbox(tx, mailbox, SEND_ACTIONS, MINUTE_SECONDS)) >= mailboxPerMinute) {
    throw new InvitationThrottled(send, "minute", mailboxPerMinute, "address");
  }
  if ((await countRecentSendsToMailbox(tx, mailbox, SEND_ACTIONS, DAY_SECONDS)) >= mailboxPerDay) {
    throw new InvitationThrottled(send, "day", mailboxPerDay, "address");
  }
}

/**
 * Runs a sending transaction; a send it refused is audited after the rollback, at most once a minute per
 * organization, so a script hammering the limit cannot flood the audit log.
 */
export async function auditingThrottledSends<T>(
  db: Db,
  viewer: AuthenticatedUser,
  source: AuditSource | null,
  run: () => Promise<T>,
): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof InvitationThrottled) {
      const { organizationId, attempted, target } = error.send;
      const details = { attempted, window: error.window, limit: error.limit, scope: error.scope };
      await db.transaction(async (tx) => {
        await lockOrganization(tx, organizationId);
        if (await countRecentOrganizationEvents(tx, organizationId, ["invitation_throttled"], MINUTE_SECONDS)) return;
        await recordMemberEvent(tx, viewer, organizationId, "invitation_throttled", target, details, source);
      });
    }
    throw error;
  }
}
