import { paths } from "@paralex/shared/routes";
import { CircleAlert } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useNavigate, useSearchParams } from "react-router";
import { toast } from "react-toastify/unstyled";
import { AuthShell } from "../../components/auth-shell";
import { PasswordField, TextField } from "../../components/form-fields";
import { rateLimitMessage } from "../../lib/rate-limit-message";
import { authActions } from "../../lib/session/auth-slice";
import { useAppDispatch } from "../../lib/session/store";
import { useDocumentTitle } from "../../lib/use-document-title";
import { useIsHydrated } from "../../lib/use-is-hydrated";
import { resendConfirmationEmail } from "./auth-api";
import { accountMessages, loginNotice } from "./auth-messages";
import { OidcReturn } from "./oidc-return";
import { PasskeyButton } from "./passkey-sign-in";
import { SecondStepForm } from "./second-step-form";
import { OrDivider, SocialSignIn } from "./social-sign-in";
import { usePasskeySignIn } from "./use-passkey-sign-in";
import { type SignInOutcome, useSignInSteps } from "./use-sign-in";

type ResendState = "idle" | "sending" | "sent" | "failed";

interface LoginForm {
  email: string;
  password: string;
}

/** Offered after 'Email not confirmed': sends the confirmation link again. */
function ResendConfirmation({ email }: { email: string }) {
  const [state, setState] = useState<ResendState>("idle");
  const resend = async () => {
    setState("sending");
    const result = await resendConfirmationEmail(email);
    const limited = rateLimitMessage(result.status, result.data);
    if (limited) toast.error(limited);
    setState(result.ok ? "sent" : "failed");
  };
  return (
    <div className="mt-4 rounded-lg border border-line bg-surface p-4 text-sm">
      <p aria-live="polite">
        {state === "sent"
          ? `We sent a new confirmation email to ${email}.`
          : state === "failed"
            ? "We could not send the email. Please try again in a moment."
            : "Didn't get the confirmation email?"}
      </p>
      {state !== "sent" ? (
        <button
          type="button"
          className="mt-2 font-semibold text-primary underline underline-offset-4 hover:text-primary-dark"
          onClick={resend}
          disabled={state === "sending"}
        >
          {state === "sending" ? "Sending..." : "Resend confirmation email"}
        </button>
      ) : null}
    </div>
  );
}

export function LoginPage() {
  useDocumentTitle("Login");
  const [searchParams] = useSearchParams();
  const isHydrated = useIsHydrated();
  const notice = isHydrated ? loginNotice(searchParams) : null;
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { signIn, confirmCode } = useSignInSteps();
  const { signInAlone, confirmWithPasskey } = usePasskeySignIn();
  const [secondStep, setSecondStep] = useState<Extract<SignInOutcome, { kind: "second-step" }> | null>(null);
  const secondStepToken = secondStep?.token ?? null;
  const [isProviderStep, setIsProviderStep] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { isSubmitting },
  } = useForm<LoginForm>({ defaultValues: { email: "", password: "" } });
  const [unconfirmedEmail, setUnconfirmedEmail] = useState<string | null>(null);

  const onValid = async ({ email, password }: LoginForm) => {
    setUnconfirmedEmail(null);
    const outcome = await signIn(email.trim(), password);
    if (outcome.kind === "signed-in") {
      navigate(paths.dashboard);
      return;
    }
    if (outcome.kind === "second-step") {
      setSecondStep(outcome);
      return;
    }
    const message = outcome.message;
    dispatch(authActions.loginFail());
    toast.error(message);
    if (message === accountMessages.loginEmailNotConfirmed) setUnconfirmedEmail(email.trim());
  };

  return (
    <AuthShell
      tagline={accountMessages.loginHeadline}
      intro="Add a case, email your agent, and get drafts, research and cite checks back in your inbox."
    >
      <h1 className="font-serif text-3xl font-semibold sm:text-4xl">{accountMessages.loginWelcome}</h1>
      <p className="mt-2 text-muted">Log in to manage your practice areas and subscriptions.</p>

      {notice ? (
        <div role="alert" className="mt-6 flex gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-red-900">
          <CircleAlert className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          <p>{notice}</p>
        </div>
      ) : null}

      <OidcReturn
        onSecondStep={(answer) =>
          setSecondStep({
            kind: "second-step",
            token: answer.second_step_token,
            expiresAt: answer.second_step_expiration,
            methods: answer.methods,
          })
        }
        onActiveChange={setIsProviderStep}
      />

      {secondStepToken ? (
        <SecondStepForm
          onSubmitCode={async (code) => {
            const message = await confirmCode(secondStepToken, code);
            if (message === null) navigate(paths.dashboard);
            return message;
          }}
          onCancel={() => setSecondStep(null)}
          methods={secondStep?.methods}
          passkey={
            <PasskeyButton
              label="Use a passkey"
              className="btn-primary w-full"
              run={() => confirmWithPasskey(secondStepToken)}
              onSignedIn={() => navigate(paths.dashboard)}
            />
          }
        />
      ) : null}

      <form
        className="mt-6 space-y-5"
        method="post"
        onSubmit={handleSubmit(onValid)}
        aria-label="Log in"
        hidden={secondStepToken !== null || isProviderStep}
      >
        <TextField label="Email" type="email" autoComplete="email" inputMode="email" required {...register("email")} />
        <div>
          <PasswordField label="Password" autoComplete="current-password" required {...register("password")} />
          <p className="mt-2 text-right">
            <Link
              to={paths.forgotPassword}
              className="text-sm font-semibold text-primary underline-offset-4 hover:underline"
            >
              Forgot password?
            </Link>
          </p>
        </div>
        <button
          type="submit"
          className="btn-primary w-full"
          disabled={!isHydrated || isSubmitting}
          aria-busy={isSubmitting}
        >
          LogIn
        </button>
      </form>

      {unconfirmedEmail ? <ResendConfirmation email={unconfirmedEmail} /> : null}

      <OrDivider />
      <div className="mb-3" hidden={secondStepToken !== null}>
        <PasskeyButton
          label="Sign in with a passkey"
          run={signInAlone}
          onSignedIn={() => navigate(paths.dashboard)}
          disabled={!isHydrated}
        />
      </div>
      <SocialSignIn />

      <p className="mt-8 text-center text-body">
        Don't have an account?{" "}
        <Link to={paths.signup} className="font-semibold text-primary underline-offset-4 hover:underline">
          Sign up
        </Link>
      </p>
    </AuthShell>
  );
}
