import { bindService } from "../../lib/bind-service.js";
import { getCaseLawSources } from "./case-law-sources.service.js";
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
import { takeSourceRequest } from "./source-request.service.js";

/** The cite checker, built once at start: what its routes and the inbox ask of it. */
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
    takeSourceRequest,
  });
}

export type CiteChecksService = ReturnType<typeof createCiteChecksService>;
