import {
  CITE_CHECK_APP_IDS,
  citeCheckMessages,
  type TCiteCheckSummary,
  type TCiteCheckView,
} from "@paralex/shared/cite-check";
import { findProduct } from "@paralex/shared/products";
import { paths } from "@paralex/shared/routes";
import { CircleAlert, Download, FileUp, Trash2 } from "lucide-react";
import { type FormEvent, useCallback, useEffect, useRef, useState } from "react";
import { Link, useNavigate, useParams, useSearchParams } from "react-router";
import { ConfirmDialog, dangerButtonClass } from "../../components/confirm-dialog";
import { PageLoader } from "../../components/page-loader";
import type { ServerError } from "../../lib/api/base-query";
import { detailOf, firstError } from "../../lib/api-client";
import { useDocumentTitle } from "../../lib/use-document-title";
import { noSubscriptionPath } from "../subscriptions";
import { CiteCheckReport } from "./cite-check-report";
import {
  saveFile,
  useCiteCheckQuery,
  useCiteChecksQuery,
  useDeleteCiteCheckMutation,
  useDownloadCiteCheckPdfMutation,
  useStartCiteCheckMutation,
} from "./cite-checks-api";
import { LookupUsageLine } from "./lookup-usage-line";

const PAGE_TITLE = "Cite Check";
const POLL_MS = 1000;
const LOAD_FAILED = "We could not reach the server. Check your connection and try again.";

const checkPath = (id: string) => `${paths.dashboardCiteCheck}${encodeURIComponent(id)}/`;
const isRunning = (check: { status: string }) => check.status === "queued" || check.status === "running";
/** The HTTP status of a failed REST call (a thrown error has none). */
const statusOf = (error: unknown) => (error as ServerError | undefined)?.status;

/** A 403 from the API: the user holds neither product; the subscriptions page says so. */
function useNoSubscriptionRedirect() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  return useCallback(() => {
    const area = Number(search.get("area"));
    const appId = (CITE_CHECK_APP_IDS as readonly number[]).includes(area) ? area : CITE_CHECK_APP_IDS[0];
    navigate(noSubscriptionPath({ title: findProduct(appId)?.title ?? "Federal Criminal" }), { replace: true });
  }, [navigate, search]);
}

function NewCheckForm({ onStarted, onForbidden }: { onStarted: (id: string) => void; onForbidden: () => void }) {
  const [text, setText] = useState("");
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const [startCiteCheck] = useStartCiteCheckMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file && text.trim() === "") {
      setError(citeCheckMessages.textRequired);
      return;
    }
    setIsBusy(true);
    setError(null);
    const result = await startCiteCheck(file ? { file } : { text });
    setIsBusy(false);
    if (result.data) return onStarted(result.data.id);
    if (statusOf(result.error) === 403) return onForbidden();
    const answer = (result.error as ServerError | undefined)?.data;
    setError(firstError(answer, "text") ?? firstError(answer, "file") ?? detailOf(answer) ?? LOAD_FAILED);
  };

  return (
    <form
      className="card grid grid-cols-[minmax(0,1fr)] gap-4 p-5 sm:p-6"
      onSubmit={(event) => void submit(event)}
      noValidate
    >
      <h2 className="font-serif text-2xl font-semibold">Check a draft</h2>
      <div className="grid gap-2">
        <label htmlFor="cite-check-text" className="font-semibold text-ink">
          Paste the draft
        </label>
        <textarea
          id="cite-check-text"
          className="min-h-40 w-full rounded-lg border border-slate-400 bg-white px-3 py-2 font-mono text-sm text-ink focus:outline-2 focus:outline-offset-2 focus:outline-primary disabled:bg-surface"
          value={text}
          onChange={(event) => setText(event.target.value)}
          disabled={file !== null}
          aria-describedby="cite-check-text-hint"
        />
        <p id="cite-check-text-hint" className="text-sm text-muted">
          Only the citations found in it are sent to the case-law source, never the draft.
        </p>
      </div>
      <div className="grid gap-2">
        <label htmlFor="cite-check-file" className="font-semibold text-ink">
          Or upload a file
        </label>
        <p id="cite-check-file-hint" className="text-sm text-muted">
          A Word document (.docx), a PDF with a text layer or a .txt file, up to 10 MB and 300 pages.
        </p>
        <input
          id="cite-check-file"
          type="file"
          accept=".docx,.pdf,.txt,application/pdf,text/plain,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          aria-describedby="cite-check-file-hint"
          className="w-full min-w-0 text-body"
        />
      </div>
      {error ? (
        <p role="alert" className="flex items-start gap-2 font-semibold text-red-800">
          <CircleAlert className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          {error}
        </p>
      ) : null}
      <div>
        <button type="submit" className="btn-primary inline-flex items-center gap-2" disabled={isBusy}>
          <FileUp className="size-5" aria-hidden="true" />
          {isBusy ? "Starting..." : "Check citations"}
        </button>
      </div>
    </form>
  );
}

