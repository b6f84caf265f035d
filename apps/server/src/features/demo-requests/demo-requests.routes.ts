import { demoRequestMessages, ZDemoRequest } from "@paralex/shared/demo-request";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/client.js";
import { parseInput } from "../../lib/parse-input.js";
import { recordDemoRequest } from "./demo-requests.service.js";

export async function demoRequestRoutes(app: FastifyInstance, deps: { db: Db }) {
  app.post("/demo-requests", { config: { rateLimit: { max: 5, timeWindow: "1 minute" } } }, async (request, reply) => {
    const input = parseInput(ZDemoRequest, request.body);
    const { id } = await recordDemoRequest(deps.db, input, request.ip ?? null);
    return reply.status(201).send({ id, detail: demoRequestMessages.sent });
  });
}
