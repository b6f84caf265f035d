import { randomInt } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RATE_LIMITED_MESSAGE } from "../lib/request-rate-limit.js";
import { nextIp } from "../test/account-helpers.js";
import { signUpAndLogIn } from "../test/billing-helpers.js";
import { createTestApp } from "../test/test-app.js";

const redisUrl = process.env.REDIS_URL;

describe.skipIf(!redisUrl)("rate limits shared through Redis (REDIS_URL)", () => {
  let first: FastifyInstance;
  let second: FastifyInstance;
  beforeAll(async () => {
    const env = { REDIS_URL: redisUrl ?? "", GRAPHQL_RATE_LIMIT_PER_USER: "4" };
    first = await createTestApp(env);
    second = await createTestApp(env);
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
        payload: {
          email: `redis-${remoteAddress.replaceAll(":", "-")}-${n}@example.com`,
          listId: "paralex-newsletter",
        },
        remoteAddress,
      });

    for (let n = 1; n <= 10; n++) {
      expect((await subscribe(n % 2 === 0 ? first : second, n)).statusCode).toBe(200);
    }
    const limited = await subscribe(first, 11);

    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ detail: RATE_LIMITED_MESSAGE });
  });

  it("counts one user's GraphQL calls across instances, whatever address each comes from", async () => {
    const user = await signUpAndLogIn(first, "shared-counter");
    const catalogue = (app: FastifyInstance) =>
      app.inject({
        method: "POST",
        url: "/api/graphql",
        payload: { query: "{ pricingStrategies { appId } }" },
        headers: { authorization: `Bearer ${user.token}` },
        remoteAddress: nextIp(),
      });

    for (let n = 1; n <= 4; n++) expect((await catalogue(n % 2 === 0 ? first : second)).statusCode).toBe(200);
    const limited = await catalogue(first);

    expect(limited.statusCode).toBe(429);
    expect(limited.json().errors[0]).toEqual({ message: RATE_LIMITED_MESSAGE, extensions: { code: "RATE_LIMITED" } });
  });
});
