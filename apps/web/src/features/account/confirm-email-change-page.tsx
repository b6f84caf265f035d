import { accountMessages } from "@paralex/shared/account";
import { paths } from "@paralex/shared/routes";
import { CircleAlert, CircleCheck } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link, useParams } from "react-router";
import { AuthMessageCard } from "../../components/auth-shell";
import { answerOf } from "../../lib/api/error-message";
import { authActions } from "../../lib/session/auth-slice";
import { useAppDispatch, useAppSelector } from "../../lib/session/store";
import { useDocumentTitle } from "../../lib/use-document-title";
import { useAccountQuery, useConfirmEmailChangeMutation } from "./account-api";
import { failureMessage } from "./account-feedback";

type ConfirmState =
  | { status: "loading" }
  | { status: "confirmed"; email: string }
  | { status: "failed"; message: string };

/** /account/confirm-email/:key — confirms a new email once, on arrival; a signed-in owner sees it at once. */
export function ConfirmEmailChangePage() {
  useDocumentTitle("Confirm New Email");
  const { key = "" } = useParams();
  const dispatch = useAppDispatch();
  const isSignedIn = useAppSelector((state) => state.auth.isAuthenticated);
  const [state, setState] = useState<ConfirmState>({ status: "loading" });
  const sentFor = useRef<string | null>(null);
  const [confirmEmailChange] = useConfirmEmailChangeMutation();

  useEffect(() => {
    // The key is single-use: send it once per key, even when StrictMode runs the effect twice.
    if (sentFor.current === key) return;
    sentFor.current = key;
    void confirmEmailChange(key).then((result) => {
      if (result.data) {
        setState({ status: "confirmed", email: result.data.email });
      } else {
        const failed = answerOf(result.error);
        setState({ status: "failed", message: failureMessage(failed.status, failed.data) });
      }
    });
  }, [key, confirmEmailChange]);

  const isConfirmed = state.status === "confirmed";
  // Whoever is signed in here sees their own record again (the new email, if the link was theirs).
  const account = useAccountQuery(undefined, { skip: !isConfirmed || !isSignedIn });
  useEffect(() => {
    if (account.data) dispatch(authActions.userUpdated(account.data));
  }, [account.data, dispatch]);

  return (
    <AuthMessageCard>
      <h1 className="sr-only">Confirm your new email</h1>
      <div role="status" aria-live="polite">
        {state.status === "loading" ? (
          <div className="flex flex-col items-center gap-4">
            <span
              className="size-10 animate-spin rounded-full border-4 border-line border-t-primary"
              aria-hidden="true"
            />
            <p className="text-lg text-muted">Loading...</p>
          </div>
        ) : state.status === "confirmed" ? (
          <div className="flex flex-col items-center gap-4">
            <CircleCheck className="size-12 text-emerald-700" aria-hidden="true" />
            <p className="font-serif text-2xl font-semibold text-ink">{accountMessages.emailChanged}</p>
            <p className="text-muted">
              Log in with <strong className="break-all text-ink">{state.email}</strong> from now on.
            </p>
          </div>
        ) : (
          <div className="flex flex-col items-center gap-4">
            <CircleAlert className="size-12 text-red-700" aria-hidden="true" />
            <p className="font-serif text-2xl font-semibold text-ink">{state.message}</p>
            <p className="text-muted">
              Your email has not changed. You can ask for a new link on the Account Options page.
            </p>
          </div>
        )}
      </div>
      {state.status !== "loading" ? (
        <Link to={isSignedIn ? paths.dashboardAccount : paths.login} className="btn-primary mt-8 min-w-40">
          {isSignedIn ? "Back to Account Options" : "Log In"}
        </Link>
      ) : null}
    </AuthMessageCard>
  );
}
