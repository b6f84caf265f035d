import type { FastifyInstance } from "fastify";
import { courtListenerDocketRoutes, courtListenerWebhookRoutes } from "./courtlistener-docket.routes.js";
import type { CourtListenerDocketDeps } from "./courtlistener-docket-deps.js";
import { createCourtListenerDocketService } from "./courtlistener-docket-service.js";
import { courtListenerEventJob } from "./courtlistener-docket-webhook.service.js";

/**
 * The cases feature's CourtListener part (decision 077): the follow routes, the webhook (only when its secret is
 * configured: otherwise its path does not exist) and the job that files each event.
 */
export function courtListenerDocketParts(deps: CourtListenerDocketDeps) {
  const courtListenerDockets = createCourtListenerDocketService(deps);
  return {
    service: courtListenerDockets,
    api: async (api: FastifyInstance) => {
      await api.register(courtListenerDocketRoutes, { courtListenerDockets });
      if (deps.courtListenerDockets.webhookSecret) {
        await api.register(courtListenerWebhookRoutes, { courtListenerDockets });
      }
    },
    jobs: [courtListenerEventJob(deps)],
  };
}
