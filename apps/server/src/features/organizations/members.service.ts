import type { AuditAction } from "@paralex/shared/audit";
import {
  defaultOrganizationName,
  MEMBERS_PAGE_SIZE,
  organizationMessages,
  type TApplicationRole,
  type TMemberRole,
  type TUpdateMember,
  ZMembersQuery,
  ZUpdateMember,
} from "@paralex/shared/organization";
import type { TMembersPage, TMemberView, TOrganizationView } from "@paralex/shared/organization-views";
import { getBillingContact } from "../../access/billing-contact.js";
import type { AuthenticatedUser } from "../../access/viewer.js";
import type { DbExecutor } from "../../db/client.js";
import { AppError } from "../../lib/app-error.js";
import { parseInput } from "../../lib/parse-input.js";
import { type AuditSource, recordAuditEvent } from "../audit/audit.service.js";
import {
  type PendingSeatChanges,
  queueSeatPushes,
  syncSeatsInTransaction,
} from "../subscriptions/seat-sync.service.js";
import { isUserId } from "../users/users.service.js";
import {
  countAdminsForUpdate,
  countMembers,
  findMembershipOfUser,
  findOrganizationName,
  findTwoFactorRequired,
  type MemberRow,
  type MembershipRecord,
  moveToOwnOrganization,
  selectDistinctPositions,
  selectMember,
  selectMembers,
  updateMembership,
} from "./organizations.repository.js";
import type { OrganizationsDeps } from "./organizations-deps.js";

export type { MemberRow };

const forbidden = (message: string) => new AppError("forbidden", message);

/** The viewer's own membership: every organization question is answered from it, never from ids sent. */
export async function requireMembership(db: DbExecutor, viewer: AuthenticatedUser): Promise<MembershipRecord> {
  const membership = await findMembershipOfUser(db, viewer.id);
  if (!membership) throw forbidden(organizationMessages.noOrganization);
  return membership;
}

export async function requireAdmin(db: DbExecutor, viewer: AuthenticatedUser): Promise<MembershipRecord> {
  const membership = await requireMembership(db, viewer);
  if (membership.applicationRole !== "Admin") throw forbidden(organizationMessages.notAdmin);
  return membership;
}

export async function getViewerOrganization(
  deps: Pick<OrganizationsDeps, "db">,
  viewer: AuthenticatedUser,
): Promise<TOrganizationView> {
  const membership = await requireMembership(deps.db, viewer);
  const [name, positions, billingContact, twoFactorRequired] = await Promise.all([
    findOrganizationName(deps.db, membership.organizationId),
    selectDistinctPositions(deps.db, membership.organizationId),
    getBillingContact(deps.db, membership.organizationId),
    findTwoFactorRequired(deps.db, membership.organizationId),
  ]);
  return {
    organizationId: membership.organizationId,
    name: name ?? "",
    viewerApplicationRole: membership.applicationRole,
    canManage: membership.applicationRole === "Admin",
    positions,
    billingContact: billingContact ?? null,
    twoFactorRequired,
  };
}

/** Search (name or email), the practice-area, role and function filters, and 10 a page, all in the database. */
export async function listMembers(
  deps: Pick<OrganizationsDeps, "db">,
  viewer: AuthenticatedUser,
  input: unknown,
): Promise<TMembersPage> {
  const query = parseInput(ZMembersQuery, input);
  const membership = await requireMembership(deps.db, viewer);
  const filters = { search: query.search, appId: query.appId, role: query.role, position: query.position };
  const totalCount = await countMembers(deps.db, membership.organizationId, filters);
  const pageCount = Math.max(1, Math.ceil(totalCount / MEMBERS_PAGE_SIZE));
  const page = Math.min(query.page, pageCount);
  const rows = await selectMembers(deps.db, membership.organizationId, filters, {
    limit: MEMBERS_PAGE_SIZE,
    offset: (page - 1) * MEMBERS_PAGE_SIZE,
  });
  return {
    items: rows.map((row) => ({ ...row, isViewer: row.userId === viewer.id })),
    page,
    pageSize: MEMBERS_PAGE_SIZE,
    pageCount,
    totalCount,
  };
}

/** A member of the viewer's own organization; any other id (another organization's, or none) is not found. */
export async function requireMemberOfViewer(
  db: DbExecutor,
  membership: MembershipRecord,
  membershipId: string,
): Promise<MemberRow> {
  const member = isUserId(membershipId.trim())
    ? await selectMember(db, membership.organizationId, membershipId.trim())
    : undefined;
  if (!member) throw new AppError("not_found", organizationMessages.memberNotFound);
  return member;
}

export async function getMember(
  deps: Pick<OrganizationsDeps, "db">,
  viewer: AuthenticatedUser,
  membershipId: string,
): Promise<TMemberView> {
  const membership = await requireMembership(deps.db, viewer);
  const member = await requireMemberOfViewer(deps.db, membership, membershipId);
  return { ...member, isViewer: member.userId === viewer.id };
}

interface MemberChange {
  applicationRole?: { from: TApplicationRole; to: TApplicationRole };
  role?: { from: TMemberRole | null; to: TMemberRole };
  position?: { from: string | null; to: string };
  products?: { from: number[]; to: number[] };
  assignedCases?: { from: string[]; to: string[] };
}

function sameProducts(a: readonly number[], b: readonly number[]): boolean {
  const wanted = new Set(a);
  return a.length === b.length && b.every((id) => wanted.has(id));
}

function sameCases(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((name, index) => name === b[index]);
}

