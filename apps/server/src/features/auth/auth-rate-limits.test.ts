import { randomInt } from "node:crypto";
import { authApiMessages } from "@paralex/shared/auth-validation";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nextIp, post, uniqueEmail } from "../../test/account-helpers.js";
import { createTestApp } from "../../test/test-app.js";
import { LOGIN_LOCKOUT } from "./auth-rate-limits.js";

const redisUrl = process.env.REDIS_URL;

/** Runs when REDIS_URL names a Redis server: two app instances share the counters through it. */
describe.skipIf(!redisUrl)("auth rate limits across instances (Redis)", () => {
  let first: FastifyInstance;
  let second: FastifyInstance;

  beforeAll(async () => {
    first = await createTestApp({ REDIS_URL: redisUrl ?? "" });
    second = await createTestApp({ REDIS_URL: redisUrl ?? "" });
  }, 180_000);

  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  it("counts one client's wrong passwords for an account on every instance, and only that client's", async () => {
    const email = uniqueEmail("shared");
    const ip = nextIp();
    for (let attempt = 0; attempt < LOGIN_LOCKOUT.perAddressAndAccount.failures; attempt += 1) {
      const app = attempt % 2 === 0 ? first : second;
      expect((await post(app, "/api/auth/login/", { email, password: "guess" }, { ip })).statusCode).toBe(400);
    }
    const limited = await post(second, "/api/auth/login/", { email, password: "guess" }, { ip });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ detail: authApiMessages.loginLocked(15) });
    expect((await post(first, "/api/auth/login/", { email, password: "guess" })).statusCode).toBe(400);
  });

  it("counts an IP's password-reset requests on every instance", async () => {
    const ip = `172.${randomInt(16, 32)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const app = attempt % 2 === 0 ? first : second;
      const response = await post(app, "/api/auth/password/reset/", { email: uniqueEmail("ip") }, { ip });
      expect(response.statusCode).toBe(200);
    }
    const limited = await post(first, "/api/auth/password/reset/", { email: uniqueEmail("ip") }, { ip });
    expect(limited.statusCode).toBe(429);
  });
});
