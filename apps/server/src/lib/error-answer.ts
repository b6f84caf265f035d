import type { FastifyRequest } from "fastify";
import { AppError } from "./app-error.js";

export const INTERNAL_ERROR_MESSAGE = "Something went wrong on our side. Please try again.";

/** What any thrown error may tell the client, whatever envelope carries it. */
export interface ErrorAnswer {
  statusCode: number;
  message: string;
  /** The AppError's own body, safe to show. */
  body?: Record<string, unknown>;
  /** Only on a 5xx: the id by which its log lines are found. */
  requestId?: string;
}

/**
 * The one mapping of thrown errors: an AppError keeps its status and public message; a framework 4xx keeps its
 * message; anything else is logged and becomes a generic 500. A 5xx never carries internals, only the request id.
 */
export function toErrorAnswer(error: unknown, request: FastifyRequest): ErrorAnswer {
  if (error instanceof AppError) {
    if (error.statusCode < 500) return { statusCode: error.statusCode, message: error.message, body: error.body };
    request.log.error({ err: error.cause ?? error }, error.message);
    return { statusCode: error.statusCode, message: error.message, body: error.body, requestId: request.id };
  }
  const statusCode = (error as { statusCode?: unknown } | null)?.statusCode;
  if (typeof statusCode === "number" && statusCode >= 400 && statusCode < 500) {
    return { statusCode, message: (error as Error).message };
  }
  request.log.error({ err: error }, "request failed");
  return { statusCode: 500, message: INTERNAL_ERROR_MESSAGE, requestId: request.id };
}
