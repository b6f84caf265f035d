import { randomInt } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { Redis } from "ioredis";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { openRedisConnection, type RedisConnection } from "../lib/redis-connection.js";
import { RATE_LIMITED_MESSAGE } from "../lib/request-rate-limit.js";
import { createConfirmedAccount, uniqueEmail } from "../test/account-helpers.js";
import { closedPort, startTcpForwarder, type TcpForwarder } from "../test/tcp-forwarder.js";
import { createTestApp } from "../test/test-app.js";

const randomAddress = () => `${randomInt(11, 100)}.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;

/**
 * What run answers, and how many commands any Redis client sent meanwhile. None while Redis is down means the
 * answer came from this process without waiting on Redis (a command would have waited for its timeout).
 */
async function withRedisCommands<T>(run: () => Promise<T>): Promise<{ result: T; commands: number }> {
  const sent = vi.spyOn(Redis.prototype, "sendCommand");
  try {
    const result = await run();
    return { result, commands: sent.mock.calls.length };
  } finally {
    sent.mockRestore();
  }
}

async function waitFor(condition: () => boolean | Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function subscribe(app: FastifyInstance, from: string, n: number) {
  return app.inject({
    method: "POST",
    url: "/gateway/prod/mailchimp",
    payload: { email: `outage-${n}-${from}@example.com`, listId: "paralex-newsletter" },
    remoteAddress: from,
  });
}

const readiness = async (app: FastifyInstance) => {
  const response = await app.inject({ method: "GET", url: "/api/health/ready" });
  return { statusCode: response.statusCode, body: response.json() };
};

describe("with REDIS_URL set and nothing listening there", () => {
  let app: FastifyInstance;
  const consoleError = vi.spyOn(console, "error");
  beforeAll(async () => {
    app = await createTestApp({
      REDIS_URL: `redis://127.0.0.1:${await closedPort()}`,
      GRAPHQL_RATE_LIMIT_PER_ADDRESS: "3",
    });
  });
  afterAll(async () => {
    await app.close();
    consoleError.mockRestore();
  });

  it("answers at once and still counts each address, in process", async () => {
    const from = randomAddress();
    for (let n = 1; n <= 10; n++) {
      const { result, commands } = await withRedisCommands(() => subscribe(app, from, n));
      expect(result.statusCode).toBe(200);
      expect(commands).toBe(0);
    }
    const limited = await subscribe(app, from, 11);

    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ detail: RATE_LIMITED_MESSAGE });
  });

  it("signs up, confirms and logs in at once", async () => {
    const account = await createConfirmedAccount(app, uniqueEmail("outage"));
    const { result: login, commands } = await withRedisCommands(() =>
      app.inject({ method: "POST", url: "/api/auth/login/", payload: account }),
    );
    expect(login.statusCode).toBe(200);
    expect(commands).toBe(0);
    const wrong = await app.inject({ method: "POST", url: "/api/auth/login/", payload: { ...account, password: "x" } });
    expect(wrong.statusCode).toBe(400);
  });

  it("answers GraphQL at once and counts anonymous calls per address, in process", async () => {
    const from = randomAddress();
    const catalogue = () =>
      app.inject({
        method: "POST",
        url: "/api/graphql",
        payload: { query: "{ pricingStrategies { appId } }" },
        remoteAddress: from,
      });
    for (let n = 1; n <= 3; n++) {
      const { result, commands } = await withRedisCommands(catalogue);
      expect(result.statusCode).toBe(200);
      expect(commands).toBe(0);
    }
    expect((await catalogue()).statusCode).toBe(429);
  });

  it("reports itself ready but degraded, and keeps /api/health as it was", async () => {
    expect(await readiness(app)).toEqual({
      statusCode: 200,
      body: expect.objectContaining({
        status: "ready",
        checks: expect.objectContaining({
          database: { status: "ok" },
          redis: expect.objectContaining({ status: "degraded" }),
        }),
      }),
    });
    expect((await app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
  });

  it("leaves no unhandled client errors on the console", () => {
    expect(consoleError.mock.calls.flat().join("\n")).not.toContain("ioredis");
  });
});

const redisUrl = process.env.REDIS_URL;

/** Runs when REDIS_URL names a Redis server: the test stands between the app and it, and pulls the plug. */
describe.skipIf(!redisUrl)("when Redis goes away and comes back (REDIS_URL)", () => {
  let forwarder: TcpForwarder;
  let viaForwarder: string;
  beforeAll(async () => {
    const target = new URL(redisUrl ?? "");
    forwarder = await startTcpForwarder({ host: target.hostname, port: Number(target.port || 6379) });
    target.hostname = "127.0.0.1";
    target.port = String(forwarder.port);
    viaForwarder = target.toString();
  });
  afterEach(() => forwarder.start());
  afterAll(() => forwarder.stop());

  it("logs once when Redis goes away and once when it is back, however often it reconnects", async () => {
    const log = { warn: vi.fn(), info: vi.fn() };
    const connection: RedisConnection = await openRedisConnection(viaForwarder, log);
    try {
      expect(connection.isReady()).toBe(true);
      expect(await connection.ping()).toBe(true);

      await forwarder.stop();
      await waitFor(() => !connection.isReady());
      const { result: isUp, commands } = await withRedisCommands(() => connection.ping());
      expect(isUp).toBe(false);
      expect(commands).toBe(0);
      await new Promise((resolve) => setTimeout(resolve, 2500));
      expect(log.warn).toHaveBeenCalledTimes(1);
      expect(log.warn.mock.calls[0]?.[1]).toMatch(/Redis is unreachable/);

      await forwarder.start();
      await waitFor(() => connection.isReady(), 15_000);
      expect(await connection.ping()).toBe(true);
      expect(log.info).toHaveBeenCalledTimes(1);
      expect(log.info.mock.calls[0]?.[0]).toMatch(/Redis is reachable again/);
      expect(log.warn).toHaveBeenCalledTimes(1);
    } finally {
      await connection.close();
    }
  }, 30_000);

  it("keeps serving and counting through the outage, and shares the counters again after it", async () => {
    const first = await createTestApp({ REDIS_URL: viaForwarder });
    const second = await createTestApp({ REDIS_URL: viaForwarder });
    try {
      expect((await readiness(first)).body.checks.redis).toEqual({ status: "ok" });
      // While Redis is up the counting goes there: the count of commands sees it, so its zeros below mean something.
      expect((await withRedisCommands(() => subscribe(first, randomAddress(), 1))).commands).toBeGreaterThan(0);

      await forwarder.stop();
      await waitFor(async () => (await readiness(first)).body.checks.redis.status === "degraded");
      const during = randomAddress();
      for (let n = 1; n <= 10; n++) {
        const { result, commands } = await withRedisCommands(() => subscribe(first, during, n));
        expect(result.statusCode).toBe(200);
        expect(commands).toBe(0);
      }
      expect((await subscribe(first, during, 11)).statusCode).toBe(429);
      // Still down: every answer above came during the outage, none after a reconnect.
      expect((await readiness(first)).body.checks.redis.status).toBe("degraded");

      await forwarder.start();
      await waitFor(async () => (await readiness(first)).body.checks.redis.status === "ok", 15_000);
      await waitFor(async () => (await readiness(second)).body.checks.redis.status === "ok", 15_000);
      const after = randomAddress();
      for (let n = 1; n <= 10; n++) expect((await subscribe(n % 2 ? first : second, after, n)).statusCode).toBe(200);
      expect((await subscribe(second, after, 11)).statusCode).toBe(429);
    } finally {
      await first.close();
      await second.close();
    }
  }, 60_000);
});
