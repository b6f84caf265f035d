import type { TSecondStepAnswer } from "@paralex/shared/two-factor";
import { TOTP_DIGITS, twoFactorMessages } from "@paralex/shared/two-factor-messages";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { TextField } from "../../components/form-fields";

interface CodeForm {
  code: string;
}

/**
 * The login page's second step for an account with a second factor: a code from the authenticator app, or one of
 * the recovery codes. The password step's token carries it; it is never a session (decision 070).
 */
export function SecondStepForm({
  onSubmitCode,
  onCancel,
  methods = ["totp", "recovery_code"],
  passkey,
}: {
  onSubmitCode: (code: string) => Promise<string | null>;
  onCancel: () => void;
  methods?: TSecondStepAnswer["methods"];
  /** The passkey button, for an account with a passkey (decision 075). */
  passkey?: ReactNode;
}) {
  const hasCode = methods.includes("totp");
  const [isRecovery, setIsRecovery] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { isSubmitting, errors },
  } = useForm<CodeForm>({ defaultValues: { code: "" } });

  useEffect(() => headingRef.current?.focus(), []);

  const onValid = async ({ code }: CodeForm) => {
    setFailure(null);
    const message = await onSubmitCode(code.trim());
    if (message) {
      setFailure(message);
      reset({ code: "" });
    }
  };

  return (
    <div className="mt-6">
      <h2 ref={headingRef} tabIndex={-1} className="font-serif text-2xl font-semibold outline-none">
        Two-step verification
      </h2>
      {methods.includes("passkey") ? (
        <div className="mt-4 space-y-2">
          <p className="text-body">Confirm it is you with one of your passkeys{hasCode ? ", or with a code" : ""}.</p>
          {passkey}
        </div>
      ) : null}
      <p className="mt-2 text-body" hidden={!hasCode}>
        {isRecovery
          ? "Enter one of the recovery codes you saved when you set up your authenticator app. Each code works once."
          : `Enter the ${TOTP_DIGITS}-digit code from your authenticator app.`}
      </p>
      <form
        className="mt-5 space-y-5"
        onSubmit={handleSubmit(onValid)}
        aria-label="Two-step verification"
        hidden={!hasCode}
      >
        <TextField
          key={isRecovery ? "recovery" : "totp"}
          label={isRecovery ? "Recovery code" : "Authentication code"}
          autoComplete="one-time-code"
          inputMode={isRecovery ? "text" : "numeric"}
          spellCheck={false}
          error={errors.code?.message ?? failure ?? undefined}
          {...register("code", { validate: (value) => value.trim() !== "" || twoFactorMessages.codeRequired })}
        />
        <button type="submit" className="btn-primary w-full" disabled={isSubmitting} aria-busy={isSubmitting}>
          Verify
        </button>
      </form>
      <div className="mt-4 flex flex-wrap justify-between gap-3 text-sm">
        <button
          type="button"
          className="font-semibold text-primary underline-offset-4 hover:underline"
          hidden={!hasCode}
          onClick={() => {
            setIsRecovery((recovery) => !recovery);
            setFailure(null);
            reset({ code: "" });
          }}
        >
          {isRecovery ? "Use your authenticator app instead" : "Use a recovery code instead"}
        </button>
        <button
          type="button"
          className="font-semibold text-primary underline-offset-4 hover:underline"
          onClick={onCancel}
        >
          Back to log in
        </button>
      </div>
    </div>
  );
}
