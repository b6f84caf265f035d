import {
  linkedSignInMessages,
  SIGN_IN_PROVIDERS,
  signInProviderLabels,
  type TSignInProvider,
} from "@paralex/shared/linked-sign-in";
import { useEffect, useId, useState } from "react";
import { accountMessages } from "./auth-messages";
import { fetchConfiguredProviders, providerStartUrl } from "./oidc-api";

function GoogleMark() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="#4285F4"
        d="M22.56 12.25c0-.78-.07-1.53-.2-2.25H12v4.26h5.92a5.06 5.06 0 0 1-2.2 3.32v2.77h3.57c2.08-1.92 3.27-4.74 3.27-8.1z"
      />
      <path
        fill="#34A853"
        d="M12 23c2.97 0 5.46-.98 7.28-2.66l-3.57-2.77c-.98.66-2.23 1.06-3.71 1.06-2.86 0-5.29-1.93-6.16-4.53H2.18v2.84A11 11 0 0 0 12 23z"
      />
      <path fill="#FBBC05" d="M5.84 14.1A6.6 6.6 0 0 1 5.5 12c0-.73.13-1.44.34-2.1V7.06H2.18a11 11 0 0 0 0 9.88z" />
      <path
        fill="#EA4335"
        d="M12 5.38c1.62 0 3.06.56 4.21 1.64l3.15-3.15A10.6 10.6 0 0 0 12 1 11 11 0 0 0 2.18 7.06l3.66 2.84C6.71 7.31 9.14 5.38 12 5.38z"
      />
    </svg>
  );
}

function AppleMark() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
      <path d="M16.37 12.6c-.02-2.2 1.8-3.26 1.88-3.31-1.03-1.5-2.62-1.7-3.18-1.72-1.35-.14-2.64.8-3.33.8-.69 0-1.74-.78-2.87-.76a4.25 4.25 0 0 0-3.6 2.18c-1.54 2.66-.39 6.6 1.1 8.77.74 1.06 1.61 2.25 2.76 2.2 1.11-.04 1.53-.71 2.87-.71 1.34 0 1.72.71 2.89.69 1.19-.02 1.94-1.08 2.67-2.14.84-1.23 1.18-2.42 1.2-2.48-.03-.01-2.3-.88-2.32-3.5zM14.18 6.13c.61-.74 1.02-1.76.91-2.78-.88.04-1.94.58-2.57 1.32-.56.65-1.06 1.7-.93 2.7.98.08 1.98-.5 2.59-1.24z" />
    </svg>
  );
}

const marks = { google: GoogleMark, apple: AppleMark };

/** Which providers the server offers, asked once the page runs; null until it answers. */
function useConfiguredProviders(): Record<TSignInProvider, boolean> | null {
  const [configured, setConfigured] = useState<Record<TSignInProvider, boolean> | null>(null);
  useEffect(() => {
    let isCurrent = true;
    void fetchConfiguredProviders().then((result) => {
      if (isCurrent) setConfigured(result.ok && result.data ? result.data : { google: false, apple: false });
    });
    return () => {
      isCurrent = false;
    };
  }, []);
  return configured;
}

/**
 * 'Continue with Google' and 'Continue with Apple': links that start the provider's sign-in when the server is set
 * up for it (decision 076); otherwise shown, disabled, and saying plainly why.
 */
export function SocialSignIn() {
  const noteId = useId();
  const configured = useConfiguredProviders();
  const unavailable = SIGN_IN_PROVIDERS.filter((provider) => configured && !configured[provider]);
  const note =
    unavailable.length === SIGN_IN_PROVIDERS.length
      ? accountMessages.socialUnavailable
      : unavailable.map((provider) => linkedSignInMessages.notConfigured(signInProviderLabels[provider])).join(" ");
  return (
    <div className="space-y-3">
      <div className="grid gap-3 sm:grid-cols-2">
        {SIGN_IN_PROVIDERS.map((provider) => {
          const Mark = marks[provider];
          const text = `Continue with ${signInProviderLabels[provider]}`;
          return configured?.[provider] ? (
            <a key={provider} href={providerStartUrl(provider)} className="btn-secondary w-full">
              <Mark />
              {text}
            </a>
          ) : (
            <button
              key={provider}
              type="button"
              className="btn-secondary w-full"
              disabled
              aria-describedby={note ? noteId : undefined}
            >
              <Mark />
              {text}
            </button>
          );
        })}
      </div>
      <p id={noteId} className="text-center text-sm text-muted" aria-live="polite">
        {note}
      </p>
    </div>
  );
}

/** The 'or' rule between the email form and the other ways in. */
export function OrDivider() {
  return (
    <div className="my-6 flex items-center gap-3 text-sm text-muted" aria-hidden="true">
      <span className="h-px flex-1 bg-line" />
      or
      <span className="h-px flex-1 bg-line" />
    </div>
  );
}
