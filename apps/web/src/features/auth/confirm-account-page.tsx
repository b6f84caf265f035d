import { confirmAccountText } from "@paralex/shared/auth-text";
import { paths } from "@paralex/shared/routes";
import { CircleAlert, CircleCheck } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link, useParams } from "react-router";
import { AuthMessageCard } from "../../components/auth-shell";
import { authActions } from "../../lib/session/auth-slice";
import { useAppDispatch } from "../../lib/session/store";
import { useDocumentTitle } from "../../lib/use-document-title";
import { verifyEmail } from "./auth-api";
import { accountMessages } from "./auth-messages";

type ConfirmState = "loading" | "confirmed" | "alreadyConfirmed" | "failed";

const isAlreadyConfirmed = (data: unknown) =>
  typeof data === "object" && data !== null && (data as { already_confirmed?: unknown }).already_confirmed === true;

/** /register/confirm-account/:token — confirms the address once, on arrival. */
export function ConfirmAccountPage() {
  useDocumentTitle("Confirm Account");
  const { token = "" } = useParams();
  const dispatch = useAppDispatch();
  const [state, setState] = useState<ConfirmState>("loading");
  const sentFor = useRef<string | null>(null);

  useEffect(() => {
    // The key is single-use: send it once per token, even when StrictMode runs the effect twice.
    if (sentFor.current === token) return;
    sentFor.current = token;
    void verifyEmail(token).then((result) => {
      if (result.ok) {
        dispatch(authActions.confirmEmailSuccess({ needToConfirmEmail: false }));
        setState(isAlreadyConfirmed(result.data) ? "alreadyConfirmed" : "confirmed");
      } else {
        dispatch(authActions.confirmEmailFail({}));
        setState("failed");
      }
    });
  }, [token, dispatch]);

  return (
    <AuthMessageCard>
      <h1 className="sr-only">Confirm your account</h1>
      <div role="status" aria-live="polite">
        {state === "loading" ? (
          <div className="flex flex-col items-center gap-4">
            <span
              className="size-10 animate-spin rounded-full border-4 border-line border-t-primary"
              aria-hidden="true"
            />
            <p className="text-lg text-muted">Loading...</p>
          </div>
        ) : state === "confirmed" || state === "alreadyConfirmed" ? (
          <div className="flex flex-col items-center gap-4">
            <CircleCheck className="size-12 text-emerald-700" aria-hidden="true" />
            <p className="font-serif text-2xl font-semibold text-ink">
              {state === "confirmed" ? accountMessages.confirmSucceeded : confirmAccountText.alreadyConfirmed}
            </p>
          </div>
        ) : (
          <div className="flex flex-col items-center gap-4">
            <CircleAlert className="size-12 text-red-700" aria-hidden="true" />
            <p className="font-serif text-2xl font-semibold text-ink">{accountMessages.confirmFailed}</p>
            <p className="text-muted">{confirmAccountText.failedHelp}</p>
          </div>
        )}
      </div>
      {state === "confirmed" || state === "alreadyConfirmed" ? (
        <Link to={paths.login} className="btn-primary mt-8 min-w-40">
          Log In
        </Link>
      ) : null}
      {state === "failed" ? (
        <Link to={paths.login} className="btn-secondary mt-8 min-w-40">
          Go to log in
        </Link>
      ) : null}
    </AuthMessageCard>
  );
}
