import {
  CITE_CHECK_VERDICTS,
  citeCheckVerdictLabels,
  type TCiteCheckCitation,
  type TCiteCheckView,
} from "@paralex/shared/cite-check";
import { ExternalLink } from "lucide-react";
import { VerdictBadge } from "./verdict-badge";

const kindLabels: Record<string, string> = {
  case: "Case",
  short_case: "Short form",
  id: "Id.",
  supra: "Supra",
  statute: "Statute",
  regulation: "Regulation",
  rule: "Rule",
};

function Sentence({ citation }: { citation: TCiteCheckCitation }) {
  const { sentence, start, end } = citation.context;
  return (
    <p className="text-body">
      {sentence.slice(0, start)}
      <mark className="rounded bg-yellow-200 px-0.5 text-ink">{sentence.slice(start, end)}</mark>
      {sentence.slice(end)}
    </p>
  );
}

function CaseLink({ match }: { match: NonNullable<TCiteCheckCitation["match"]> }) {
  const label = [match.caseName, match.court, match.dateFiled].filter(Boolean).join(", ");
  if (!match.url) return <span>{label}</span>;
  return (
    <a href={match.url} target="_blank" rel="noopener noreferrer" className="font-semibold text-primary underline">
      {label}
      <ExternalLink className="ml-1 inline size-4" aria-hidden="true" />
      <span className="sr-only"> (opinion, opens in a new tab)</span>
    </a>
  );
}

function CitationRow({
  citation,
  index,
  all,
}: {
  citation: TCiteCheckCitation;
  index: number;
  all: TCiteCheckCitation[];
}) {
  const isAlarm = citation.verdict === "not_found";
  const target = citation.refersTo === null ? undefined : all[citation.refersTo];
  return (
    <li
      className={`card p-4 sm:p-5 ${isAlarm ? "border-l-8 border-red-700 bg-red-50" : "border-l-4 border-transparent"}`}
      aria-label={`Citation ${index + 1}: ${citeCheckVerdictLabels[citation.verdict]}`}
    >
      <div className="flex flex-wrap items-center gap-3">
        <VerdictBadge verdict={citation.verdict} />
        <span className="font-mono text-sm text-ink">{citation.normalized}</span>
        <span className="text-sm text-muted">{kindLabels[citation.kind] ?? citation.kind}</span>
      </div>
      <div className="mt-3">
        <Sentence citation={citation} />
      </div>
      {target ? <p className="mt-2 text-sm text-muted">Refers to {target.normalized}.</p> : null}
      {citation.note ? (
        <p className={`mt-2 ${isAlarm ? "font-semibold text-red-800" : "text-body"}`}>{citation.note}</p>
      ) : null}
      {citation.match ? (
        <p className="mt-2">
          <span className="text-muted">Case: </span>
          <CaseLink match={citation.match} />
        </p>
      ) : null}
      {citation.candidates.length > 0 ? (
        <div className="mt-2">
          <p className="text-muted">Cases reported there:</p>
          <ul className="ml-5 list-disc">
            {citation.candidates.map((candidate) => (
              <li key={`${candidate.url}${candidate.caseName}`}>
                <CaseLink match={candidate} />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </li>
  );
}

/** The counts by verdict, then every citation in document order. */
export function CiteCheckReport({ check }: { check: TCiteCheckView }) {
  const counted = CITE_CHECK_VERDICTS.filter((verdict) => (check.counts[verdict] ?? 0) > 0);
  return (
    <section aria-labelledby="report-title" className="mt-6">
      <h2 id="report-title" className="font-serif text-2xl font-semibold">
        Report
      </h2>
      <dl className="mt-3 flex flex-wrap gap-3" aria-label="Citations by verdict">
        {counted.map((verdict) => (
          <div key={verdict} className="card flex items-center gap-2 px-3 py-2">
            <dt>
              <VerdictBadge verdict={verdict} />
            </dt>
            <dd className="text-lg font-semibold">{check.counts[verdict]}</dd>
          </div>
        ))}
      </dl>
      {check.citations.length === 0 ? <p className="mt-4">No citations were found in this draft.</p> : null}
      <ol className="mt-4 grid gap-3" aria-label="Citations in document order">
        {check.citations.map((citation, index) => (
          <CitationRow
            key={`${citation.start}-${citation.end}`}
            citation={citation}
            index={index}
            all={check.citations}
          />
        ))}
      </ol>
    </section>
  );
}
