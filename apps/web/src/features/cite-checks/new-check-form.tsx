import { citeCheckMessages } from "@paralex/shared/cite-check";
import { citeCheckText } from "@paralex/shared/cite-check-text";
import { CircleAlert, FileUp } from "lucide-react";
import { type FormEvent, useState } from "react";
import type { ServerError } from "../../lib/api/base-query";
import { detailOf, firstError } from "../../lib/api-client";
import { useStartCiteCheckMutation } from "./cite-checks-api";
import { DropZone } from "./drop-zone";

/** A draft to check: a file dropped or chosen, or pasted text. */
export function NewCheckForm({ onStarted, onForbidden }: { onStarted: (id: string) => void; onForbidden: () => void }) {
  const [text, setText] = useState("");
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const [startCiteCheck] = useStartCiteCheckMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file && text.trim() === "") {
      setError(citeCheckMessages.textRequired);
      return;
    }
    setIsBusy(true);
    setError(null);
    const result = await startCiteCheck(file ? { file } : { text });
    setIsBusy(false);
    if (result.data) return onStarted(result.data.id);
    if ((result.error as ServerError | undefined)?.status === 403) return onForbidden();
    const answer = (result.error as ServerError | undefined)?.data;
    setError(firstError(answer, "text") ?? firstError(answer, "file") ?? detailOf(answer) ?? citeCheckText.loadFailed);
  };

  return (
    <form
      className="card grid grid-cols-[minmax(0,1fr)] gap-5 p-5 sm:p-6"
      onSubmit={(event) => void submit(event)}
      aria-labelledby="new-check-title"
      noValidate
    >
      <h2 id="new-check-title" className="font-serif text-2xl font-semibold">
        {citeCheckText.newCheckTitle}
      </h2>
      <DropZone file={file} onFile={setFile} />
      <div className="grid gap-2">
        <label htmlFor="cite-check-text" className="font-semibold text-ink">
          {citeCheckText.pasteLabel}
        </label>
        <textarea
          id="cite-check-text"
          className="min-h-32 w-full rounded-lg border border-slate-400 bg-white px-3 py-2 font-mono text-sm text-ink focus:outline-2 focus:outline-offset-2 focus:outline-primary disabled:bg-surface"
          value={text}
          onChange={(event) => setText(event.target.value)}
          disabled={file !== null}
          aria-describedby="cite-check-text-hint"
        />
        <p id="cite-check-text-hint" className="text-sm text-muted">
          {file ? citeCheckText.pasteDisabled : citeCheckText.pasteHint}
        </p>
      </div>
      {error ? (
        <p role="alert" className="flex items-start gap-2 font-semibold text-red-800">
          <CircleAlert className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          {error}
        </p>
      ) : null}
      <div>
        <button type="submit" className="btn-primary inline-flex items-center gap-2" disabled={isBusy}>
          <FileUp className="size-5" aria-hidden="true" />
          {isBusy ? citeCheckText.submitting : citeCheckText.submit}
        </button>
      </div>
    </form>
  );
}
