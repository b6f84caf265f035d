import { citeCheckMessages } from "@paralex/shared/cite-check";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, expect, it } from "vitest";
import { memberships } from "../../db/schema.js";
import { type SignedInUser, signUpAndLogIn, subscribeThroughBuiltinCheckout } from "../../test/billing-helpers.js";
import { startCheck, waitForCheck } from "../../test/cite-check-helpers.js";
import { type FakeCourtListener, startFakeCourtListener } from "../../test/fake-courtlistener.js";
import { joinAsMember } from "../../test/organization-seed.js";
import { createTestApp } from "../../test/test-app.js";

const QUOTA = 3;

let app: FastifyInstance;
let courtListener: FakeCourtListener;
let admin: SignedInUser;

beforeAll(async () => {
  courtListener = await startFakeCourtListener();
  app = await createTestApp({
    COURTLISTENER_API_TOKEN: courtListener.token,
    COURTLISTENER_URL: courtListener.url,
    CASE_LAW_LOOKUPS_PER_ORGANIZATION_PER_DAY: String(QUOTA),
  });
  admin = await signUpAndLogIn(app, "quota-admin");
  await subscribeThroughBuiltinCheckout(app, admin, 2, "Basic");
});

afterAll(async () => {
  await app.close();
  await courtListener.close();
});

const usageAs = (user: SignedInUser) =>
  app.inject({ method: "GET", url: "/api/cite-checks/usage", headers: { authorization: `Bearer ${user.token}` } });

const DRAFT_OF_FIVE = [1, 2, 3, 4, 5].map((page) => `See Doe v. Roe, 77 F.3d ${page} (2d Cir. 1996).`).join(" ");

it("looks up no more than the organization's daily quota, leaves the rest unchecked with why, and finishes", async () => {
  const { id } = (await startCheck(app, admin.token, DRAFT_OF_FIVE)).json<{ id: string }>();

  const report = await waitForCheck(app, admin.token, id);

  expect(report.status).toBe("done");
  expect(report.citations.map((citation) => citation.verdict)).toEqual([
    "not_found",
    "not_found",
    "not_found",
    "unchecked",
    "unchecked",
  ]);
  expect(report.citations[4]?.note).toBe(citeCheckMessages.lookupQuotaReached(QUOTA));
  expect(citeCheckMessages.lookupQuotaReached(1000)).toBe(
    "Your organization has used today's 1,000 case-law lookups; check again tomorrow to verify the rest.",
  );
  expect(courtListener.lookups().flat()).toEqual(["77 F.3d 1", "77 F.3d 2", "77 F.3d 3"]);

  const again = await startCheck(app, admin.token, "Roe v. Wade, 410 U.S. 113 (1973).");
  const refused = await waitForCheck(app, admin.token, again.json<{ id: string }>().id);
  expect(refused.citations.map((citation) => citation.note)).toEqual([citeCheckMessages.lookupQuotaReached(QUOTA)]);
  expect(courtListener.lookups()).toHaveLength(1);
});

it("shows the organization's Admin today's lookups, the quota and when it resets, and refuses a Member", async () => {
  const member = await joinAsMember(app, await signUpAndLogIn(app, "quota-member"), admin.organizationId, "Employee");
  await app.database.db
    .update(memberships)
    .set({ practiceAreas: [2] })
    .where(eq(memberships.userId, member.userId));
  const tomorrow = new Date();
  tomorrow.setUTCHours(24, 0, 0, 0);

  const seen = await usageAs(admin);
  const refused = await usageAs(member);

  expect(seen.statusCode).toBe(200);
  expect(seen.json()).toEqual({ used: QUOTA, quota: QUOTA, resetsAt: tomorrow.toISOString() });
  expect(refused.statusCode).toBe(403);
  expect(refused.json()).toEqual({ detail: citeCheckMessages.usageForAdmins });
});
