import { citeCheckMessages } from "@paralex/shared/cite-check";
import type { JobDefinition } from "../../jobs/job-queue.js";
import { WorkerLimitError } from "../../workers/worker-pool.js";
import { CITE_CHECK_JOB_OPTIONS, failCiteCheck, runCiteCheck } from "./cite-check-run.service.js";
import { CITE_CHECK_JOB, type CiteCheckJobData } from "./cite-checks.service.js";
import type { CiteChecksDeps } from "./cite-checks-deps.js";

/** Runs checks on the durable queue; a check whose last try fails is marked failed for its author to see. */
export function citeCheckJob(deps: CiteChecksDeps): JobDefinition<CiteCheckJobData> {
  return {
    name: CITE_CHECK_JOB,
    handler: async (data, job) => {
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
    policy: CITE_CHECK_JOB_OPTIONS,
  };
}
