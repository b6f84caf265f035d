import { caseLawSourcesText } from "@paralex/shared/case-law-sources";
import { paths } from "@paralex/shared/routes";
import { type MouseEvent, useRef, useState } from "react";
import { Link } from "react-router";
import { toast } from "react-toastify/unstyled";
import { LoadError } from "../../components/load-error";
import { PageLoader } from "../../components/page-loader";
import { errorMessage } from "../../lib/api/error-message";
import { useAppSelector } from "../../lib/session/store";
import { useDocumentTitle } from "../../lib/use-document-title";
import { openCheckout } from "../subscriptions";
import { EditMemberDrawer } from "./edit-member-drawer";
import { InviteMemberDrawer } from "./invite-member-drawer";
import { MemberFilters } from "./member-filters";
import { MembersTable } from "./members-table";
import { OrderSummaryDrawer, strategyOfLine } from "./order-summary-drawer";
import { OrganizationSettings } from "./organization-settings";
import { fullName, organizationText } from "./organization-text";
import {
  type Invitation,
  type Member,
  type OrderLine,
  useRemoveMemberMutation,
  useResendInvitationMutation,
  useRevokeInvitationMutation,
} from "./organizations-api";
import { PaginationNav } from "./pagination-nav";
import { PendingInvitations } from "./pending-invitations";
import { RemoveMemberDialog } from "./remove-member-dialog";
import { ResetTwoFactorDialog } from "./two-factor-policy";
import { useOrganizationMembers } from "./use-organization-members";

/**
 * /dashboard/organization/ — the organization's members from the server (search, filters, 10 a page), the
 * Invite Member drawer, each member's Order Summary with Checkout, removal with confirmation, and the open
 * invitations. Members see it read-only.
 */
