import { caseMessages, type TCaseMember, ZTeamMember } from "@paralex/shared/cases";
import type { Membership } from "../../access/membership.js";
import type { AuthenticatedUser } from "../../access/viewer.js";
import type { Db } from "../../db/client.js";
import { AppError } from "../../lib/app-error.js";
import { parseInput } from "../../lib/parse-input.js";
import type { AuditSource } from "../audit/audit.service.js";
import { isUuid, memberOf, notFound, visibleCase } from "./case-access.js";
import { recordCaseEvent } from "./case-audit.js";
import {
  addFollower,
  type CaseRow,
  findOrganizationMember,
  listFollowers,
  listOrganizationMembers,
  removeFollower,
} from "./cases.repository.js";

/**
 * Who may change a case's team (decision 073, addendum): an Admin adds or removes anyone in the organization; someone
 * on the team adds a colleague or leaves; an Admin not on it may join it. Only an active case's team changes.
 */
export async function teamChoicesOf(
  deps: { db: Db },
  viewer: { user: AuthenticatedUser; membership: Membership; row: CaseRow; isFollowing: boolean },
  team: readonly { userId: string }[],
): Promise<{ teamCandidates: TCaseMember[]; removableUserIds: string[] }> {
  const { user, membership, row, isFollowing } = viewer;
  if (row.status !== "active") return { teamCandidates: [], removableUserIds: [] };
  const onTeam = new Set(team.map((person) => person.userId));
  const mayAdd = membership.isAdmin || isFollowing;
  const candidates = mayAdd ? await listOrganizationMembers(deps.db, membership.organizationId) : [];
  return {
    teamCandidates: candidates
      .filter((person) => !onTeam.has(person.userId) && person.userId !== user.id)
      .map(memberOf),
    removableUserIds: membership.isAdmin ? [...onTeam] : isFollowing ? [user.id] : [],
  };
}

const notActive = () => new AppError("conflict", "Confirm the case before changing its team.");

/** Puts a member of the organization on the case's team (the viewer themselves: following it). */
export async function addTeamMember(
  deps: { db: Db },
  user: AuthenticatedUser,
  caseId: string,
  input: unknown,
  source?: AuditSource,
): Promise<void> {
  const { membership, row } = await visibleCase(deps, user, caseId);
  const { userId } = parseInput(ZTeamMember, input);
  if (row.status !== "active") throw notActive();
  const person = await findOrganizationMember(deps.db, membership.organizationId, userId);
  if (!person) throw AppError.validation({ userId: [caseMessages.teamMember] });
  await deps.db.transaction(async (tx) => {
    if (!(await addFollower(tx, row.id, userId))) return;
    const member = memberOf(person);
    await recordCaseEvent(tx, { action: "case_team_member_added", user, row, member, source });
  });
}

/** Takes someone off the case's team: an Admin anyone, anyone else only themselves (leaving the team). */
export async function removeTeamMember(
  deps: { db: Db },
  user: AuthenticatedUser,
  caseId: string,
  userId: string,
  source?: AuditSource,
): Promise<void> {
  const { membership, row } = await visibleCase(deps, user, caseId);
  if (!isUuid(userId)) throw notFound();
  if (userId !== user.id && !membership.isAdmin) throw new AppError("forbidden", caseMessages.teamChangeRefused);
  if (row.status !== "active") throw notActive();
  const person = (await listFollowers(deps.db, row.id)).find((follower) => follower.userId === userId);
  if (!person) throw new AppError("not_found", caseMessages.notOnTeam);
  await deps.db.transaction(async (tx) => {
    if (!(await removeFollower(tx, row.id, userId))) throw new AppError("not_found", caseMessages.notOnTeam);
    const member = memberOf(person);
    await recordCaseEvent(tx, { action: "case_team_member_removed", user, row, member, source });
  });
}
