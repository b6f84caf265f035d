import { courtById, searchCourts } from "@paralex/dockets/courts";
import { normaliseDocketNumber } from "@paralex/dockets/docket-number";
import {
  caseMessages,
  type TCaseCourt,
  type TCaseDetail,
  type TCaseList,
  type TCaseMember,
  type TCaseSummary,
  ZAlertPreference,
  ZNewCase,
} from "@paralex/shared/cases";
import type { AuthenticatedUser } from "../../access/viewer.js";
import type { DbExecutor } from "../../db/client.js";
import { AppError } from "../../lib/app-error.js";
import { parseInput } from "../../lib/parse-input.js";
import type { AuditSource } from "../audit/audit.service.js";
import { isUuid, memberOf, membershipOf, notFound, visibleCase } from "./case-access.js";
import { recordCaseEvent } from "./case-audit.js";
import { quietSinceOf } from "./case-quiet.js";
import { teamChoicesOf } from "./case-team.service.js";
import {
  addFollowers,
  type CaseRow,
  docketFiguresOf,
  findCase,
  findCaseByDocket,
  insertCase,
  isTagTaken,
  latestEntriesOf,
  listCaseCiteChecks,
  listCases as listCaseRows,
  listDocketEntries,
  listDocuments,
  listFollowers,
  listOrganizationMembers,
  markSeen,
  membersAmong,
  reopenCase,
  updateAlertPreference,
  updateCaseStatus,
} from "./cases.repository.js";
import type { CasesDeps } from "./cases-deps.js";
import { gapsOf, toDocketEntry } from "./docket-views.js";

const courtNameOf = (courtId: string) => courtById(courtId)?.name ?? courtId;

async function summariesOf(deps: CasesDeps, userId: string, rows: { row: CaseRow; isFollowing: boolean }[]) {
  const now = new Date();
  const ids = rows.map(({ row }) => row.id);
  const figures = new Map((await docketFiguresOf(deps.db, ids, userId)).map((figure) => [figure.caseId, figure]));
  const latest = new Map((await latestEntriesOf(deps.db, ids)).map((entry) => [entry.caseId, entry]));
  return rows.map(({ row, isFollowing }): TCaseSummary => {
    const figure = figures.get(row.id);
    const entry = latest.get(row.id);
    return {
      id: row.id,
      courtId: row.courtId,
      courtName: courtNameOf(row.courtId),
      docketNumber: row.docketNumber,
      caseName: row.caseName,
      clientMatter: row.clientMatter,
      status: row.status,
      tag: row.tag,
      isFollowing,
      latestEntry: entry
        ? { entryNumber: entry.entryNumber, text: entry.docketText, learnedAt: entry.learnedAt.toISOString() }
        : null,
      newCount: isFollowing ? (figure?.newCount ?? 0) : 0,
      entryCount: figure?.entryCount ?? 0,
      createdAt: row.createdAt.toISOString(),
      quietSince: quietSinceOf(row, deps.quietWarningDays, now)?.toISOString() ?? null,
    };
  });
}

/** The cases list: a Member's followed cases, an Admin's every active case, and for Admins the proposed ones. */
export async function listCases(deps: CasesDeps, user: AuthenticatedUser): Promise<TCaseList> {
  const membership = await membershipOf(deps, user);
  const filter = { organizationId: membership.organizationId, userId: user.id, all: membership.isAdmin };
  const active = await listCaseRows(deps.db, { ...filter, statuses: ["active"] });
  const proposed = membership.isAdmin ? await listCaseRows(deps.db, { ...filter, statuses: ["proposed"] }) : [];
  return {
    cases: await summariesOf(deps, user.id, active),
    proposed: await summariesOf(deps, user.id, proposed),
    isAdmin: membership.isAdmin,
    agentAddress: (await deps.inbox.getInboxOverview(user)).address,
  };
}

/** The case page: its docket in order, the gaps in it, its team, checks and plus-address; marks it seen. */
export async function getCase(deps: CasesDeps, user: AuthenticatedUser, caseId: string): Promise<TCaseDetail> {
  const { membership, row, follower } = await visibleCase(deps, user, caseId);
  const [summary] = await summariesOf(deps, user.id, [{ row, isFollowing: Boolean(follower) }]);
  const entries = await listDocketEntries(deps.db, row.id);
  const documents = await listDocuments(
    deps.db,
    entries.map((entry) => entry.id),
  );
  const team = await listFollowers(deps.db, row.id);
  const checks = await listCaseCiteChecks(deps.db, row.id);
  const { address } = await deps.inbox.getInboxOverview(user);
  const choices = await teamChoicesOf(deps, { user, membership, row, isFollowing: Boolean(follower) }, team);
  if (follower) await markSeen(deps.db, row.id, user.id, new Date());
  return {
    ...(summary as TCaseSummary),
    team: team.map(memberOf),
    entries: entries.map((entry) => toDocketEntry(entry, documents)),
    gaps: gapsOf(entries.flatMap((entry) => (entry.entryNumber === null ? [] : [entry.entryNumber]))),
    plusAddress: address.replace("@", `+${row.tag}@`),
    citeChecks: checks
      .filter((check) => membership.isAdmin || follower || check.authorUserId === user.id)
      .map((check) => ({
        id: check.id,
        sourceName: check.sourceName,
        status: check.status,
        createdAt: check.createdAt.toISOString(),
      })),
    myAlerts: follower
      ? { alertPreference: follower.alertPreference, digestHour: follower.digestHour, timeZone: follower.timeZone }
      : null,
    isAdmin: membership.isAdmin,
    agentAddress: address,
    ...choices,
  };
}

