import { bindService } from "../../lib/bind-service.js";
import {
  acceptInvitation,
  describeInvitation,
  inviteMember,
  listInvitations,
  registerThroughInvitation,
  resendInvitation,
  revokeInvitation,
} from "./invitations.service.js";
import { resetMemberTwoFactor, setTwoFactorRequired } from "./member-two-factor.service.js";
import { getViewerOrganization, listMembers, removeMember, updateMember } from "./members.service.js";
import { getMemberOrderSummary } from "./order-summary.service.js";
import { renameOrganization, setBillingContact } from "./organization-settings.service.js";
import type { OrganizationsDeps } from "./organizations-deps.js";
import { previewMemberSeatChange } from "./seat-change-preview.service.js";

/** The organization, its members and its invitations, built once at start for GraphQL and the invitation routes. */
export function createOrganizationsService(deps: OrganizationsDeps) {
  return bindService(deps, {
    getViewerOrganization,
    renameOrganization,
    setBillingContact,
    setTwoFactorRequired,
    resetMemberTwoFactor,
    listMembers,
    updateMember,
    removeMember,
    previewMemberSeatChange,
    getMemberOrderSummary,
    listInvitations,
    inviteMember,
    resendInvitation,
    revokeInvitation,
    describeInvitation,
    acceptInvitation,
    registerThroughInvitation,
  });
}

export type OrganizationsService = ReturnType<typeof createOrganizationsService>;
