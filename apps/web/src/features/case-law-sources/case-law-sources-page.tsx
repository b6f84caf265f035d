import { type TCaseLawSources, caseLawSourcesText as text } from "@paralex/shared/case-law-sources";
import { citeCheckMessages } from "@paralex/shared/cite-check";
import { courtListenerDocketText } from "@paralex/shared/courtlistener-dockets";
import { docketAlertWarnings } from "@paralex/shared/docket-alert-warnings";
import { formatOrdinalDate } from "@paralex/shared/format-date";
import { paths } from "@paralex/shared/routes";
import { CircleAlert, CircleCheck, Database, Scale, TriangleAlert } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { PageLoader } from "../../components/page-loader";
import type { ServerError } from "../../lib/api/base-query";
import { detailOf } from "../../lib/api-client";
import { useDocumentTitle } from "../../lib/use-document-title";
import { useCaseLawSourcesQuery, useCourtListenerAlertsUsageQuery } from "./case-law-sources-api";

function Status({ isOn, children }: { isOn: boolean; children: ReactNode }) {
  const Icon = isOn ? CircleCheck : CircleAlert;
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-sm font-semibold ${
        isOn ? "border-green-700 bg-green-50 text-green-800" : "border-amber-700 bg-amber-50 text-amber-900"
      }`}
    >
      <Icon className="size-4 shrink-0" aria-hidden="true" />
      {children}
    </span>
  );
}

function SourceCard({
  icon: Icon,
  title,
  intro,
  status,
  children,
}: {
  icon: typeof Database;
  title: string;
  intro: string;
  status: ReactNode;
  children: ReactNode;
}) {
  const id = `${title.replace(/\W+/g, "-").toLowerCase()}-title`;
  return (
    <section aria-labelledby={id} className="card grid content-start gap-4 p-5 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={id} className="flex items-center gap-2 font-serif text-xl font-semibold sm:text-2xl">
          <Icon className="size-6 shrink-0 text-primary" aria-hidden="true" />
          {title}
        </h2>
        {status}
      </div>
      <p className="text-body">{intro}</p>
      <dl className="grid gap-3">{children}</dl>
    </section>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 border-t border-slate-200 pt-3">
      <dt className="text-sm text-muted">{term}</dt>
      <dd className="font-semibold text-ink">{children}</dd>
    </div>
  );
}

function Sources({ sources }: { sources: TCaseLawSources }) {
  const { localIndex, courtListener } = sources;
  const docketAlerts = useCourtListenerAlertsUsageQuery(undefined, { refetchOnMountOrArgChange: true }).data;
  const hasCases = localIndex.cases > 0;
  return (
    <>
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-2">
        <SourceCard
          icon={Database}
          title={text.localIndexTitle}
          intro={text.localIndexIntro}
          status={<Status isOn={hasCases}>{text.indexSize(localIndex.cases)}</Status>}
        >
          <Fact term={text.casesTerm}>{text.indexSize(localIndex.cases)}</Fact>
          <Fact term={text.lastImportTerm}>
            {localIndex.lastImportAt ? formatOrdinalDate(localIndex.lastImportAt) : text.neverImported}
          </Fact>
        </SourceCard>
        <SourceCard
          icon={Scale}
          title={text.courtListenerTitle}
          intro={text.courtListenerIntro}
          status={
            <Status isOn={courtListener.isConfigured}>
              {courtListener.isConfigured ? text.connected : text.notConnected}
            </Status>
          }
        >
          <Fact term={text.tokenTerm}>{courtListener.isConfigured ? text.connected : text.notConnected}</Fact>
          {courtListener.citationsPerMinute ? (
            <Fact term={text.rateTerm}>{text.perMinute(courtListener.citationsPerMinute)}</Fact>
          ) : null}
          <Fact term={text.todayTerm}>{text.quotaLeft(courtListener.usedToday, courtListener.dailyQuota)}</Fact>
          {docketAlerts?.isConfigured ? (
            <Fact term="Docket alerts">
              {courtListenerDocketText.usageLine(docketAlerts.alertsUsed, docketAlerts.alertsMax)}
              {docketAlerts.isWebhookConfigured ? null : (
                <span className="block font-normal text-muted">{courtListenerDocketText.webhookMissing}</span>
              )}
              {docketAlertWarnings(docketAlerts).map((warning) => (
                <span key={warning} className="mt-1 flex gap-2 font-normal text-amber-950">
                  <TriangleAlert className="mt-0.5 size-4 shrink-0 text-amber-700" aria-hidden="true" />
                  {warning}
                </span>
              ))}
            </Fact>
          ) : null}
        </SourceCard>
      </div>
      <section aria-labelledby="add-source-title" className="card mt-6 grid grid-cols-[minmax(0,1fr)] gap-3 p-5 sm:p-6">
        <h2 id="add-source-title" className="font-serif text-xl font-semibold sm:text-2xl">
          {text.howToAddTitle}
        </h2>
        <p className="text-body">{text.askOperator}</p>
        <ol className="ml-5 grid grid-cols-[minmax(0,1fr)] list-decimal gap-3 text-body [overflow-wrap:anywhere]">
          <li>{text.addCourtListener}</li>
          <li>
            {text.addImport}
            <pre className="mt-2 whitespace-pre-wrap rounded-lg bg-ink px-3 py-2 font-mono text-sm text-white">
              <code>{text.importCommand}</code>
            </pre>
          </li>
        </ol>
      </section>
    </>
  );
}

/** /dashboard/organization/case-law-sources/: where the cite check looks cases up, and how to add a source. */
export function CaseLawSourcesPage() {
  useDocumentTitle(text.pageTitle);
  const query = useCaseLawSourcesQuery(undefined, { refetchOnMountOrArgChange: true });
  const error = query.isError ? (query.error as ServerError | undefined) : undefined;
  const refusal = error?.status === 403 ? (detailOf(error.data) ?? text.adminsOnly) : null;
  return (
    <>
      <header className="mb-6 sm:mb-8">
        <h1 className="font-serif text-3xl font-semibold sm:text-4xl">{text.pageTitle}</h1>
        <p className="mt-2 max-w-prose text-muted">{text.intro}</p>
      </header>
      {query.isLoading ? <PageLoader /> : null}
      {refusal ? (
        <div role="status" className="card grid justify-items-start gap-4 border-l-4 border-gold p-5 sm:p-6">
          <p className="font-semibold text-ink">{refusal}</p>
          {refusal === citeCheckMessages.noSubscription ? null : (
            <Link to={paths.dashboardOrganization} className="btn-secondary">
              {text.backToOrganization}
            </Link>
          )}
        </div>
      ) : null}
      {error && !refusal ? (
        <div role="alert" className="card grid justify-items-start gap-4 border-l-4 border-red-700 p-5 sm:p-6">
          <p className="font-semibold text-ink">{text.loadFailed}</p>
          <button type="button" className="btn-secondary" onClick={() => void query.refetch()}>
            {text.tryAgain}
          </button>
        </div>
      ) : null}
      {query.data ? <Sources sources={query.data} /> : null}
    </>
  );
}