/**
 * The update, or BAD_USER_INPUT. A bad assigned case answers with its own message (not a generic one), so the
 * Admin reads what to fix; the field errors still name the field.
 */
function parseMemberUpdate(input: unknown): TUpdateMember {
  const result = ZUpdateMember.safeParse(input ?? {});
  if (result.success) return result.data;
  const casesIssue = result.error.issues.find((issue) => issue.path[0] === "assignedCases");
  if (casesIssue) throw new AppError("validation", casesIssue.message, { assignedCases: [casesIssue.message] });
  return parseInput(ZUpdateMember, input ?? {});
}

/**
 * An Admin changes a member's application role, role, position, products or assigned cases; the last Admin stays an Admin.
 * Changed products move the seats of the organization's subscriptions to them.
 */
export async function updateMember(
  deps: Pick<OrganizationsDeps, "db" | "jobs" | "stripeBilling" | "log">,
  viewer: AuthenticatedUser,
  membershipId: string,
  input: unknown,
  source: AuditSource | null,
): Promise<TMemberView> {
  const update = parseMemberUpdate(input);
  const { view } = await deps.db.transaction(async (tx) => {
    const admin = await requireAdmin(tx, viewer);
    const member = await requireMemberOfViewer(tx, admin, membershipId);
    const change: MemberChange = {};
    if (update.applicationRole && update.applicationRole !== member.applicationRole) {
      change.applicationRole = { from: member.applicationRole, to: update.applicationRole };
    }
    if (update.role && update.role !== member.role) change.role = { from: member.role, to: update.role };
    if (update.position && update.position !== member.position) {
      change.position = { from: member.position, to: update.position };
    }
    if (update.products && !sameProducts(update.products, member.practiceAreas)) {
      change.products = { from: member.practiceAreas, to: update.products };
    }
    if (update.assignedCases && !sameCases(update.assignedCases, member.assignedCases)) {
      change.assignedCases = { from: member.assignedCases, to: update.assignedCases };
    }
    if (Object.keys(change).length === 0) throw new AppError("validation", organizationMessages.noChanges);
    if (change.applicationRole?.to === "Member" && (await countAdminsForUpdate(tx, admin.organizationId)) <= 1) {
      throw new AppError("conflict", organizationMessages.lastAdmin);
    }
    await updateMembership(tx, member.membershipId, {
      ...(change.applicationRole ? { applicationRole: change.applicationRole.to } : {}),
      ...(change.role ? { role: change.role.to } : {}),
      ...(change.position ? { position: change.position.to } : {}),
      ...(change.products ? { practiceAreas: change.products.to } : {}),
      ...(change.assignedCases ? { assignedCases: change.assignedCases.to } : {}),
    });
    await recordMemberEvent(tx, viewer, admin.organizationId, "member_updated", member.email, { ...change }, source);
    if (change.applicationRole) {
      const action = change.applicationRole.to === "Admin" ? "admin_granted" : "admin_revoked";
      const name = `${member.firstName} ${member.lastName}`;
      await recordMemberEvent(tx, viewer, admin.organizationId, action, member.email, { name }, source);
    }
    const pending: PendingSeatChanges = change.products
      ? await syncSeatsInTransaction(tx, admin.organizationId, { userId: viewer.id, email: viewer.email, source })
      : [];
    await queueSeatPushes(deps, tx, pending);
    const updated = await requireMemberOfViewer(tx, admin, member.membershipId);
    return { view: { ...updated, isViewer: updated.userId === viewer.id } };
  });
  return view;
}

/**
 * An Admin removes a member from the organization; the member keeps the account, in a new organization of
 * their own. Nobody removes themselves here, so the organization always keeps an Admin. The seats of the
 * organization's subscriptions to the member's products go down with them (never below 1).
 */
export async function removeMember(
  deps: Pick<OrganizationsDeps, "db" | "jobs" | "stripeBilling" | "log">,
  viewer: AuthenticatedUser,
  membershipId: string,
  source: AuditSource | null,
): Promise<string> {
  const { removed } = await deps.db.transaction(async (tx) => {
    const admin = await requireAdmin(tx, viewer);
    const member = await requireMemberOfViewer(tx, admin, membershipId);
    if (member.userId === viewer.id) throw new AppError("conflict", organizationMessages.removeSelf);
    if (member.applicationRole === "Admin" && (await countAdminsForUpdate(tx, admin.organizationId)) <= 1) {
      throw new AppError("conflict", organizationMessages.lastAdmin);
    }
    await moveToOwnOrganization(tx, member.membershipId, defaultOrganizationName(member.firstName));
    await recordMemberEvent(
      tx,
      viewer,
      admin.organizationId,
      "member_removed",
      member.email,
      { name: `${member.firstName} ${member.lastName}`, applicationRole: member.applicationRole },
      source,
    );
    const pending = await syncSeatsInTransaction(tx, admin.organizationId, {
      userId: viewer.id,
      email: viewer.email,
      source,
    });
    await queueSeatPushes(deps, tx, pending);
    return { removed: member.membershipId };
  });
  return removed;
}

export function recordMemberEvent(
  db: DbExecutor,
  viewer: AuthenticatedUser,
  organizationId: string,
  action: AuditAction,
  target: string,
  details: Record<string, unknown>,
  source: AuditSource | null,
): Promise<void> {
  return recordAuditEvent(db, {
    action,
    organizationId,
    actorUserId: viewer.id,
    actorEmail: viewer.email,
    target,
    details,
    source,
  });
}
