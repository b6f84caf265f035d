import { formatDateTime } from "@paralex/shared/format-date";
import type { TFactorProof } from "@paralex/shared/two-factor";
import { twoFactorMessages } from "@paralex/shared/two-factor-messages";
import { ShieldCheck } from "lucide-react";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "react-toastify/unstyled";
import { PasswordField, TextField } from "../../components/form-fields";
import { answerOf } from "../../lib/api/error-message";
import { failureMessage, serverFieldErrors } from "./account-feedback";
import {
  useConfirmTotpMutation,
  useRegenerateRecoveryCodesMutation,
  useRemoveTotpMutation,
  useStartTotpSetupMutation,
  useTwoFactorStatusQuery,
} from "./two-factor-api";

type Setup = { secret: string; qr_code: string };

/** The key as an app's manual entry shows it: groups of four. */
const groupedKey = (secret: string) => secret.match(/.{1,4}/g)?.join(" ") ?? secret;

/** Ten recovery codes, shown once: after enrolment or regeneration. */
function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-4 rounded-lg border border-line bg-surface p-4">
      <h3 id={headingId} className="font-semibold text-ink">
        Your recovery codes
      </h3>
      <p className="mt-1 text-sm text-body">
        Save these codes somewhere safe. Each one signs you in once if you lose your authenticator app. They are shown
        only now.
      </p>
      <ul className="mt-3 grid grid-cols-2 gap-2 font-mono text-sm" aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code} className="rounded border border-line bg-white px-2 py-1 text-center text-ink">
            {code}
          </li>
        ))}
      </ul>
      <button type="button" className="btn-secondary mt-4" onClick={onDone}>
        I have saved my recovery codes
      </button>
    </section>
  );
}

/** The password, or a code from the app or a recovery code: asked before removing the app or making new codes. */
export function ProofForm({
  action,
  onProof,
  onCancel,
}: {
  action: string;
  onProof: (proof: TFactorProof) => Promise<{ status: number; data: unknown } | null>;
  onCancel: () => void;
}) {
  const [isCode, setIsCode] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { isSubmitting, errors },
  } = useForm<{ proof: string }>({ defaultValues: { proof: "" } });
  const onValid = async ({ proof }: { proof: string }) => {
    if (!proof.trim()) {
      setError("proof", { message: twoFactorMessages.proofRequired });
      return;
    }
    const failure = await onProof(isCode ? { code: proof } : { password: proof });
    if (!failure) return;
    const fields = serverFieldErrors(failure.data, { password: "password", code: "code" });
    setError("proof", { message: fields.password ?? fields.code ?? failureMessage(failure.status, failure.data) });
  };
  const fieldProps = register("proof");
  return (
    <form className="mt-4 space-y-4" onSubmit={handleSubmit(onValid)} aria-label={action}>
      {isCode ? (
        <TextField
          label="Authentication or recovery code"
          autoComplete="one-time-code"
          error={errors.proof?.message}
          {...fieldProps}
        />
      ) : (
        <PasswordField
          label="Current password"
          autoComplete="current-password"
          error={errors.proof?.message}
          {...fieldProps}
        />
      )}
      <button
        type="button"
        className="text-sm font-semibold text-primary underline-offset-4 hover:underline"
        onClick={() => {
          setIsCode((code) => !code);
          reset({ proof: "" });
        }}
      >
        {isCode ? "Use your password instead" : "Use a code instead"}
      </button>
      <div className="flex flex-wrap gap-3">
        <button type="submit" className="btn-primary" disabled={isSubmitting} aria-busy={isSubmitting}>
          {action}
        </button>
        <button type="button" className="btn-secondary" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}

