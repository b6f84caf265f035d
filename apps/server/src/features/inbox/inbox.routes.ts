import type { TInboxMessage, TInboxOverview, TInboxPage } from "@paralex/shared/inbox";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { requireUser } from "../../access/viewer.js";
import { answers } from "../../lib/answer-schemas.js";
import { documentOnly, withZodSchemas } from "../../lib/route-schemas.js";
import { auditSourceOf } from "../audit/audit.service.js";
import type { InboxService } from "./create-inbox-service.js";

const tags = ["inbox"];
const security = [{ bearer: [] }];
const ZIdParams = z.object({ id: z.string() });

const ZOverview = z.object({ address: z.string(), isAdmin: z.boolean() }) satisfies z.ZodType<TInboxOverview>;
const ZMessage = z.object({
  id: z.string(),
  from: z.string().nullable(),
  subject: z.string().nullable(),
  receivedAt: z.string(),
  status: z.enum(["received", "processing", "answered", "refused", "quarantined", "filed"]),
  reason: z.string().nullable(),
  tag: z.string().nullable(),
  drafts: z.array(z.object({ name: z.string(), checkId: z.string().nullable(), problem: z.string().nullable() })),
  answeredAt: z.string().nullable(),
  reply: z.object({ subject: z.string(), text: z.string() }).nullable(),
}) satisfies z.ZodType<TInboxMessage>;
const ZPage = z.object({
  messages: z.array(ZMessage),
  page: z.number(),
  pageCount: z.number(),
  total: z.number(),
}) satisfies z.ZodType<TInboxPage>;
const ZListQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).optional(),
  quarantine: z.enum(["true", "false"]).optional(),
});

/** The inbox page's API: the agent address, the messages, and the Admins' quarantine. */
export async function inboxRoutes(parent: FastifyInstance, { inbox }: { inbox: InboxService }) {
  const app = withZodSchemas(parent);
  const auth = { onRequest: app.authenticate };
  app.get("/inbox", { ...auth, schema: { tags, security, response: answers({ 200: ZOverview }) } }, async (request) =>
    inbox.getInboxOverview(requireUser(request)),
  );
  app.put(
    "/inbox/address",
    {
      ...auth,
      schema: {
        tags,
        security,
        body: documentOnly(z.object({ slug: z.string() })),
        response: answers({ 200: ZOverview }),
      },
    },
    async (request) => inbox.changeInboxAddress(requireUser(request), request.body, auditSourceOf(request)),
  );
  app.get(
    "/inbox/messages",
    { ...auth, schema: { tags, security, querystring: ZListQuery, response: answers({ 200: ZPage }) } },
    async (request) =>
      inbox.listInbox(requireUser(request), {
        ...(request.query.page ? { page: request.query.page } : {}),
        quarantine: request.query.quarantine === "true",
      }),
  );
  app.post(
    "/inbox/messages/:id/release",
    { ...auth, schema: { tags, security, params: ZIdParams, response: answers({ 200: ZMessage }) } },
    async (request) => inbox.releaseInboxMessage(requireUser(request), request.params.id, auditSourceOf(request)),
  );
  app.delete(
    "/inbox/messages/:id",
    { ...auth, schema: { tags, security, params: ZIdParams, response: answers({ 204: z.undefined() }) } },
    async (request, reply) => {
      await inbox.deleteQuarantinedMessage(requireUser(request), request.params.id, auditSourceOf(request));
      return reply.status(204).send();
    },
  );
}
