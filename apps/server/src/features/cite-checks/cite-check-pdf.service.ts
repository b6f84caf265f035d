import { citeCheckMessages, type TCiteCheckSummary } from "@paralex/shared/cite-check";
import type { AuthenticatedUser } from "../../access/viewer.js";
import { AppError } from "../../lib/app-error.js";
import { WorkerLimitError } from "../../workers/worker-pool.js";
import type { StoredReport } from "./cite-check-storage.js";
import { CITE_CHECK_WORK_TIMEOUT_MS, citeCheckWork } from "./cite-check-work.js";
import { findCiteCheckDownload, findCiteCheckPdf, saveCiteCheckPdf } from "./cite-checks.repository.js";
import { findOwnCheck, isUuid, ownCheckOf, requireCiteCheckAccess, toSummary } from "./cite-checks.service.js";
import type { CiteChecksDeps } from "./cite-checks-deps.js";

/**
 * The report as a PDF, rendered in a worker thread from the report as stored (the compressed one of a finishing
 * check: its citations never pass through the request thread); null when the renderer ran out of time or memory.
 */
export async function renderReportPdf(
  deps: CiteChecksDeps,
  summary: TCiteCheckSummary,
  report: StoredReport,
): Promise<Buffer | null> {
  try {
    const pdf = await deps.workers.run(
      citeCheckWork.pdf,
      { summary, report, brandName: deps.brandName },
      { timeoutMs: CITE_CHECK_WORK_TIMEOUT_MS },
    );
    return Buffer.from(pdf);
  } catch (error) {
    if (error instanceof WorkerLimitError) return null;
    throw error;
  }
}

/**
 * A finished check's PDF as rendered once when the check finished, kept in this instance's memory after its first
 * download (32 MB of them) so repeated downloads cost no database read of its bytes; a check finished before reports were kept is
 * rendered on its first download and kept from then on.
 */
export async function getCiteCheckPdf(
  deps: CiteChecksDeps,
  user: AuthenticatedUser,
  id: string,
): Promise<{ id: string; pdf: Buffer }> {
  const access = await requireCiteCheckAccess(deps, user);
  const download = ownCheckOf(access, isUuid(id) ? await findCiteCheckDownload(deps.db, id) : undefined);
  if (download.status !== "done") throw new AppError("conflict", citeCheckMessages.reportNotReady);
  const kept =
    deps.reportPdfs.get(download.id) ?? (download.hasPdf ? await findCiteCheckPdf(deps.db, download.id) : null);
  if (kept) {
    deps.reportPdfs.set(download.id, kept);
    return { id: download.id, pdf: kept };
  }
  const check = await findOwnCheck(deps, access, id);
  const pdf = await renderReportPdf(deps, toSummary(check), { citations: check.report ?? [] });
  if (!pdf) throw new AppError("unavailable", citeCheckMessages.reportNotReady);
  await saveCiteCheckPdf(deps.db, check.id, pdf);
  deps.reportPdfs.set(check.id, pdf);
  return { id: check.id, pdf };
}
