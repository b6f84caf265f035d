import type { FastifyError, FastifyInstance } from "fastify";
import { AppError } from "../lib/app-error.js";

/**
 * One place that turns thrown errors into answers; a 5xx never carries internals to the client, only the request's
 * id (`requestId`, also in the `x-request-id` header) by which its log lines are found.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.statusCode >= 500) request.log.error({ err: error.cause ?? error }, error.message);
      const body = error.statusCode >= 500 ? { ...error.body, requestId: request.id } : error.body;
      return reply.status(error.statusCode).send(body);
    }
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, "request failed");
      return reply
        .status(500)
        .send({ detail: "Something went wrong on our side. Please try again.", requestId: request.id });
    }
    return reply.status(status).send({ detail: error.message });
  });
}
