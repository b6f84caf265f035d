import { CITE_CHECK_MAX_NAME_CHARS, citeCheckMessages } from "@paralex/shared/cite-check";
import { citeCheckText } from "@paralex/shared/cite-check-text";
import { Pencil } from "lucide-react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import type { ServerError } from "../../lib/api/base-query";
import { detailOf, firstError } from "../../lib/api-client";
import { useRenameCiteCheckMutation } from "./cite-checks-api";

/** The check's name as the page's heading, and a form in its place to rename it. */
export function RenameCheck({ id, name }: { id: string; name: string }) {
  const [isEditing, setIsEditing] = useState(false);
  const [draft, setDraft] = useState(name);
  const [error, setError] = useState<string | null>(null);
  const [renameCiteCheck, { isLoading }] = useRenameCiteCheckMutation();
  const input = useRef<HTMLInputElement>(null);
  const renameButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);

  useEffect(() => {
    if (isEditing) input.current?.select();
    else if (wasEditing.current) renameButton.current?.focus();
    wasEditing.current = isEditing;
  }, [isEditing]);

  const close = () => {
    setIsEditing(false);
    setError(null);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (draft.trim() === "") return setError(citeCheckMessages.nameRequired);
    const result = await renameCiteCheck({ id, name: draft });
    if (!result.error) return close();
    const answer = (result.error as ServerError | undefined)?.data;
    setError(firstError(answer, "name") ?? detailOf(answer) ?? citeCheckText.loadFailed);
  };

  if (!isEditing) {
    return (
      <div className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1">
        <h1 className="min-w-0 break-words font-serif text-3xl font-semibold sm:text-4xl">{name}</h1>
        <button
          ref={renameButton}
          type="button"
          className="btn-secondary inline-flex items-center gap-1.5 px-3 py-1 text-sm"
          onClick={() => {
            setDraft(name);
            setIsEditing(true);
          }}
        >
          <Pencil className="size-4" aria-hidden="true" />
          {citeCheckText.rename}
          <span className="sr-only">: {name}</span>
        </button>
      </div>
    );
  }
  return (
    <form
      className="grid gap-2"
      onSubmit={(event) => void submit(event)}
      onKeyDown={(event) => {
        if (event.key === "Escape") close();
      }}
      noValidate
    >
      <h1 className="sr-only">{name}</h1>
      <label htmlFor="cite-check-name" className="font-semibold text-ink">
        {citeCheckText.renameLabel}
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          ref={input}
          id="cite-check-name"
          className="min-w-0 flex-1 basis-64 rounded-lg border border-slate-400 bg-white px-3 py-2 text-lg text-ink focus:outline-2 focus:outline-offset-2 focus:outline-primary"
          value={draft}
          maxLength={CITE_CHECK_MAX_NAME_CHARS}
          onChange={(event) => setDraft(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "cite-check-name-error" : undefined}
        />
        <button type="submit" className="btn-primary" disabled={isLoading}>
          {isLoading ? citeCheckText.saving : citeCheckText.save}
        </button>
        <button type="button" className="btn-secondary" onClick={close}>
          {citeCheckText.cancel}
        </button>
      </div>
      {error ? (
        <p id="cite-check-name-error" role="alert" className="font-semibold text-red-800">
          {error}
        </p>
      ) : null}
    </form>
  );
}
