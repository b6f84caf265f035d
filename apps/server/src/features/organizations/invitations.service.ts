import { ZRegistrationRequest } from "@paralex/shared/auth-validation";
import {
  INVITATION_TTL_DAYS,
  invitationMessages,
  organizationMessages,
  type TInvitationStatus,
  ZInviteMember,
} from "@paralex/shared/organization";
import type { TInvitationDetails, TInvitationView } from "@paralex/shared/organization-views";
import { paths } from "@paralex/shared/routes";
import type { AuthenticatedUser } from "../../access/viewer.js";
import type { DbExecutor } from "../../db/client.js";
import { isUniqueViolation } from "../../db/unique-violation.js";
import { AppError } from "../../lib/app-error.js";
import { parseInput } from "../../lib/parse-input.js";
import { type AuditSource, recordAuditEvent } from "../audit/audit.service.js";
import { createRandomToken, hashToken } from "../auth/auth-tokens.js";
import { hashPassword } from "../auth/password-hashing.js";
import { validatePasswordStrength } from "../auth/password-validators.js";
import {
  type PendingSeatChanges,
  queueSeatPushes,
  syncSeatsInTransaction,
} from "../subscriptions/seat-sync.service.js";
import { getUserByEmail, getUserById, isUserId } from "../users/users.service.js";
import { renderInvitationMail } from "./invitation-mail.js";
import { auditingThrottledSends, reserveInvitationSend } from "./invitation-throttle.js";
import {
  findInvitationByKeyHash,
  findInvitationForUpdate,
  findInvitationInOrganization,
  findOpenInvitationByEmail,
  type InvitationRecord,
  insertInvitation,
  insertInvitedUser,
  markInvitationAccepted,
  markInvitationRevoked,
  replaceInvitationKey,
  selectOpenInvitations,
  verifyUnconfirmedUser,
} from "./invitations.repository.js";
import { recordMemberEvent, requireAdmin } from "./members.service.js";
import {
  countAdminsForUpdate,
  countAllMembers,
  findMembershipOfUser,
  findOrganizationName,
  joinOrganization,
  selectMemberByEmail,
} from "./organizations.repository.js";
import type { OrganizationsDeps } from "./organizations-deps.js";

const DAY_MS = 24 * 60 * 60 * 1000;
const KEY_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const nowOf = (deps: Pick<OrganizationsDeps, "now">) => deps.now?.() ?? new Date();

export function invitationStatus(invitation: InvitationRecord, now: Date): TInvitationStatus {
  if (invitation.acceptedAt) return "accepted";
  if (invitation.revokedAt) return "revoked";
  return invitation.expiresAt.getTime() <= now.getTime() ? "expired" : "pending";
}

function toInvitationView(invitation: InvitationRecord, now: Date): TInvitationView {
  return {
    invitationId: invitation.id,
    email: invitation.email,
    firstName: invitation.firstName,
    lastName: invitation.lastName,
    position: invitation.position,
    role: invitation.role,
    products: invitation.practiceAreas,
    status: invitationStatus(invitation, now),
    expiresAt: invitation.expiresAt.toISOString(),
    createdAt: invitation.createdAt.toISOString(),
  };
}

function newKey(now: Date) {
  const key = createRandomToken();
  return {
    key,
    stored: { keyHash: hashToken(key), expiresAt: new Date(now.getTime() + INVITATION_TTL_DAYS * DAY_MS) },
  };
}

async function mailInvitation(
  deps: OrganizationsDeps,
  tx: DbExecutor,
  viewer: AuthenticatedUser,
  invitation: InvitationRecord,
  key: string,
): Promise<void> {
  const inviter = await getUserById(tx, viewer.id);
  const organizationName = await findOrganizationName(tx, invitation.organizationId);
  await deps.mailer.send(
    tx,
    renderInvitationMail({
      to: invitation.email,
      brandName: deps.brandName,
      link: `${deps.publicUrl}${paths.acceptInvitation(key)}`,
      firstName: invitation.firstName,
      inviterName: inviter ? `${inviter.firstName} ${inviter.lastName}` : "Your Admin",
      organizationName: organizationName ?? "your organization",
      role: invitation.role,
      products: invitation.practiceAreas,
    }),
  );
}

