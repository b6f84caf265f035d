import { auditMessages } from "@paralex/shared/audit";
import { paths } from "@paralex/shared/routes";
import { CircleAlert, ShieldAlert } from "lucide-react";
import { Link } from "react-router";
import { PageLoader } from "../../components/page-loader";
import { useDocumentTitle } from "../../lib/use-document-title";
import { AuditLogTable } from "./audit-log-table";
import { useAuditLog } from "./use-audit-log";

const PAGE_TITLE = "Audit Log";

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

/** /dashboard/organization/audit-log/ — the organization's security events, newest first, for its Admins. */
export function AuditLogPage() {
  useDocumentTitle(PAGE_TITLE);
  const { state, reload, loadMore } = useAuditLog();

  return (
    <>
      <header className="mb-6 sm:mb-8">
        <h1 className="font-serif text-3xl font-semibold sm:text-4xl">{PAGE_TITLE}</h1>
        <p className="mt-2 max-w-prose text-muted">
          Sign-ins, password and email changes, invitations, role changes and subscription changes in your organization,
          newest first.
        </p>
      </header>

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
        <section aria-labelledby="audit-events-title" className="card p-5 sm:p-6">
          <h2 id="audit-events-title" className="sr-only">
            Events
          </h2>
          {state.items.length === 0 ? (
            <p className="text-muted">No events yet. Sign-ins and changes in your organization will appear here.</p>
          ) : (
            <AuditLogTable items={state.items} />
          )}
          <p className="sr-only" aria-live="polite">
            {state.items.length > 0 ? `Showing ${state.items.length} events.` : ""}
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
              {state.isLoadingMore ? "Loading…" : "Load more"}
            </button>
          ) : null}
        </section>
      ) : null}
    </>
  );
}
