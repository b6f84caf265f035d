import { citeCheckText } from "@paralex/shared/cite-check-text";
import { FileText, UploadCloud, X } from "lucide-react";
import { useId, useRef, useState } from "react";

const ACCEPT =
  ".docx,.pdf,.txt,application/pdf,text/plain,application/vnd.openxmlformats-officedocument.wordprocessingml.document";

/**
 * A file field in the product's look: its file input, transparent over the whole zone and in the tab order, takes a
 * dropped file and opens the browser's picker on a click, Enter or Space. The chosen file is named, with a way to
 * remove it.
 */
export function DropZone({ file, onFile }: { file: File | null; onFile: (file: File | null) => void }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [isOver, setIsOver] = useState(false);

  const remove = () => {
    if (input.current) input.current.value = "";
    onFile(null);
    input.current?.focus();
  };

  return (
    <div className="grid gap-2">
      <div
        className={`relative flex flex-col items-center gap-2 rounded-xl border-2 border-dashed px-4 py-6 text-center transition-colors duration-300 has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-primary sm:py-8 ${
          isOver ? "border-primary bg-blue-50" : "border-slate-400 bg-surface"
        }`}
      >
        <UploadCloud className="size-8 text-primary" aria-hidden="true" />
        <p id={`${id}-title`} className="font-semibold text-ink">
          {citeCheckText.dropZoneLabel}
        </p>
        <label id={`${id}-label`} htmlFor={id} className="cursor-pointer text-body">
          <span className="font-semibold text-primary underline">{citeCheckText.dropZoneAction}</span>{" "}
          {citeCheckText.dropZoneOr}
        </label>
        <p id={`${id}-hint`} className="max-w-md text-sm text-muted">
          {citeCheckText.dropZoneHint}
        </p>
        <input
          ref={input}
          id={id}
          type="file"
          accept={ACCEPT}
          onChange={(event) => onFile(event.target.files?.[0] ?? null)}
          onDragEnter={() => setIsOver(true)}
          onDragLeave={() => setIsOver(false)}
          onDrop={() => setIsOver(false)}
          aria-labelledby={`${id}-title ${id}-label`}
          aria-describedby={`${id}-hint`}
          className="absolute inset-0 size-full cursor-pointer opacity-0"
        />
      </div>
      {file ? (
        <div className="flex items-center justify-between gap-3 rounded-lg border border-slate-300 bg-white px-3 py-2">
          <p className="flex min-w-0 items-center gap-2 text-ink" aria-live="polite">
            <FileText className="size-5 shrink-0 text-primary" aria-hidden="true" />
            <span className="truncate">{citeCheckText.chosenFile(file.name)}</span>
          </p>
          <button type="button" className="btn-secondary inline-flex items-center gap-1 px-3 py-1" onClick={remove}>
            <X className="size-4" aria-hidden="true" />
            {citeCheckText.removeFile}
          </button>
        </div>
      ) : null}
    </div>
  );
}
