import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/client.js";
import type { RedisConnection } from "../../lib/redis-connection.js";
import { checkReadiness } from "./readiness.js";

export async function healthRoutes(app: FastifyInstance, options: { database: Database; redis?: RedisConnection }) {
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

  app.get("/health/ready", async (_request, reply) => {
    const readiness = await checkReadiness(options, app.log);
    return reply.status(readiness.status === "unavailable" ? 503 : 200).send(readiness);
  });
}
