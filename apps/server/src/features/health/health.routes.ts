import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/client.js";
import { checkReadiness, type ReadinessCheck } from "./health.service.js";

export async function healthRoutes(
  app: FastifyInstance,
  options: { database: Database; readinessChecks: ReadinessCheck[] },
) {
  app.get("/health", async (_request, reply) => {
    try {
      await options.database.ping();
      return { status: "ok", database: { status: "ok", kind: options.database.kind } };
    } catch (error) {
      app.log.error({ err: error }, "database ping failed");
      return reply
        .status(503)
        .send({ status: "error", database: { status: "unreachable", kind: options.database.kind } });
    }
  });

  /** Liveness: the process answers. A failing dependency is readiness's concern, not a reason to restart. */
  app.get("/health/live", async () => ({ status: "ok" }));

  /** Readiness: whether a load balancer should send traffic here now. */
  app.get("/health/ready", async (_request, reply) => {
    const readiness = await checkReadiness(options.readinessChecks);
    return reply.status(readiness.status === "ready" ? 200 : 503).send(readiness);
  });
}
