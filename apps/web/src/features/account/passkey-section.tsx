import { formatDateTime } from "@paralex/shared/format-date";
import { MAX_PASSKEYS, PASSKEY_NAME_MAX, passkeyMessages, type TPasskey } from "@paralex/shared/passkey-messages";
import { KeyRound } from "lucide-react";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "react-toastify/unstyled";
import { TextField } from "../../components/form-fields";
import { answerOf } from "../../lib/api/error-message";
import { createPasskey } from "../auth";
import { failureMessage, serverFieldErrors } from "./account-feedback";
import {
  useAddPasskeyMutation,
  usePasskeyOptionsMutation,
  usePasskeysQuery,
  useRemovePasskeyMutation,
  useRenamePasskeyMutation,
} from "./passkey-api";
import { ProofForm } from "./two-factor-section";

const nameRules = {
  validate: (value: string) =>
    value.trim() === ""
      ? passkeyMessages.nameRequired
      : value.trim().length > PASSKEY_NAME_MAX
        ? passkeyMessages.nameTooLong
        : true,
};

/** The failure of a call as one sentence, or the name field's own message. */
function nameFailureOf(error: Parameters<typeof answerOf>[0]): string {
  const failure = answerOf(error);
  return serverFieldErrors(failure.data, { name: "name" }).name ?? failureMessage(failure.status, failure.data);
}

/** Names a new passkey, then asks the browser to make it (the server's options, its answer checked there). */
function AddPasskeyForm() {
  const [getOptions] = usePasskeyOptionsMutation();
  const [addPasskey] = useAddPasskeyMutation();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { isSubmitting, errors },
  } = useForm<{ name: string }>({ defaultValues: { name: "" } });
  const add = async ({ name }: { name: string }) => {
    const options = await getOptions();
    if (options.error) {
      setError("name", { message: nameFailureOf(options.error) });
      return;
    }
    const created = await createPasskey(options.data);
    if (!created.ok) {
      setError("name", { message: created.message });
      return;
    }
    const result = await addPasskey({ name: name.trim(), response: created.response });
    if (result.data) {
      toast.success(result.data.detail);
      reset({ name: "" });
      return;
    }
    setError("name", { message: nameFailureOf(result.error) });
  };
  return (
    <form className="mt-4 space-y-4" onSubmit={handleSubmit(add)} aria-label="Add a passkey">
      <TextField
        label="Name for the new passkey"
        hint="For example, the device or password manager that keeps it."
        autoComplete="off"
        maxLength={PASSKEY_NAME_MAX}
        error={errors.name?.message}
        {...register("name", nameRules)}
      />
      <button type="submit" className="btn-primary" disabled={isSubmitting} aria-busy={isSubmitting}>
        <KeyRound className="size-5" aria-hidden="true" />
        Add a passkey
      </button>
    </form>
  );
}

function RenameForm({ passkey, onDone }: { passkey: TPasskey; onDone: () => void }) {
  const [rename] = useRenamePasskeyMutation();
  const {
    register,
    handleSubmit,
    setError,
    formState: { isSubmitting, errors },
  } = useForm<{ name: string }>({ defaultValues: { name: passkey.name } });
  const save = async ({ name }: { name: string }) => {
    const result = await rename({ id: passkey.id, name: name.trim() });
    if (result.data) {
      toast.success(result.data.detail);
      onDone();
      return;
    }
    setError("name", { message: nameFailureOf(result.error) });
  };
  return (
    <form className="mt-3 space-y-3" onSubmit={handleSubmit(save)} aria-label={`Rename ${passkey.name}`}>
      <TextField
        label="Passkey name"
        autoComplete="off"
        maxLength={PASSKEY_NAME_MAX}
        error={errors.name?.message}
        {...register("name", nameRules)}
      />
      <div className="flex flex-wrap gap-3">
        <button type="submit" className="btn-primary" disabled={isSubmitting} aria-busy={isSubmitting}>
          Save name
        </button>
        <button type="button" className="btn-secondary" onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}

function PasskeyItem({ passkey }: { passkey: TPasskey }) {
  const [mode, setMode] = useState<"rename" | "remove" | null>(null);
  const [remove] = useRemovePasskeyMutation();
  return (
    <li className="rounded-lg border border-line p-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex min-w-0 items-start gap-3">
          <KeyRound className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
          <div className="min-w-0">
            <p className="break-words font-semibold text-ink">
              {passkey.name}
              {passkey.is_synced ? (
                <span className="ml-2 rounded-full bg-primary/10 px-2 py-0.5 text-xs font-semibold text-primary-dark">
                  Synced
                </span>
              ) : null}
            </p>
            <p className="text-sm text-body">Added {formatDateTime(passkey.created_at)}</p>
            <p className="text-sm text-body">
              Last used {passkey.last_used_at ? formatDateTime(passkey.last_used_at) : "never"}
            </p>
          </div>
        </div>
        {mode ? null : (
          <div className="flex shrink-0 flex-wrap gap-2">
            <button
              type="button"
              className="btn-secondary"
              aria-label={`Rename ${passkey.name}`}
              onClick={() => setMode("rename")}
            >
              Rename
            </button>
            <button
              type="button"
              className="btn-secondary"
              aria-label={`Remove ${passkey.name}`}
              onClick={() => setMode("remove")}
            >
              Remove
            </button>
          </div>
        )}
      </div>
      {mode === "rename" ? <RenameForm passkey={passkey} onDone={() => setMode(null)} /> : null}
      {mode === "remove" ? (
        <ProofForm
          action="Remove passkey"
          onCancel={() => setMode(null)}
          onProof={async (proof) => {
            const result = await remove({ id: passkey.id, proof });
            if (result.data) {
              toast.success(result.data.detail);
              return null;
            }
            return answerOf(result.error);
          }}
        />
      ) : null}
    </li>
  );
}

/** Account Options: the person's passkeys, each named, with when it was added and last used (decision 075). */
export function PasskeySection() {
  const headingId = useId();
  const list = usePasskeysQuery();
  const passkeys = list.data ?? [];
  return (
    <section aria-labelledby={headingId} className="card p-5 sm:p-6">
      <h2 id={headingId} className="flex items-center gap-2 font-serif text-xl font-semibold">
        <KeyRound className="size-5 text-primary" aria-hidden="true" />
        Passkeys
      </h2>
      <p className="mt-3 text-body">
        A passkey signs you in with your fingerprint, face or device PIN, with no password to type. After your password,
        it also works as your second step.
      </p>
      {list.isLoading ? <p className="mt-3 text-muted">Loading...</p> : null}
      {list.isError ? (
        <p role="alert" className="mt-3 text-red-800">
          We could not load your passkeys.
        </p>
      ) : null}
      {passkeys.length > 0 ? (
        <ul className="mt-4 space-y-3" aria-label="Your passkeys">
          {passkeys.map((passkey) => (
            <PasskeyItem key={passkey.id} passkey={passkey} />
          ))}
        </ul>
      ) : list.data ? (
        <p className="mt-3 text-sm text-muted">No passkeys yet.</p>
      ) : null}
      {list.data && passkeys.length < MAX_PASSKEYS ? <AddPasskeyForm /> : null}
    </section>
  );
}
