import { CircleAlert } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { PageLoader } from "../../components/page-loader";
import { answerOf } from "../../lib/api/error-message";
import { authActions } from "../../lib/session/auth-slice";
import { useAppDispatch, useAppSelector } from "../../lib/session/store";
import { useDocumentTitle } from "../../lib/use-document-title";
import { useCanManageOrganization } from "../organizations";
import { type AccountUser, useAccountQuery } from "./account-api";
import { failureMessage } from "./account-feedback";
import { ChangePasswordForm } from "./change-password-form";
import { LinkedProvidersSection } from "./linked-providers-section";
import { PasskeySection } from "./passkey-section";
import { PersonalInformationForm } from "./personal-information-form";
import { PhotoSection } from "./photo-section";
import { SessionsSection } from "./sessions-section";
import { type BillingAccess, SettingsPrivacy } from "./settings-privacy";
import { TwoFactorSection } from "./two-factor-section";

/** /dashboard/account/ — Photo Profile, Settings & Privacy, Personal Information and Change Password. */
export function AccountOptionsPage() {
  useDocumentTitle("Account Options");
  const dispatch = useAppDispatch();
  const storedUser = useAppSelector((state) => state.auth.user);
  const loaded = useAccountQuery();
  const [isPasswordFormOpen, setIsPasswordFormOpen] = useState(false);
  const passwordFormId = useId();
  const passwordHeadingRef = useRef<HTMLHeadingElement>(null);
  const passwordToggleRef = useRef<HTMLDivElement>(null);
  // Asked for beside the account, so it is usually known by the time the page shows.
  const role = useCanManageOrganization();
  // Only an Admin may open the billing page (decision 025). If the role could not be read the button stays: the
  // server still decides, and says why in a toast.
  const billingAccess: BillingAccess =
    role.status === "loading" ? "loading" : role.status === "ready" && !role.canManage ? "member" : "admin";

  useEffect(() => {
    if (loaded.data) dispatch(authActions.userUpdated(loaded.data));
  }, [loaded.data, dispatch]);

  useEffect(() => {
    if (isPasswordFormOpen) passwordHeadingRef.current?.focus();
  }, [isPasswordFormOpen]);

  const closePasswordForm = () => {
    setIsPasswordFormOpen(false);
    passwordToggleRef.current?.querySelector<HTMLButtonElement>("button[aria-expanded]")?.focus();
  };

  // The store holds the latest photo and names (the photo section and the form update it).
  const account = loaded.data ? ({ ...loaded.data, ...storedUser } as AccountUser) : null;
  const failure = !account && loaded.isError ? answerOf(loaded.error) : null;

  return (
    <>
      <header className="mb-6 sm:mb-8">
        <h1 className="font-serif text-3xl font-semibold sm:text-4xl">Account Options</h1>
      </header>
      {!account && !failure ? <PageLoader /> : null}
      {failure ? (
        <div role="alert" className="card flex flex-col items-start gap-4 border-l-4 border-red-700 p-5 sm:p-6">
          <div className="flex items-start gap-3">
            <CircleAlert className="mt-0.5 size-6 shrink-0 text-red-700" aria-hidden="true" />
            <div>
              <p className="font-semibold text-ink">We could not load your account.</p>
              <p className="mt-1 text-body">{failureMessage(failure.status, failure.data)}</p>
            </div>
          </div>
          <button type="button" className="btn-secondary" onClick={() => void loaded.refetch()}>
            Try again
          </button>
        </div>
      ) : null}
      {account ? (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,340px)_minmax(0,1fr)]">
          <div className="space-y-6">
            <PhotoSection user={account} />
            <div ref={passwordToggleRef}>
              <SettingsPrivacy
                isPasswordFormOpen={isPasswordFormOpen}
                passwordFormId={passwordFormId}
                onTogglePasswordForm={() => setIsPasswordFormOpen((open) => !open)}
                billingAccess={billingAccess}
              />
            </div>
          </div>
          <div className="min-w-0 space-y-6">
            <PersonalInformationForm user={account} />
            {isPasswordFormOpen ? (
              <ChangePasswordForm id={passwordFormId} headingRef={passwordHeadingRef} onCancel={closePasswordForm} />
            ) : null}
            <TwoFactorSection />
            <PasskeySection />
            <LinkedProvidersSection />
            <SessionsSection />
          </div>
        </div>
      ) : null}
    </>
  );
}
