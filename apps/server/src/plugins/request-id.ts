import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import { type FastifyInstance, LogController } from "fastify";

export const REQUEST_ID_HEADER = "x-request-id";
/** A balancer's or client's id is kept only when it cannot forge log lines or grow without bound. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/** The id of one request: the incoming `x-request-id` when it is a safe short token, else a fresh UUID. */
export function requestIdOf(request: IncomingMessage): string {
  const incoming = request.headers[REQUEST_ID_HEADER];
  return typeof incoming === "string" && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

export const REQUEST_ID_LOG_LABEL = "requestId";

/** Fastify options that give every request, and every log line it writes, its id. */
export const requestIdOptions = {
  genReqId: requestIdOf,
  requestIdHeader: false,
  logController: new LogController({ requestIdLogLabel: REQUEST_ID_LOG_LABEL }),
} as const;

/** Every answer names its request, so a customer's report can be found in the logs. */
export function registerRequestIdHeader(app: FastifyInstance): void {
  app.addHook("onSend", async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
}
