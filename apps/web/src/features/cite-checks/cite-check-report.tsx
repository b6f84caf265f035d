import { caseMatchLine } from "@paralex/shared/case-match-format";
import {
  CITE_CHECK_VERDICTS,
  citeCheckVerdictLabels,
  type TCiteCheckCitation,
  type TCiteCheckVerdict,
  type TCiteCheckView,
} from "@paralex/shared/cite-check";
import { ATTENTION_GROUPS } from "@paralex/shared/cite-check-attention";
import { citeCheckText } from "@paralex/shared/cite-check-text";
import { paths } from "@paralex/shared/routes";
import { ExternalLink } from "lucide-react";
import { Link } from "react-router";
import { VerdictBadge } from "./verdict-badge";

const toFix: readonly TCiteCheckVerdict[] = ATTENTION_GROUPS.toFix;
const toLookAt: readonly TCiteCheckVerdict[] = [...ATTENTION_GROUPS.unchecked, ...ATTENTION_GROUPS.toReview];

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
  const label = caseMatchLine(match);
  if (!match.url) return <span>{label}</span>;
  return (
    <a href={match.url} target="_blank" rel="noopener noreferrer" className="font-semibold text-primary underline">
      {label}
      <ExternalLink className="ml-1 inline size-4" aria-hidden="true" />
      <span className="sr-only">{citeCheckText.opensInNewTab}</span>
    </a>
  );
}

function rowLook(verdict: TCiteCheckVerdict): string {
  if (verdict === "not_found") return "border-l-8 border-red-700 bg-red-50";
  if (toFix.includes(verdict)) return "border-l-8 border-red-700";
  if (toLookAt.includes(verdict)) return "border-l-8 border-amber-600";
  return "border-l-4 border-transparent";
}

function CitationRow({
  citation,
  index,
  all,
  isAdmin,
}: {
  citation: TCiteCheckCitation;
  index: number;
  all: TCiteCheckCitation[];
  isAdmin: boolean;
}) {
  const isAlarm = citation.verdict === "not_found";
  const target = citation.refersTo === null ? undefined : all[citation.refersTo];
  return (
    <li
      className={`card p-4 sm:p-5 ${rowLook(citation.verdict)}`}
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
      {target ? <p className="mt-2 text-sm text-muted">{citeCheckText.refersTo(target.normalized)}</p> : null}
      {citation.note ? (
        <p className={`mt-2 ${isAlarm ? "font-semibold text-red-800" : "text-body"}`}>
          {citation.note}
          {citation.reason === "no_source" && isAdmin ? (
            <>
              {" "}
              <Link to={paths.dashboardCaseLawSources} className="font-semibold text-primary underline">
                {citeCheckText.setUpSource}
              </Link>
            </>
          ) : null}
        </p>
      ) : null}
      {citation.match ? (
        <p className="mt-2">
          <span className="text-muted">{citeCheckText.caseLabel}</span>
          <CaseLink match={citation.match} />
        </p>
      ) : null}
      {citation.candidates.length > 0 ? (
        <div className="mt-2">
          <p className="text-muted">{citeCheckText.candidates}</p>
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
export function CiteCheckReport({ check, isAdmin }: { check: TCiteCheckView; isAdmin: boolean }) {
  const counted = CITE_CHECK_VERDICTS.filter((verdict) => (check.counts[verdict] ?? 0) > 0);
  return (
    <section aria-labelledby="report-title" className="mt-6">
      <h2 id="report-title" className="font-serif text-2xl font-semibold">
        {citeCheckText.reportTitle}
      </h2>
      <dl className="mt-3 flex flex-wrap gap-3" aria-label={citeCheckText.byVerdict}>
        {counted.map((verdict) => (
          <div key={verdict} className="card flex items-center gap-2 px-3 py-2">
            <dt>
              <VerdictBadge verdict={verdict} />
            </dt>
            <dd className="text-lg font-semibold">{check.counts[verdict]}</dd>
          </div>
        ))}
      </dl>
      {check.citations.length === 0 ? <p className="mt-4">{citeCheckText.noCitations}</p> : null}
      <ol className="mt-4 grid gap-3" aria-label={citeCheckText.inOrder}>
        {check.citations.map((citation, index) => (
          <CitationRow
            key={`${citation.start}-${citation.end}`}
            citation={citation}
            index={index}
            all={check.citations}
            isAdmin={isAdmin}
          />
        ))}
      </ol>
    </section>
  );
}
