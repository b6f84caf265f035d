import { paths } from "@paralex/shared/routes";
import { twoFactorMessages } from "@paralex/shared/two-factor-messages";
import { type ReactNode, useState } from "react";
import { Link } from "react-router";
import { BrandLogo } from "../../components/brand-logo";
import { PageLoader } from "../../components/page-loader";
import { PasskeySection } from "./passkey-section";
import { useTwoFactorStatusQuery } from "./two-factor-api";
import { TwoFactorSection } from "./two-factor-section";

/**
 * Issue 24: while the person's organization requires two-factor sign-in and they have none, the dashboard is this
 * set-up page instead (the API refuses everything else anyway, decision 070). Once it is on, the page stays until
 * they have seen their recovery codes and chosen to continue.
 */
export function RequiredTwoFactorGate({ children }: { children: ReactNode }) {
  const status = useTwoFactorStatusQuery();
  const [wasRequired, setWasRequired] = useState(false);
  const [isDone, setIsDone] = useState(false);
  if (status.data?.setup_required && !wasRequired) setWasRequired(true);
  if (status.isLoading) return <PageLoader />;
  if (!(status.data?.setup_required || (wasRequired && !isDone))) return children;
  const isOn = Boolean(status.data?.totp_enabled) || (status.data?.passkey_count ?? 0) > 0;
  return (
    <div className="min-h-screen bg-surface">
      <header className="border-b border-line bg-white">
        <div className="mx-auto flex min-h-16 max-w-3xl items-center justify-between gap-3 px-4 sm:px-6">
          <BrandLogo tone="dark" />
          <Link to={paths.logout} className="text-sm font-semibold text-primary underline-offset-4 hover:underline">
            Log out
          </Link>
        </div>
      </header>
      <main id="main" className="mx-auto w-full max-w-3xl px-4 py-6 sm:px-6 sm:py-10">
        <h1 className="font-serif text-2xl font-semibold text-ink sm:text-3xl">Set up two-factor sign-in</h1>
        <p className="mt-3 mb-6 text-body">
          {isOn
            ? "Two-factor sign-in is on. Save your recovery codes, then continue to your dashboard."
            : twoFactorMessages.requiredByOrganization.replace(" in Account Options", " below")}
        </p>
        <div className="space-y-6">
          <TwoFactorSection />
          <PasskeySection />
        </div>
        {isOn ? (
          <button type="button" className="btn-primary mt-6" onClick={() => setIsDone(true)}>
            Continue to the dashboard
          </button>
        ) : null}
      </main>
    </div>
  );
}
