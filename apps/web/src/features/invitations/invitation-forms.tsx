import { zodResolver } from "@hookform/resolvers/zod";
import { passwordHints, type TSignUpForm, ZSignUpForm } from "@paralex/shared/auth-validation";
import type { TInvitationDetails } from "@paralex/shared/organization-views";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { PasswordField, TextField } from "../../components/form-fields";
import { answerOf } from "../../lib/api/error-message";
import { firstError } from "../../lib/api-client";
import { showFieldErrors } from "../../lib/form-errors";
import { rateLimitMessage } from "../../lib/rate-limit-message";
import { useSignUpThroughInvitationMutation } from "./invitations-api";

/** The form's own fields in the order shown, so the first invalid one takes focus. */
const SIGNUP_FIELDS = ["firstName", "lastName", "password1", "password2"] as const;
type SignupField = (typeof SIGNUP_FIELDS)[number];

// Sign-up's rules, the server's reasons that need no word list included, for the invited address.
const signUpResolver = zodResolver(ZSignUpForm);

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
  const form = useForm<TSignUpForm>({
    defaultValues: {
      firstName: invitation.firstName,
      lastName: invitation.lastName,
      email: invitation.email,
      password1: "",
      password2: "",
    },
    resolver: signUpResolver,
    reValidateMode: "onSubmit",
  });
  const {
    register,
    handleSubmit,
    clearErrors,
    formState: { errors, isSubmitting },
  } = form;
  const [formError, setFormError] = useState<string | null>(null);
  const [signUpThroughInvitation] = useSignUpThroughInvitationMutation();

  const fieldProps = (name: SignupField) => ({
    ...register(name, { onChange: () => clearErrors(name) }),
    error: errors[name]?.message,
  });

  const onValid = async (values: TSignUpForm) => {
    const result = await signUpThroughInvitation({
      key: invitationKey,
      signup: {
        first_name: values.firstName,
        last_name: values.lastName,
        password1: values.password1,
        password2: values.password2,
      },
    });
    if (result.error) {
      const failed = answerOf(result.error);
      const serverErrors = {
        firstName: firstError(failed.data, "first_name") ?? undefined,
        lastName: firstError(failed.data, "last_name") ?? undefined,
        password1: firstError(failed.data, "password1") ?? undefined,
        password2: firstError(failed.data, "password2") ?? undefined,
      };
      const hasFieldErrors = showFieldErrors(form, SIGNUP_FIELDS, serverErrors);
      const detail = (failed.data as { detail?: unknown } | null)?.detail;
      setFormError(
        rateLimitMessage(failed.status, failed.data) ??
          (typeof detail === "string" && detail !== "Invalid input." ? detail : null) ??
          (hasFieldErrors ? null : "We could not create your account. Please try again."),
      );
      return;
    }
    await onSignedUp(values.password1);
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        setFormError(null);
        return handleSubmit(onValid)(event);
      }}
      className="mt-6 space-y-5"
      aria-label="Create your account"
    >
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
        <TextField label="First Name" autoComplete="given-name" {...fieldProps("firstName")} />
        <TextField label="Last Name" autoComplete="family-name" {...fieldProps("lastName")} />
      </div>
      <PasswordField
        label="Password"
        autoComplete="new-password"
        hint={passwordHints.signUp}
        {...fieldProps("password1")}
      />
      <PasswordField label="Confirm Password" autoComplete="new-password" {...fieldProps("password2")} />
      <button type="submit" className="btn-primary w-full" disabled={isSubmitting} aria-busy={isSubmitting}>
        {isSubmitting ? "Creating your account..." : "Create account and join"}
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
  const {
    register,
    handleSubmit,
    formState: { isSubmitting },
  } = useForm({ defaultValues: { password: "" } });
  const [formError, setFormError] = useState<string | null>(null);

  const onValid = async ({ password }: { password: string }) => setFormError(await onLogIn(password));

  return (
    <form noValidate onSubmit={handleSubmit(onValid)} className="mt-6 space-y-5" aria-label="Log in to accept">
      {formError ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-900">
          {formError}
        </p>
      ) : null}
      <TextField label="Email" type="email" name="email" value={email} readOnly autoComplete="username" />
      <PasswordField label="Password" autoComplete="current-password" required {...register("password")} />
      <button type="submit" className="btn-primary w-full" disabled={isSubmitting} aria-busy={isSubmitting}>
        {isSubmitting ? "Logging in..." : "Log in"}
      </button>
    </form>
  );
}
