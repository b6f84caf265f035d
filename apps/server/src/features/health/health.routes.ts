import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/client.js";

export async function healthRoutes(app: FastifyInstance, options: { database: Database }) {
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
}
