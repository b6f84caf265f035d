import { formatDateTime } from "@paralex/shared/format-date";
import { SIGN_IN_PROVIDERS, signInProviderLabels } from "@paralex/shared/linked-sign-in";
import { useId } from "react";
import { toast } from "react-toastify/unstyled";
import { answerOf } from "../../lib/api/error-message";
import { failureMessage } from "./account-feedback";
import { useLinkedProvidersQuery, useUnlinkProviderMutation } from "./linked-providers-api";

/**
 * Account Options: Google and Apple sign-in. Linked ones are listed with "Unlink", which the server refuses while it
 * is the last way in; the others say how to link them.
 */
export function LinkedProvidersSection() {
  const headingId = useId();
  const linked = useLinkedProvidersQuery();
  const [unlink, unlinkState] = useUnlinkProviderMutation();
  const providers = linked.data?.providers ?? [];
  const configured = linked.data?.configured;

  const onUnlink = async (provider: (typeof SIGN_IN_PROVIDERS)[number]) => {
    const result = await unlink(provider);
    if (result.data) {
      toast.success(result.data.detail);
      void linked.refetch();
      return;
    }
    const failure = answerOf(result.error as Parameters<typeof answerOf>[0]);
    toast.error(failureMessage(failure.status, failure.data));
  };

  return (
    <section aria-labelledby={headingId} className="card p-5 sm:p-6">
      <h2 id={headingId} className="font-serif text-xl font-semibold">
        Google and Apple sign-in
      </h2>
      {linked.isLoading ? <p className="mt-3 text-muted">Loading...</p> : null}
      {linked.isError ? (
        <p role="alert" className="mt-3 text-red-800">
          We could not load your linked sign-ins.
        </p>
      ) : null}
      {linked.data ? (
        <ul className="mt-4 space-y-3" aria-label="Linked sign-ins">
          {SIGN_IN_PROVIDERS.map((provider) => {
            const label = signInProviderLabels[provider];
            const link = providers.find((entry) => entry.provider === provider);
            return (
              <li
                key={provider}
                className="flex flex-col gap-3 rounded-lg border border-line p-4 sm:flex-row sm:items-center sm:justify-between"
              >
                <div className="min-w-0">
                  <p className="font-semibold text-ink">{label}</p>
                  {link ? (
                    <>
                      <p className="text-sm text-body [overflow-wrap:anywhere]">{link.email}</p>
                      <p className="text-sm text-body">
                        Linked {formatDateTime(link.linked_at)}
                        {link.last_used_at ? ` · Last used ${formatDateTime(link.last_used_at)}` : null}
                      </p>
                    </>
                  ) : (
                    <p className="text-sm text-body">
                      {configured?.[provider]
                        ? `Not linked. Log out and use 'Continue with ${label}' with this account's address to link it.`
                        : `Not linked. Signing in with ${label} is not set up on this server.`}
                    </p>
                  )}
                </div>
                {link ? (
                  <button
                    type="button"
                    className="btn-secondary shrink-0"
                    disabled={unlinkState.isLoading}
                    aria-label={`Unlink ${label}`}
                    onClick={() => void onUnlink(provider)}
                  >
                    Unlink
                  </button>
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : null}
    </section>
  );
}
