import { AUDIT_LOG_CSV_PATH, auditText } from "@paralex/shared/audit";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { requireUser } from "../../access/viewer.js";
import { ZRefusal } from "../../lib/answer-schemas.js";
import { requestRateLimit } from "../../lib/request-rate-limit.js";
import { withZodSchemas } from "../../lib/route-schemas.js";
import type { AuditService } from "./create-audit-service.js";

const EXPORTS_PER_MINUTE = 10;

const ZExportQuery = z.object({
  actor: z.string().optional(),
  actions: z.string().optional().describe("Comma-separated actions."),
  from: z.string().optional().describe("ISO 8601: events at or after this instant."),
  to: z.string().optional().describe("ISO 8601: events before this instant."),
});

/** The audit log as CSV, with the filters the dashboard shows; its organization's Admins only. */
export async function auditRoutes(parent: FastifyInstance, { audit }: { audit: AuditService }) {
  const app = withZodSchemas(parent);
  app.get(
    `/${AUDIT_LOG_CSV_PATH}`,
    {
      onRequest: app.authenticate,
      preHandler: requestRateLimit(app, {
        max: EXPORTS_PER_MINUTE,
        timeWindow: 60_000,
        key: (request) => (request.user ? `audit-csv:user:${request.user.id}` : undefined),
      }),
      schema: {
        tags: ["audit"],
        security: [{ bearer: [] }],
        querystring: ZExportQuery,
        response: {
          200: { description: "The events as CSV", content: { "text/csv": { schema: z.string() } } },
          "4xx": ZRefusal,
          "5xx": ZRefusal,
        },
      },
    },
    async (request, reply) => {
      const { actor, actions, from, to } = request.query;
      const csv = await audit.exportAuditLogCsv(requireUser(request), {
        actor,
        actions: actions?.split(","),
        from,
        to,
      });
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="${auditText.csvFileName(day)}"`)
        .send(csv);
    },
  );
}