/** A short tag for `slug+{tag}@`: the normalised docket number, made unique in the organization. */
export async function freeTagFor(db: DbExecutor, organizationId: string, courtId: string, docketNumber: string) {
  const base = docketNumber.toLowerCase().replace(/[^a-z0-9]+/g, "-");
  for (const tag of [base, `${base}-${courtId}`]) {
    if (!(await isTagTaken(db, organizationId, tag))) return tag;
  }
  for (let attempt = 2; ; attempt++) {
    const tag = `${base}-${courtId}-${attempt}`;
    if (!(await isTagTaken(db, organizationId, tag))) return tag;
  }
}

/**
 * Adds a case with its team (the member adding it always on it). A case a notice proposed, or one dismissed, becomes
 * active with its entries; a case already followed is refused.
 */
export async function addCase(
  deps: CasesDeps,
  user: AuthenticatedUser,
  input: unknown,
  source?: AuditSource,
): Promise<TCaseDetail> {
  const membership = await membershipOf(deps, user);
  const value = parseInput(ZNewCase, input);
  const court = courtById(value.courtId);
  if (!court) throw AppError.validation({ courtId: [caseMessages.unknownCourt] });
  const docketNumber = normaliseDocketNumber(court.id, value.docketNumber);
  if (!docketNumber) throw AppError.validation({ docketNumber: [caseMessages.docketNumber] });
  const team = [...new Set([user.id, ...value.team])];
  const members = await membersAmong(deps.db, membership.organizationId, team);
  if (members.length !== team.length) throw AppError.validation({ team: [caseMessages.teamMember] });
  const details = { caseName: value.caseName, clientMatter: value.clientMatter || null };

  const caseId = await deps.db.transaction(async (tx) => {
    const existing = await findCaseByDocket(tx, membership.organizationId, court.id, docketNumber);
    if (existing?.status === "active") {
      throw new AppError("conflict", caseMessages.duplicate, { docketNumber: [caseMessages.duplicate] });
    }
    let row = existing ? { ...existing, ...details } : undefined;
    if (existing) {
      await reopenCase(tx, existing.id, details);
    } else {
      const tag = await freeTagFor(tx, membership.organizationId, court.id, docketNumber);
      const inserted = await insertCase(tx, {
        organizationId: membership.organizationId,
        courtId: court.id,
        docketNumber,
        ...details,
        status: "active",
        tag,
        createdByUserId: user.id,
      });
      if (!inserted) throw new AppError("conflict", caseMessages.duplicate, { docketNumber: [caseMessages.duplicate] });
      row = inserted;
    }
    const added = row as CaseRow;
    await addFollowers(tx, added.id, team);
    await recordCaseEvent(tx, { action: "case_added", user, row: added, source });
    return added.id;
  });
  return getCase(deps, user, caseId);
}

async function requireAdmin(deps: CasesDeps, user: AuthenticatedUser) {
  const membership = await membershipOf(deps, user);
  if (!membership.isAdmin) throw new AppError("forbidden", caseMessages.adminsOnly);
  return membership;
}

/** An Admin confirms a proposed case: it becomes active, with the Admin on its team, its entries kept. */
export async function confirmProposedCase(
  deps: CasesDeps,
  user: AuthenticatedUser,
  caseId: string,
  source?: AuditSource,
) {
  const membership = await requireAdmin(deps, user);
  if (!isUuid(caseId)) throw notFound();
  const row = await findCase(deps.db, membership.organizationId, caseId);
  if (!row) throw notFound();
  await deps.db.transaction(async (tx) => {
    if (!(await updateCaseStatus(tx, row.id, "proposed", "active"))) {
      throw new AppError("conflict", caseMessages.notProposed);
    }
    await addFollowers(tx, row.id, [user.id]);
    await recordCaseEvent(tx, { action: "case_confirmed", user, row, source });
  });
  return getCase(deps, user, row.id);
}

export async function dismissProposedCase(
  deps: CasesDeps,
  user: AuthenticatedUser,
  caseId: string,
  source?: AuditSource,
): Promise<void> {
  const membership = await requireAdmin(deps, user);
  if (!isUuid(caseId)) throw notFound();
  const row = await findCase(deps.db, membership.organizationId, caseId);
  if (!row) throw notFound();
  await deps.db.transaction(async (tx) => {
    if (!(await updateCaseStatus(tx, row.id, "proposed", "dismissed"))) {
      throw new AppError("conflict", caseMessages.notProposed);
    }
    await recordCaseEvent(tx, { action: "case_dismissed", user, row, source });
  });
}

/** The viewer's own alerts for a case they follow: every entry, a daily digest at an hour in a time zone, or none. */
export async function setMyCaseAlerts(deps: CasesDeps, user: AuthenticatedUser, caseId: string, input: unknown) {
  const { row, follower } = await visibleCase(deps, user, caseId);
  const value = parseInput(ZAlertPreference, input);
  if (!follower || !(await updateAlertPreference(deps.db, row.id, user.id, value))) {
    throw new AppError("conflict", "Join the case's team to choose its alerts.");
  }
  return value;
}

/** Courts matching what a person types, by name, abbreviation or CourtListener id. */
export function findCourts(_deps: CasesDeps, query: string): TCaseCourt[] {
  return searchCourts(query, 12).map((court) => ({ id: court.id, name: court.name }));
}

/** The organization's other members, to choose a case's team from (the one adding it is always on it). */
export async function listTeamCandidates(deps: CasesDeps, user: AuthenticatedUser): Promise<TCaseMember[]> {
  const membership = await membershipOf(deps, user);
  const members = await listOrganizationMembers(deps.db, membership.organizationId);
  return members.filter((member) => member.userId !== user.id).map(memberOf);
}
