import { organizationMessages } from "@paralex/shared/organization";
import type { Db, DbExecutor } from "../../db/client.js";
import { AppError } from "../../lib/app-error.js";
import { type AuditSource, countRecentOrganizationEvents } from "../audit/audit.service.js";
import type { AuthenticatedUser } from "../auth/authenticate.js";
import { recordMemberEvent } from "./members.service.js";
import { lockOrganization } from "./organizations.repository.js";

/** Invitations and resends an organization may send, in 24 hours and in one minute (INVITATIONS_PER_*). */
export interface InvitationLimits {
  perDay: number;
  perMinute: number;
}

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
  ) {
    super(
      "rate_limited",
      window === "minute" ? organizationMessages.invitationsTooFast : organizationMessages.invitationsPerDay(limit),
    );
  }
}

/**
 * Inside the sending transaction, before anything is written: queues the organization's concurrent sends behind
 * a lock, then counts its audited invitations and resends (the audit log is the record) against both limits.
 */
export async function reserveInvitationSend(
  tx: DbExecutor,
  limits: InvitationLimits,
  send: ThrottledSend,
): Promise<void> {
  await lockOrganization(tx, send.organizationId);
  const lastMinute = await countRecentOrganizationEvents(tx, send.organizationId, SEND_ACTIONS, MINUTE_SECONDS);
  if (lastMinute >= limits.perMinute) throw new InvitationThrottled(send, "minute", limits.perMinute);
  const lastDay = await countRecentOrganizationEvents(tx, send.organizationId, SEND_ACTIONS, DAY_SECONDS);
  if (lastDay >= limits.perDay) throw new InvitationThrottled(send, "day", limits.perDay);
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
      const details = { attempted, window: error.window, limit: error.limit };
      await db.transaction(async (tx) => {
        await lockOrganization(tx, organizationId);
        if (await countRecentOrganizationEvents(tx, organizationId, ["invitation_throttled"], MINUTE_SECONDS)) return;
        await recordMemberEvent(tx, viewer, organizationId, "invitation_throttled", target, details, source);
      });
    }
    throw error;
  }
}
