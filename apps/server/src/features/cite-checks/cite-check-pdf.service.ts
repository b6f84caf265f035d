import { citeCheckMessages } from "@paralex/shared/cite-check";
import { AppError } from "../../lib/app-error.js";
import { WorkerLimitError } from "../../workers/worker-pool.js";
import type { AuthenticatedUser } from "../auth/authenticate.js";
import { CITE_CHECK_WORK_TIMEOUT_MS, citeCheckWork } from "./cite-check-work.js";
import { type CiteCheckRecord, findCiteCheckPdf, updateCiteCheck } from "./cite-checks.repository.js";
import { findOwnCheck, isUuid, ownCheckOf, requireCiteCheckAccess, toView } from "./cite-checks.service.js";
import type { CiteChecksDeps } from "./cite-checks-deps.js";

/** The report as a PDF, rendered in a worker thread; null when the renderer ran out of time or memory. */
export async function renderReportPdf(deps: CiteChecksDeps, check: CiteCheckRecord): Promise<Buffer | null> {
  try {
    const pdf = await deps.workers.run(
      citeCheckWork.pdf,
      { check: toView(check), brandName: deps.brandName },
      { timeoutMs: CITE_CHECK_WORK_TIMEOUT_MS },
    );
    return Buffer.from(pdf);
  } catch (error) {
    if (error instanceof WorkerLimitError) return null;
    throw error;
  }
}

/**
 * A finished check's PDF as rendered once when the check finished; a check finished before reports were kept is
 * rendered on its first download and kept from then on.
 */
export async function getCiteCheckPdf(
  deps: CiteChecksDeps,
  user: AuthenticatedUser,
  id: string,
): Promise<{ id: string; pdf: Buffer }> {
  const access = await requireCiteCheckAccess(deps, user);
  const download = ownCheckOf(access, isUuid(id) ? await findCiteCheckPdf(deps.db, id) : undefined);
  if (download.status !== "done") throw new AppError("conflict", citeCheckMessages.reportNotReady);
  if (download.reportPdf) return { id: download.id, pdf: download.reportPdf };
  const check = await findOwnCheck(deps, access, id);
  const pdf = await renderReportPdf(deps, check);
  if (!pdf) throw new AppError("unavailable", citeCheckMessages.reportNotReady);
  await updateCiteCheck(deps.db, check.id, { reportPdf: pdf });
  return { id: check.id, pdf };
}
