import { passwordHintBeside, passwordHints, signUpDoneText } from "@paralex/shared/auth-text";
import type { TSignUpForm } from "@paralex/shared/auth-validation";
import { paths } from "@paralex/shared/routes";
import { CircleAlert, MailCheck } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { toast } from "react-toastify/unstyled";
import { AuthShell } from "../../components/auth-shell";
import { PasswordField, TextField } from "../../components/form-fields";
import { showFieldErrors } from "../../lib/form-errors";
import { rateLimitMessage } from "../../lib/rate-limit-message";
import { authActions } from "../../lib/session/auth-slice";
import { useAppDispatch } from "../../lib/session/store";
import { useDocumentTitle } from "../../lib/use-document-title";
import { useIsHydrated } from "../../lib/use-is-hydrated";
import { register, resendConfirmationEmail } from "./auth-api";
import { registrationErrorMessage, registrationFieldErrors, registrationSucceededMessage } from "./auth-messages";
import { lazyAuthResolver, loadAuthValidation } from "./load-auth-validation";
import { OrDivider, SocialSignIn } from "./social-sign-in";

/** The form's fields in the order shown, so the first invalid one takes focus. */
const SIGN_UP_FIELDS = ["firstName", "lastName", "email", "password1", "password2"] as const;

const signUpResolver = lazyAuthResolver<TSignUpForm>(({ zodResolver, ZSignUpForm }) => zodResolver(ZSignUpForm));

const emptyForm: TSignUpForm = { firstName: "", lastName: "", email: "", password1: "", password2: "" };

/** After sign-up: where the email went, a way to send it again, and the way to log in. */
function CheckYourEmail({ email }: { email: string }) {
  const [resendNote, setResendNote] = useState("");
  const [isSending, setIsSending] = useState(false);
  const resend = async () => {
    setIsSending(true);
    const result = await resendConfirmationEmail(email);
    setIsSending(false);
    setResendNote(
      result.ok
        ? `We sent another confirmation email to ${email}.`
        : (rateLimitMessage(result.status, result.data) ??
            "We could not send the email. Please try again in a moment."),
    );
  };
  return (
    <div className="text-center">
      <MailCheck className="mx-auto size-12 text-primary" aria-hidden="true" />
      <h1 className="mt-4 font-serif text-3xl font-semibold">{signUpDoneText.heading}</h1>
      <p className="mt-3 text-body">
        {signUpDoneText.sentTo} <strong className="[overflow-wrap:anywhere] text-ink">{email}</strong>
      </p>
      <p className="mt-2 text-muted">{signUpDoneText.next}</p>
      <p className="mt-6 text-sm text-muted" aria-live="polite">
        {resendNote}
      </p>
      <div className="mt-4 flex flex-col justify-center gap-3 sm:flex-row">
        <Link to={paths.login} className="btn-primary">
          Go to log in
        </Link>
        <button type="button" className="btn-secondary" onClick={resend} disabled={isSending}>
          {isSending ? "Sending..." : "Resend email"}
        </button>
      </div>
    </div>
  );
}

export function SignupPage() {
  useDocumentTitle("Sign Up");
  const dispatch = useAppDispatch();
  const isHydrated = useIsHydrated();
  const form = useForm<TSignUpForm>({
    defaultValues: emptyForm,
    resolver: signUpResolver,
    reValidateMode: "onSubmit",
  });
  const {
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;
  const [formError, setFormError] = useState("");
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);

  const fieldProps = (name: keyof TSignUpForm) => ({ ...form.register(name), error: errors[name]?.message });

  const onValid = async (values: TSignUpForm) => {
    const result = await register({
      email: values.email,
      password1: values.password1,
      password2: values.password2,
      first_name: values.firstName,
      last_name: values.lastName,
    });
    if (result.ok) {
      dispatch(authActions.registerSuccess({ needToConfirmEmail: true }));
      toast.success(registrationSucceededMessage(values.email));
      setRegisteredEmail(values.email);
      return;
    }
    dispatch(authActions.registerFail({}));
    setFormError(registrationErrorMessage(result.status, result.data));
    showFieldErrors(form, SIGN_UP_FIELDS, registrationFieldErrors(result.data));
  };

  return (
    <AuthShell
      tagline="Your legal software associate, working over email."
      intro="Create your account to add cases, draft motions and check every cite, from the inbox you already use."
    >
      {registeredEmail ? (
        <CheckYourEmail email={registeredEmail} />
      ) : (
        <>
          <h1 className="font-serif text-3xl font-semibold sm:text-4xl">Create your account</h1>
          <p className="mt-2 text-muted">We will email you a link to confirm your address.</p>

          <form
            className="mt-6 space-y-5"
            method="post"
            onSubmit={(event) => {
              setFormError("");
              return handleSubmit(onValid)(event);
            }}
            onFocus={() => void loadAuthValidation()}
            noValidate
            aria-label="Sign up"
          >
            <div className="grid gap-5 sm:grid-cols-2">
              <TextField label="First Name" autoComplete="given-name" {...fieldProps("firstName")} />
              <TextField label="Last Name" autoComplete="family-name" {...fieldProps("lastName")} />
            </div>
            <TextField
              label="Email address"
              type="email"
              autoComplete="email"
              inputMode="email"
              {...fieldProps("email")}
            />
            <PasswordField
              label="Password"
              autoComplete="new-password"
              hint={passwordHintBeside(passwordHints.signUp, errors.password1?.message)}
              {...fieldProps("password1")}
            />
            <PasswordField label="Confirm Password" autoComplete="new-password" {...fieldProps("password2")} />

            <button
              type="submit"
              className="btn-primary w-full"
              disabled={!isHydrated || isSubmitting}
              aria-busy={isSubmitting}
            >
              Create Account
            </button>
            <div aria-live="assertive">
              {formError ? (
                <p className="flex gap-2 rounded-lg border border-red-200 bg-red-50 p-4 text-red-900">
                  <CircleAlert className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
                  {formError}
                </p>
              ) : null}
            </div>
          </form>

          <p className="mt-5 text-sm text-muted">
            By creating an account, you agree to our{" "}
            <AgreementLink to={paths.terms}>Terms &amp; Conditions</AgreementLink> and{" "}
            <AgreementLink to={paths.privacy}>Privacy Policy</AgreementLink>.
          </p>

          <OrDivider />
          <SocialSignIn />
          <p className="mt-8 text-center">
            Already have an account?{" "}
            <Link to={paths.login} className="font-semibold text-primary underline-offset-4 hover:underline">
              Log in
            </Link>
          </p>
        </>
      )}
    </AuthShell>
  );
}

/** Opens the document in a new tab, so reading it does not lose what the visitor has typed. */
function AgreementLink({ to, children }: { to: string; children: React.ReactNode }) {
  return (
    <a
      href={to}
      target="_blank"
      rel="noopener"
      className="font-semibold text-primary underline underline-offset-4 hover:text-primary-dark"
    >
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
