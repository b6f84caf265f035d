import { citeCheckMessages } from "@paralex/shared/cite-check";
import { WorkerLimitError } from "../../workers/worker-pool.js";
import { CITE_CHECK_JOB_OPTIONS, failCiteCheck, runCiteCheck } from "./cite-check-run.service.js";
import { CITE_CHECK_JOB, type CiteCheckJobData } from "./cite-checks.service.js";
import type { CiteChecksDeps } from "./cite-checks-deps.js";

/** Runs checks on the durable queue; a check whose last try fails is marked failed for its author to see. */
export async function defineCiteCheckJob(deps: CiteChecksDeps): Promise<void> {
  await deps.jobs.define<CiteCheckJobData>(
    CITE_CHECK_JOB,
    async (data, job) => {
      try {
        await runCiteCheck(deps, data, job);
      } catch (error) {
        // A draft that outran a worker's time or memory would only do so again: it fails now, with its reason.
        if (error instanceof WorkerLimitError && error.limit !== "busy") {
          await failCiteCheck(deps, data.checkId, citeCheckMessages.checkTooHeavy);
          return;
        }
        if (job.retryCount >= CITE_CHECK_JOB_OPTIONS.retryLimit) {
          await failCiteCheck(deps, data.checkId, citeCheckMessages.checkFailed);
        }
        throw error;
      }
    },
    CITE_CHECK_JOB_OPTIONS,
  );
}
