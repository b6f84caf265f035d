import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/client.js";
import type { RedisConnection } from "../../lib/redis-connection.js";

type CheckResult = "ok" | "unavailable";

export interface Readiness {
  /** unavailable: do not send traffic (503); degraded: serves, with a dependency missing (200). */
  status: "ok" | "degraded" | "unavailable";
  checks: { database: CheckResult; redis: CheckResult | "not_configured" };
}

/**
 * Whether this instance should take traffic. Without the database it cannot; without Redis it can, counting
 * rate limits in process, so Redis down makes it degraded, not unready: taking every instance out of the
 * balancer because the shared counters are gone would turn a Redis outage into a site outage.
 */
export async function checkReadiness(
  deps: { database: Database; redis?: RedisConnection },
  log: FastifyBaseLogger,
): Promise<Readiness> {
  const [database, redis] = await Promise.all([
    deps.database.ping().then(
      (): CheckResult => "ok",
      (error: unknown): CheckResult => {
        log.error({ err: error }, "database ping failed");
        return "unavailable";
      },
    ),
    deps.redis
      ? deps.redis.ping().then((isUp): CheckResult => (isUp ? "ok" : "unavailable"))
      : ("not_configured" as const),
  ]);
  const status = database !== "ok" ? "unavailable" : redis === "unavailable" ? "degraded" : "ok";
  return { status, checks: { database, redis } };
}