/** The organization's invitations still open (pending or expired), for its Admins. */
export async function listInvitations(deps: OrganizationsDeps, viewer: AuthenticatedUser): Promise<TInvitationView[]> {
  const admin = await requireAdmin(deps.db, viewer);
  const now = nowOf(deps);
  return (await selectOpenInvitations(deps.db, admin.organizationId)).map((row) => toInvitationView(row, now));
}

/**
 * An Admin invites someone by email; an address already in the organization, or already invited, is refused, and
 * so is a send past the organization's InvitationLimits.
 */
export async function inviteMember(
  deps: OrganizationsDeps,
  viewer: AuthenticatedUser,
  input: unknown,
  source: AuditSource | null,
): Promise<TInvitationView> {
  const invite = parseInput(ZInviteMember, input ?? {});
  const now = nowOf(deps);
  const { key, stored } = newKey(now);
  const invitation = await auditingThrottledSends(deps.db, viewer, source, () =>
    deps.db.transaction(async (tx) => {
      const admin = await requireAdmin(tx, viewer);
      if (await selectMemberByEmail(tx, admin.organizationId, invite.email)) {
        throw new AppError("conflict", organizationMessages.alreadyMember(invite.email));
      }
      const open = await findOpenInvitationByEmail(tx, admin.organizationId, invite.email);
      if (open) throw new AppError("conflict", organizationMessages.alreadyInvited(invite.email));
      await reserveInvitationSend(tx, deps.invitationLimits, {
        organizationId: admin.organizationId,
        attempted: "invitation_sent",
        target: invite.email,
      });
      let created: InvitationRecord;
      try {
        created = await insertInvitation(tx, {
          organizationId: admin.organizationId,
          email: invite.email,
          firstName: invite.firstName,
          lastName: invite.lastName,
          position: invite.position,
          role: invite.role,
          practiceAreas: invite.products,
          invitedBy: viewer.id,
          ...stored,
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError("conflict", organizationMessages.alreadyInvited(invite.email));
        throw error;
      }
      await recordMemberEvent(
        tx,
        viewer,
        admin.organizationId,
        "invitation_sent",
        invite.email,
        { role: invite.role, position: invite.position, products: invite.products },
        source,
      );
      await mailInvitation(deps, tx, viewer, created, key);
      return created;
    }),
  );
  return toInvitationView(invitation, now);
}

async function requireOpenInvitation(tx: DbExecutor, organizationId: string, invitationId: string) {
  const invitation = isUserId(invitationId.trim())
    ? await findInvitationInOrganization(tx, organizationId, invitationId.trim())
    : undefined;
  if (!invitation) throw new AppError("not_found", organizationMessages.invitationNotFound);
  if (invitation.acceptedAt || invitation.revokedAt) {
    throw new AppError("conflict", organizationMessages.invitationNotPending);
  }
  return invitation;
}

/** A new link with a new 7 days; the old link stops working. Resends count against InvitationLimits. */
export async function resendInvitation(
  deps: OrganizationsDeps,
  viewer: AuthenticatedUser,
  invitationId: string,
  source: AuditSource | null,
): Promise<TInvitationView> {
  const now = nowOf(deps);
  const { key, stored } = newKey(now);
  const invitation = await auditingThrottledSends(deps.db, viewer, source, () =>
    deps.db.transaction(async (tx) => {
      const admin = await requireAdmin(tx, viewer);
      const open = await requireOpenInvitation(tx, admin.organizationId, invitationId);
      await reserveInvitationSend(tx, deps.invitationLimits, {
        organizationId: admin.organizationId,
        attempted: "invitation_resent",
        target: open.email,
      });
      const updated = await replaceInvitationKey(tx, open.id, stored);
      if (!updated) throw new AppError("conflict", organizationMessages.invitationNotPending);
      await recordMemberEvent(tx, viewer, admin.organizationId, "invitation_resent", updated.email, {}, source);
      await mailInvitation(deps, tx, viewer, updated, key);
      return updated;
    }),
  );
  return toInvitationView(invitation, now);
}

export async function revokeInvitation(
  deps: OrganizationsDeps,
  viewer: AuthenticatedUser,
  invitationId: string,
  source: AuditSource | null,
): Promise<TInvitationView> {
  const now = nowOf(deps);
  return deps.db.transaction(async (tx) => {
    const admin = await requireAdmin(tx, viewer);
    const open = await requireOpenInvitation(tx, admin.organizationId, invitationId);
    const revoked = await markInvitationRevoked(tx, open.id, now);
    if (!revoked) throw new AppError("conflict", organizationMessages.invitationNotPending);
    await recordMemberEvent(tx, viewer, admin.organizationId, "invitation_revoked", revoked.email, {}, source);
    return toInvitationView(revoked, now);
  });
}

/** The invitation a link's key names, with who sent it; an unknown or malformed key is not found. */
async function lookUp(deps: OrganizationsDeps, key: string) {
  const found = KEY_PATTERN.test(key) ? await findInvitationByKeyHash(deps.db, hashToken(key)) : undefined;
  if (!found) throw new AppError("not_found", invitationMessages.notFound);
  return found;
}

/** GET /api/invitations/{key}: who invited the holder of the link, to which organization, and the link's state. */
export async function describeInvitation(deps: OrganizationsDeps, key: string): Promise<TInvitationDetails> {
  const found = await lookUp(deps, key);
  const { invitation } = found;
  const existing = await getUserByEmail(deps.db, invitation.email);
  return {
    status: invitationStatus(invitation, nowOf(deps)),
    organizationName: found.organizationName,
    inviterName: [found.inviterFirstName, found.inviterLastName].filter(Boolean).join(" ") || "An Admin",
    email: invitation.email,
    firstName: invitation.firstName,
    lastName: invitation.lastName,
    role: invitation.role,
    position: invitation.position,
    products: invitation.practiceAreas,
    expiresAt: invitation.expiresAt.toISOString(),
    hasAccount: Boolean(existing?.isEmailVerified),
  };
}

function refusal(status: TInvitationStatus): AppError {
  if (status === "expired") return new AppError("conflict", invitationMessages.expired);
  if (status === "accepted") return new AppError("conflict", invitationMessages.accepted);
  return new AppError("conflict", invitationMessages.revoked);
}

/**
 * Uses the invitation for the user, inside the caller's transaction: the user joins the organization with the
 * invited role, position and products, leaving any other one. The only Admin of an organization that still has
 * other members cannot leave it. The seats of both organizations' subscriptions to the products follow; what
 * is answered is for the payment provider once the transaction commits.
 */
async function joinThroughInvitation(
  tx: DbExecutor,
  invitationId: string,
  user: { id: string; email: string },
  now: Date,
  source: AuditSource | null,
): Promise<PendingSeatChanges> {
  const invitation = await findInvitationForUpdate(tx, invitationId);
  if (!invitation) throw new AppError("not_found", invitationMessages.notFound);
  const status = invitationStatus(invitation, now);
  if (status !== "pending") throw refusal(status);
  const current = await findMembershipOfUser(tx, user.id);
  if (current?.organizationId === invitation.organizationId) {
    throw new AppError("conflict", invitationMessages.alreadyMember);
  }
  if (current && current.applicationRole === "Admin") {
    const admins = await countAdminsForUpdate(tx, current.organizationId);
    if (admins <= 1 && (await countAllMembers(tx, current.organizationId)) > 1) {
      throw new AppError("conflict", invitationMessages.lastAdminElsewhere);
    }
  }
  if (!(await markInvitationAccepted(tx, invitation.id, user.id, now))) throw refusal("accepted");
  await joinOrganization(tx, {
    userId: user.id,
    organizationId: invitation.organizationId,
    role: invitation.role,
    position: invitation.position,
    practiceAreas: invitation.practiceAreas,
  });
  await recordAuditEvent(tx, {
    action: "invitation_accepted",
    organizationId: invitation.organizationId,
    actorUserId: user.id,
    actorEmail: user.email,
    target: invitation.email,
    details: {
      role: invitation.role,
      products: invitation.practiceAreas,
      ...(current ? { leftOrganizationId: current.organizationId } : {}),
    },
    source,
  });
  const actor = { userId: user.id, email: user.email, source };
  // Both organizations' subscriptions are locked in one order, whichever way people move, so two moves cannot deadlock.
  const organizationIds = [invitation.organizationId, ...(current ? [current.organizationId] : [])].sort();
  const pending: PendingSeatChanges = [];
  for (const organizationId of organizationIds)
    pending.push(...(await syncSeatsInTransaction(tx, organizationId, actor)));
  return pending;
}

/** POST /api/invitations/{key}/accept: the signed-in user, whose address is the invited one, joins. */
export async function acceptInvitation(
  deps: OrganizationsDeps,
  viewer: AuthenticatedUser,
  key: string,
  source: AuditSource | null,
): Promise<{ organizationId: string }> {
  const { invitation } = await lookUp(deps, key);
  if (viewer.email.toLowerCase() !== invitation.email.toLowerCase()) {
    throw new AppError("forbidden", invitationMessages.wrongAccount(invitation.email));
  }
  await deps.db.transaction(async (tx) => {
    const pending = await joinThroughInvitation(tx, invitation.id, viewer, nowOf(deps), source);
    await queueSeatPushes(deps, tx, pending);
  });
  return { organizationId: invitation.organizationId };
}

/**
 * POST /api/invitations/{key}/register: a new account for the invited address, confirmed at once (the link was
 * read there), in the inviting organization. Sign-up's own rules apply to names and passwords. An address with
 * a confirmed account must log in instead; an unconfirmed registration of it is taken over.
 */
export async function registerThroughInvitation(
  deps: OrganizationsDeps,
  key: string,
  input: unknown,
  source: AuditSource | null,
): Promise<{ email: string }> {
  const { invitation } = await lookUp(deps, key);
  const now = nowOf(deps);
  const status = invitationStatus(invitation, now);
  if (status !== "pending") throw refusal(status);
  const raw = (input && typeof input === "object" ? input : {}) as Record<string, unknown>;
  const registration = parseInput(ZRegistrationRequest, { ...raw, email: invitation.email });
  const problems = validatePasswordStrength(registration.password1, {
    first_name: registration.first_name,
    last_name: registration.last_name,
    email: invitation.email,
  });
  if (problems.length > 0) throw AppError.validation({ password1: problems });
  if (registration.password1 !== registration.password2) {
    throw AppError.validation({ password2: ["The two password fields didn't match."] });
  }
  const existing = await getUserByEmail(deps.db, invitation.email);
  if (existing?.isEmailVerified) throw new AppError("conflict", invitationMessages.accountExists);
  const passwordHash = await hashPassword(registration.password1);
  const names = { firstName: registration.first_name, lastName: registration.last_name };
  try {
    await deps.db.transaction(async (tx) => {
      const userId = existing
        ? await verifyUnconfirmedUser(tx, existing.id, { passwordHash, ...names })
        : await insertInvitedUser(tx, { email: invitation.email, passwordHash, ...names });
      if (!userId) throw new AppError("conflict", invitationMessages.accountExists);
      const pending = await joinThroughInvitation(
        tx,
        invitation.id,
        { id: userId, email: invitation.email },
        now,
        source,
      );
      await queueSeatPushes(deps, tx, pending);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("conflict", invitationMessages.accountExists);
    throw error;
  }
  return { email: invitation.email };
}
