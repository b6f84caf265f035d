import { CreditCard, KeyRound } from "lucide-react";
import { useId, useState } from "react";
import { toast } from "react-toastify/unstyled";
import { fetchBillingPortalUrl } from "../../lib/graphql-client";

/** Sends the browser to the billing page; a function so a test could replace it. */
function goToBilling(url: string) {
  window.location.assign(url);
}

/** Settings & Privacy: Change Password opens its form; Manage Billing goes to the billing page of the subscriptions. */
export function SettingsPrivacy({
  isPasswordFormOpen,
  passwordFormId,
  onTogglePasswordForm,
}: {
  isPasswordFormOpen: boolean;
  passwordFormId: string;
  onTogglePasswordForm: () => void;
}) {
  const [isOpeningBilling, setIsOpeningBilling] = useState(false);
  const headingId = useId();

  const openBilling = async () => {
    setIsOpeningBilling(true);
    const result = await fetchBillingPortalUrl();
    if (result.success) {
      goToBilling(result.data);
      return;
    }
    setIsOpeningBilling(false);
    toast.error(result.message);
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
        <li>
          <button type="button" className={itemClass} disabled={isOpeningBilling} onClick={() => void openBilling()}>
            <CreditCard className="size-5 text-primary" aria-hidden="true" />
            {isOpeningBilling ? "Opening billing..." : "Manage Billing"}
          </button>
        </li>
      </ul>
    </section>
  );
}
