import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, expect, it } from "vitest";
import { type SignedInUser, signUpAndLogIn, subscribeThroughBuiltinCheckout } from "../../test/billing-helpers.js";
import { addKnownCases, DRAFT, readCheck, startCheck, waitForCheck } from "../../test/cite-check-helpers.js";
import { type FakeCourtListener, startFakeCourtListener } from "../../test/fake-courtlistener.js";
import { createLastingTestDatabase, createTestApp } from "../../test/test-app.js";

let courtListener: FakeCourtListener;
let database: Awaited<ReturnType<typeof createLastingTestDatabase>>;

beforeAll(async () => {
  courtListener = await startFakeCourtListener();
  addKnownCases(courtListener);
  database = await createLastingTestDatabase();
});

afterAll(async () => {
  await courtListener.close();
  await database.drop();
});

const appOnDatabase = () =>
  createTestApp({
    ...database.env,
    COURTLISTENER_API_TOKEN: courtListener.token,
    COURTLISTENER_URL: courtListener.url,
    SHUTDOWN_GRACE_MS: "1000",
  });

it("finishes a check that was running when the server stopped, on the next server", async () => {
  let app: FastifyInstance = await appOnDatabase();
  const user: SignedInUser = await signUpAndLogIn(app, "restart");
  await subscribeThroughBuiltinCheckout(app, user, 1, "Basic");
  const slow = courtListener.server;
  const answer = slow.requests.length;
  // CourtListener takes its time: the check is mid-lookup when the server stops.
  courtListener.delayNext(4000);
  const { id } = (await startCheck(app, user.token, DRAFT)).json<{ id: string }>();
  const deadline = Date.now() + 10_000;
  while (slow.requests.length === answer && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  expect((await readCheck(app, user.token, id)).json().status).toBe("running");
  await app.close();

  app = await appOnDatabase();
  try {
    const report = await waitForCheck(app, user.token, id, 30_000);
    expect(report.status).toBe("done");
    expect(report.counts).toMatchObject({ verified: 3, not_found: 1, mismatch: 2, ambiguous: 1 });
  } finally {
    await app.close();
  }
}, 60_000);
