import { formatOrdinalDate } from "@paralex/shared/format-date";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { subscriptionText } from "./subscription-messages";
import type { Subscription } from "./subscriptions-api";

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
    <ConfirmDialog
      open={target !== null}
      title={`Cancel your ${target?.productTitle ?? ""} subscription?`}
      description={`Your ${target?.subscription.pricingTier ?? ""} plan stays active until ${endDate}, then ends. You will not be billed again.`}
      keepLabel="Keep Subscription"
      confirmLabel={subscriptionText.cancelSubscription}
      busyLabel="Cancelling..."
      isBusy={isBusy}
      onConfirm={() => {
        if (target) onConfirm(target);
      }}
      onClose={onClose}
      returnFocusTo={returnFocusTo}
    />
  );
}
