import type { FastifyError, FastifyInstance } from "fastify";
import { AppError } from "../lib/app-error.js";

/** One place that turns thrown errors into answers; a 5xx never carries internals to the client. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.statusCode >= 500) request.log.error({ err: error.cause ?? error }, error.message);
      return reply.status(error.statusCode).send(error.body);
    }
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, "request failed");
      return reply.status(500).send({ detail: "Something went wrong on our side. Please try again." });
    }
    return reply.status(status).send({ detail: error.message });
  });
}
