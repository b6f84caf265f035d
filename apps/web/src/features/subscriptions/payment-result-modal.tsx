import { paths } from "@paralex/shared/routes";
import { CircleAlert, CircleCheck, CircleX } from "lucide-react";
import { useNavigate, useSearchParams } from "react-router";
import { Modal } from "../../components/dialog-shell";
import { type PaymentResult, paymentResultOf } from "./payment-result";
import { subscriptionText } from "./subscription-messages";

const ICONS: Record<PaymentResult["kind"], { Icon: typeof CircleCheck; className: string }> = {
  success: { Icon: CircleCheck, className: "text-emerald-700" },
  canceled: { Icon: CircleX, className: "text-amber-700" },
  error: { Icon: CircleAlert, className: "text-red-700" },
};

/**
 * The modal the address asks for (success=true, canceled=true, error=...). 'Okay Thanks', Escape or the overlay
 * clear it and go to /dashboard/subscriptions/.
 */
export function PaymentResultModal({
  onDismiss,
  returnFocusTo,
}: {
  onDismiss?: (result: PaymentResult) => void;
  returnFocusTo?: () => HTMLElement | null | undefined;
}) {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const result = paymentResultOf(searchParams);
  if (!result) return null;
  const { Icon, className } = ICONS[result.kind];

  const dismiss = () => {
    navigate(paths.dashboardSubscriptions, { replace: true });
    onDismiss?.(result);
  };

  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open) dismiss();
      }}
      title={
        <span className="flex items-center gap-3">
          <Icon className={`size-7 shrink-0 ${className}`} aria-hidden="true" />
          {result.title}
        </span>
      }
      description={result.message}
      returnFocusTo={returnFocusTo}
    >
      <div className="mt-8 flex justify-end">
        <button type="button" className="btn-primary w-full sm:w-auto" onClick={dismiss}>
          {subscriptionText.okayThanks}
        </button>
      </div>
    </Modal>
  );
}
