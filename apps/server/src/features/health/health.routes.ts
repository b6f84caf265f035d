import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { Database } from "../../db/client.js";
import { withZodSchemas } from "../../lib/route-schemas.js";
import { checkReadiness, type ReadinessCheck } from "./health.service.js";

const tags = ["health"];
const ZHealth = z.object({
  status: z.enum(["ok", "error"]),
  database: z.object({ status: z.enum(["ok", "unreachable"]), kind: z.string() }),
});
const ZCheckResult = z.object({ status: z.enum(["ok", "degraded", "down"]), detail: z.string().optional() });
const ZReadiness = z.object({ status: z.enum(["ready", "unready"]), checks: z.record(z.string(), ZCheckResult) });

export async function healthRoutes(
  parent: FastifyInstance,
  options: { database: Database; readinessChecks: ReadinessCheck[] },
) {
  const app = withZodSchemas(parent);
  app.get("/health", { schema: { tags, response: { 200: ZHealth, 503: ZHealth } } }, async (_request, reply) => {
    try {
      await options.database.ping();
      return { status: "ok" as const, database: { status: "ok" as const, kind: options.database.kind } };
    } catch (error) {
      app.log.error({ err: error }, "database ping failed");
      return reply
        .status(503)
        .send({ status: "error" as const, database: { status: "unreachable" as const, kind: options.database.kind } });
    }
  });

  /** Liveness: the process answers. A failing dependency is readiness's concern, not a reason to restart. */
  app.get("/health/live", { schema: { tags, response: { 200: z.object({ status: z.literal("ok") }) } } }, async () => ({
    status: "ok" as const,
  }));

  /** Readiness: whether a load balancer should send traffic here now. */
  app.get(
    "/health/ready",
    { schema: { tags, response: { 200: ZReadiness, 503: ZReadiness } } },
    async (_request, reply) => {
      const readiness = await checkReadiness(options.readinessChecks);
      return reply.status(readiness.status === "ready" ? 200 : 503).send(readiness);
    },
  );
}
