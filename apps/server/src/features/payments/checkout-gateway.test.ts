import { checkoutMessages } from "@paralex/shared/checkout";
import { MEMBER_ROLES, type TMemberRole } from "@paralex/shared/organization";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkoutSessions, subscriptions } from "../../db/schema.js";
import {
  checkoutBody,
  requestCheckout,
  type SignedInUser,
  signUpAndLogIn,
  subscribeThroughBuiltinCheckout,
} from "../../test/billing-helpers.js";
import { joinAsMember } from "../../test/organization-seed.js";
import { createTestApp } from "../../test/test-app.js";

describe("POST /gateway/stripegraph with the built-in checkout", () => {
  let app: FastifyInstance;
  let ada: SignedInUser;
  let grace: SignedInUser;

  beforeAll(async () => {
    app = await createTestApp({ PUBLIC_URL: "https://app.example.com" });
    ada = await signUpAndLogIn(app, "ada");
    grace = await signUpAndLogIn(app, "grace");
  });
  afterAll(() => app.close());

  const sessionsOf = (user: SignedInUser) =>
    app.database.db.select().from(checkoutSessions).where(eq(checkoutSessions.userId, user.userId));

  it("answers the spec's envelope with a link to the built-in hosted checkout", async () => {
    const answer = await requestCheckout(app, ada.token, checkoutBody(ada, 1, "Professional"));

    expect(answer.status).toBe(200);
    expect(answer.statusCode).toBe(200);
    expect(answer.body.checkoutUrl).toMatch(/^https:\/\/app\.example\.com\/checkout\/[A-Za-z0-9_-]{43}$/);
    const [session] = await sessionsOf(ada);
    expect(session).toMatchObject({
      appId: 1,
      pricingStrategyId: "ps_federal_criminal",
      pricingTier: "Professional",
      amountCents: 9900,
      provider: "builtin",
      status: "open",
      organizationId: ada.organizationId,
    });
    const token = answer.body.checkoutUrl?.split("/").pop() ?? "";
    expect(session?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(session?.tokenHash).not.toContain(token);
    const minutesLeft = ((session?.expiresAt.getTime() ?? 0) - Date.now()) / 60_000;
    expect(minutesLeft).toBeGreaterThan(59);
    expect(minutesLeft).toBeLessThanOrEqual(60);
  });

  it("prices the tier itself: a tampered amount or tier in the body changes nothing", async () => {
    const user = await signUpAndLogIn(app);
    const tampered = checkoutBody(user, 2, "Enterprise", {
      subscription: { pricingTier: "Basic", amountCharged: 1, appId: 2 },
      pricingStrategy: {
        pricingStrategyId: "ps_civil_litigation",
        tiers: [{ tier: "Enterprise", parameters: { costPerUser: 0.01 } }],
      },
    });
    const answer = await requestCheckout(app, user.token, tampered);

    expect(answer.statusCode).toBe(200);
    const [session] = await sessionsOf(user);
    expect(session).toMatchObject({ pricingTier: "Enterprise", amountCents: 24900 });
  });

  it.each([
    ["a tier the strategy does not have", { lookup_key: "federal_criminal_Platinum" }],
    ["another strategy's tier", { lookup_key: "startups_Basic" }],
    ["a lookup_key in another case", { lookup_key: "FEDERAL_CRIMINAL_BASIC" }],
  ])("refuses %s with 400", async (_case, overrides) => {
    const user = await signUpAndLogIn(app);
    const answer = await requestCheckout(app, user.token, checkoutBody(user, 1, "Basic", overrides));

    expect(answer).toEqual({
      status: 400,
      statusCode: 400,
      body: { message: "The lookup_key names no plan of this pricing strategy." },
    });
    expect(await sessionsOf(user)).toEqual([]);
  });

  it("refuses an unknown pricing strategy with 400", async () => {
    const answer = await requestCheckout(app, ada.token, checkoutBody(ada, 1, "Basic", { pricingStrategyId: "ps_x" }));
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toEqual({ message: "Unknown pricing strategy." });
  });

  it("refuses a checkout for another user's userId with 403", async () => {
    const answer = await requestCheckout(app, ada.token, checkoutBody(ada, 3, "Basic", { userId: grace.userId }));

    expect(answer).toEqual({
      status: 403,
      statusCode: 403,
      body: { message: "You can only start a checkout for yourself." },
    });
  });

  it("refuses a checkout renewing another user's subscription with 403", async () => {
    const owner = await signUpAndLogIn(app);
    await subscribeThroughBuiltinCheckout(app, owner, 3, "Basic");
    const [session] = await sessionsOf(owner);
    const answer = await requestCheckout(
      app,
      grace.token,
      checkoutBody(grace, 3, "Basic", { subsId: session?.subscriptionId ?? "x" }),
    );
    expect(answer.statusCode).toBe(403);
    expect(answer.body).toEqual({ message: "Not authorized." });
  });

  describe("only an Admin of the organization spends its money", () => {
    let admin: SignedInUser;
    let members: Record<TMemberRole, SignedInUser>;

    beforeAll(async () => {
      admin = await signUpAndLogIn(app, "purchasing-admin");
      members = {} as Record<TMemberRole, SignedInUser>;
      for (const role of MEMBER_ROLES) {
        members[role] = await joinAsMember(app, await signUpAndLogIn(app, role), admin.organizationId, role);
      }
    });

    const organizationRows = async () => ({
      sessions: await app.database.db
        .select()
        .from(checkoutSessions)
        .where(eq(checkoutSessions.organizationId, admin.organizationId)),
      subscriptions: await app.database.db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.organizationId, admin.organizationId)),
    });

    it.each(MEMBER_ROLES)("refuses a Member whose role is %s with 403 and stores nothing", async (role) => {
      const member = members[role];
      const before = await organizationRows();
      const answer = await requestCheckout(app, member.token, checkoutBody(member, 2, "Professional"));

      expect(answer).toEqual({ status: 403, statusCode: 403, body: { message: checkoutMessages.adminsOnly } });
      expect(await sessionsOf(member)).toEqual([]);
      expect(await organizationRows()).toEqual(before);
    });

    it("refuses a Member renewing the organization's lapsed subscription, and leaves it as it was", async () => {
      await subscribeThroughBuiltinCheckout(app, admin, 3, "Basic");
      await app.database.db
        .update(subscriptions)
        .set({ endDate: new Date(Date.now() - 1000) })
        .where(eq(subscriptions.organizationId, admin.organizationId));
      const before = await organizationRows();
      const subsId = before.subscriptions[0]?.id;
      expect(subsId).toBeTruthy();

      for (const member of Object.values(members)) {
        const answer = await requestCheckout(app, member.token, checkoutBody(member, 3, "Enterprise", { subsId }));
        expect(answer.statusCode).toBe(403);
        expect(answer.body).toEqual({ message: checkoutMessages.adminsOnly });
      }
      expect(await organizationRows()).toEqual(before);
    });

    it("still lets the Admin check out for the organization", async () => {
      const answer = await requestCheckout(app, admin.token, checkoutBody(admin, 2, "Professional"));

      expect(answer.statusCode).toBe(200);
      expect(answer.body.checkoutUrl).toMatch(/^https:\/\/app\.example\.com\/checkout\//);
      const { sessions } = await organizationRows();
      expect(sessions.filter((session) => session.appId === 2)).toEqual([
        expect.objectContaining({ userId: admin.userId, pricingTier: "Professional", status: "open" }),
      ]);
    });
  });

  it("answers 401 in the envelope without a bearer token", async () => {
    const answer = await requestCheckout(app, undefined, checkoutBody(ada, 1, "Basic"));
    expect(answer).toEqual({
      status: 401,
      statusCode: 401,
      body: { message: "Authentication credentials were not provided." },
    });
  });

  it("refuses a second subscription to a product the organization already has with 409", async () => {
    const user = await signUpAndLogIn(app);
    await subscribeThroughBuiltinCheckout(app, user, 4, "Basic");
    const answer = await requestCheckout(app, user.token, checkoutBody(user, 4, "Professional"));

    expect(answer.statusCode).toBe(409);
    expect(answer.body).toEqual({
      message: "You already have an active subscription to Start-ups. Use Change Plan to switch tiers.",
    });
  });

  it.each([
    ["an unknown path", { path: "/delete-everything" }, 404, "Unknown gateway path."],
    ["another method", { httpMethod: "GET" }, 405, "Method not allowed."],
    ["a body that is not JSON", { body: "{lookup_key" }, 400, "The checkout request body is not valid JSON."],
    ["a body without its fields", { body: JSON.stringify({ lookup_key: "x" }) }, 400, "Invalid checkout request."],
    ["a body that is not a string", { body: { lookup_key: "x" } }, 400, "Invalid gateway request."],
  ])("answers %s with its status and a message only", async (_case, envelope, status, message) => {
    const answer = await requestCheckout(app, ada.token, checkoutBody(ada, 1, "Basic"), envelope);

    expect(answer).toEqual({ status, statusCode: status, body: { message } });
  });

  it("answers a malformed envelope with 400 and no stack trace", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/gateway/stripegraph",
      headers: { authorization: `Bearer ${ada.token}`, "content-type": "application/json" },
      payload: "{not json",
    });

    expect(response.statusCode).toBe(400);
    const answer = response.json();
    expect(answer.statusCode).toBe(400);
    expect(JSON.parse(answer.body).message).toMatch(/not valid JSON/);
    expect(response.body).not.toMatch(/at .*\.(js|ts):\d+/);
  });
});
