import { citeCheckMessages } from "@paralex/shared/cite-check";
import type { Feature } from "../../feature.js";
import { citeCheckJob } from "./cite-check-job.js";
import { citeCheckRoutes } from "./cite-checks.routes.js";
import type { CiteChecksDeps } from "./cite-checks-deps.js";
import { type CiteChecksService, createCiteChecksService } from "./create-cite-checks-service.js";

/** The cite checker: its pages' routes and the queue job that runs each check. */
export function citeChecksFeature(deps: CiteChecksDeps): Feature<CiteChecksService> {
  const citeChecks = createCiteChecksService(deps);
  return {
    name: "cite-checks",
    service: citeChecks,
    api: async (api) => {
      await api.register(citeCheckRoutes, { citeChecks });
    },
    jobs: [citeCheckJob(deps)],
    start: async (app) => {
      if (!deps.source) app.log.warn(citeCheckMessages.noSourceConfigured);
    },
  };
}
