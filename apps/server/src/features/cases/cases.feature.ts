import type { Feature } from "../../feature.js";
import { casesRoutes } from "./cases.routes.js";
import type { CasesDeps } from "./cases-deps.js";
import { courtListenerDocketParts } from "./courtlistener-docket-parts.js";
import { type CasesService, createCasesService } from "./create-cases-service.js";
import { docketAlertJob } from "./docket-alert-job.js";
import { docketDigestJob, startDigestClock } from "./docket-digest-job.js";

/** Cases and their dockets: the pages' routes and the job that mails each new entry to the case's team. */
export function casesFeature(deps: CasesDeps): Feature<CasesService> {
  const cases = createCasesService(deps);
  const courtListener = courtListenerDocketParts(deps);
  return {
    name: "cases",
    service: cases,
    api: async (api) => {
      await api.register(casesRoutes, { cases });
      await courtListener.api(api);
    },
    jobs: [docketAlertJob(deps), ...courtListener.jobs, docketDigestJob(deps)],
    start: () => startDigestClock(deps),
  };
}
