import { auditMessages, auditText } from "@paralex/shared/audit";
import { paths } from "@paralex/shared/routes";
import { CircleAlert, Download, ShieldAlert } from "lucide-react";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { PageLoader } from "../../components/page-loader";
import { useDocumentTitle } from "../../lib/use-document-title";
import { useAuditLogActorsQuery, useExportAuditLogCsvMutation } from "./audit-api";
import { AuditFiltersForm, dateErrorOf } from "./audit-filters-form";
import {
  type AuditFilterValues,
  filterValuesOf,
  hasFilters,
  queryFiltersOf,
  searchParamsOf,
} from "./audit-log-filters";
import { AuditLogTable } from "./audit-log-table";
import { useAuditLog } from "./use-audit-log";

function Notice({ tone, title, children }: { tone: "error" | "info"; title: string; children?: React.ReactNode }) {
  const Icon = tone === "error" ? CircleAlert : ShieldAlert;
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className={`card flex flex-col items-start gap-4 border-l-4 p-5 sm:p-6 ${tone === "error" ? "border-red-700" : "border-gold"}`}
    >
      <div className="flex items-start gap-3">
        <Icon
          className={`mt-0.5 size-6 shrink-0 ${tone === "error" ? "text-red-700" : "text-gold"}`}
          aria-hidden="true"
        />
        <p className="font-semibold text-ink">{title}</p>
      </div>
      {children}
    </div>
  );
}

/** The filters live in the address, so a filtered view can be reloaded, shared and left with the back button. */
function useAuditFilters() {
  const [params, setParams] = useSearchParams();
  const values = filterValuesOf(params);
  const dateError = dateErrorOf(values);
  const filters = queryFiltersOf(dateError ? { ...values, from: "", to: "" } : values);
  const change = (next: AuditFilterValues) => setParams(searchParamsOf(next), { replace: true });
  return { values, filters, dateError, change };
}

function ExportButton({ onExport, isExporting }: { onExport: () => void; isExporting: boolean }) {
  return (
    <button
      type="button"
      className="btn-secondary inline-flex shrink-0 items-center gap-2 self-start whitespace-nowrap md:self-auto"
      aria-disabled={isExporting}
      onClick={() => {
        if (!isExporting) onExport();
      }}
    >
      <Download className="size-4" aria-hidden="true" />
      {isExporting ? auditText.exporting : auditText.exportCsv}
    </button>
  );
}

/** /dashboard/organization/audit-log/ — the organization's security events, newest first, for its Admins. */
export function AuditLogPage() {
  useDocumentTitle(auditText.title);
  const { values, filters, dateError, change } = useAuditFilters();
  const { state, isFetching, reload, loadMore } = useAuditLog(filters);
  const actors = useAuditLogActorsQuery(undefined, { skip: state.status === "forbidden" });
  const [exportCsv, exported] = useExportAuditLogCsvMutation();
  const [exportError, setExportError] = useState("");

  const onExport = async () => {
    setExportError("");
    const result = await exportCsv(filters);
    if ("error" in result) setExportError(auditMessages.exportFailed);
  };

  return (
    <>
      <header className="mb-6 flex flex-col gap-4 sm:mb-8 md:flex-row md:items-end md:justify-between">
        <div>
          <h1 className="font-serif text-3xl font-semibold sm:text-4xl">{auditText.title}</h1>
          <p className="mt-2 max-w-prose text-muted">{auditText.intro}</p>
        </div>
        {state.status === "ready" ? (
          <ExportButton onExport={() => void onExport()} isExporting={exported.isLoading} />
        ) : null}
      </header>
      {exportError ? (
        <p role="alert" className="mb-4 text-red-700">
          {exportError}
        </p>
      ) : null}

      {state.status === "loading" ? <PageLoader /> : null}
      {state.status === "forbidden" ? (
        <Notice tone="info" title={auditMessages.adminsOnly}>
          <Link to={paths.dashboard} className="btn-secondary">
            Back to the dashboard
          </Link>
        </Notice>
      ) : null}
      {state.status === "error" ? (
        <Notice tone="error" title={auditMessages.loadFailed}>
          <p className="text-body">{state.message}</p>
          <button type="button" className="btn-secondary" onClick={() => void reload()}>
            Try again
          </button>
        </Notice>
      ) : null}
      {state.status === "ready" ? (
        <div className="space-y-5">
          <div className="card p-5 sm:p-6">
            <AuditFiltersForm values={values} actors={actors.data ?? []} dateError={dateError} onChange={change} />
          </div>
          <section aria-labelledby="audit-events-title" aria-busy={isFetching} className="card p-5 sm:p-6">
            <h2 id="audit-events-title" className="sr-only">
              Events
            </h2>
            {state.items.length === 0 ? (
              <p className="text-muted">{hasFilters(values) ? auditText.noMatches : auditText.noEvents}</p>
            ) : (
              <AuditLogTable items={state.items} />
            )}
            <p className="sr-only" aria-live="polite">
              {state.items.length > 0 ? auditText.showing(state.items.length) : ""}
            </p>
            {state.moreError ? (
              <p role="alert" className="mt-4 text-red-700">
                {state.moreError}
              </p>
            ) : null}
            {state.nextCursor ? (
              <button
                type="button"
                className="btn-secondary mt-4"
                aria-disabled={state.isLoadingMore}
                onClick={() => void loadMore()}
              >
                {state.isLoadingMore ? auditText.loadingMore : auditText.loadMore}
              </button>
            ) : null}
          </section>
        </div>
      ) : null}
    </>
  );
}
