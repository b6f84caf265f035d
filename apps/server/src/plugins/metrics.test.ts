import { randomUUID } from "node:crypto";
import { createServer } from "node:net";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config.js";
import { createTestApp } from "../test/test-app.js";

const TOKEN = "metrics-token-that-is-long-enough-000";
const once = { retryLimit: 0, retryDelaySeconds: 1, timeoutSeconds: 10, keepCompleted: false };

/** The value of one sample line, by its metric name and labels as Prometheus writes them. */
function sample(text: string, series: string): number | undefined {
  const line = text.split("\n").find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (typeof address !== "object" || !address) throw new Error("no port");
  return address.port;
}

describe("metrics on the main port behind METRICS_TOKEN", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp({ METRICS_TOKEN: TOKEN });
  });
  afterAll(() => app.close());

  const scrape = (authorization?: string) =>
    app.inject({ method: "GET", url: "/metrics", headers: authorization ? { authorization } : {} });

  it.each([
    ["no token", undefined],
    ["a wrong token", `Bearer ${TOKEN.replace("0", "1")}`],
    ["the token without its scheme", TOKEN],
  ])("refuses a scrape with %s", async (_label, authorization) => {
    const response = await scrape(authorization);

    expect(response.statusCode).toBe(401);
    expect(response.body).not.toMatch(/http_request|process_/);
  });

  it("counts a request under its route pattern and status, never its raw URL", async () => {
    const userId = randomUUID();
    await app.inject({ method: "GET", url: `/api/account/photo/${userId}` });
    await app.inject({ method: "GET", url: `/api/no-such-thing/${userId}` });

    const response = await scrape(`Bearer ${TOKEN}`);

    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
    const route = 'method="GET",route="/api/account/photo/:userId",status_code="404"';
    expect(sample(response.body, `http_requests_total{${route}}`)).toBe(1);
    expect(sample(response.body, `http_request_duration_seconds_count{${route}}`)).toBe(1);
    expect(sample(response.body, 'http_requests_total{method="GET",route="(unmatched)",status_code="404"}')).toBe(1);
    expect(response.body).not.toContain(userId);
    expect(response.body).toMatch(/^process_cpu_user_seconds_total \d/m);
    expect(response.body).toMatch(/^nodejs_heap_size_used_bytes \d/m);
  });

  it("shows the job queue's backlog, its failures and the age of its oldest waiting job", async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await app.jobs.define({
      name: "metrics-fails",
      handler: async () => {
        throw new Error("always fails");
      },
      policy: once,
    });
    await app.jobs.define({ name: "metrics-held", handler: () => held, policy: once });
    await app.jobs.enqueue(app.database.db, "metrics-fails", {});
    await app.jobs.enqueue(app.database.db, "metrics-held", {});
    await app.jobs.enqueue(app.database.db, "metrics-held", {});
    await expect.poll(async () => (await app.jobs.stats()).find((s) => s.queue === "metrics-fails")?.failed).toBe(1);

    const body = (await scrape(`Bearer ${TOKEN}`)).body;
    release();

    expect(sample(body, 'paralex_jobs_failed{queue="metrics-fails"}')).toBe(1);
    expect(sample(body, 'paralex_jobs_waiting{queue="metrics-fails"}')).toBe(0);
    const heldWaiting = sample(body, 'paralex_jobs_waiting{queue="metrics-held"}') ?? 0;
    const heldActive = sample(body, 'paralex_jobs_active{queue="metrics-held"}') ?? 0;
    expect(heldWaiting + heldActive).toBe(2);
    expect(sample(body, 'paralex_jobs_oldest_waiting_seconds{queue="metrics-fails"}')).toBe(0);
    expect(body).toMatch(/^paralex_jobs_oldest_waiting_seconds\{queue="metrics-held"\} [\d.e-]+$/m);
    await app.jobs.whenIdle();
  });

  it.runIf(Boolean(process.env.DATABASE_URL))("shows the PostgreSQL pool's use", async () => {
    const body = (await scrape(`Bearer ${TOKEN}`)).body;

    expect(sample(body, "paralex_db_pool_max_connections")).toBe(10);
    expect(sample(body, "paralex_db_pool_connections")).toBeGreaterThanOrEqual(1);
    expect(sample(body, "paralex_db_pool_waiting_requests")).toBe(0);
  });
});

describe("metrics on METRICS_PORT", () => {
  let app: FastifyInstance;
  let port: number;
  beforeAll(async () => {
    port = await freePort();
    app = await createTestApp({ METRICS_PORT: String(port), HOST: "127.0.0.1" });
    await app.ready();
  });
  afterAll(() => app.close());

  it("serves them on their own port and not on the main one", async () => {
    await app.inject({ method: "GET", url: "/api/health" });

    const scraped = await fetch(`http://127.0.0.1:${port}/metrics`);
    const text = await scraped.text();
    const onMain = await app.inject({ method: "GET", url: "/metrics", headers: { accept: "text/plain" } });

    expect(scraped.status).toBe(200);
    expect(sample(text, 'http_requests_total{method="GET",route="/api/health",status_code="200"}')).toBe(1);
    expect(onMain.body).not.toMatch(/http_requests_total|process_cpu/);
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(404);
  });
});

describe("metrics configuration", () => {
  it("serves no metrics anywhere when neither METRICS_PORT nor METRICS_TOKEN is set", async () => {
    const app = await createTestApp();
    try {
      const response = await app.inject({ method: "GET", url: "/metrics" });
      expect(response.body).not.toMatch(/http_requests_total|process_cpu/);
    } finally {
      await app.close();
    }
  });

  it.each([
    [{ METRICS_PORT: "3000", PORT: "3000" }, /METRICS_PORT: must differ from PORT/],
    [{ METRICS_PORT: "70000" }, /METRICS_PORT/],
    [{ METRICS_TOKEN: "short" }, /METRICS_TOKEN/],
  ])("refuses %o", (env, message) => {
    expect(() => loadConfig({ NODE_ENV: "test", ...env })).toThrow(message);
  });
});