/** Account Options: the authenticator app (TOTP) and its recovery codes. */
export function TwoFactorSection() {
  const headingId = useId();
  const status = useTwoFactorStatusQuery();
  const [startSetup, setupState] = useStartTotpSetupMutation();
  const [confirmTotp] = useConfirmTotpMutation();
  const [removeTotp] = useRemoveTotpMutation();
  const [regenerate] = useRegenerateRecoveryCodesMutation();
  const [setup, setSetup] = useState<Setup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [asking, setAsking] = useState<"remove" | "regenerate" | null>(null);
  const confirmForm = useForm<{ code: string }>({ defaultValues: { code: "" } });

  const begin = async () => {
    const result = await startSetup();
    if (result.data) setSetup(result.data);
    else {
      const failure = answerOf(result.error);
      toast.error(failureMessage(failure.status, failure.data));
    }
  };

  const confirm = async ({ code }: { code: string }) => {
    const result = await confirmTotp(code);
    if (result.data) {
      setSetup(null);
      setCodes(result.data.recovery_codes);
      confirmForm.reset({ code: "" });
      toast.success(result.data.detail);
      return;
    }
    const failure = answerOf(result.error);
    confirmForm.setError("code", {
      message: serverFieldErrors(failure.data, { code: "code" }).code ?? failureMessage(failure.status, failure.data),
    });
  };

  const data = status.data;
  return (
    <section aria-labelledby={headingId} className="card p-5 sm:p-6">
      <h2 id={headingId} className="flex items-center gap-2 font-serif text-xl font-semibold">
        <ShieldCheck className="size-5 text-primary" aria-hidden="true" />
        Two-step verification
      </h2>
      {status.isLoading ? <p className="mt-3 text-muted">Loading...</p> : null}
      {status.isError ? (
        <p role="alert" className="mt-3 text-red-800">
          We could not load your sign-in settings.
        </p>
      ) : null}

      {data && !data.totp_enabled && !setup && !codes ? (
        <>
          <p className="mt-3 text-body">
            Add an authenticator app so that signing in asks for a code from your phone after your password.
          </p>
          <button
            type="button"
            className="btn-primary mt-4"
            disabled={setupState.isLoading}
            onClick={() => void begin()}
          >
            Set up an authenticator app
          </button>
        </>
      ) : null}

      {setup ? (
        <div className="mt-4 space-y-4">
          <p className="text-body">
            Scan this QR code with your authenticator app, or enter the key by hand. Then type the code it shows.
          </p>
          <img
            src={setup.qr_code}
            alt="QR code for adding your account to an authenticator app"
            width={192}
            height={192}
            className="rounded border border-line bg-white"
          />
          <p className="text-sm text-body">
            Key:{" "}
            <code data-testid="totp-key" className="break-all rounded bg-surface px-1.5 py-0.5 font-mono text-ink">
              {groupedKey(setup.secret)}
            </code>
          </p>
          <form
            className="space-y-4"
            onSubmit={confirmForm.handleSubmit(confirm)}
            aria-label="Confirm authenticator app"
          >
            <TextField
              label="Code from the app"
              autoComplete="one-time-code"
              inputMode="numeric"
              error={confirmForm.formState.errors.code?.message}
              {...confirmForm.register("code", {
                validate: (value) => value.trim() !== "" || twoFactorMessages.codeRequired,
              })}
            />
            <div className="flex flex-wrap gap-3">
              <button type="submit" className="btn-primary" disabled={confirmForm.formState.isSubmitting}>
                Turn on
              </button>
              <button type="button" className="btn-secondary" onClick={() => setSetup(null)}>
                Cancel
              </button>
            </div>
          </form>
        </div>
      ) : null}

      {codes ? <RecoveryCodes codes={codes} onDone={() => setCodes(null)} /> : null}

      {data?.totp_enabled && !codes ? (
        <>
          <p className="mt-3 text-body">
            <span className="font-semibold text-ink">On</span>
            {data.totp_confirmed_at ? ` since ${formatDateTime(data.totp_confirmed_at)}` : null}. Signing in asks for a
            code from your authenticator app. {data.recovery_codes_left} of 10 recovery codes left.
          </p>
          {asking ? (
            <ProofForm
              action={asking === "remove" ? "Remove authenticator app" : "Make new recovery codes"}
              onCancel={() => setAsking(null)}
              onProof={async (proof) => {
                if (asking === "remove") {
                  const result = await removeTotp(proof);
                  if (result.data) {
                    setAsking(null);
                    toast.success(result.data.detail);
                    return null;
                  }
                  return answerOf(result.error);
                }
                const result = await regenerate(proof);
                if (result.data) {
                  setAsking(null);
                  setCodes(result.data.recovery_codes);
                  toast.success(result.data.detail);
                  return null;
                }
                return answerOf(result.error);
              }}
            />
          ) : (
            <div className="mt-4 flex flex-wrap gap-3">
              <button type="button" className="btn-secondary" onClick={() => setAsking("regenerate")}>
                New recovery codes
              </button>
              <button type="button" className="btn-secondary" onClick={() => setAsking("remove")}>
                Remove authenticator app
              </button>
            </div>
          )}
        </>
      ) : null}
    </section>
  );
}
