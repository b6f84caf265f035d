import { bindService } from "../../lib/bind-service.js";
import { getCaseLawSources } from "./case-law-sources.service.js";
import { defineCiteCheckJob } from "./cite-check-job.js";
import { getCiteCheckPdf } from "./cite-check-pdf.service.js";
import { getCiteCheckUsage } from "./cite-check-usage.service.js";
import {
  deleteCiteCheck,
  getCiteCheck,
  listCiteChecks,
  renameCiteCheck,
  requireCiteCheckAccess,
  startCiteCheck,
} from "./cite-checks.service.js";
import type { CiteChecksDeps } from "./cite-checks-deps.js";

/** The cite checker, built once at start: its routes' operations and the queue job that runs the checks. */
export function createCiteChecksService(deps: CiteChecksDeps) {
  return bindService(deps, {
    requireCiteCheckAccess,
    startCiteCheck,
    getCiteCheck,
    getCiteCheckPdf,
    listCiteChecks,
    renameCiteCheck,
    deleteCiteCheck,
    getCiteCheckUsage,
    getCaseLawSources,
    defineCiteCheckJob,
  });
}

export type CiteChecksService = ReturnType<typeof createCiteChecksService>;
