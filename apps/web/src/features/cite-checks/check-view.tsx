import { citeCheckMessages, type TCiteCheckView } from "@paralex/shared/cite-check";
import { citeCheckText } from "@paralex/shared/cite-check-text";
import { formatDateTime } from "@paralex/shared/format-date";
import { Download, Trash2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { ConfirmDialog, dangerButtonClass } from "../../components/confirm-dialog";
import { PageLoader } from "../../components/page-loader";
import type { ServerError } from "../../lib/api/base-query";
import { saveFile } from "../../lib/save-file";
import { useDocumentTitle } from "../../lib/use-document-title";
import { useCanManageOrganization } from "../organizations";
import { AttentionHeadline } from "./attention-headline";
import { isRunning } from "./check-paths";
import { CiteCheckReport } from "./cite-check-report";
import { useCiteCheckQuery, useDeleteCiteCheckMutation, useDownloadCiteCheckPdfMutation } from "./cite-checks-api";
import { RenameCheck } from "./rename-check";

const POLL_MS = 1000;

function Progress({ check }: { check: TCiteCheckView }) {
  const { found, checked } = check.progress;
  const label = check.status === "queued" ? citeCheckText.waiting : citeCheckText.progress(checked, found);
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
      <p className="text-sm text-muted">{citeCheckText.mayLeave}</p>
    </div>
  );
}

function Actions({ check, onDeleted }: { check: TCiteCheckView; onDeleted: () => void }) {
  const [deleteCiteCheck] = useDeleteCiteCheckMutation();
  const [downloadReportPdf] = useDownloadCiteCheckPdfMutation();
  const [error, setError] = useState<string | null>(null);
  const [isConfirming, setIsConfirming] = useState(false);
  const [isDeleting, setIsDeleting] = useState(false);
  const deleteButton = useRef<HTMLButtonElement>(null);

  const downloadJson = () =>
    saveFile(new Blob([JSON.stringify(check, null, 2)], { type: "application/json" }), `cite-check-${check.id}.json`);
  const downloadPdf = async () => {
    const result = await downloadReportPdf(check.id);
    if (result.error) setError(citeCheckText.loadFailed);
  };
  const remove = async () => {
    setIsDeleting(true);
    const result = await deleteCiteCheck(check.id);
    setIsDeleting(false);
    setIsConfirming(false);
    if (result.error) setError(citeCheckText.loadFailed);
    else onDeleted();
  };

  return (
    <>
      <div className="flex flex-wrap gap-2">
        {check.status === "done" ? (
          <>
            <button type="button" className="btn-secondary inline-flex items-center gap-2" onClick={downloadJson}>
              <Download className="size-4" aria-hidden="true" />
              {citeCheckText.downloadJson}
            </button>
            <button
              type="button"
              className="btn-secondary inline-flex items-center gap-2"
              onClick={() => void downloadPdf()}
            >
              <Download className="size-4" aria-hidden="true" />
              {citeCheckText.downloadPdf}
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
          {citeCheckText.deleteCheck}
        </button>
      </div>
      {error ? (
        <p role="alert" className="mt-3 font-semibold text-red-800">
          {error}
        </p>
      ) : null}
      <ConfirmDialog
        open={isConfirming}
        title={citeCheckText.deleteTitle}
        description={citeCheckText.deleteDescription}
        keepLabel={citeCheckText.keep}
        confirmLabel={citeCheckText.confirmDelete}
        busyLabel={citeCheckText.deleting}
        isBusy={isDeleting}
        onConfirm={() => void remove()}
        onClose={() => setIsConfirming(false)}
        returnFocusTo={() => deleteButton.current}
      />
    </>
  );
}

/** One check on a page of its own: its name, what needs attention, then the report; polled while it runs. */
export function CheckView({
  id,
  onDeleted,
  onForbidden,
}: {
  id: string;
  onDeleted: () => void;
  onForbidden: () => void;
}) {
  const [isPolling, setIsPolling] = useState(false);
  const query = useCiteCheckQuery(id, { pollingInterval: isPolling ? POLL_MS : 0 });
  const role = useCanManageOrganization();
  const isAdmin = role.status === "ready" && role.canManage;
  const check = query.isError ? null : (query.currentData ?? null);
  const status = query.isError ? (query.error as ServerError | undefined)?.status : undefined;
  const error =
    query.isError && status !== 403 ? (status === 404 ? citeCheckMessages.notFound : citeCheckText.loadFailed) : null;
  useDocumentTitle(check ? `${check.name} · ${citeCheckText.pageTitle}` : citeCheckText.pageTitle);

  const isCheckRunning = check ? isRunning(check) : null;
  useEffect(() => setIsPolling(isCheckRunning === true), [isCheckRunning]);
  useEffect(() => {
    if (status === 403) onForbidden();
    if (query.isError) setIsPolling(false);
  }, [status, query.isError, onForbidden]);

  if (error) {
    return (
      <p role="alert" className="card p-5 font-semibold text-red-800">
        {error}
      </p>
    );
  }
  if (!check) return <PageLoader />;
  return (
    <article>
      <header className="grid gap-3">
        <RenameCheck id={check.id} name={check.name} />
        <p className="text-muted">{citeCheckText.checkedOn(formatDateTime(check.createdAt))}</p>
        <Actions check={check} onDeleted={onDeleted} />
      </header>
      {isRunning(check) ? <Progress check={check} /> : null}
      {check.status === "failed" ? (
        <p role="alert" className="card mt-6 p-5 font-semibold text-red-800">
          {check.error ?? citeCheckMessages.checkFailed}
        </p>
      ) : null}
      {check.status === "done" ? (
        <>
          <AttentionHeadline check={check} isAdmin={isAdmin} />
          <CiteCheckReport check={check} isAdmin={isAdmin} />
        </>
      ) : null}
    </article>
  );
}
