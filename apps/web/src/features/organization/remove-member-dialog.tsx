import * as Dialog from "@radix-ui/react-dialog";
import { Modal } from "../../components/dialog-shell";
import { dangerButtonClass } from "../subscriptions/subscription-card";
import type { OrganizationMember } from "./organization-api";
import { fullName } from "./organization-text";

/** Asks before removing: the member loses access to the organization at once. */
export function RemoveMemberDialog({
  member,
  isBusy,
  onConfirm,
  onClose,
  returnFocusTo,
}: {
  member: OrganizationMember | null;
  isBusy: boolean;
  onConfirm: (member: OrganizationMember) => void;
  onClose: () => void;
  returnFocusTo: () => HTMLElement | null | undefined;
}) {
  const name = member ? fullName(member) : "";
  return (
    <Modal
      role="alertdialog"
      open={member !== null}
      onOpenChange={(open) => {
        if (!open && !isBusy) onClose();
      }}
      title={`Remove ${name}?`}
      description={`${name} (${member?.email ?? ""}) will leave your organization and lose access to its practice areas. You can invite them again later.`}
      returnFocusTo={returnFocusTo}
    >
      <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Dialog.Close className="btn-secondary" disabled={isBusy}>
          Keep Member
        </Dialog.Close>
        <button
          type="button"
          className={dangerButtonClass}
          disabled={isBusy}
          onClick={() => {
            if (member) onConfirm(member);
          }}
        >
          {isBusy ? "Removing..." : "Remove Member"}
        </button>
      </div>
    </Modal>
  );
}
