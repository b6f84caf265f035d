import { readFileSync } from "node:fs";
import path from "node:path";
import { setTimeout as delay } from "node:timers/promises";
import { type Database, migrationsFolder } from "../../db/client.js";
import type { RedisConnection } from "../../lib/redis-connection.js";
import { findNewestAppliedMigration } from "./health.repository.js";

/** "degraded" reports a trouble the server works around (it stays ready); "down" makes it unready. */
export type CheckStatus = "ok" | "degraded" | "down";

export interface CheckResult {
  status: CheckStatus;
  detail?: string;
}

export interface ReadinessCheck {
  name: string;
  run(): Promise<CheckResult>;
}

/** A check that has not answered in this time counts as down: a probe must answer quickly. */
const CHECK_TIMEOUT_MS = 2000;

async function runCheck(check: ReadinessCheck): Promise<CheckResult> {
  const timeout = new AbortController();
  try {
    return await Promise.race([
      check.run(),
      delay(CHECK_TIMEOUT_MS, { status: "down", detail: "no answer in time" } as const, { signal: timeout.signal }),
    ]);
  } catch (error) {
    return { status: "down", detail: error instanceof Error ? error.message : String(error) };
  } finally {
    timeout.abort();
  }
}

/** Runs every check at once; ready unless one of them is down. */
export async function checkReadiness(checks: ReadinessCheck[]) {
  const results = await Promise.all(checks.map(async (check) => [check.name, await runCheck(check)] as const));
  const isReady = results.every(([, result]) => result.status !== "down");
  return { status: isReady ? ("ready" as const) : ("unready" as const), checks: Object.fromEntries(results) };
}

function newestExpectedMigration(): number {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, "meta/_journal.json"), "utf8")) as {
    entries: { when: number }[];
  };
  return Math.max(...journal.entries.map((entry) => entry.when));
}

/** The server's own checks: not shutting down, the database answers, and holds every migration this build has. */
export function coreReadinessChecks(options: { database: Database; isShuttingDown: () => boolean }): ReadinessCheck[] {
  const expected = newestExpectedMigration();
  return [
    {
      name: "shutdown",
      run: async () => (options.isShuttingDown() ? { status: "down", detail: "shutting down" } : { status: "ok" }),
    },
    {
      name: "database",
      run: async () => {
        await options.database.ping();
        return { status: "ok" };
      },
    },
    {
      name: "migrations",
      run: async () => {
        const newest = await findNewestAppliedMigration(options.database.db);
        return newest !== null && newest >= expected
          ? { status: "ok" }
          : { status: "down", detail: "the database lacks migrations this server needs" };
      },
    },
  ];
}

/**
 * Redis down leaves the server ready but degraded: rate limits count in process meanwhile, and taking every
 * instance out of the balancer because the shared counters are gone would turn a Redis outage into a site outage.
 */
export function redisReadinessCheck(redis: RedisConnection): ReadinessCheck {
  return {
    name: "redis",
    run: async () =>
      (await redis.ping()) ? { status: "ok" } : { status: "degraded", detail: "rate limits count in process" },
  };
}
