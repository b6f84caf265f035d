import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../test/test-app.js";
import { waitUntil } from "../test/wait-until.js";
import { createJobQueue, type JobPolicy } from "./job-queue.js";

const OPS_TOKEN = "ops-token-for-tests-that-is-long-enough";
const once: JobPolicy = { retryLimit: 0, retryDelaySeconds: 1, timeoutSeconds: 10, keepCompleted: false };

let app: FastifyInstance;

beforeAll(async () => {
  app = await createTestApp({ OPS_TOKEN });
});

afterAll(async () => {
  await app.close();
});

const ops = (method: "GET" | "POST", url: string, token = OPS_TOKEN) =>
  app.inject({ method, url, headers: { authorization: `Bearer ${token}` } });

describe("the job queue", () => {
  it("keeps a job enqueued in a transaction that commits and drops one whose transaction rolls back", async () => {
    const seen: string[] = [];
    await app.jobs.define<{ label: string }>({
      name: "test-echo",
      handler: async (data) => void seen.push(data.label),
      policy: once,
    });

    await app.database.db
      .transaction(async (tx) => {
        await app.jobs.enqueue(tx, "test-echo", { label: "rolled back" });
        throw new Error("roll back");
      })
      .catch(() => undefined);
    await app.database.db.transaction(async (tx) => {
      await app.jobs.enqueue(tx, "test-echo", { label: "committed" });
    });
    await app.jobs.whenIdle();

    expect(seen).toEqual(["committed"]);
  });

  it("runs a job its enqueue announces, and one whose start time comes later when the queue's poll finds it due", async () => {
    const ran = new Map<string, number>();
    await app.jobs.define<{ label: string }>({
      name: "test-timed",
      handler: async (data) => void ran.set(data.label, Date.now()),
      policy: once,
    });
    const startAfter = new Date(Date.now() + 1500);
    await app.jobs.enqueue(app.database.db, "test-timed", { label: "later" }, { startAfter });
    await app.jobs.enqueue(app.database.db, "test-timed", { label: "now" });

    // No whenIdle(): it would wake the workers itself.
    await waitUntil(() => ran.size === 2, 10_000, "both jobs to run");
    expect(ran.get("now")).toBeLessThan(startAfter.getTime());
    expect(ran.get("later")).toBeGreaterThanOrEqual(startAfter.getTime());
  });

  it("retries a failing job with growing waits, then keeps it failed where an operator sees and retries it", async () => {
    const tries: number[] = [];
    let isFixed = false;
    await app.jobs.define({
      name: "test-always-fails",
      handler: async () => {
        tries.push(Date.now());
        if (!isFixed) throw new Error("the far side is down");
      },
      policy: { retryLimit: 2, retryDelaySeconds: 1, timeoutSeconds: 10, keepCompleted: false },
    });
    await app.jobs.enqueue(app.database.db, "test-always-fails", { n: 1 });

    const deadline = Date.now() + 20_000;
    let failed: { id: string; queue: string; retryCount: number; error: string }[] = [];
    while (failed.length === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      failed = (await ops("GET", "/api/ops/jobs/failed")).json();
    }

    expect(tries).toHaveLength(3);
    const [first = 0, second = 0, third = 0] = tries;
    expect(second - first).toBeGreaterThanOrEqual(1000);
    expect(third - second).toBeGreaterThanOrEqual(2000);
    expect(failed).toEqual([
      {
        id: expect.any(String),
        queue: "test-always-fails",
        retryCount: 2,
        error: "the far side is down",
        createdAt: expect.any(String),
        failedAt: expect.any(String),
      },
    ]);

    isFixed = true;
    const retried = await ops("POST", `/api/ops/jobs/failed/test-always-fails/${failed[0]?.id}/retry`);
    expect(retried.statusCode).toBe(200);
    await app.jobs.whenIdle();
    expect(tries).toHaveLength(4);
    expect((await ops("GET", "/api/ops/jobs/failed")).json()).toEqual([]);
    expect((await ops("POST", `/api/ops/jobs/failed/test-always-fails/${failed[0]?.id}/retry`)).statusCode).toBe(404);
  }, 30_000);

  it("on a restart, keeps a queue whose policy is unchanged and updates one whose policy changed", async () => {
    const log = { info: () => undefined, warn: () => undefined, error: () => undefined };
    const restart = () => createJobQueue({ database: app.database, concurrency: 0, log });
    const handler = async () => undefined;
    const policy = { retryLimit: 1, retryDelaySeconds: 2, timeoutSeconds: 30, keepCompleted: false };
    const stored = async () =>
      (
        await app.database.executeSql("select retry_limit, expire_seconds from pgboss.queue where name = $1", [
          "test-policy",
        ])
      ).rows;

    await (await restart()).define({ name: "test-policy", handler, policy });
    await (await restart()).define({ name: "test-policy", handler, policy });
    expect(await stored()).toEqual([{ retry_limit: 1, expire_seconds: 30 }]);
    await (await restart()).define({
      name: "test-policy",
      handler,
      policy: { ...policy, retryLimit: 4, timeoutSeconds: 60 },
    });
    expect(await stored()).toEqual([{ retry_limit: 4, expire_seconds: 60 }]);
  });

  it("shows failed jobs only to the bearer of the operators' token", async () => {
    expect((await ops("GET", "/api/ops/jobs/failed", "x".repeat(40))).statusCode).toBe(401);
    expect((await app.inject({ method: "GET", url: "/api/ops/jobs/failed" })).statusCode).toBe(401);
  });
});
