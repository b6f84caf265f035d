import type { TForgotPasswordForm } from "@paralex/shared/auth-validation";
import { paths } from "@paralex/shared/routes";
import { CircleAlert, CircleCheck } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { toast } from "react-toastify/unstyled";
import { AuthShell } from "../../components/auth-shell";
import { TextField } from "../../components/form-fields";
import { rateLimitMessage } from "../../lib/rate-limit-message";
import { useDocumentTitle } from "../../lib/use-document-title";
import { useIsHydrated } from "../../lib/use-is-hydrated";
import { requestPasswordReset } from "./auth-api";
import { accountMessages } from "./auth-messages";
import { lazyAuthResolver, loadAuthValidation } from "./load-auth-validation";

type SendState = "idle" | "sending" | "sent" | "failed";

const forgotPasswordResolver = lazyAuthResolver<TForgotPasswordForm>(({ zodResolver, ZForgotPasswordForm }) =>
  zodResolver(ZForgotPasswordForm),
);

/** /forgot-password — one request per page view: the button goes away after the first valid submit. */
export function ForgotPasswordPage() {
  useDocumentTitle("Forgot Password");
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<TForgotPasswordForm>({
    defaultValues: { email: "" },
    resolver: forgotPasswordResolver,
    reValidateMode: "onSubmit",
  });
  const [state, setState] = useState<SendState>("idle");
  const isHydrated = useIsHydrated();

  const onValid = async ({ email }: TForgotPasswordForm) => {
    if (state !== "idle") return;
    setState("sending");
    const result = await requestPasswordReset(email);
    const limited = rateLimitMessage(result.status, result.data);
    if (limited) toast.error(limited);
    setState(result.status === 200 ? "sent" : "failed");
  };

  return (
    <AuthShell
      tagline={accountMessages.loginHeadline}
      intro="Forgotten your password? It happens. We will email you a link to choose a new one."
    >
      <h1 className="font-serif text-3xl font-semibold sm:text-4xl">Reset your password</h1>
      <p className="mt-2 text-muted">Enter the email address of your account and we will send you a reset link.</p>

      <form
        className="mt-6 space-y-5"
        onSubmit={handleSubmit(onValid)}
        onFocus={() => void loadAuthValidation()}
        noValidate
        aria-label="Request a password reset"
      >
        <TextField
          label="Email address"
          type="email"
          autoComplete="email"
          inputMode="email"
          {...register("email")}
          error={errors.email?.message}
          readOnly={state !== "idle"}
        />
        {state === "idle" ? (
          <button type="submit" className="btn-primary w-full" disabled={!isHydrated}>
            Send reset link
          </button>
        ) : null}
      </form>

      <div role="status" aria-live="polite" className="mt-5">
        {state === "sending" ? <p className="text-muted">Sending...</p> : null}
        {state === "sent" ? (
          <div className="flex gap-3 rounded-lg border border-emerald-200 bg-emerald-50 p-4 text-emerald-900">
            <CircleCheck className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
            <div>
              <p className="font-semibold">{accountMessages.resetEmailSent}</p>
              <p className="mt-1 text-sm">If an account uses this address, the link will arrive in a few minutes.</p>
            </div>
          </div>
        ) : null}
        {state === "failed" ? (
          <div className="flex gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-red-900">
            <CircleAlert className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
            <div>
              <p className="font-semibold">{accountMessages.resetEmailFailed}</p>
              <p className="mt-1 text-sm">Reload the page to try again.</p>
            </div>
          </div>
        ) : null}
      </div>

      <p className="mt-8 text-center">
        Remembered it?{" "}
        <Link to={paths.login} className="font-semibold text-primary underline-offset-4 hover:underline">
          Back to log in
        </Link>
      </p>
    </AuthShell>
  );
}
