import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { caseLaw } from "../../db/schema.js";
import { createTestApp } from "../../test/test-app.js";
import { createLocalIndexSource, NOT_FOUND_RECHECK_DAYS } from "./local-index-source.js";

const DAY_MS = 86_400_000;

describe("the case-law index as a source", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp({ JOB_CONCURRENCY: "0" });
  });
  afterAll(() => app.close());

  it("trusts a recent 'not found' but asks again once it is older than the recheck period", async () => {
    const { db } = app.database;
    const lookedUpAt = (days: number) => new Date(Date.now() - days * DAY_MS);
    await db.insert(caseLaw).values([
      { volume: 901, reporter: "F.4th", page: 11, isFound: false, source: "courtlistener", lookedUpAt: lookedUpAt(1) },
      {
        volume: 902,
        reporter: "F.4th",
        page: 22,
        isFound: false,
        source: "courtlistener",
        lookedUpAt: lookedUpAt(NOT_FOUND_RECHECK_DAYS + 1),
      },
    ]);

    const { answers } = await createLocalIndexSource(db).lookup([
      { volume: 901, reporter: "F.4th", page: 11 },
      { volume: 902, reporter: "F.4th", page: 22 },
    ]);

    expect(answers.get("901 F.4th 11")).toEqual({ status: "not_found" });
    expect(answers.has("902 F.4th 22")).toBe(false);
  });
});
