import { formatOrdinalDate } from "@paralex/shared/format-date";
import * as Dialog from "@radix-ui/react-dialog";
import { Modal } from "../../components/dialog-shell";
import type { Subscription } from "../../lib/graphql-client";
import { dangerButtonClass } from "./subscription-card";
import { subscriptionText } from "./subscription-messages";

export interface CancelTarget {
  productTitle: string;
  subscription: Subscription;
}

/** Asks before cancelling: the subscription then ends with its paid period, not at once. */
export function CancelSubscriptionDialog({
  target,
  isBusy,
  onConfirm,
  onClose,
  returnFocusTo,
}: {
  target: CancelTarget | null;
  isBusy: boolean;
  onConfirm: (target: CancelTarget) => void;
  onClose: () => void;
  returnFocusTo: () => HTMLElement | null | undefined;
}) {
  const endDate = target ? formatOrdinalDate(target.subscription.endDate) : "";
  return (
    <Modal
      role="alertdialog"
      open={target !== null}
      onOpenChange={(open) => {
        if (!open && !isBusy) onClose();
      }}
      title={`Cancel your ${target?.productTitle ?? ""} subscription?`}
      description={`Your ${target?.subscription.pricingTier ?? ""} plan stays active until ${endDate}, then ends. You will not be billed again.`}
      returnFocusTo={returnFocusTo}
    >
      <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Dialog.Close className="btn-secondary" disabled={isBusy}>
          Keep Subscription
        </Dialog.Close>
        <button
          type="button"
          className={dangerButtonClass}
          disabled={isBusy}
          onClick={() => {
            if (target) onConfirm(target);
          }}
        >
          {isBusy ? "Cancelling..." : subscriptionText.cancelSubscription}
        </button>
      </div>
    </Modal>
  );
}
