import { demoRequestMessages, ZDemoRequest } from "@paralex/shared/demo-request";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { answers, ZDetail } from "../../lib/answer-schemas.js";
import { withZodSchemas } from "../../lib/route-schemas.js";
import type { DemoRequestsService } from "./create-demo-requests-service.js";

export async function demoRequestRoutes(app: FastifyInstance, { demoRequests }: { demoRequests: DemoRequestsService }) {
  const schema = {
    tags: ["marketing"],
    body: ZDemoRequest,
    response: answers({ 201: ZDetail.extend({ id: z.number() }) }),
  };
  const config = { rateLimit: { max: 5, timeWindow: "1 minute" } };
  withZodSchemas(app).post("/demo-requests", { config, schema }, async (request, reply) => {
    const { id } = await demoRequests.recordDemoRequest(request.body, request.ip ?? null);
    return reply.status(201).send({ id, detail: demoRequestMessages.sent });
  });
}
