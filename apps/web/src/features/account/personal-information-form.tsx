import { accountMessages, type TProfileUpdate, ZProfileUpdate } from "@paralex/shared/account";
import { authMessages, EMAIL_PATTERN } from "@paralex/shared/auth-validation";
import { MailCheck } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { toast } from "react-toastify/unstyled";
import { PasswordField, TextField } from "../../components/form-fields";
import { type FieldErrors, schemaFieldErrors } from "../../lib/form-errors";
import { authActions } from "../../lib/session/auth-slice";
import { useAppDispatch } from "../../lib/session/store";
import { type AccountUser, requestEmailChange, saveProfile } from "./account-api";
import { failureMessage, serverFieldErrors } from "./account-feedback";
import { useFormFields } from "./use-form-fields";

const FIELDS = ["first_name", "last_name", "email", "password", "alternate_email", "firm_name"] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;

const PROFILE_FIELDS = ["first_name", "last_name", "alternate_email", "firm_name"] as const;

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

function validate(values: Values, currentEmail: string): FieldErrors<Field> {
  const parsed = ZProfileUpdate.safeParse(values);
  const errors: FieldErrors<Field> = parsed.success ? {} : schemaFieldErrors(PROFILE_FIELDS, parsed.error.issues);
  const email = values.email.trim();
  if (email.toLowerCase() !== currentEmail.toLowerCase()) {
    if (!EMAIL_PATTERN.test(email)) errors.email = authMessages.invalidEmail;
    if (!values.password) errors.password = accountMessages.emailPasswordRequired;
  }
  return errors;
}

/**
 * Personal Information: names, alternate email and office/firm name save at once; a new email is only requested
 * (with the current password) and changes once the link mailed to it is opened. Account type is read-only.
 */
export function PersonalInformationForm({ user }: { user: AccountUser }) {
  const dispatch = useAppDispatch();
  const { values, setValues, setErrors, isSaving, setIsSaving, fieldProps, showErrors } = useFormFields(FIELDS, () =>
    valuesOf(user),
  );
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);
  const headingId = useId();
  const isEmailChanged = values.email.trim().toLowerCase() !== user.email.toLowerCase();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSaving) return;
    const invalid = validate(values, user.email);
    if (Object.keys(invalid).length > 0) return showErrors(invalid);
    setErrors({});
    setIsSaving(true);
    const profile: TProfileUpdate = {
      first_name: values.first_name.trim(),
      last_name: values.last_name.trim(),
      alternate_email: values.alternate_email.trim(),
      firm_name: values.firm_name.trim(),
    };
    const saved = await saveProfile(profile);
    if (!saved.ok || !saved.data) {
      setIsSaving(false);
      const fieldErrors = serverFieldErrors<Field>(saved.data, {
        first_name: "first_name",
        last_name: "last_name",
        email: "email",
        password: "password",
        alternate_email: "alternate_email",
        firm_name: "firm_name",
      });
      if (Object.keys(fieldErrors).length > 0) showErrors(fieldErrors);
      else toast.error(failureMessage(saved.status, saved.data));
      return;
    }
    dispatch(authActions.userUpdated(saved.data));
    toast.success(accountMessages.profileSaved);
    setValues((current) => ({ ...current, ...profile }));

    if (isEmailChanged) {
      const newEmail = values.email.trim();
      const requested = await requestEmailChange(newEmail, values.password);
      if (requested.ok) {
        setPendingEmail(newEmail);
        toast.info(accountMessages.emailChangeSent(newEmail));
        setValues((current) => ({ ...current, email: user.email, password: "" }));
      } else {
        const fieldErrors = serverFieldErrors<Field>(requested.data, { email: "email", password: "password" });
        if (Object.keys(fieldErrors).length > 0) showErrors(fieldErrors);
        else toast.error(failureMessage(requested.status, requested.data));
      }
    }
    setIsSaving(false);
  };

  return (
    <section aria-labelledby={headingId} className="card p-5 sm:p-6">
      <h2 id={headingId} className="font-serif text-xl font-semibold">
        Personal Information
      </h2>
      <form className="mt-5 grid gap-5 md:grid-cols-2" onSubmit={onSubmit} noValidate aria-labelledby={headingId}>
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
          <button type="submit" className="btn-primary w-full sm:w-auto" disabled={isSaving}>
            {isSaving ? "Saving..." : "Save Changes"}
          </button>
        </div>
      </form>
    </section>
  );
}
