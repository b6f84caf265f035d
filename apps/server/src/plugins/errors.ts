import type { FastifyInstance } from "fastify";
import { toErrorAnswer } from "../lib/error-answer.js";

/** The REST answer of a thrown error: the AppError's body, else `{detail}`; a 5xx adds `requestId`. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const answer = toErrorAnswer(error, request);
    const body = answer.body ?? { detail: answer.message };
    return reply.status(answer.statusCode).send(answer.requestId ? { ...body, requestId: answer.requestId } : body);
  });
}
