import { formatOrdinalDate } from "@paralex/shared/format-date";
import { formatMonthly } from "@paralex/shared/money";
import type { TPlanPreview, TPlanPreviewTier } from "@paralex/shared/subscriptions";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { PlanDetail } from "./plan-detail";
import { planPriceText } from "./subscription-messages";

export interface SwitchTarget {
  productTitle: string;
  currentTier: string;
  preview: TPlanPreview;
  price: TPlanPreviewTier;
}

/**
 * Asks before a plan switch, with what it bills and when: the prorated amount for the rest of this period, then
 * the new monthly amount from the next bill date. Keeping the current plan changes nothing.
 */
export function SwitchPlanDialog({
  target,
  isBusy,
  onConfirm,
  onClose,
  returnFocusTo,
}: {
  target: SwitchTarget | null;
  isBusy: boolean;
  onConfirm: (target: SwitchTarget) => void;
  onClose: () => void;
  returnFocusTo: () => HTMLElement | null | undefined;
}) {
  const price = target?.price;
  return (
    <ConfirmDialog
      open={target !== null}
      title={planPriceText.confirmTitle(price?.tier ?? "")}
      description={
        target ? planPriceText.confirmDescription(target.productTitle, target.currentTier, target.price.tier) : ""
      }
      keepLabel={planPriceText.keepPlan}
      confirmLabel={planPriceText.confirmSwitch}
      busyLabel={planPriceText.switching}
      tone="primary"
      isBusy={isBusy}
      onConfirm={() => {
        if (target) onConfirm(target);
      }}
      onClose={onClose}
      returnFocusTo={returnFocusTo}
    >
      {target && price ? (
        <dl className="mt-5 space-y-3 rounded-lg border border-line bg-surface p-4">
          <PlanDetail term={planPriceText.chargedNowTerm(target.preview.remainingDays)}>
            {planPriceText.chargedNow(price.prorationAmount)}
          </PlanDetail>
          <PlanDetail term={planPriceText.fromNextBillTerm(formatOrdinalDate(target.preview.nextBillDate))}>
            {planPriceText.fromNextBill(
              formatMonthly(price.monthlyTotal),
              price.seats,
              formatMonthly(price.costPerUser),
            )}
          </PlanDetail>
        </dl>
      ) : null}
    </ConfirmDialog>
  );
}