function Progress({ check }: { check: TCiteCheckView }) {
  const { found, checked } = check.progress;
  const label =
    check.status === "queued" ? "Waiting to start..." : `Checked ${checked} of ${found} citations found so far`;
  return (
    <div className="card mt-6 grid gap-2 p-5" role="status" aria-live="polite">
      <label htmlFor="cite-check-progress" className="font-semibold text-ink">
        {label}
      </label>
      <progress
        id="cite-check-progress"
        className="h-3 w-full"
        max={Math.max(found, 1)}
        value={check.status === "queued" ? undefined : checked}
      />
      <p className="text-sm text-muted">You may leave this page: the check goes on and stays in your list.</p>
    </div>
  );
}

function CheckView({
  id,
  onDeleted,
  onFinished,
  onForbidden,
}: {
  id: string;
  onDeleted: () => void;
  onFinished: () => void;
  onForbidden: () => void;
}) {
  const [isPolling, setIsPolling] = useState(false);
  const query = useCiteCheckQuery(id, { pollingInterval: isPolling ? POLL_MS : 0 });
  const [deleteCiteCheck] = useDeleteCiteCheckMutation();
  const [downloadReportPdf] = useDownloadCiteCheckPdfMutation();
  const [actionError, setActionError] = useState<string | null>(null);
  const [isConfirming, setIsConfirming] = useState(false);
  const [isDeleting, setIsDeleting] = useState(false);
  const deleteButton = useRef<HTMLButtonElement>(null);
  const check = query.isError ? null : (query.currentData ?? null);
  const status = query.isError ? statusOf(query.error) : undefined;
  const loadError =
    query.isError && status !== 403 ? (status === 404 ? citeCheckMessages.notFound : LOAD_FAILED) : null;
  const error = loadError ?? actionError;

  // A running check is asked about every second until it ends; the list is told when one it showed running ends.
  const hasRun = useRef(false);
  const isCheckRunning = check ? isRunning(check) : null;
  useEffect(() => {
    setIsPolling(isCheckRunning === true);
    if (isCheckRunning) hasRun.current = true;
    else if (isCheckRunning === false && hasRun.current) {
      hasRun.current = false;
      onFinished();
    }
  }, [isCheckRunning, onFinished]);
  useEffect(() => {
    if (status === 403) onForbidden();
    if (query.isError) setIsPolling(false);
  }, [status, query.isError, onForbidden]);

  if (error) {
    return (
      <p role="alert" className="card mt-6 p-5 font-semibold text-red-800">
        {error}
      </p>
    );
  }
  if (!check) return <PageLoader />;
  const downloadJson = () =>
    saveFile(new Blob([JSON.stringify(check, null, 2)], { type: "application/json" }), `cite-check-${check.id}.json`);
  const downloadPdf = async () => {
    const result = await downloadReportPdf(check.id);
    if (result.error) setActionError(LOAD_FAILED);
  };
  const remove = async () => {
    setIsDeleting(true);
    const result = await deleteCiteCheck(check.id);
    setIsDeleting(false);
    setIsConfirming(false);
    if (result.error) setActionError(LOAD_FAILED);
    else onDeleted();
  };

  return (
    <div className="mt-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="font-serif text-2xl font-semibold">{check.sourceName ?? "Pasted text"}</h2>
        <div className="flex flex-wrap gap-2">
          {check.status === "done" ? (
            <>
              <button type="button" className="btn-secondary inline-flex items-center gap-2" onClick={downloadJson}>
                <Download className="size-4" aria-hidden="true" />
                Download JSON
              </button>
              <button
                type="button"
                className="btn-secondary inline-flex items-center gap-2"
                onClick={() => void downloadPdf()}
              >
                <Download className="size-4" aria-hidden="true" />
                Download PDF
              </button>
            </>
          ) : null}
          <button
            ref={deleteButton}
            type="button"
            className={`${dangerButtonClass} inline-flex items-center gap-2`}
            onClick={() => setIsConfirming(true)}
          >
            <Trash2 className="size-4" aria-hidden="true" />
            Delete check
          </button>
        </div>
      </div>
      {isRunning(check) ? <Progress check={check} /> : null}
      {check.status === "failed" ? (
        <p role="alert" className="card mt-6 p-5 font-semibold text-red-800">
          {check.error ?? citeCheckMessages.checkFailed}
        </p>
      ) : null}
      {check.status === "done" ? <CiteCheckReport check={check} /> : null}
      <ConfirmDialog
        open={isConfirming}
        title="Delete this cite check?"
        description="Its report and the draft's text are deleted for good."
        keepLabel="Keep Check"
        confirmLabel="Delete Check"
        busyLabel="Deleting..."
        isBusy={isDeleting}
        onConfirm={() => void remove()}
        onClose={() => setIsConfirming(false)}
        returnFocusTo={() => deleteButton.current}
      />
    </div>
  );
}

