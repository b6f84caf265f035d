import { type TChangePasswordForm, ZChangePasswordForm } from "@paralex/shared/account";
import { passwordHints } from "@paralex/shared/auth-validation";
import { type FormEvent, type Ref, useId, useState } from "react";
import { toast } from "react-toastify/unstyled";
import { PasswordField } from "../../components/form-fields";
import { schemaFieldErrors } from "../../lib/form-errors";
import { changePassword } from "./account-api";
import { failureMessage, serverFieldErrors } from "./account-feedback";
import { useFormFields } from "./use-form-fields";

const FIELDS = ["oldPassword", "newPassword", "confirmPassword"] as const;
type Field = (typeof FIELDS)[number];

const empty: TChangePasswordForm = { oldPassword: "", newPassword: "", confirmPassword: "" };

/**
 * Change Password: the old password, then a new one twice. The server checks the old one and its own rules, keeps
 * this session and signs out every other; the answer says so.
 */
export function ChangePasswordForm({
  id,
  headingRef,
  onCancel,
}: {
  id: string;
  headingRef?: Ref<HTMLHeadingElement>;
  onCancel: () => void;
}) {
  const { values, setValues, setErrors, isSaving, setIsSaving, fieldProps, showErrors } = useFormFields(FIELDS, empty);
  const [done, setDone] = useState("");
  const headingId = useId();

  const passwordProps = (name: Field) => ({
    ...fieldProps(name),
    autoComplete: name === "oldPassword" ? "current-password" : "new-password",
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSaving) return;
    const parsed = ZChangePasswordForm.safeParse(values);
    if (!parsed.success) return showErrors(schemaFieldErrors(FIELDS, parsed.error.issues));
    setErrors({});
    setDone("");
    setIsSaving(true);
    const result = await changePassword({
      old_password: parsed.data.oldPassword,
      new_password1: parsed.data.newPassword,
      new_password2: parsed.data.confirmPassword,
    });
    setIsSaving(false);
    const detail = typeof result.data?.detail === "string" ? result.data.detail : "";
    if (result.ok) {
      setValues(empty);
      setDone(detail);
      toast.success(detail);
      return;
    }
    const fieldErrors = serverFieldErrors<Field>(result.data, {
      oldPassword: "old_password",
      newPassword: "new_password2",
      confirmPassword: "new_password1",
    });
    if (Object.keys(fieldErrors).length > 0) showErrors(fieldErrors);
    else toast.error(failureMessage(result.status, result.data));
  };

  const cancel = () => {
    setValues(empty);
    setErrors({});
    setDone("");
    onCancel();
  };

  return (
    <section id={id} aria-labelledby={headingId} className="card p-5 sm:p-6">
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className="font-serif text-xl font-semibold">
        Change Password
      </h2>
      <form className="mt-5 space-y-5" onSubmit={onSubmit} noValidate aria-labelledby={headingId}>
        <PasswordField label="Old Password" {...passwordProps("oldPassword")} />
        <PasswordField label="New Password" hint={passwordHints.reset} {...passwordProps("newPassword")} />
        <PasswordField label="Confirm Password" {...passwordProps("confirmPassword")} />
        <div aria-live="polite">
          {done ? (
            <p className="rounded-lg border border-emerald-200 bg-emerald-50 p-4 font-semibold text-emerald-900">
              {done}
            </p>
          ) : null}
        </div>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button type="button" className="btn-secondary" onClick={cancel} disabled={isSaving}>
            Cancel
          </button>
          <button type="submit" className="btn-primary" disabled={isSaving}>
            {isSaving ? "Saving..." : "Save Changes"}
          </button>
        </div>
      </form>
    </section>
  );
}
