import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, expect, it } from "vitest";
import { signUpAndLogIn, subscribeThroughBuiltinCheckout } from "../../test/billing-helpers.js";
import { startCheck, waitForCheck } from "../../test/cite-check-helpers.js";
import { type FakeCourtListener, startFakeCourtListener } from "../../test/fake-courtlistener.js";
import { createTestApp } from "../../test/test-app.js";

/** 10 a second: a large check's request of 20 citations holds the source for two seconds. */
const CITATIONS_PER_MINUTE = 600;
const LARGE_CHECK_CITATIONS = 20;

let app: FastifyInstance;
let courtListener: FakeCourtListener;

beforeAll(async () => {
  courtListener = await startFakeCourtListener();
  app = await createTestApp({
    COURTLISTENER_API_TOKEN: courtListener.token,
    COURTLISTENER_URL: courtListener.url,
    COURTLISTENER_CITATIONS_PER_MINUTE: String(CITATIONS_PER_MINUTE),
    // Paced by citations only: the account's request budget is not what this test is about.
    COURTLISTENER_REQUESTS_PER_MINUTE: "10000",
  });
});

afterAll(async () => {
  await app.close();
  await courtListener.close();
});

/** A draft citing `count` cases nobody has looked up yet, at volume `volume` of F.3d. */
const draftCiting = (volume: number, count: number) =>
  Array.from({ length: count }, (_, page) => `See Doe v. Roe, ${volume} F.3d ${page + 1} (2d Cir. 2005).`).join(" ");

it("serves another organization's small check after at most one request of a large organization's five checks", async () => {
  const large = await signUpAndLogIn(app, "large-firm");
  await subscribeThroughBuiltinCheckout(app, large, 2, "Basic");
  const small = await signUpAndLogIn(app, "small-firm");
  await subscribeThroughBuiltinCheckout(app, small, 2, "Basic");
  const largeChecks: string[] = [];
  for (let volume = 401; volume <= 405; volume += 1) {
    largeChecks.push((await startCheck(app, large.token, draftCiting(volume, LARGE_CHECK_CITATIONS))).json().id);
  }
  while (courtListener.lookups().length === 0) await new Promise((resolve) => setTimeout(resolve, 20));

  const before = courtListener.lookups().length;
  const { id } = (await startCheck(app, small.token, draftCiting(900, 2))).json<{ id: string }>();
  const report = await waitForCheck(app, small.token, id);

  expect(report.citations.map((citation) => citation.verdict)).toEqual(["not_found", "not_found"]);
  const sentSince = courtListener.lookups().slice(before);
  const smallRequest = sentSince.findIndex((citations) => citations.includes("900 F.3d 1"));
  expect(sentSince[smallRequest]).toEqual(["900 F.3d 1", "900 F.3d 2"]);
  expect(smallRequest).toBeLessThanOrEqual(1);
  for (const checkId of largeChecks) {
    expect((await waitForCheck(app, large.token, checkId, 30_000)).status).toBe("done");
  }
}, 60_000);
