import { ConfirmDialog } from "../../components/confirm-dialog";
import { fullName, seatNoticeText } from "./organization-text";
import type { Member } from "./organizations-api";
import { SeatCostNotice } from "./seat-cost-notice";
import { useSeatChangePreview } from "./use-seat-change-preview";

const NO_PRODUCTS: readonly number[] = [];

/** Asks before removing: the member loses access to the organization at once, and what the bill becomes. */
export function RemoveMemberDialog({
  member,
  isBusy,
  onConfirm,
  onClose,
  returnFocusTo,
}: {
  member: Member | null;
  isBusy: boolean;
  onConfirm: (member: Member) => void;
  onClose: () => void;
  returnFocusTo: () => HTMLElement | null | undefined;
}) {
  const name = member ? fullName(member) : "";
  const seatPreview = useSeatChangePreview(member?.membershipId ?? null, NO_PRODUCTS, member !== null);
  return (
    <ConfirmDialog
      open={member !== null}
      title={`Remove ${name}?`}
      description={`${name} (${member?.email ?? ""}) will leave your organization and lose access to its practice areas. You can invite them again later.`}
      keepLabel="Keep Member"
      confirmLabel="Remove Member"
      busyLabel="Removing..."
      isBusy={isBusy}
      onConfirm={() => {
        if (member) onConfirm(member);
      }}
      onClose={onClose}
      returnFocusTo={returnFocusTo}
    >
      <div className="mt-5">
        <SeatCostNotice state={seatPreview} intro={seatNoticeText.removeIntro} />
      </div>
    </ConfirmDialog>
  );
}
