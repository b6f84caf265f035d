import type { AuthenticatedUser } from "../../access/viewer.js";
import type { DbExecutor } from "../../db/client.js";
import { type AuditSource, recordAuditEvent } from "../audit/audit.service.js";
import type { CaseRow } from "./cases.repository.js";

type CaseAction =
  | "case_added"
  | "case_confirmed"
  | "case_dismissed"
  | "case_team_member_added"
  | "case_team_member_removed";

/**
 * One case event in the audit log, in the caller's transaction. The case is kept by name and docket number, a team
 * change's member by address and name, so the log names them even after the case or the member is gone.
 */
export async function recordCaseEvent(
  tx: DbExecutor,
  event: {
    action: CaseAction;
    user: AuthenticatedUser;
    row: Pick<CaseRow, "id" | "organizationId" | "caseName" | "docketNumber" | "courtId">;
    member?: { email: string; name: string };
    source?: AuditSource | undefined;
  },
): Promise<void> {
  const { row, member } = event;
  await recordAuditEvent(tx, {
    action: event.action,
    organizationId: row.organizationId,
    actorUserId: event.user.id,
    actorEmail: event.user.email,
    target: row.id,
    details: {
      caseName: row.caseName,
      docketNumber: row.docketNumber,
      courtId: row.courtId,
      ...(member ? { memberEmail: member.email, memberName: member.name } : {}),
    },
    source: event.source ?? null,
  });
}
