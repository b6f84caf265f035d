import { randomInt } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../test/test-app.js";
import { RATE_LIMITED_MESSAGE } from "./rate-limit.js";

const redisUrl = process.env.REDIS_URL;

describe.skipIf(!redisUrl)("rate limits shared through Redis (REDIS_URL)", () => {
  let first: FastifyInstance;
  let second: FastifyInstance;
  beforeAll(async () => {
    first = await createTestApp({ REDIS_URL: redisUrl ?? "" });
    second = await createTestApp({ REDIS_URL: redisUrl ?? "" });
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  it("counts one visitor's requests across instances", async () => {
    const remoteAddress = `2001:db8::${randomInt(1, 0xffff).toString(16)}:${randomInt(1, 0xffff).toString(16)}`;
    const subscribe = (app: FastifyInstance, n: number) =>
      app.inject({
        method: "POST",
        url: "/gateway/prod/mailchimp",
        payload: { email: `redis-${remoteAddress}-${n}@example.com`, listId: "paralex-newsletter" },
        remoteAddress,
      });

    for (let n = 1; n <= 10; n++) {
      expect((await subscribe(n % 2 === 0 ? first : second, n)).statusCode).toBe(200);
    }
    const limited = await subscribe(first, 11);

    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ detail: RATE_LIMITED_MESSAGE });
  });
});
