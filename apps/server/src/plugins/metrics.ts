import { createHash, timingSafeEqual } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { authApiMessages } from "@paralex/shared/auth-validation";
import type { FastifyInstance } from "fastify";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import type { Database } from "../db/client.js";
import type { JobQueue } from "../jobs/job-queue.js";
import { AppError } from "../lib/app-error.js";

export const METRICS_PATH = "/metrics";
/** The label of a request that matched no route: the raw URL would give every probe its own series. */
const UNMATCHED_ROUTE = "(unmatched)";

export interface MetricsOptions {
  database: Database;
  jobs: JobQueue;
  /** A bearer token every scrape must present, on either port. */
  token?: string | undefined;
  /** A port of its own (on `host`) that serves only the metrics; unset serves them on the main port. */
  port?: number | undefined;
  host: string;
}

/**
 * Prometheus metrics: requests by route pattern and status, the job queue's backlog, the database pool, the
 * process. Served on METRICS_PORT, or at /metrics on the main port behind METRICS_TOKEN; neither set, nowhere.
 */
export function registerMetrics(app: FastifyInstance, options: MetricsOptions): void {
  if (!options.token && !options.port) return;
  const registry = createRegistry(options);
  recordRequests(app, registry);
  const isAllowed = bearerCheck(options.token);

  if (options.port === undefined) {
    app.get(METRICS_PATH, { config: { rateLimit: false } }, async (request, reply) => {
      if (!isAllowed(request.headers.authorization)) {
        throw new AppError("unauthorized", authApiMessages.credentialsNotProvided);
      }
      return reply.type(registry.contentType).send(await registry.metrics());
    });
    return;
  }
  const port = options.port;
  const server = createServer((request, response) => void serveScrape(registry, isAllowed, request, response));
  app.addHook("onReady", () => listen(server, port, options.host));
  app.addHook("onClose", () => close(server));
}

type PoolUse = ReturnType<NonNullable<Database["poolUse"]>>;
type JobStats = Awaited<ReturnType<JobQueue["stats"]>>[number];

function createRegistry({ database, jobs }: MetricsOptions): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const jobGauge = (name: string, help: string, read: (stats: JobStats) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ["queue"],
      registers: [registry],
      async collect() {
        this.reset();
        for (const stats of await jobs.stats()) this.set({ queue: stats.queue }, read(stats));
      },
    });
  jobGauge("paralex_jobs_waiting", "Jobs created or waiting for a retry, not yet running.", (s) => s.waiting);
  jobGauge("paralex_jobs_active", "Jobs running now, on any instance.", (s) => s.active);
  jobGauge("paralex_jobs_failed", "Jobs kept as failed after their last try.", (s) => s.failed);
  jobGauge(
    "paralex_jobs_oldest_waiting_seconds",
    "Age of the oldest waiting job; 0 when none waits.",
    (s) => s.oldestWaitingSeconds,
  );

  const poolUse = database.poolUse;
  if (poolUse) {
    const poolGauge = (name: string, help: string, read: (use: PoolUse) => number) =>
      new Gauge({
        name,
        help,
        registers: [registry],
        collect() {
          this.set(read(poolUse()));
        },
      });
    poolGauge("paralex_db_pool_connections", "Open connections to PostgreSQL, busy or idle.", (use) => use.total);
    poolGauge("paralex_db_pool_idle_connections", "Open connections waiting for a query.", (use) => use.idle);
    poolGauge("paralex_db_pool_waiting_requests", "Queries waiting for a free connection.", (use) => use.waiting);
    poolGauge("paralex_db_pool_max_connections", "The most connections the pool opens.", (use) => use.max);
  }
  return registry;
}

function recordRequests(app: FastifyInstance, registry: Registry): void {
  const labelNames = ["method", "route", "status_code"] as const;
  const requests = new Counter({
    name: "http_requests_total",
    help: "Requests answered, by route pattern and status.",
    labelNames,
    registers: [registry],
  });
  const durations = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time to answer a request, by route pattern and status.",
    labelNames,
    registers: [registry],
  });
  app.addHook("onResponse", (request, reply, done) => {
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? UNMATCHED_ROUTE,
      status_code: String(reply.statusCode),
    };
    requests.inc(labels);
    durations.observe(labels, reply.elapsedTime / 1000);
    done();
  });
}

const digest = (value: string) => createHash("sha256").update(value).digest();

function bearerCheck(token: string | undefined): (authorization: string | undefined) => boolean {
  if (!token) return () => true;
  const expected = digest(`Bearer ${token}`);
  return (authorization) => timingSafeEqual(digest(authorization ?? ""), expected);
}

async function serveScrape(
  registry: Registry,
  isAllowed: (authorization: string | undefined) => boolean,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  const answer = (status: number, type: string, body: string) =>
    response.writeHead(status, { "content-type": type, "cache-control": "no-store" }).end(body);
  if (request.method !== "GET" || new URL(request.url ?? "/", "http://metrics").pathname !== METRICS_PATH) {
    return void answer(404, "text/plain; charset=utf-8", "Not found.\n");
  }
  if (!isAllowed(request.headers.authorization)) {
    return void answer(401, "text/plain; charset=utf-8", `${authApiMessages.credentialsNotProvided}\n`);
  }
  try {
    answer(200, registry.contentType, await registry.metrics());
  } catch {
    answer(500, "text/plain; charset=utf-8", "Metrics could not be collected.\n");
  }
}

const listen = (server: Server, port: number, host: string) =>
  new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      resolve();
    });
  });

const close = (server: Server) =>
  new Promise<void>((resolve) => {
    if (!server.listening) return resolve();
    server.close(() => resolve());
    server.closeAllConnections();
  });
