import { bindService } from "../../lib/bind-service.js";
import { defineCiteCheckJob } from "./cite-check-job.js";
import { deleteCiteCheck, getCiteCheck, listCiteChecks, startCiteCheck } from "./cite-checks.service.js";
import type { CiteChecksDeps } from "./cite-checks-deps.js";

/** The cite checker, built once at start: its routes' operations and the queue job that runs the checks. */
export function createCiteChecksService(deps: CiteChecksDeps) {
  return bindService(deps, { startCiteCheck, getCiteCheck, listCiteChecks, deleteCiteCheck, defineCiteCheckJob });
}

export type CiteChecksService = ReturnType<typeof createCiteChecksService>;
