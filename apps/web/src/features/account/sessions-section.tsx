import { formatDateTime } from "@paralex/shared/format-date";
import type { TSignedInSession } from "@paralex/shared/two-factor";
import { Laptop, Smartphone } from "lucide-react";
import { useId } from "react";
import { toast } from "react-toastify/unstyled";
import { answerOf } from "../../lib/api/error-message";
import { failureMessage } from "./account-feedback";
import { useSignedInSessionsQuery, useSignOutOtherSessionsMutation, useSignOutSessionMutation } from "./two-factor-api";

const describe = (session: TSignedInSession) => `${session.browser} on ${session.os}`;

/** Account Options: where the person is signed in, with sign out for one and for every other session. */
export function SessionsSection() {
  const headingId = useId();
  const sessions = useSignedInSessionsQuery();
  const [signOut, signOutState] = useSignOutSessionMutation();
  const [signOutOthers, othersState] = useSignOutOtherSessionsMutation();

  const report = (result: { data?: { detail: string }; error?: unknown }) => {
    if (result.data) toast.success(result.data.detail);
    else {
      const failure = answerOf(result.error as Parameters<typeof answerOf>[0]);
      toast.error(failureMessage(failure.status, failure.data));
    }
  };

  const list = sessions.data ?? [];
  return (
    <section aria-labelledby={headingId} className="card p-5 sm:p-6">
      <h2 id={headingId} className="font-serif text-xl font-semibold">
        Where you are signed in
      </h2>
      {sessions.isLoading ? <p className="mt-3 text-muted">Loading...</p> : null}
      {sessions.isError ? (
        <p role="alert" className="mt-3 text-red-800">
          We could not load your sessions.
        </p>
      ) : null}
      <ul className="mt-4 space-y-3" aria-label="Signed-in sessions">
        {list.map((session) => {
          const Icon = session.device === "Mobile" || session.device === "Tablet" ? Smartphone : Laptop;
          return (
            <li
              key={session.id}
              className="flex flex-col gap-3 rounded-lg border border-line p-4 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="flex min-w-0 items-start gap-3">
                <Icon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
                <div className="min-w-0">
                  <p className="font-semibold text-ink">
                    {describe(session)}
                    {session.current ? (
                      <span className="ml-2 rounded-full bg-primary/10 px-2 py-0.5 text-xs font-semibold text-primary-dark">
                        This device
                      </span>
                    ) : null}
                  </p>
                  <p className="text-sm text-body">
                    {session.device}
                    {session.place ? ` · near ${session.place}` : null}
                    {session.ip_address ? ` · ${session.ip_address}` : null}
                  </p>
                  <p className="text-sm text-body">
                    Signed in {formatDateTime(session.first_seen)} · Last active {formatDateTime(session.last_seen)}
                  </p>
                </div>
              </div>
              {session.current ? null : (
                <button
                  type="button"
                  className="btn-secondary shrink-0"
                  disabled={signOutState.isLoading}
                  aria-label={`Sign out ${describe(session)}`}
                  onClick={async () => report(await signOut(session.id))}
                >
                  Sign out
                </button>
              )}
            </li>
          );
        })}
      </ul>
      {list.length > 1 ? (
        <button
          type="button"
          className="btn-secondary mt-4"
          disabled={othersState.isLoading}
          onClick={async () => report(await signOutOthers())}
        >
          Sign out everywhere else
        </button>
      ) : null}
    </section>
  );
}
