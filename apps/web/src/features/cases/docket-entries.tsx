import { caseText, enteredLabel, filedLabel, sourceLabels, type TDocketEntry } from "@paralex/shared/cases";
import { formatDateTime } from "@paralex/shared/format-date";
import { FileText, Lock } from "lucide-react";
import { useDeferredValue, useId, useState } from "react";

const matches = (entry: TDocketEntry, words: string[]) => {
  const haystack = [
    entry.entryNumber === null ? "" : String(entry.entryNumber),
    entry.text,
    entry.filer ?? "",
    ...entry.documents.map((document) => document.description ?? ""),
  ]
    .join(" ")
    .toLowerCase();
  return words.every((word) => haystack.includes(word));
};

function Entry({ entry }: { entry: TDocketEntry }) {
  return (
    <li className="grid gap-x-4 gap-y-1 py-4 sm:grid-cols-[5rem_minmax(0,1fr)]">
      <p className="font-serif text-xl font-semibold text-ink">
        {entry.entryNumber === null ? (
          <span className="text-base text-muted">Unnumbered</span>
        ) : (
          <>
            <span className="sr-only">Entry </span>
            {entry.entryNumber}
          </>
        )}
      </p>
      <div className="min-w-0">
        <p className="whitespace-pre-wrap break-words text-body">{entry.text}</p>
        <p className="mt-1 text-sm text-muted">
          {[
            entry.filedOn && `Filed ${filedLabel(entry.filedOn)}`,
            entry.enteredAt && `entered ${enteredLabel(entry.enteredAt)}`,
            entry.filer && `by ${entry.filer}`,
          ]
            .filter(Boolean)
            .join(" · ")}
        </p>
        <p className="mt-1 text-sm text-muted">
          Source: {sourceLabels[entry.source]} · learned {formatDateTime(entry.learnedAt)}
        </p>
        {entry.restricted ? (
          <p className="mt-2 inline-flex items-center gap-2 text-sm text-amber-900">
            <Lock className="size-4" aria-hidden="true" /> Sealed or restricted: the court gave no document link.
          </p>
        ) : null}
        {entry.documents.length > 0 ? (
          <ul className="mt-2 space-y-1">
            {entry.documents.map((document) => {
              const label =
                [document.number && `Document ${document.number}`, document.description].filter(Boolean).join(": ") ||
                "Document";
              return (
                <li
                  key={`${document.number ?? ""}-${document.url ?? ""}-${document.description ?? ""}`}
                  className="flex items-start gap-2"
                >
                  <FileText className="mt-1 size-4 shrink-0 text-primary" aria-hidden="true" />
                  {document.url ? (
                    <a
                      href={document.url}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="min-w-0 font-semibold text-primary underline-offset-4 [overflow-wrap:anywhere] hover:underline"
                    >
                      {label}
                      <span className="sr-only">
                        {entry.source === "courtlistener"
                          ? " (on CourtListener, opens in a new tab)"
                          : " (free-look link, opens in a new tab)"}
                      </span>
                    </a>
                  ) : (
                    <span className="min-w-0 [overflow-wrap:anywhere]">{label}</span>
                  )}
                </li>
              );
            })}
          </ul>
        ) : null}
      </div>
    </li>
  );
}

/** The docket in order, with a search box that narrows it as one types. */
export function DocketEntries({ entries }: { entries: readonly TDocketEntry[] }) {
  const searchId = useId();
  const statusId = useId();
  const [search, setSearch] = useState("");
  const deferred = useDeferredValue(search);
  const words = deferred.toLowerCase().split(/\s+/).filter(Boolean);
  const shown = words.length === 0 ? entries : entries.filter((entry) => matches(entry, words));
  const hasFreeLooks = entries.some(
    (entry) => entry.source !== "courtlistener" && entry.documents.some((document) => document.url),
  );
  if (entries.length === 0) return <p className="mt-3 text-muted">{caseText.noEntries}</p>;
  return (
    <>
      <div className="mt-3 max-w-md">
        <label htmlFor={searchId} className="mb-1.5 block text-sm font-semibold text-ink">
          Search the docket
        </label>
        <input
          id={searchId}
          type="search"
          className="block min-h-12 w-full rounded-lg border border-slate-400 bg-white px-3.5 py-2.5 text-base"
          value={search}
          aria-describedby={statusId}
          onChange={(event) => setSearch(event.target.value)}
        />
        <p id={statusId} aria-live="polite" className="mt-1.5 text-sm text-muted">
          {words.length === 0
            ? `${entries.length} ${entries.length === 1 ? "entry" : "entries"}`
            : `${shown.length} of ${entries.length} entries match`}
        </p>
      </div>
      {hasFreeLooks ? <p className="mt-2 text-sm text-muted">{caseText.freeLookNote}</p> : null}
      <ol className="mt-1 divide-y divide-line" aria-label="Docket entries">
        {shown.map((entry) => (
          <Entry key={entry.id} entry={entry} />
        ))}
      </ol>
    </>
  );
}
