import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createLastingTestDatabase, createTestApp } from "../../test/test-app.js";
import { holdSourceUntil, reserveSourceBudget } from "./case-law.repository.js";

let database: Awaited<ReturnType<typeof createLastingTestDatabase>>;
let first: FastifyInstance;
let second: FastifyInstance;

beforeAll(async () => {
  database = await createLastingTestDatabase();
  first = await createTestApp({ ...database.env, JOB_CONCURRENCY: "0" });
  // PGlite holds its directory for one process; two instances share a budget only on PostgreSQL.
  second = database.env.DATABASE_URL ? await createTestApp({ ...database.env, JOB_CONCURRENCY: "0" }) : first;
});

afterAll(async () => {
  if (second !== first) await second.close();
  await first.close();
  await database.drop();
});

it("spaces requests to the source by their citations' share of the minute, across instances", async () => {
  const a = await reserveSourceBudget(first.database.db, "budget-test", 3, 1, 10_000);
  const b = await reserveSourceBudget(second.database.db, "budget-test", 2, 1, 10_000);
  const refused = await reserveSourceBudget(first.database.db, "budget-test", 1, 1, 1_000);

  if (!a.isReserved || !b.isReserved || refused.isReserved) throw new Error("unexpected reservations");
  expect(a.sendAt.getTime()).toBeLessThanOrEqual(Date.now());
  expect(b.sendAt.getTime() - a.sendAt.getTime()).toBe(3000);
  expect(refused.retryAt.getTime() - a.sendAt.getTime()).toBe(5000);
});

it("holds every instance back until the source's wait_until", async () => {
  const until = new Date(Date.now() + 60_000);
  await holdSourceUntil(first.database.db, "held-source", until);

  const refused = await reserveSourceBudget(second.database.db, "held-source", 1, 1, 30_000);

  expect(refused).toEqual({ isReserved: false, retryAt: until });
});
