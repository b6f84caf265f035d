import { passwordHints, ZSignUpForm } from "@paralex/shared/auth-validation";
import type { TInvitationDetails } from "@paralex/shared/organization-views";
import { type FormEvent, useRef, useState } from "react";
import { PasswordField, TextField } from "../../components/form-fields";
import { firstError } from "../../lib/api-client";
import { type FieldErrors, firstInvalidField, schemaFieldErrors } from "../../lib/form-errors";
import { rateLimitMessage } from "../../lib/rate-limit-message";
import { signUpThroughInvitation } from "./invitations-api";

/** The form's own fields in the order shown, so the first invalid one takes focus. */
const SIGNUP_FIELDS = ["firstName", "lastName", "password1", "password2"] as const;
type SignupField = (typeof SIGNUP_FIELDS)[number];

/** A new account for the invited address, which joins the organization at once; then the caller logs in. */
export function InvitationSignupForm({
  invitationKey,
  invitation,
  onSignedUp,
}: {
  invitationKey: string;
  invitation: TInvitationDetails;
  onSignedUp: (password: string) => Promise<void>;
}) {
  const [values, setValues] = useState<Record<SignupField, string>>({
    firstName: invitation.firstName,
    lastName: invitation.lastName,
    password1: "",
    password2: "",
  });
  const [errors, setErrors] = useState<FieldErrors<SignupField>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const inputs = useRef<Partial<Record<SignupField, HTMLInputElement | null>>>({});

  const showErrors = (fieldErrors: FieldErrors<SignupField>) => {
    setErrors(fieldErrors);
    const first = firstInvalidField(SIGNUP_FIELDS, fieldErrors);
    if (first) inputs.current[first]?.focus();
  };
  const inputRef = (field: SignupField) => (element: HTMLInputElement | null) => {
    inputs.current[field] = element;
  };

  const set = (field: SignupField, value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    setErrors((previous) => ({ ...previous, [field]: undefined }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isBusy) return;
    setFormError(null);
    // Sign-up's rules, the server's reasons that need no word list included, for the invited address.
    const parsed = ZSignUpForm.safeParse({ ...values, email: invitation.email });
    if (!parsed.success) {
      showErrors(schemaFieldErrors(SIGNUP_FIELDS, parsed.error.issues));
      return;
    }
    setErrors({});
    setIsBusy(true);
    const result = await signUpThroughInvitation(invitationKey, {
      first_name: values.firstName.trim(),
      last_name: values.lastName.trim(),
      password1: values.password1,
      password2: values.password2,
    });
    if (!result.ok) {
      setIsBusy(false);
      const serverErrors = {
        firstName: firstError(result.data, "first_name") ?? undefined,
        lastName: firstError(result.data, "last_name") ?? undefined,
        password1: firstError(result.data, "password1") ?? undefined,
        password2: firstError(result.data, "password2") ?? undefined,
      };
      showErrors(serverErrors);
      const detail = (result.data as { detail?: unknown } | null)?.detail;
      setFormError(
        rateLimitMessage(result.status, result.data) ??
          (typeof detail === "string" && detail !== "Invalid input." ? detail : null) ??
          (Object.values(serverErrors).some(Boolean) ? null : "We could not create your account. Please try again."),
      );
      return;
    }
    await onSignedUp(values.password1);
    setIsBusy(false);
  };

  return (
    <form noValidate onSubmit={submit} className="mt-6 space-y-5" aria-label="Create your account">
      {formError ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-900">
          {formError}
        </p>
      ) : null}
      <TextField
        label="Email address"
        type="email"
        name="email"
        value={invitation.email}
        readOnly
        autoComplete="username"
      />
      <div className="grid gap-5 xs:grid-cols-2">
        <TextField
          label="First Name"
          name="firstName"
          autoComplete="given-name"
          ref={inputRef("firstName")}
          value={values.firstName}
          error={errors.firstName}
          onChange={(event) => set("firstName", event.target.value)}
        />
        <TextField
          label="Last Name"
          name="lastName"
          autoComplete="family-name"
          ref={inputRef("lastName")}
          value={values.lastName}
          error={errors.lastName}
          onChange={(event) => set("lastName", event.target.value)}
        />
      </div>
      <PasswordField
        label="Password"
        name="password1"
        autoComplete="new-password"
        hint={passwordHints.signUp}
        ref={inputRef("password1")}
        value={values.password1}
        error={errors.password1}
        onChange={(event) => set("password1", event.target.value)}
      />
      <PasswordField
        label="Confirm Password"
        name="password2"
        autoComplete="new-password"
        ref={inputRef("password2")}
        value={values.password2}
        error={errors.password2}
        onChange={(event) => set("password2", event.target.value)}
      />
      <button type="submit" className="btn-primary w-full" disabled={isBusy} aria-busy={isBusy}>
        {isBusy ? "Creating your account..." : "Create account and join"}
      </button>
    </form>
  );
}

/** Logs in as the invited address, on this page, so the invitation can be accepted next. */
export function InvitationLoginForm({
  email,
  onLogIn,
}: {
  email: string;
  onLogIn: (password: string) => Promise<string | null>;
}) {
  const [password, setPassword] = useState("");
  const [formError, setFormError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isBusy) return;
    setIsBusy(true);
    setFormError(await onLogIn(password));
    setIsBusy(false);
  };

  return (
    <form noValidate onSubmit={submit} className="mt-6 space-y-5" aria-label="Log in to accept">
      {formError ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-900">
          {formError}
        </p>
      ) : null}
      <TextField label="Email" type="email" name="email" value={email} readOnly autoComplete="username" />
      <PasswordField
        label="Password"
        name="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <button type="submit" className="btn-primary w-full" disabled={isBusy} aria-busy={isBusy}>
        {isBusy ? "Logging in..." : "Log in"}
      </button>
    </form>
  );
}
