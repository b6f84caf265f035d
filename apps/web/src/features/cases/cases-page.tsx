import { caseText, type TCaseSummary } from "@paralex/shared/cases";
import { formatDateTime } from "@paralex/shared/format-date";
import { paths } from "@paralex/shared/routes";
import { Plus } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import { LoadError } from "../../components/load-error";
import { PageLoader } from "../../components/page-loader";
import { errorMessage } from "../../lib/api/error-message";
import { useDocumentTitle } from "../../lib/use-document-title";
import { useCasesQuery } from "./cases-api";
import { ProposedCases } from "./proposed-cases";
import { QuietCaseWarning } from "./quiet-case-warning";

function LatestEntry({ item }: { item: TCaseSummary }) {
  if (!item.latestEntry) return <p className="mt-2 text-sm text-muted">No docket entries yet.</p>;
  const { entryNumber, text, learnedAt } = item.latestEntry;
  return (
    <p className="mt-2 line-clamp-2 text-sm text-body">
      <span className="font-semibold text-ink">{entryNumber === null ? "Latest entry" : `Entry ${entryNumber}`}</span>
      <span className="text-muted"> · {formatDateTime(learnedAt)}</span>: {text}
    </p>
  );
}

function CaseItem({ item, agentAddress }: { item: TCaseSummary; agentAddress: string }) {
  return (
    <li className="py-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <Link
            to={paths.dashboardCase(item.id)}
            className="break-words font-semibold text-primary underline-offset-4 hover:underline"
          >
            {item.caseName}
          </Link>
          <p className="break-words text-sm text-muted">
            {item.courtName} · {item.docketNumber}
            {item.clientMatter ? ` · ${item.clientMatter}` : ""}
          </p>
        </div>
        {item.newCount > 0 ? (
          <span className="inline-flex rounded-full bg-blue-50 px-3 py-1 text-sm font-semibold text-blue-900">
            {caseText.newSince(item.newCount)}
          </span>
        ) : null}
      </div>
      <LatestEntry item={item} />
      <QuietCaseWarning quietSince={item.quietSince} agentAddress={agentAddress} compact />
    </li>
  );
}

/** /dashboard/cases — the cases a member follows (an Admin: all), each with its latest entry and what is new. */
export function CasesPage() {
  useDocumentTitle(caseText.title);
  const titleId = useId();
  const query = useCasesQuery(undefined, { pollingInterval: 15_000 });
  if (query.isLoading) return <PageLoader />;
  if (!query.data) {
    return (
      <LoadError title="We could not load your cases." message={errorMessage(query.error)} onRetry={query.refetch} />
    );
  }
  const { cases, proposed, isAdmin, agentAddress } = query.data;
  return (
    <>
      <header className="mb-6 flex flex-wrap items-end justify-between gap-4 sm:mb-8">
        <div>
          <h1 className="font-serif text-3xl font-semibold sm:text-4xl">{caseText.title}</h1>
          <p className="mt-2 max-w-prose text-muted">
            {isAdmin
              ? "Every case your organization follows, newest activity first."
              : "The cases you follow, newest activity first."}
          </p>
        </div>
        <Link to={paths.dashboardNewCase} className="btn-primary inline-flex items-center gap-2">
          <Plus className="size-5" aria-hidden="true" />
          {caseText.addCase}
        </Link>
      </header>
      {isAdmin && proposed.length > 0 ? <ProposedCases cases={proposed} /> : null}
      <section aria-labelledby={titleId} className="card p-5 sm:p-6">
        <h2 id={titleId} className="font-serif text-2xl font-semibold">
          {isAdmin ? "All cases" : "Your cases"}
        </h2>
        {cases.length === 0 ? (
          <p className="mt-3 text-muted">{caseText.empty}</p>
        ) : (
          <ul className="mt-1 divide-y divide-line">
            {cases.map((item) => (
              <CaseItem key={item.id} item={item} agentAddress={agentAddress} />
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
