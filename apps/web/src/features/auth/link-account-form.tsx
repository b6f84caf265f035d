import type { TLinkRequiredAnswer } from "@paralex/shared/linked-sign-in";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { PasswordField } from "../../components/form-fields";
import type { ApiResult } from "../../lib/api-client";
import { linkWithPassword, type ProviderAnswer, providerFailureMessage, sendLinkEmail } from "./oidc-api";

interface PasswordForm {
  password: string;
}

/**
 * The address Google or Apple gave already has an account: the provider is linked only once the person proves the
 * account is theirs, with its password or through a link mailed to the address (decision 076).
 */
export function LinkAccountForm({
  answer,
  label,
  onAnswer,
  onCancel,
}: {
  answer: TLinkRequiredAnswer;
  label: string;
  onAnswer: (result: ApiResult<ProviderAnswer>) => void;
  onCancel: () => void;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [mailNote, setMailNote] = useState<string | null>(null);
  const [isSending, setIsSending] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    formState: { isSubmitting, errors },
  } = useForm<PasswordForm>({ defaultValues: { password: "" } });

  useEffect(() => headingRef.current?.focus(), []);

  const onValid = async ({ password }: PasswordForm) => {
    setFailure(null);
    const result = await linkWithPassword(answer.link_token, password);
    if (result.ok) {
      onAnswer(result);
      return;
    }
    setFailure(providerFailureMessage(result));
    reset({ password: "" });
  };

  const mailLink = async () => {
    setIsSending(true);
    const result = await sendLinkEmail(answer.link_token);
    setIsSending(false);
    setMailNote(result.ok && result.data ? result.data.detail : providerFailureMessage(result));
  };

  return (
    <div className="mt-6">
      <h2 ref={headingRef} tabIndex={-1} className="font-serif text-2xl font-semibold outline-none">
        Link {label} to your account
      </h2>
      <p className="mt-2 text-body">
        An account with <strong className="[overflow-wrap:anywhere] text-ink">{answer.email}</strong> already exists. To
        sign in with {label} from now on, show that it is yours.
      </p>
      {answer.can_use_password ? (
        <form className="mt-5 space-y-5" onSubmit={handleSubmit(onValid)} aria-label={`Link ${label}`}>
          <PasswordField
            label="Your account's password"
            autoComplete="current-password"
            error={errors.password?.message ?? failure ?? undefined}
            {...register("password", { validate: (value) => value !== "" || "Please enter your password." })}
          />
          <button type="submit" className="btn-primary w-full" disabled={isSubmitting} aria-busy={isSubmitting}>
            Link {label} and sign in
          </button>
        </form>
      ) : null}
      <div className="mt-4 rounded-lg border border-line bg-surface p-4 text-sm">
        <p aria-live="polite">
          {mailNote ??
            (answer.can_use_password
              ? `Or we can email ${answer.email} a link that links ${label} and signs you in.`
              : `We will email ${answer.email} a link that links ${label} and signs you in.`)}
        </p>
        {mailNote ? null : (
          <button
            type="button"
            className="mt-2 font-semibold text-primary underline underline-offset-4 hover:text-primary-dark"
            onClick={mailLink}
            disabled={isSending}
          >
            {isSending ? "Sending..." : "Email me a link"}
          </button>
        )}
      </div>
      <button
        type="button"
        className="mt-4 text-sm font-semibold text-primary underline-offset-4 hover:underline"
        onClick={onCancel}
      >
        Back to log in
      </button>
    </div>
  );
}
