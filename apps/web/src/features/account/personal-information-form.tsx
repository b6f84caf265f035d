import { zodResolver } from "@hookform/resolvers/zod";
import { accountMessages, type TProfileUpdate, ZEmailChangeRequest, ZProfileUpdate } from "@paralex/shared/account";
import { MailCheck } from "lucide-react";
import { useId, useState } from "react";
import { type FieldErrors, type Resolver, useForm } from "react-hook-form";
import { toast } from "react-toastify/unstyled";
import { PasswordField, TextField } from "../../components/form-fields";
import { answerOf } from "../../lib/api/error-message";
import { type FieldErrorMessages, showFieldErrors } from "../../lib/form-errors";
import { authActions } from "../../lib/session/auth-slice";
import { useAppDispatch } from "../../lib/session/store";
import { type AccountUser, useRequestEmailChangeMutation, useSaveProfileMutation } from "./account-api";
import { failureMessage, serverFieldErrors } from "./account-feedback";

const FIELDS = ["first_name", "last_name", "email", "password", "alternate_email", "firm_name"] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;

function valuesOf(user: AccountUser): Values {
  return {
    first_name: user.firstName ?? "",
    last_name: user.lastName ?? "",
    email: user.email,
    password: "",
    alternate_email: user.alternateEmail ?? "",
    firm_name: user.firmName ?? "",
  };
}

const isNewEmail = (email: string, currentEmail: string) => email.trim().toLowerCase() !== currentEmail.toLowerCase();

const profileResolver = zodResolver(ZProfileUpdate);
const emailChangeResolver = zodResolver(ZEmailChangeRequest);

/** The profile's rules, and a new email's with the current password when the email differs from the current one. */
function personalInformationResolver(currentEmail: string): Resolver<Values> {
  return async (values, context, options) => {
    const [profile, emailChange] = await Promise.all([
      profileResolver(values, context, options as never),
      isNewEmail(values.email, currentEmail) ? emailChangeResolver(values, context, options as never) : { errors: {} },
    ]);
    const errors: FieldErrors<Values> = { ...profile.errors, ...emailChange.errors };
    return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
  };
}

/**
 * Personal Information: names, alternate email and office/firm name save at once; a new email is only requested
 * (with the current password) and changes once the link mailed to it is opened. Account type is read-only.
 */
export function PersonalInformationForm({ user }: { user: AccountUser }) {
  const dispatch = useAppDispatch();
  const form = useForm<Values>({
    defaultValues: valuesOf(user),
    resolver: personalInformationResolver(user.email),
    reValidateMode: "onSubmit",
    shouldFocusError: false,
  });
  const {
    register,
    handleSubmit,
    setValue,
    setFocus,
    watch,
    formState: { errors, isSubmitting },
  } = form;
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);
  const [saveProfile] = useSaveProfileMutation();
  const [requestEmailChange] = useRequestEmailChangeMutation();
  const headingId = useId();
  const isEmailChanged = isNewEmail(watch("email"), user.email);

  const fieldProps = (name: Field) => ({ ...register(name), error: errors[name]?.message, disabled: isSubmitting });

  const showErrors = (messages: FieldErrorMessages<Field>) => showFieldErrors(form, FIELDS, messages);

  const onInvalid = (invalid: FieldErrors<Values>) => {
    const first = FIELDS.find((field) => invalid[field]);
    if (first) setFocus(first);
  };

  const onValid = async (values: Values) => {
    const profile: TProfileUpdate = {
      first_name: values.first_name.trim(),
      last_name: values.last_name.trim(),
      alternate_email: values.alternate_email.trim(),
      firm_name: values.firm_name.trim(),
    };
    const saved = await saveProfile(profile);
    if (!saved.data) {
      const failed = answerOf(saved.error);
      const fieldErrors = serverFieldErrors<Field>(failed.data, {
        first_name: "first_name",
        last_name: "last_name",
        email: "email",
        password: "password",
        alternate_email: "alternate_email",
        firm_name: "firm_name",
      });
      if (!showErrors(fieldErrors)) toast.error(failureMessage(failed.status, failed.data));
      return;
    }
    dispatch(authActions.userUpdated(saved.data));
    toast.success(accountMessages.profileSaved);
    for (const [field, value] of Object.entries(profile)) setValue(field as keyof TProfileUpdate, value);

    if (isNewEmail(values.email, user.email)) {
      const newEmail = values.email.trim();
      const requested = await requestEmailChange({ email: newEmail, password: values.password });
      if (!requested.error) {
        setPendingEmail(newEmail);
        toast.info(accountMessages.emailChangeSent(newEmail));
        setValue("email", user.email);
        setValue("password", "");
      } else {
        const failed = answerOf(requested.error);
        const fieldErrors = serverFieldErrors<Field>(failed.data, { email: "email", password: "password" });
        if (!showErrors(fieldErrors)) toast.error(failureMessage(failed.status, failed.data));
      }
    }
  };

  return (
    <section aria-labelledby={headingId} className="card p-5 sm:p-6">
      <h2 id={headingId} className="font-serif text-xl font-semibold">
        Personal Information
      </h2>
      <form
        className="mt-5 grid gap-5 md:grid-cols-2"
        onSubmit={handleSubmit(onValid, onInvalid)}
        noValidate
        aria-labelledby={headingId}
      >
        <TextField label="First Name" autoComplete="given-name" {...fieldProps("first_name")} />
        <TextField label="Last Name" autoComplete="family-name" {...fieldProps("last_name")} />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          hint="Changing it sends a confirmation link to the new address; it changes once you open the link."
          {...fieldProps("email")}
        />
        <TextField
          label="Alternate Email"
          type="email"
          autoComplete="off"
          hint="Optional."
          {...fieldProps("alternate_email")}
        />
        {isEmailChanged ? (
          <div className="md:col-span-2">
            <PasswordField
              label="Current Password"
              autoComplete="current-password"
              hint="Needed to change your email."
              {...fieldProps("password")}
            />
          </div>
        ) : null}
        <TextField
          label="Account Type"
          value={user.accountType}
          readOnly
          hint="Set by your organization's membership."
        />
        <TextField label="Office/Firm Name" autoComplete="organization" {...fieldProps("firm_name")} />
        <div className="md:col-span-2" aria-live="polite">
          {pendingEmail ? (
            <p className="flex gap-3 rounded-lg border border-sky-200 bg-sky-50 p-4 text-sky-950">
              <MailCheck className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
              {accountMessages.emailChangeSent(pendingEmail)}
            </p>
          ) : null}
        </div>
        <div className="md:col-span-2">
          <button type="submit" className="btn-primary w-full sm:w-auto" disabled={isSubmitting}>
            {isSubmitting ? "Saving..." : "Save Changes"}
          </button>
        </div>
      </form>
    </section>
  );
}