function CheckList({ checks, selectedId }: { checks: TCiteCheckSummary[]; selectedId: string | undefined }) {
  if (checks.length === 0) return <p className="text-muted">No checks yet.</p>;
  return (
    <ul className="grid gap-2" aria-label="Your cite checks, newest first">
      {checks.map((check) => {
        const problems = (check.counts.not_found ?? 0) + (check.counts.mismatch ?? 0) + (check.counts.invalid ?? 0);
        return (
          <li key={check.id}>
            <Link
              to={checkPath(check.id)}
              aria-current={check.id === selectedId ? "page" : undefined}
              className="card block p-3 hover:bg-surface aria-[current=page]:border-primary"
            >
              <span className="block font-semibold text-ink">{check.sourceName ?? "Pasted text"}</span>
              <span className="block text-sm text-muted">
                {new Date(check.createdAt).toLocaleString()} ·{" "}
                {isRunning(check)
                  ? `running (${check.progress.checked} of ${check.progress.found})`
                  : check.status === "failed"
                    ? "failed"
                    : `${check.progress.found} citations, ${problems} to fix`}
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/** /dashboard/cite-check/ and /dashboard/cite-check/{id}/: check a draft's citations and read the reports. */
export function CiteCheckPage() {
  useDocumentTitle(PAGE_TITLE);
  const { checkId } = useParams();
  const navigate = useNavigate();
  const redirect = useNoSubscriptionRedirect();
  const [isListRunning, setIsListRunning] = useState(false);
  const list = useCiteChecksQuery(undefined, { pollingInterval: isListRunning ? POLL_MS * 3 : 0 });
  const checks = list.data ?? null;
  const isForbidden = list.isError && statusOf(list.error) === 403;
  const error = list.isError && !isForbidden ? LOAD_FAILED : null;
  useEffect(() => {
    if (isForbidden) redirect();
  }, [isForbidden, redirect]);
  useEffect(() => setIsListRunning(Boolean(checks?.some(isRunning))), [checks]);
  const { refetch } = list;
  const refreshList = useCallback(() => void refetch(), [refetch]);

  if (error) {
    return (
      <p role="alert" className="card p-5 font-semibold text-red-800">
        {error}
      </p>
    );
  }
  if (!checks) return <PageLoader />;
  return (
    <>
      <header className="mb-6 sm:mb-8">
        <h1 className="font-serif text-3xl font-semibold sm:text-4xl">{PAGE_TITLE}</h1>
        <p className="mt-2 max-w-prose text-muted">
          Every citation in a draft, with a verdict and the evidence for it: cases are looked up by volume, reporter and
          page; invented, mismatched and impossible citations are flagged.
        </p>
        <LookupUsageLine />
      </header>
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="min-w-0">
          <NewCheckForm onStarted={(id) => navigate(checkPath(id))} onForbidden={redirect} />
          {checkId ? (
            <CheckView
              key={checkId}
              id={checkId}
              onForbidden={redirect}
              onFinished={refreshList}
              onDeleted={() => navigate(paths.dashboardCiteCheck)}
            />
          ) : null}
        </div>
        <aside aria-labelledby="cite-check-list-title">
          <h2 id="cite-check-list-title" className="mb-3 font-serif text-xl font-semibold">
            Your checks
          </h2>
          <CheckList checks={checks} selectedId={checkId} />
        </aside>
      </div>
    </>
  );
}
