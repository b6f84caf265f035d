import { citeCheckMessages } from "@paralex/shared/cite-check";
import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { type SignedInUser, signUpAndLogIn, subscribeThroughBuiltinCheckout } from "../../test/billing-helpers.js";
import { DRAFT, startCheck, waitForCheck } from "../../test/cite-check-helpers.js";
import { createTestApp } from "../../test/test-app.js";
import { citeCheckLimits } from "./cite-check-report.js";

/** DRAFT holds eleven citations. */
const DRAFT_CITATIONS = 11;
const defaults = { ...citeCheckLimits };

let app: FastifyInstance;
let subscriber: SignedInUser;

beforeAll(async () => {
  app = await createTestApp();
  subscriber = await signUpAndLogIn(app, "litigator");
  await subscribeThroughBuiltinCheckout(app, subscriber, 2, "Basic");
});

afterEach(() => {
  Object.assign(citeCheckLimits, defaults);
});

afterAll(async () => {
  await app.close();
});

async function check(text: string) {
  const started = await startCheck(app, subscriber.token, text);
  expect(started.statusCode).toBe(202);
  return waitForCheck(app, subscriber.token, started.json<{ id: string }>().id);
}

describe("the limits of one cite check", () => {
  it("fails a draft with more citations than a check takes, saying so and how to go on", async () => {
    citeCheckLimits.maxCitations = DRAFT_CITATIONS - 1;

    const report = await check(DRAFT);

    expect(report.status).toBe("failed");
    expect(report.error).toBe(citeCheckMessages.tooManyCitations(DRAFT_CITATIONS - 1));
    expect(report.error).toContain("Split the draft");
    expect(report.citations).toEqual([]);
  });

  it("checks a draft with as many citations as a check takes", async () => {
    citeCheckLimits.maxCitations = DRAFT_CITATIONS;

    const report = await check(DRAFT);

    expect(report.status).toBe("done");
    expect(report.citations).toHaveLength(DRAFT_CITATIONS);
  });

  it("fails a draft whose report would be larger than a check keeps, instead of storing it", async () => {
    citeCheckLimits.maxReportBytes = 100 * 1024;
    const longDraft = Array.from({ length: 40 }, () => DRAFT).join("\n\n");

    const report = await check(longDraft);

    expect(report.status).toBe("failed");
    expect(report.error).toBe(citeCheckMessages.reportTooLarge(100 * 1024));
    expect(report.error).toContain("0.1 MB");
    expect(report.citations).toEqual([]);
  });
});
