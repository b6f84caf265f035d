import { normalizeIP } from "@fastify/rate-limit";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { AppError } from "./app-error.js";

export const RATE_LIMITED_MESSAGE = "Too many requests. Please wait a minute and try again.";

/** The client's address as rate limits count it: an IPv6 client by its /64, as one host holds the whole block. */
export function clientAddressOf(request: FastifyRequest): string {
  return normalizeIP(request.ip);
}

/**
 * A preHandler that counts each request under `key` and answers 429 with Retry-After past `max` requests in
 * `timeWindow` ms; a request whose key is undefined is not counted. Counters live in Redis when configured.
 */
export function requestRateLimit(
  app: FastifyInstance,
  options: { max: number; timeWindow: number; key: (request: FastifyRequest) => string | undefined },
) {
  const limit = app.createRateLimit({
    max: options.max,
    timeWindow: options.timeWindow,
    keyGenerator: (request) => options.key(request) ?? "",
  });
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (options.key(request) === undefined) return;
    const result = await limit(request);
    if (!result.isAllowed && result.isExceeded) {
      reply.header("retry-after", result.ttlInSeconds);
      throw new AppError("rate_limited", RATE_LIMITED_MESSAGE);
    }
  };
}

/** requestRateLimit per client address, under `name`, for a minute. */
export function perClientLimit(app: FastifyInstance, name: string, max: number) {
  return requestRateLimit(app, { max, timeWindow: 60_000, key: (request) => `${name}:ip:${clientAddressOf(request)}` });
}
