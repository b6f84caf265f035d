import { zodResolver } from "@hookform/resolvers/zod";
import { type TChangePasswordForm, ZChangePasswordForm } from "@paralex/shared/account";
import { passwordHintBeside } from "@paralex/shared/auth-text";
import { passwordHints } from "@paralex/shared/auth-validation";
import { type Ref, useId, useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "react-toastify/unstyled";
import { PasswordField } from "../../components/form-fields";
import { answerOf } from "../../lib/api/error-message";
import { showFieldErrors } from "../../lib/form-errors";
import { useChangePasswordMutation } from "./account-api";
import { failureMessage, serverFieldErrors } from "./account-feedback";

const FIELDS = ["oldPassword", "newPassword", "confirmPassword"] as const;
type Field = (typeof FIELDS)[number];

const empty: TChangePasswordForm = { oldPassword: "", newPassword: "", confirmPassword: "" };
const changePasswordResolver = zodResolver(ZChangePasswordForm);

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
  const form = useForm<TChangePasswordForm>({
    defaultValues: empty,
    resolver: changePasswordResolver,
    reValidateMode: "onSubmit",
  });
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = form;
  const [done, setDone] = useState("");
  const [changePassword] = useChangePasswordMutation();
  const headingId = useId();

  const passwordProps = (name: Field) => ({
    ...register(name),
    error: errors[name]?.message,
    disabled: isSubmitting,
    autoComplete: name === "oldPassword" ? "current-password" : "new-password",
  });

  const onValid = async (values: TChangePasswordForm) => {
    setDone("");
    const result = await changePassword({
      old_password: values.oldPassword,
      new_password1: values.newPassword,
      new_password2: values.confirmPassword,
    });
    if (!result.error) {
      const detail = typeof result.data?.detail === "string" ? result.data.detail : "";
      reset(empty);
      setDone(detail);
      toast.success(detail);
      return;
    }
    const failed = answerOf(result.error);
    const fieldErrors = serverFieldErrors<Field>(failed.data, {
      oldPassword: "old_password",
      newPassword: "new_password2",
      confirmPassword: "new_password1",
    });
    if (!showFieldErrors(form, FIELDS, fieldErrors)) toast.error(failureMessage(failed.status, failed.data));
  };

  const cancel = () => {
    reset(empty);
    setDone("");
    onCancel();
  };

  return (
    <section id={id} aria-labelledby={headingId} className="card p-5 sm:p-6">
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className="font-serif text-xl font-semibold">
        Change Password
      </h2>
      <form className="mt-5 space-y-5" onSubmit={handleSubmit(onValid)} noValidate aria-labelledby={headingId}>
        <PasswordField label="Old Password" {...passwordProps("oldPassword")} />
        <PasswordField
          label="New Password"
          hint={passwordHintBeside(passwordHints.reset, errors.newPassword?.message)}
          {...passwordProps("newPassword")}
        />
        <PasswordField label="Confirm Password" {...passwordProps("confirmPassword")} />
        <div aria-live="polite">
          {done ? (
            <p className="rounded-lg border border-emerald-200 bg-emerald-50 p-4 font-semibold text-emerald-900">
              {done}
            </p>
          ) : null}
        </div>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button type="button" className="btn-secondary" onClick={cancel} disabled={isSubmitting}>
            Cancel
          </button>
          <button type="submit" className="btn-primary" disabled={isSubmitting}>
            {isSubmitting ? "Saving..." : "Save Changes"}
          </button>
        </div>
      </form>
    </section>
  );
}
