import { organizationMessages } from "@paralex/shared/organization";
import type { TMemberView, TOrganizationView } from "@paralex/shared/organization-views";
import { twoFactorMessages } from "@paralex/shared/two-factor-messages";
import type { AuthenticatedUser } from "../../access/viewer.js";
import { AppError } from "../../lib/app-error.js";
import type { AuditSource } from "../audit/audit.service.js";
import { resetSecondFactorsOf } from "../auth/second-factor.service.js";
import { getViewerOrganization, recordMemberEvent, requireAdmin, requireMemberOfViewer } from "./members.service.js";
import { findOrganizationForUpdate, selectMember, updateOrganization } from "./organizations.repository.js";
import type { OrganizationsDeps } from "./organizations-deps.js";

/**
 * Issue 24: an Admin requires (or stops requiring) two-factor sign-in for the organization. Members without a second
 * factor are then refused everything but setting one up (decision 070); audited with the value before and after.
 * The Admin sets up their own first, so that requiring it never locks out the one who asked.
 */
export async function setTwoFactorRequired(
  deps: Pick<OrganizationsDeps, "db">,
  viewer: AuthenticatedUser,
  input: { required: boolean },
  source: AuditSource | null,
): Promise<TOrganizationView> {
  await deps.db.transaction(async (tx) => {
    const admin = await requireAdmin(tx, viewer);
    const organization = await findOrganizationForUpdate(tx, admin.organizationId);
    if (!organization) throw new AppError("forbidden", organizationMessages.noOrganization);
    if (organization.requireTwoFactor === input.required) return;
    const self = await selectMember(tx, organization.id, admin.id);
    if (input.required && !self?.hasTwoFactor) {
      throw new AppError("validation", twoFactorMessages.requirementNeedsOwnFactor);
    }
    await updateOrganization(tx, organization.id, { requireTwoFactor: input.required });
    await recordMemberEvent(
      tx,
      viewer,
      organization.id,
      "two_factor_requirement_changed",
      input.required ? "required" : "not required",
      { from: organization.requireTwoFactor, to: input.required },
      source,
    );
  });
  return getViewerOrganization(deps, viewer);
}

/**
 * Issue 24: an Admin resets the factors of a member who lost every one (the authenticator app and its recovery
 * codes go); audited and mailed to the member. Never one's own (Account Options is the way), never another
 * organization's member (404, as if there were none).
 */
export async function resetMemberTwoFactor(
  deps: Pick<OrganizationsDeps, "db" | "mailer" | "brandName" | "publicUrl">,
  viewer: AuthenticatedUser,
  membershipId: string,
  source: AuditSource | null,
): Promise<TMemberView> {
  return deps.db.transaction(async (tx) => {
    const admin = await requireAdmin(tx, viewer);
    const member = await requireMemberOfViewer(tx, admin, membershipId);
    if (member.userId === viewer.id) throw new AppError("forbidden", twoFactorMessages.notOwnFactorsReset);
    if (!(await resetSecondFactorsOf(deps, tx, member))) {
      throw new AppError("conflict", twoFactorMessages.noFactorsToReset);
    }
    await recordMemberEvent(
      tx,
      viewer,
      admin.organizationId,
      "two_factor_reset_by_admin",
      member.email,
      { name: `${member.firstName} ${member.lastName}` },
      source,
    );
    return { ...member, hasTwoFactor: false, isViewer: false };
  });
}
