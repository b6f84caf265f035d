import { citeCheckMessages } from "@paralex/shared/cite-check";
import { formatDateTime } from "@paralex/shared/format-date";
import { inboxStatusLabels, inboxText, type TInboxMessage } from "@paralex/shared/inbox";
import { paths } from "@paralex/shared/routes";
import { FileText } from "lucide-react";
import { useId, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { LoadError } from "../../components/load-error";
import { PageLoader } from "../../components/page-loader";
import { errorMessage } from "../../lib/api/error-message";
import { useDocumentTitle } from "../../lib/use-document-title";
import { AgentAddress } from "./agent-address";
import {
  useDeleteInboxMessageMutation,
  useInboxMessagesQuery,
  useInboxOverviewQuery,
  useReleaseInboxMessageMutation,
} from "./inbox-api";

const checkPath = (id: string) => `${paths.dashboardCiteCheck}${encodeURIComponent(id)}/`;

const statusTone: Record<TInboxMessage["status"], string> = {
  received: "bg-surface text-ink",
  processing: "bg-blue-50 text-blue-900",
  answered: "bg-green-50 text-green-900",
  refused: "bg-red-50 text-red-900",
  quarantined: "bg-amber-50 text-amber-900",
  filed: "bg-green-50 text-green-900",
};

function StatusBadge({ status }: { status: TInboxMessage["status"] }) {
  return (
    <span className={`inline-flex rounded-full px-3 py-1 text-sm font-semibold ${statusTone[status]}`}>
      {inboxStatusLabels[status]}
    </span>
  );
}

function QuarantineActions({ message }: { message: TInboxMessage }) {
  const [release, released] = useReleaseInboxMessageMutation();
  const [remove, removed] = useDeleteInboxMessageMutation();
  const [isConfirming, setIsConfirming] = useState(false);
  const error = released.error ?? removed.error;
  const isBusy = released.isLoading || removed.isLoading;
  return (
    <div className="mt-3 flex flex-wrap items-center gap-3">
      <button type="button" className="btn-primary" disabled={isBusy} onClick={() => void release(message.id)}>
        {inboxText.release}
      </button>
      {isConfirming ? (
        <button
          type="button"
          className="btn border border-red-700 bg-white text-red-700 hover:bg-red-50"
          disabled={isBusy}
          onClick={() => void remove(message.id)}
        >
          Delete for good
        </button>
      ) : (
        <button type="button" className="btn-secondary" onClick={() => setIsConfirming(true)}>
          {inboxText.delete}
        </button>
      )}
      {error ? (
        <p role="alert" className="w-full text-red-800">
          {errorMessage(error)}
        </p>
      ) : null}
    </div>
  );
}

function MessageItem({ message, isQuarantine }: { message: TInboxMessage; isQuarantine: boolean }) {
  return (
    <li className="py-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="break-words font-semibold text-ink">{message.subject || "(no subject)"}</p>
          <p className="break-all text-sm text-muted">
            From {message.from ?? "an unknown sender"} · {formatDateTime(message.receivedAt)}
            {message.tag ? ` · +${message.tag}` : ""}
          </p>
        </div>
        <StatusBadge status={message.status} />
      </div>
      {message.reason ? <p className="mt-2 text-body">Reason: {message.reason}</p> : null}
      {message.drafts.length > 0 ? (
        <ul className="mt-2 space-y-1">
          {message.drafts.map((draft) => (
            <li key={`${draft.name}-${draft.checkId ?? draft.problem}`} className="flex items-start gap-2">
              <FileText className="mt-1 size-4 shrink-0 text-primary" aria-hidden="true" />
              {draft.checkId ? (
                <Link
                  to={checkPath(draft.checkId)}
                  className="break-all font-semibold text-primary underline-offset-4 hover:underline"
                >
                  {draft.name}
                  <span className="sr-only"> (open its cite check)</span>
                </Link>
              ) : (
                <span className="break-all">
                  {draft.name}: {draft.problem ?? citeCheckMessages.checkFailed}
                </span>
              )}
            </li>
          ))}
        </ul>
      ) : null}
      {message.reply ? (
        <details className="mt-2">
          <summary className="min-h-11 cursor-pointer py-2 font-semibold text-primary">The reply we sent</summary>
          <p className="font-semibold">{message.reply.subject}</p>
          <pre className="mt-1 whitespace-pre-wrap break-words rounded-lg bg-surface p-3 font-sans text-sm text-ink">
            {message.reply.text}
          </pre>
        </details>
      ) : null}
      {isQuarantine ? <QuarantineActions message={message} /> : null}
    </li>
  );
}

function MessagesSection({ title, quarantine }: { title: string; quarantine: boolean }) {
  const titleId = useId();
  const [params, setParams] = useSearchParams();
  const pageKey = quarantine ? "qpage" : "page";
  const page = Math.max(1, Number(params.get(pageKey)) || 1);
  const query = useInboxMessagesQuery({ page, quarantine }, { pollingInterval: quarantine ? 0 : 5000 });
  const goTo = (next: number) => {
    const nextParams = new URLSearchParams(params);
    nextParams.set(pageKey, String(next));
    setParams(nextParams, { replace: true });
  };
  return (
    <section aria-labelledby={titleId} className="card mb-6 p-5 sm:p-6">
      <h2 id={titleId} className="font-serif text-2xl font-semibold">
        {title}
      </h2>
      {query.isLoading ? <p className="mt-3 text-muted">Loading…</p> : null}
      {query.isError ? (
        <div className="mt-3">
          <LoadError
            title="We could not load the messages."
            message={errorMessage(query.error)}
            onRetry={query.refetch}
          />
        </div>
      ) : null}
      {query.data ? (
        query.data.messages.length === 0 ? (
          <p className="mt-3 text-muted">{quarantine ? inboxText.quarantineEmpty : inboxText.empty}</p>
        ) : (
          <>
            <ul className="mt-1 divide-y divide-line">
              {query.data.messages.map((message) => (
                <MessageItem key={message.id} message={message} isQuarantine={quarantine} />
              ))}
            </ul>
            {query.data.pageCount > 1 ? (
              <nav aria-label={`${title} pages`} className="mt-3 flex items-center justify-between gap-3">
                <button
                  type="button"
                  className="btn-secondary"
                  disabled={query.data.page <= 1}
                  onClick={() => goTo(page - 1)}
                >
                  Newer
                </button>
                <span className="text-muted">
                  Page {query.data.page} of {query.data.pageCount}
                </span>
                <button
                  type="button"
                  className="btn-secondary"
                  disabled={query.data.page >= query.data.pageCount}
                  onClick={() => goTo(page + 1)}
                >
                  Older
                </button>
              </nav>
            ) : null}
          </>
        )
      ) : null}
    </section>
  );
}

/** /dashboard/inbox — the agent address, the mail it received and what the associate answered. */
export function InboxPage() {
  useDocumentTitle(inboxText.title);
  const overview = useInboxOverviewQuery();
  if (overview.isLoading) return <PageLoader />;
  if (!overview.data) {
    return (
      <LoadError
        title="We could not load the inbox."
        message={errorMessage(overview.error)}
        onRetry={overview.refetch}
      />
    );
  }
  const { address, isAdmin } = overview.data;
  return (
    <>
      <header className="mb-6 sm:mb-8">
        <h1 className="font-serif text-3xl font-semibold sm:text-4xl">{inboxText.title}</h1>
        <p className="mt-2 max-w-prose text-muted">
          {isAdmin
            ? "Mail your organization sent to its associate, and what it answered."
            : "The mail you sent to your associate, and what it answered."}
        </p>
      </header>
      <AgentAddress address={address} />
      <MessagesSection title={isAdmin ? "Messages" : "Your messages"} quarantine={false} />
      {isAdmin ? <MessagesSection title="Quarantine" quarantine /> : null}
    </>
  );
}
