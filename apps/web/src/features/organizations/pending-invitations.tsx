import { formatOrdinalDate } from "@paralex/shared/format-date";
import { ResponsiveTable, type TableColumn } from "../../components/responsive-table";
import { fullName, practiceAreaList } from "./organization-text";
import type { Invitation } from "./organizations-api";

/** The Admin's open invitations: who, as what, until when; each can be sent again or withdrawn. */
export function PendingInvitations({
  invitations,
  busyId,
  onResend,
  onRevoke,
}: {
  invitations: readonly Invitation[];
  busyId: string | null;
  onResend: (invitation: Invitation) => void;
  onRevoke: (invitation: Invitation) => void;
}) {
  if (invitations.length === 0) return null;
  const columns: TableColumn<Invitation>[] = [
    {
      header: "Invitee",
      isRowHeader: true,
      cellClassName: "max-w-60 min-w-44",
      cell: (invitation) => (
        <>
          <span className="block font-semibold text-ink">{fullName(invitation)}</span>
          <span className="block text-sm font-normal break-all text-muted">{invitation.email}</span>
        </>
      ),
    },
    {
      header: "Role",
      cell: (invitation) => `${invitation.role}${invitation.position ? `, ${invitation.position}` : ""}`,
    },
    { header: "Practice Areas", cell: (invitation) => practiceAreaList(invitation.products) },
    {
      header: "Expires",
      cellClassName: "whitespace-nowrap",
      cell: (invitation) =>
        invitation.status === "expired" ? (
          <span className="font-semibold text-red-700">Expired</span>
        ) : (
          formatOrdinalDate(invitation.expiresAt)
        ),
    },
    {
      header: "Action",
      isActions: true,
      cellClassName: "whitespace-nowrap",
      cell: (invitation, layout) => (
        <div className={`flex gap-2 ${layout === "cards" ? "flex-wrap" : ""}`}>
          <button
            type="button"
            className="btn-secondary"
            aria-label={`Resend invitation to ${invitation.email}`}
            disabled={busyId !== null}
            onClick={() => onResend(invitation)}
          >
            {busyId === invitation.invitationId ? "Working..." : "Resend"}
          </button>
          <button
            type="button"
            className="btn border border-red-700 bg-white text-red-700 hover:bg-red-50"
            aria-label={`Revoke invitation to ${invitation.email}`}
            disabled={busyId !== null}
            onClick={() => onRevoke(invitation)}
          >
            Revoke
          </button>
        </div>
      ),
    },
  ];
  return (
    <section aria-labelledby="pending-invitations-title" className="card mt-8 p-5 sm:p-6">
      <h2 id="pending-invitations-title" className="font-serif text-2xl font-semibold">
        Pending invitations
      </h2>
      <ResponsiveTable
        label="Invitations table"
        columns={columns}
        rows={invitations}
        rowKey={(invitation) => invitation.invitationId}
        className="mt-4"
      />
    </section>
  );
}
