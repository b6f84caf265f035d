import { formatOrdinalDate } from "@paralex/shared/format-date";
import type { Invitation } from "./organization-api";
import { fullName, practiceAreaList } from "./organization-text";

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
  return (
    <section aria-labelledby="pending-invitations-title" className="card mt-8 p-5 sm:p-6">
      <h2 id="pending-invitations-title" className="font-serif text-2xl font-semibold">
        Pending invitations
      </h2>
      <ul className="mt-4 divide-y divide-line">
        {invitations.map((invitation) => {
          const name = fullName(invitation);
          const isExpired = invitation.status === "expired";
          return (
            <li key={invitation.invitationId} className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center">
              <div className="min-w-0 flex-1">
                <p className="font-semibold text-ink">
                  {name} <span className="font-normal break-all text-muted">{invitation.email}</span>
                </p>
                <p className="text-sm text-muted">
                  {invitation.role}
                  {invitation.position ? `, ${invitation.position}` : ""} · {practiceAreaList(invitation.products)} ·{" "}
                  {isExpired ? (
                    <span className="font-semibold text-red-700">Expired</span>
                  ) : (
                    `Expires ${formatOrdinalDate(invitation.expiresAt)}`
                  )}
                </p>
              </div>
              <div className="flex gap-2">
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
            </li>
          );
        })}
      </ul>
    </section>
  );
}
