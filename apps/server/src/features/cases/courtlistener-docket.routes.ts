import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { requireUser } from "../../access/viewer.js";
import { answers, ZDetail } from "../../lib/answer-schemas.js";
import { withZodSchemas } from "../../lib/route-schemas.js";
import type { CourtListenerDocketService } from "./courtlistener-docket-service.js";

const tags = ["cases"];
const security = [{ bearer: [] }];
const ZIdParams = z.object({ id: z.string() });
const ZFollow = z.object({
  isAvailable: z.boolean(),
  isFollowing: z.boolean(),
  docketId: z.number().nullable(),
  followedAt: z.string().nullable(),
  staleSince: z.string().nullable(),
  disabledAt: z.string().nullable(),
});
const ZUsage = z.object({
  isConfigured: z.boolean(),
  isWebhookConfigured: z.boolean(),
  alertsUsed: z.number(),
  alertsMax: z.number(),
  organizationFollows: z.number(),
  staleFollows: z.number(),
  disabledFollows: z.number(),
});

/** Following a case on CourtListener, and the account's docket alerts for the Admin's sources page. */
export async function courtListenerDocketRoutes(
  parent: FastifyInstance,
  { courtListenerDockets: service }: { courtListenerDockets: CourtListenerDocketService },
) {
  const app = withZodSchemas(parent);
  const auth = { onRequest: app.authenticate };
  const followSchema = { tags, security, params: ZIdParams, response: answers({ 200: ZFollow }) };
  app.get(
    "/cases/courtlistener/usage",
    { ...auth, schema: { tags, security, response: answers({ 200: ZUsage }) } },
    async (request) => service.getCourtListenerAlertsUsage(requireUser(request)),
  );
  app.get("/cases/:id/courtlistener", { ...auth, schema: followSchema }, async (request) =>
    service.getCourtListenerFollow(requireUser(request), request.params.id),
  );
  app.post("/cases/:id/courtlistener", { ...auth, schema: followSchema }, async (request) =>
    service.followOnCourtListener(requireUser(request), request.params.id),
  );
  app.delete("/cases/:id/courtlistener", { ...auth, schema: followSchema }, async (request) =>
    service.unfollowOnCourtListener(requireUser(request), request.params.id),
  );
}

/**
 * CourtListener's webhook, at a long secret URL: stores the event and queues its work, answering at once (200 for a
 * new event and for a replay alike, so CourtListener stops retrying).
 */
export async function courtListenerWebhookRoutes(
  parent: FastifyInstance,
  { courtListenerDockets: service }: { courtListenerDockets: CourtListenerDocketService },
) {
  const app = withZodSchemas(parent);
  app.post(
    "/inbound/courtlistener/:secret",
    {
      bodyLimit: 2 * 1024 * 1024,
      config: { rateLimit: { max: 600, timeWindow: "1 minute" } },
      schema: {
        tags: ["inbound"],
        params: z.object({ secret: z.string().max(200) }),
        response: answers({ 200: ZDetail }),
      },
    },
    async (request) => {
      const header = request.headers["idempotency-key"];
      const { isNew } = await service.receiveCourtListenerEvent({
        secret: request.params.secret,
        address: request.ip,
        idempotencyKey: Array.isArray(header) ? header[0] : header,
        body: request.body,
      });
      return { detail: isNew ? "Received." : "Already received." };
    },
  );
}
