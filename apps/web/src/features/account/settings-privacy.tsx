import { accountMessages } from "@paralex/shared/account";
import { CreditCard, Info, KeyRound } from "lucide-react";
import { useId, useState } from "react";
import { toast } from "react-toastify/unstyled";
import { errorMessage } from "../../lib/api/error-message";
import { useBillingPortalUrlMutation } from "../subscriptions";

/** Sends the browser to the billing page; a function so a test could replace it. */
function goToBilling(url: string) {
  window.location.assign(url);
}

/**
 * What Settings & Privacy offers for billing: Manage Billing for the organization's Admin, a note saying who manages
 * it for anyone else (the server refuses them the billing page), or, while the role is not known yet, an empty space
 * of the button's size: nothing is shown only to be taken away.
 */
export type BillingAccess = "loading" | "admin" | "member";

/**
 * Settings & Privacy: Change Password opens its form; Manage Billing goes to the billing page of the subscriptions,
 * for the organization's Admin only.
 */
export function SettingsPrivacy({
  isPasswordFormOpen,
  passwordFormId,
  onTogglePasswordForm,
  billingAccess,
}: {
  isPasswordFormOpen: boolean;
  passwordFormId: string;
  onTogglePasswordForm: () => void;
  billingAccess: BillingAccess;
}) {
  const [isOpeningBilling, setIsOpeningBilling] = useState(false);
  const [fetchBillingPortalUrl] = useBillingPortalUrlMutation();
  const headingId = useId();

  const openBilling = async () => {
    setIsOpeningBilling(true);
    const result = await fetchBillingPortalUrl();
    if (result.data) {
      goToBilling(result.data);
      return;
    }
    setIsOpeningBilling(false);
    toast.error(errorMessage(result.error));
  };

  const itemClass =
    "flex min-h-12 w-full items-center gap-3 rounded-lg border border-line px-4 py-3 text-left font-semibold text-ink hover:bg-surface disabled:cursor-not-allowed disabled:opacity-60";

  return (
    <section aria-labelledby={headingId} className="card p-5 sm:p-6">
      <h2 id={headingId} className="font-serif text-xl font-semibold">
        Settings &amp; Privacy
      </h2>
      <ul className="mt-4 space-y-3">
        <li>
          <button
            type="button"
            className={itemClass}
            aria-expanded={isPasswordFormOpen}
            aria-controls={isPasswordFormOpen ? passwordFormId : undefined}
            onClick={onTogglePasswordForm}
          >
            <KeyRound className="size-5 text-primary" aria-hidden="true" />
            Change Password
          </button>
        </li>
        {billingAccess === "loading" ? (
          <li aria-hidden="true" className={`invisible ${itemClass}`}>
            {"\u00a0"}
          </li>
        ) : billingAccess === "admin" ? (
          <li>
            <button type="button" className={itemClass} disabled={isOpeningBilling} onClick={() => void openBilling()}>
              <CreditCard className="size-5 text-primary" aria-hidden="true" />
              {isOpeningBilling ? "Opening billing..." : "Manage Billing"}
            </button>
          </li>
        ) : (
          <li>
            <p className="flex min-h-12 items-start gap-3 rounded-lg bg-surface px-4 py-3 text-body">
              <Info className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
              <span>{accountMessages.adminManagesBilling}</span>
            </p>
          </li>
        )}
      </ul>
    </section>
  );
}
