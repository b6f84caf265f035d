import { zodResolver } from "@hookform/resolvers/zod";
import { passwordHintBeside } from "@paralex/shared/auth-text";
import { passwordHints, type TResetPasswordForm, ZResetPasswordForm } from "@paralex/shared/auth-validation";
import { paths } from "@paralex/shared/routes";
import { CircleAlert, CircleCheck } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { useStore } from "react-redux";
import { Link, useNavigate, useParams } from "react-router";
import { toast } from "react-toastify/unstyled";
import { AuthShell } from "../../components/auth-shell";
import { PasswordField } from "../../components/form-fields";
import type { RootState } from "../../lib/session/store";
import { useDocumentTitle } from "../../lib/use-document-title";
import { confirmPasswordReset } from "./auth-api";
import { accountMessages, resetFailure } from "./auth-messages";
import { signOut } from "./auth-session";

/** The spec's wait before the browser goes on to the login page. */
export const RESET_REDIRECT_DELAY_MS = 3000;

const resetPasswordResolver = zodResolver(ZResetPasswordForm);

type ResetState = "editing" | "saving" | "done" | "failed";

/** /password-reset/confirm-account/:uid/:token — a new password, once; any open session ends first. */
export function ResetPasswordPage() {
  useDocumentTitle("Reset Password");
  const { uid = "", token = "" } = useParams();
  const store = useStore<RootState>();
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<TResetPasswordForm>({
    defaultValues: { password: "", confirmPassword: "" },
    resolver: resetPasswordResolver,
    reValidateMode: "onSubmit",
  });
  const [state, setState] = useState<ResetState>("editing");
  const [formError, setFormError] = useState("");
  const hasSignedOut = useRef(false);

  useEffect(() => {
    if (hasSignedOut.current) return;
    hasSignedOut.current = true;
    if (store.getState().auth.isAuthenticated) void signOut(store);
  }, [store]);

  useEffect(() => {
    if (state !== "done") return;
    const timer = setTimeout(() => navigate(paths.login), RESET_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [state, navigate]);

  const fieldProps = (name: keyof TResetPasswordForm) => ({
    ...register(name),
    error: errors[name]?.message,
    autoComplete: "new-password",
  });

  const onValid = async (values: TResetPasswordForm) => {
    if (state !== "editing") return;
    setFormError("");
    setState("saving");
    const result = await confirmPasswordReset({
      new_password1: values.password,
      new_password2: values.confirmPassword,
      uid,
      token,
    });
    if (result.status === 200) {
      toast.success(accountMessages.resetSucceededToast);
      setState("done");
      return;
    }
    const failure = resetFailure(result.status, result.data);
    toast.error(failure.kind === "other" ? failure.message : accountMessages.resetFailed);
    if (failure.kind === "link") {
      setState("failed");
      return;
    }
    setState("editing");
    if (failure.kind === "password") {
      setError(failure.field, { type: "server", message: failure.message }, { shouldFocus: true });
    } else {
      setFormError(failure.message);
    }
  };

  return (
    <AuthShell
      tagline={accountMessages.loginHeadline}
      intro="Choose a new password for your account. You will log in with it straight after."
    >
      <h1 className="font-serif text-3xl font-semibold sm:text-4xl">Choose a new password</h1>

      {state === "editing" || state === "saving" ? (
        <form className="mt-6 space-y-5" onSubmit={handleSubmit(onValid)} noValidate aria-label="Choose a new password">
          <PasswordField
            label="New Password"
            hint={passwordHintBeside(passwordHints.reset, errors.password?.message)}
            {...fieldProps("password")}
          />
          <PasswordField label="Confirm Password" {...fieldProps("confirmPassword")} />
          <button type="submit" className="btn-primary w-full" disabled={state === "saving"}>
            Reset Password
          </button>
          {formError ? (
            <p className="flex gap-2 rounded-lg border border-red-200 bg-red-50 p-4 text-red-900">
              <CircleAlert className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
              {formError}
            </p>
          ) : null}
        </form>
      ) : null}

      <div role="status" aria-live="polite" className="mt-6">
        {state === "saving" ? <p className="text-muted">Saving your new password...</p> : null}
        {state === "done" ? (
          <div className="flex gap-3 rounded-lg border border-emerald-200 bg-emerald-50 p-4 text-emerald-900">
            <CircleCheck className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
            <p className="font-semibold">{accountMessages.resetSucceeded}</p>
          </div>
        ) : null}
        {state === "failed" ? (
          <div className="flex gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-red-900">
            <CircleAlert className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
            <div>
              <p className="font-semibold">{accountMessages.resetFailed}</p>
              <p className="mt-1 text-sm">
                The link may have expired or been used already.{" "}
                <Link to={paths.forgotPassword} className="font-semibold underline underline-offset-4">
                  Request a new link
                </Link>
                .
              </p>
            </div>
          </div>
        ) : null}
      </div>

      {state === "done" || state === "failed" ? (
        <Link to={paths.login} className="btn-primary mt-6 w-full">
          Reset<span className="sr-only">: go to the log in page</span>
        </Link>
      ) : null}
    </AuthShell>
  );
}
