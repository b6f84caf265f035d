import { caseMessages, caseText, gapSentence, type TCaseDetail } from "@paralex/shared/cases";
import { formatDateTime } from "@paralex/shared/format-date";
import { paths } from "@paralex/shared/routes";
import { Copy, TriangleAlert } from "lucide-react";
import { useId, useState } from "react";
import { Link, useParams } from "react-router";
import { LoadError } from "../../components/load-error";
import { PageLoader } from "../../components/page-loader";
import { answerOf, errorMessage } from "../../lib/api/error-message";
import { useAppSelector } from "../../lib/session/store";
import { useDocumentTitle } from "../../lib/use-document-title";
import { AlertPreference } from "./alert-preference";
import { CaseTeam } from "./case-team";
import { useCaseDetailQuery } from "./cases-api";
import { CourtListenerFollow } from "./courtlistener-follow";
import { DocketEntries } from "./docket-entries";
import { EmailAddress } from "./email-address";
import { QuietCaseWarning } from "./quiet-case-warning";

function PlusAddress({ detail }: { detail: TCaseDetail }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard?.writeText(detail.plusAddress);
    setCopied(true);
  };
  return (
    <div className="mt-4 rounded-lg border border-line bg-surface p-4">
      <p className="text-sm font-semibold text-ink">
        Short tag <span className="font-mono">{detail.tag}</span> · this case's address
      </p>
      <code className="mt-1 block text-body">
        <EmailAddress address={detail.plusAddress} />
      </code>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <button type="button" className="btn-secondary inline-flex items-center gap-2" onClick={() => void copy()}>
          <Copy className="size-4" aria-hidden="true" />
          Copy address
        </button>
        <span aria-live="polite" className="text-sm text-muted">
          {copied ? "Address copied" : ""}
        </span>
      </div>
      <p className="mt-1 text-sm text-muted">{caseText.plusAddressHint}</p>
    </div>
  );
}

function GapNotice({ detail }: { detail: TCaseDetail }) {
  if (detail.gaps.length === 0) return null;
  return (
    <div role="note" className="mt-4 flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950">
      <TriangleAlert className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <p>{gapSentence(detail.gaps)}</p>
    </div>
  );
}

function SideCards({ detail }: { detail: TCaseDetail }) {
  const checksId = useId();
  const viewerId = useAppSelector((state) => state.auth.user?.userId);
  return (
    <div className="flex flex-col gap-6">
      <AlertPreference detail={detail} />
      {detail.status === "active" ? <CourtListenerFollow caseId={detail.id} /> : null}
      <CaseTeam detail={detail} viewerId={viewerId} />
      <section aria-labelledby={checksId} className="card p-5 sm:p-6">
        <h2 id={checksId} className="font-serif text-xl font-semibold">
          Cite checks
        </h2>
        {detail.citeChecks.length === 0 ? (
          <p className="mt-2 text-muted">None yet. Email a draft to the case's address above.</p>
        ) : (
          <ul className="mt-2 space-y-2">
            {detail.citeChecks.map((check) => (
              <li key={check.id}>
                <Link
                  to={`${paths.dashboardCiteCheck}${encodeURIComponent(check.id)}/`}
                  className="font-semibold text-primary underline-offset-4 [overflow-wrap:anywhere] hover:underline"
                >
                  {check.sourceName ?? "Draft"}
                </Link>
                <span className="block text-sm text-muted">
                  {check.status} · {formatDateTime(check.createdAt)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

/** /dashboard/cases/{id} — a case's docket, in order and searchable, with its gaps, address, checks and alerts. */
export function CasePage() {
  const { caseId = "" } = useParams();
  const query = useCaseDetailQuery(caseId, { pollingInterval: 15_000 });
  const docketId = useId();
  useDocumentTitle(query.data?.caseName ?? caseText.title);
  if (query.isLoading) return <PageLoader />;
  if (!query.data) {
    const isMissing = answerOf(query.error).status === 404;
    return (
      <LoadError
        title={isMissing ? caseMessages.notFound : "We could not load the case."}
        message={isMissing ? "It may have been removed, or it is not one of your cases." : errorMessage(query.error)}
        onRetry={query.refetch}
      />
    );
  }
  const detail = query.data;
  return (
    <>
      <header className="mb-6 sm:mb-8">
        <p className="text-sm">
          <Link to={paths.dashboardCases} className="font-semibold text-primary underline-offset-4 hover:underline">
            Cases
          </Link>
        </p>
        <h1 className="mt-1 break-words font-serif text-3xl font-semibold sm:text-4xl">{detail.caseName}</h1>
        <p className="mt-2 break-words text-muted">
          {detail.courtName} · {detail.docketNumber}
          {detail.clientMatter ? ` · ${detail.clientMatter}` : ""}
          {detail.status === "proposed" ? " · proposed from a court notice" : ""}
        </p>
      </header>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <section aria-labelledby={docketId} className="card min-w-0 p-5 sm:p-6">
          <h2 id={docketId} className="font-serif text-2xl font-semibold">
            Docket
          </h2>
          <QuietCaseWarning quietSince={detail.quietSince} agentAddress={detail.agentAddress} />
          <PlusAddress detail={detail} />
          <GapNotice detail={detail} />
          <DocketEntries entries={detail.entries} />
        </section>
        <SideCards detail={detail} />
      </div>
    </>
  );
}