export function ManageOrganizationPage() {
  useDocumentTitle(organizationText.pageTitle);
  const data = useOrganizationMembers();
  const [removeMember] = useRemoveMemberMutation();
  const [resendInvitation] = useResendInvitationMutation();
  const [revokeInvitation] = useRevokeInvitationMutation();
  const viewerId = useAppSelector((state) => state.auth.user?.userId ?? null);
  const [isInviting, setIsInviting] = useState(false);
  const [viewing, setViewing] = useState<Member | null>(null);
  const [removing, setRemoving] = useState<Member | null>(null);
  const [editing, setEditing] = useState<Member | null>(null);
  const [resettingTwoFactor, setResettingTwoFactor] = useState<Member | null>(null);
  const [isRemoving, setIsRemoving] = useState(false);
  const [busyInvitation, setBusyInvitation] = useState<string | null>(null);
  const [busyCheckout, setBusyCheckout] = useState<number | null>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const organization = data.organization.status === "ready" ? data.organization.data : null;
  const canManage = organization?.canManage ?? false;
  const returnFocus = () => (openerRef.current?.isConnected ? openerRef.current : headingRef.current);
  const remember = (event: MouseEvent<HTMLElement>) => {
    openerRef.current = event.currentTarget;
  };

  const confirmRemove = async (member: Member) => {
    setIsRemoving(true);
    const result = await removeMember(member.membershipId);
    setIsRemoving(false);
    if (result.error) {
      toast.error(errorMessage(result.error));
      return;
    }
    setRemoving(null);
    openerRef.current = null;
    toast.success(`${fullName(member)} was removed from your organization.`);
  };

  const onInvited = (invitation: Invitation) => {
    setIsInviting(false);
    toast.success(`Invitation sent to ${invitation.email}.`);
  };

  const resend = async (invitation: Invitation) => {
    setBusyInvitation(invitation.invitationId);
    const result = await resendInvitation(invitation.invitationId);
    setBusyInvitation(null);
    if (result.error) return void toast.error(errorMessage(result.error));
    toast.success(`A new invitation link was sent to ${invitation.email}.`);
  };

  const revoke = async (invitation: Invitation) => {
    setBusyInvitation(invitation.invitationId);
    const result = await revokeInvitation(invitation.invitationId);
    setBusyInvitation(null);
    if (result.error) return void toast.error(errorMessage(result.error));
    headingRef.current?.focus();
    toast.success(`The invitation to ${invitation.email} was revoked.`);
  };

  const checkout = async (line: OrderLine, tier: string) => {
    const picked = line.tiers.find((candidate) => candidate.tier === tier);
    if (!picked || !viewerId || !organization) return;
    setBusyCheckout(line.appId);
    const isRedirecting = await openCheckout({
      userId: viewerId,
      organizationId: organization.organizationId,
      strategy: strategyOfLine(line),
      tier: { tier: picked.tier, parameters: { costPerUser: picked.costPerUser }, features: [] },
      subsId: null,
    });
    if (!isRedirecting) setBusyCheckout(null);
  };

  return (
    <>
      <header className="mb-6 flex flex-col gap-4 sm:mb-8 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1
            ref={headingRef}
            tabIndex={-1}
            className="font-serif text-3xl font-semibold focus:outline-none sm:text-4xl"
          >
            {organizationText.pageTitle}
          </h1>
          {organization ? <p className="mt-2 text-xl font-semibold break-words text-ink">{organization.name}</p> : null}
          <p className="mt-1 max-w-prose text-muted">{organizationText.pageIntro}</p>
        </div>
        {canManage ? (
          <div className="flex flex-wrap gap-3">
            <Link to={paths.dashboardAuditLog} className="btn-secondary">
              {organizationText.auditLog}
            </Link>
            <Link to={paths.dashboardCaseLawSources} className="btn-secondary">
              {caseLawSourcesText.organizationLink}
            </Link>
            <button
              type="button"
              className="btn-primary"
              onClick={(event) => {
                remember(event);
                setIsInviting(true);
              }}
            >
              {organizationText.addMembers}
            </button>
          </div>
        ) : null}
      </header>

      {organization && !canManage ? <p className="mb-4 card p-4 text-body">{organizationText.readOnly}</p> : null}
      {organization ? <OrganizationSettings organization={organization} /> : null}

      {data.organization.status === "error" ? (
        <LoadError title={organizationText.loadFailed} message={data.organization.message} onRetry={data.reload} />
      ) : (
        <section aria-labelledby="members-title" className="card p-4 sm:p-6">
          <h2 id="members-title" className="sr-only">
            Members
          </h2>
          <MemberFilters filters={data.filters} positions={organization?.positions ?? []} onChange={data.setFilters} />
          {data.members.status === "loading" ? <PageLoader /> : null}
          {data.members.status === "error" ? (
            <div className="mt-4">
              <LoadError title={organizationText.loadFailed} message={data.members.message} onRetry={data.reload} />
            </div>
          ) : null}
          {data.members.status === "ready" ? (
            <>
              <MembersTable
                members={data.members.data.items}
                canManage={canManage}
                onView={(member, event) => {
                  remember(event);
                  setViewing(member);
                }}
                onEdit={(member, event) => {
                  remember(event);
                  setEditing(member);
                }}
                onDelete={(member, event) => {
                  remember(event);
                  setRemoving(member);
                }}
                onResetTwoFactor={(member, event) => {
                  remember(event);
                  setResettingTwoFactor(member);
                }}
              />
              <PaginationNav
                page={data.members.data.page}
                pageCount={data.members.data.pageCount}
                totalCount={data.members.data.totalCount}
                onPage={data.setPage}
              />
            </>
          ) : null}
        </section>
      )}

      {canManage ? (
        <PendingInvitations
          invitations={data.invitations}
          busyId={busyInvitation}
          onResend={(invitation) => void resend(invitation)}
          onRevoke={(invitation) => void revoke(invitation)}
        />
      ) : null}

      <InviteMemberDrawer
        open={isInviting}
        onClose={() => setIsInviting(false)}
        onInvited={onInvited}
        returnFocusTo={returnFocus}
      />
      <OrderSummaryDrawer
        member={viewing}
        canCheckout={canManage}
        busyAppId={busyCheckout}
        onCheckout={(line, tier) => void checkout(line, tier)}
        onClose={() => setViewing(null)}
        returnFocusTo={returnFocus}
      />
      <EditMemberDrawer
        member={editing}
        onClose={() => setEditing(null)}
        onSaved={(member) => {
          setEditing(null);
          toast.success(`${fullName(member)} was updated.`);
        }}
        returnFocusTo={returnFocus}
      />
      <ResetTwoFactorDialog
        member={resettingTwoFactor}
        onClose={() => setResettingTwoFactor(null)}
        returnFocusTo={returnFocus}
      />
      <RemoveMemberDialog
        member={removing}
        isBusy={isRemoving}
        onConfirm={(member) => void confirmRemove(member)}
        onClose={() => setRemoving(null)}
        returnFocusTo={returnFocus}
      />
    </>
  );
}
