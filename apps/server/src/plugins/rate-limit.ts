import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import { Redis } from "ioredis";

export const RATE_LIMITED_MESSAGE = "Too many requests. Please wait a minute and try again.";

/**
 * Counters live in Redis when REDIS_URL is set, so several instances share them; otherwise in process.
 * Routes opt in with `config: { rateLimit: { max, timeWindow } }`.
 */
export async function registerRateLimit(app: FastifyInstance, redisUrl: string | undefined): Promise<void> {
  const redis = redisUrl ? new Redis(redisUrl, { connectTimeout: 2000, maxRetriesPerRequest: 1 }) : undefined;
  if (redis) app.addHook("onClose", async () => void redis.quit());
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: "paralex-rl:" } : {}),
    errorResponseBuilder: (_request, context) => ({
      statusCode: context.statusCode,
      detail: RATE_LIMITED_MESSAGE,
      message: RATE_LIMITED_MESSAGE,
    }),
  });
}
