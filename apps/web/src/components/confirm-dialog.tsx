import * as Dialog from "@radix-ui/react-dialog";
import type { ReactNode } from "react";
import { Modal } from "./dialog-shell";

export const dangerButtonClass =
  "btn border border-red-700 bg-white text-red-700 hover:bg-red-50 focus-visible:outline-red-700";

/**
 * Asks before an action: 'Keep …' closes, the confirm button (danger by default) confirms. While the action runs the dialog
 * cannot be dismissed and the confirm button says what is happening.
 */
export function ConfirmDialog({
  open,
  title,
  description,
  keepLabel,
  confirmLabel,
  busyLabel,
  isBusy,
  onConfirm,
  onClose,
  returnFocusTo,
  tone = "danger",
  children,
}: {
  open: boolean;
  title: ReactNode;
  description: ReactNode;
  keepLabel: string;
  confirmLabel: string;
  busyLabel: string;
  isBusy: boolean;
  onConfirm: () => void;
  onClose: () => void;
  returnFocusTo: () => HTMLElement | null | undefined;
  /** 'danger' for what cannot be undone (the default); 'primary' for a change such as a plan switch. */
  tone?: "danger" | "primary";
  /** What the action costs or changes, shown under the description. */
  children?: ReactNode;
}) {
  return (
    <Modal
      role="alertdialog"
      open={open}
      onOpenChange={(next) => {
        if (!next && !isBusy) onClose();
      }}
      title={title}
      description={description}
      returnFocusTo={returnFocusTo}
    >
      {children}
      <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Dialog.Close className="btn-secondary" disabled={isBusy}>
          {keepLabel}
        </Dialog.Close>
        <button
          type="button"
          className={tone === "danger" ? dangerButtonClass : "btn-primary"}
          disabled={isBusy}
          onClick={onConfirm}
        >
          {isBusy ? busyLabel : confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
