import { normalizeIP } from "@fastify/rate-limit";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { AppError } from "../../lib/app-error.js";
import { RATE_LIMITED_MESSAGE } from "../../plugins/rate-limit.js";

interface AuthRateLimit {
  perIp: number;
  /** Counted on the lowercased `email` of the body, from any number of addresses. */
  perAddress?: number;
}

/** Requests per minute. */
export const AUTH_RATE_LIMITS = {
  login: { perIp: 10, perAddress: 5 },
  registration: { perIp: 10, perAddress: 5 },
  resendEmail: { perIp: 5, perAddress: 3 },
  passwordReset: { perIp: 5, perAddress: 3 },
  verifyEmail: { perIp: 20 },
  passwordResetConfirm: { perIp: 10 },
  tokenRefresh: { perIp: 30 },
  passwordChange: { perIp: 10 },
  emailChange: { perIp: 5, perAddress: 3 },
  emailChangeConfirm: { perIp: 20 },
  profileUpdate: { perIp: 30 },
  photoUpload: { perIp: 20 },
} satisfies Record<string, AuthRateLimit>;

export type AuthRateLimitName = keyof typeof AUTH_RATE_LIMITS;

function addressOf(request: FastifyRequest): string | undefined {
  const body = request.body as { email?: unknown } | undefined;
  const email = typeof body?.email === "string" ? body.email.trim().toLowerCase() : "";
  return email.length > 0 ? email.slice(0, 320) : undefined;
}

/**
 * A preHandler (the body is parsed by then) that counts the request against its IP and, where set,
 * against the address it names; either limit answers 429. Counters live in Redis when configured.
 */
export function authRateLimit(app: FastifyInstance, name: AuthRateLimitName) {
  const limits: AuthRateLimit = AUTH_RATE_LIMITS[name];
  const timeWindow = 60_000;
  const byIp = app.createRateLimit({
    max: limits.perIp,
    timeWindow,
    keyGenerator: (request) => `auth:${name}:ip:${normalizeIP(request.ip)}`,
  });
  const byAddress = limits.perAddress
    ? app.createRateLimit({
        max: limits.perAddress,
        timeWindow,
        keyGenerator: (request) => `auth:${name}:address:${addressOf(request)}`,
      })
    : undefined;

  return async (request: FastifyRequest, reply: FastifyReply) => {
    const results = [await byIp(request)];
    if (byAddress && addressOf(request)) results.push(await byAddress(request));
    for (const result of results) {
      if (!result.isAllowed && result.isExceeded) {
        reply.header("retry-after", result.ttlInSeconds);
        throw new AppError("rate_limited", RATE_LIMITED_MESSAGE);
      }
    }
  };
}
