import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents, memberships, subscriptions } from "../../db/schema.js";
import { latestMailTo, post, STRONG_PASSWORD, uniqueEmail } from "../../test/account-helpers.js";
import { deliverStripeEvent, gql, type SignedInUser, signUpAndLogIn, strategyOf } from "../../test/billing-helpers.js";
import { type FakeHttpServer, type RecordedRequest, startFakeHttpServer } from "../../test/fake-http-server.js";
import { joinAsMember, membershipIdOfEmail, seedOrganizationMembers } from "../../test/organization-seed.js";
import { createTestApp } from "../../test/test-app.js";
import { waitUntil } from "../../test/wait-until.js";
import type { SubscriptionRecord } from "./subscriptions.repository.js";

const WEBHOOK_SECRET = "whsec_seats_test";
const STRIPE_SUBSCRIPTION = "sub_seats_3";

const INVITE = `mutation Invite($input: InviteMemberInput!) { inviteMember(input: $input) { invitationId } }`;
const UPDATE = `mutation Update($membershipId: ID!, $input: MemberUpdateInput!) {
  updateMember(membershipId: $membershipId, input: $input) { membershipId practiceAreas } }`;
const REMOVE = "mutation Remove($membershipId: ID!) { removeMember(membershipId: $membershipId) }";
const SUMMARY = `query Summary($id: ID!) { memberOrderSummary(membershipId: $id) {
  lines { appId seats subscriptionSeats subscriptionTier } } }`;

/** A month of the tier for the seats, in cents, from the shared catalogue. */
const priceOf = (appId: number, tier: string, seats: number) =>
  Math.round(
    (strategyOf(appId).tiers.find((candidate) => candidate.tier === tier)?.parameters.costPerUser ?? 0) * 100,
  ) * seats;

const formOf = (request: RecordedRequest | undefined) => Object.fromEntries(new URLSearchParams(request?.body ?? ""));

describe("seats follow membership", () => {
  let app: FastifyInstance;
  let stripe: FakeHttpServer;
  let admin: SignedInUser;
  let otherAdmin: SignedInUser;
  /** The quantity the local Stripe bills for STRIPE_SUBSCRIPTION. */
  let stripeQuantity = 1;

  const answerLikeStripe = (request: RecordedRequest) => {
    const path = request.url.split("?")[0];
    if (path !== `/v1/subscriptions/${STRIPE_SUBSCRIPTION}`) {
      return { status: 404, body: { error: { type: "invalid_request_error", message: `No such route ${path}` } } };
    }
    const quantity = formOf(request)["items[0][quantity]"];
    if (request.method === "POST" && quantity) stripeQuantity = Number(quantity);
    return {
      status: 200,
      body: {
        id: STRIPE_SUBSCRIPTION,
        object: "subscription",
        status: "active",
        metadata: { tier: "Professional" },
        items: {
          object: "list",
          data: [
            {
              id: "si_seats_3",
              object: "subscription_item",
              quantity: stripeQuantity,
              price: { id: "price_3", product: "prod_3", unit_amount: priceOf(3, "Professional", 1) },
            },
          ],
        },
      },
    };
  };

  const subscribe = async (
    user: SignedInUser,
    appId: number,
    seats: number,
    provider: "builtin" | "stripe" = "builtin",
  ): Promise<SubscriptionRecord> => {
    const strategy = strategyOf(appId);
    const now = new Date();
    const [row] = await app.database.db
      .insert(subscriptions)
      .values({
        organizationId: user.organizationId,
        appId,
        userId: user.userId,
        startDate: now,
        endDate: new Date(now.getTime() + 30 * 86_400_000),
        pricingStrategyId: strategy.pricingStrategyId,
        pricingTier: "Professional",
        amountChargedCents: priceOf(appId, "Professional", seats),
        seats,
        status: "active",
        provider,
        providerCustomerId: provider === "stripe" ? "cus_seats" : null,
        providerSubscriptionId: provider === "stripe" ? STRIPE_SUBSCRIPTION : null,
      })
      .returning();
    if (!row) throw new Error("no subscription");
    return row;
  };

  const subscriptionOf = async (organizationId: string, appId: number) => {
    const [row] = await app.database.db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.organizationId, organizationId), eq(subscriptions.appId, appId)));
    if (!row) throw new Error(`no subscription to ${appId}`);
    return row;
  };

  const seatsOf = async (appId: number) => {
    const row = await subscriptionOf(admin.organizationId, appId);
    return { seats: row.seats, amountChargedCents: row.amountChargedCents };
  };

  const membershipIdOf = (email: string) => membershipIdOfEmail(app, email);

  const setProducts = async (email: string, products: number[]) => {
    const { body } = await gql(app, UPDATE, {
      token: admin.token,
      variables: { membershipId: await membershipIdOf(email), input: { products } },
    });
    expect(body.errors).toBeUndefined();
  };

  const seatEvents = () =>
    app.database.db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.action, "subscription_seats_changed"), eq(auditEvents.organizationId, admin.organizationId)),
      );

  /** The Admin invites the address with the products; answers the key in the invitation link. */
  const invite = async (email: string, products: number[]) => {
    const invited = await gql(app, INVITE, {
      token: admin.token,
      variables: {
        input: { firstName: "Sandra", lastName: "Day", email, position: "Associate", role: "Employee", products },
      },
    });
    expect(invited.body.errors).toBeUndefined();
    const mail = await latestMailTo(app, email);
    const key = mail?.text.match(/\/invitation\/([A-Za-z0-9_-]+)/)?.[1];
    if (!key) throw new Error(`no invitation link to ${email}`);
    return key;
  };

  /** Invites the address with the products and registers through the link, as the invited person would. */
  const inviteAndRegister = async (email: string, products: number[]) => {
    const key = await invite(email, products);
    const registered = await post(app, `/api/invitations/${key}/register`, {
      first_name: "Sandra",
      last_name: "Day",
      password1: STRONG_PASSWORD,
      password2: STRONG_PASSWORD,
    });
    expect(registered.statusCode).toBe(201);
  };

  const deliver = (event: unknown) => deliverStripeEvent(app, event, { secret: WEBHOOK_SECRET });

  // Seeded members 0-3 of the organization hold products [1, 2], [2], [3] and [4].
  let seeded: { email: string }[];
  let invitedEmail: string;

  beforeAll(async () => {
    stripe = await startFakeHttpServer();
    stripe.respondWith(answerLikeStripe);
    app = await createTestApp({
      STRIPE_SECRET_KEY: "sk_test_seats",
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: stripe.url,
      JOB_RETRY_DELAY_SECONDS: "1",
    });
    admin = await signUpAndLogIn(app, "seats-admin");
    otherAdmin = await signUpAndLogIn(app, "seats-other");
    seeded = await seedOrganizationMembers(app, admin.organizationId, 4, "seats");
    await subscribe(admin, 1, 1);
    await subscribe(admin, 2, 2);
    await subscribe(admin, 3, 1, "stripe");
    await subscribe(admin, 4, 1);
    await seedOrganizationMembers(app, otherAdmin.organizationId, 4, "seats-other");
    await subscribe(otherAdmin, 1, 1);
    await subscribe(otherAdmin, 2, 2);
  });
  afterAll(async () => {
    await app.close();
    await stripe.close();
  });

  it("raises seats and amount when an accepted invitation brings a member with the product", async () => {
    const others = await app.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.organizationId, otherAdmin.organizationId));
    const email = uniqueEmail("seats-invited");
    invitedEmail = email;

    await inviteAndRegister(email, [1, 2]);

    expect(await seatsOf(1)).toEqual({ seats: 2, amountChargedCents: priceOf(1, "Professional", 2) });
    expect(await seatsOf(2)).toEqual({ seats: 3, amountChargedCents: priceOf(2, "Professional", 3) });
    expect(await seatsOf(4)).toEqual({ seats: 1, amountChargedCents: priceOf(4, "Professional", 1) });
    const events = await seatEvents();
    expect(events.map((event) => [event.actorEmail, event.details])).toEqual(
      expect.arrayContaining([
        [email, { provider: "builtin", appId: 1, from: 1, to: 2, amountFrom: 99, amountTo: 198 }],
        [email, { provider: "builtin", appId: 2, from: 2, to: 3, amountFrom: 258, amountTo: 387 }],
      ]),
    );
    expect(events).toHaveLength(2);
    expect(
      await app.database.db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.organizationId, otherAdmin.organizationId)),
    ).toEqual(others);
  });

  it("moves seats between products when a member's products are edited, and shows them in the Order Summary", async () => {
    await setProducts(seeded[1]?.email ?? "", [1]);

    expect(await seatsOf(1)).toEqual({ seats: 3, amountChargedCents: priceOf(1, "Professional", 3) });
    expect(await seatsOf(2)).toEqual({ seats: 2, amountChargedCents: priceOf(2, "Professional", 2) });
    const byAdmin = (await seatEvents()).filter((row) => row.actorEmail === admin.email);
    expect(byAdmin.map((row) => [row.actorUserId, row.target, row.details])).toEqual(
      expect.arrayContaining([
        [
          admin.userId,
          (await subscriptionOf(admin.organizationId, 1)).id,
          { provider: "builtin", appId: 1, from: 2, to: 3, amountFrom: 198, amountTo: 297 },
        ],
        [
          admin.userId,
          (await subscriptionOf(admin.organizationId, 2)).id,
          { provider: "builtin", appId: 2, from: 3, to: 2, amountFrom: 387, amountTo: 258 },
        ],
      ]),
    );
    expect(byAdmin).toHaveLength(2);

    const { body } = await gql<{ memberOrderSummary: { lines: Record<string, unknown>[] } }>(app, SUMMARY, {
      token: admin.token,
      variables: { id: await membershipIdOf(seeded[1]?.email ?? "") },
    });
    expect(body.data?.memberOrderSummary.lines).toEqual([
      { appId: 1, seats: 3, subscriptionSeats: 3, subscriptionTier: "Professional" },
    ]);
  });

  it("lowers seats when a member is removed, and a product nobody holds keeps 1 seat", async () => {
    await gql(app, REMOVE, {
      token: admin.token,
      variables: { membershipId: await membershipIdOf(seeded[3]?.email ?? "") },
    });
    expect(await seatsOf(4)).toEqual({ seats: 1, amountChargedCents: priceOf(4, "Professional", 1) });

    const { body } = await gql(app, REMOVE, {
      token: admin.token,
      variables: { membershipId: await membershipIdOf(seeded[0]?.email ?? "") },
    });
    expect(body.errors).toBeUndefined();
    expect(await seatsOf(1)).toEqual({ seats: 2, amountChargedCents: priceOf(1, "Professional", 2) });
    expect(await seatsOf(2)).toEqual({ seats: 1, amountChargedCents: priceOf(2, "Professional", 1) });

    await setProducts(invitedEmail, [2]);
    expect(await seatsOf(1)).toEqual({ seats: 1, amountChargedCents: priceOf(1, "Professional", 1) });
    expect(await seatsOf(2)).toEqual({ seats: 1, amountChargedCents: priceOf(2, "Professional", 1) });
    await setProducts(seeded[1]?.email ?? "", [2]);
    const holders = await app.database.db
      .select({ practiceAreas: memberships.practiceAreas })
      .from(memberships)
      .where(eq(memberships.organizationId, admin.organizationId));
    expect(holders.filter((row) => row.practiceAreas.includes(1))).toEqual([]);
    expect(await seatsOf(1)).toEqual({ seats: 1, amountChargedCents: priceOf(1, "Professional", 1) });
    expect(await seatsOf(2)).toEqual({ seats: 2, amountChargedCents: priceOf(2, "Professional", 2) });
  });

  it("sends a Stripe subscription's new quantity to Stripe, prorated, and takes its seats from the webhook", async () => {
    await app.jobs.whenIdle();
    stripe.requests.length = 0;
    const before = await subscriptionOf(admin.organizationId, 3);

    await setProducts(seeded[1]?.email ?? "", [3]);
    await app.jobs.whenIdle();

    const [retrieve, update] = stripe.requests;
    expect([retrieve?.method, retrieve?.url]).toEqual(["GET", `/v1/subscriptions/${STRIPE_SUBSCRIPTION}`]);
    expect([update?.method, update?.url]).toEqual(["POST", `/v1/subscriptions/${STRIPE_SUBSCRIPTION}`]);
    expect(formOf(update)).toEqual({
      "items[0][id]": "si_seats_3",
      "items[0][quantity]": "2",
      proration_behavior: "create_prorations",
    });
    expect(stripe.requests).toHaveLength(2);
    expect(await subscriptionOf(admin.organizationId, 3)).toEqual(before);

    const delivered = await deliver({
      id: "evt_seats_1",
      object: "event",
      type: "customer.subscription.updated",
      data: {
        object: answerLikeStripe({
          method: "GET",
          url: `/v1/subscriptions/${STRIPE_SUBSCRIPTION}`,
          headers: {},
          body: "",
        }).body,
      },
    });
    expect(delivered.statusCode).toBe(200);
    expect(await seatsOf(3)).toEqual({ seats: 2, amountChargedCents: priceOf(3, "Professional", 2) });
    const [event] = (await seatEvents()).filter((row) => (row.details as { appId?: number }).appId === 3);
    expect(event).toMatchObject({
      actorEmail: null,
      details: { provider: "stripe", appId: 3, from: 1, to: 2, amountFrom: 139, amountTo: 278 },
    });
  });

  it("keeps the membership change when Stripe fails, and sends the quantity once Stripe answers again", async () => {
    stripe.respondWith(() => ({ status: 500, body: { error: { type: "api_error", message: "down" } } }));
    stripe.requests.length = 0;
    const before = await subscriptionOf(admin.organizationId, 3);
    await setProducts(seeded[2]?.email ?? "", [1]);
    await waitUntil(() => stripe.requests.length > 0, 15_000, "a call to Stripe");

    const [moved] = await app.database.db
      .select({ practiceAreas: memberships.practiceAreas })
      .from(memberships)
      .where(eq(memberships.id, await membershipIdOf(seeded[2]?.email ?? "")));
    expect(moved?.practiceAreas).toEqual([1]);
    expect(await subscriptionOf(admin.organizationId, 3)).toEqual(before);
    expect(stripeQuantity).toBe(2);

    stripe.respondWith(answerLikeStripe);
    await waitUntil(() => stripeQuantity === 1, 15_000, "the new quantity at Stripe");
    await app.jobs.whenIdle();
    const updates = stripe.requests.filter((request) => request.method === "POST");
    expect(updates.map(formOf).at(-1)).toMatchObject({ "items[0][quantity]": "1" });
  });

  it("lowers the seats of the organization a member leaves by accepting another's invitation", async () => {
    const mover = await joinAsMember(
      app,
      await signUpAndLogIn(app, "seats-mover"),
      otherAdmin.organizationId,
      "Employee",
    );
    const { body } = await gql(app, UPDATE, {
      token: otherAdmin.token,
      variables: { membershipId: await membershipIdOf(mover.email), input: { products: [1, 2] } },
    });
    expect(body.errors).toBeUndefined();
    expect((await subscriptionOf(otherAdmin.organizationId, 2)).seats).toBe(3);

    const key = await invite(mover.email, [4]);
    const accepted = await post(app, `/api/invitations/${key}/accept`, {}, { token: mover.token });

    expect(accepted.statusCode).toBe(200);
    expect(await subscriptionOf(otherAdmin.organizationId, 2)).toMatchObject({
      seats: 2,
      amountChargedCents: priceOf(2, "Professional", 2),
    });
    expect(await subscriptionOf(otherAdmin.organizationId, 1)).toMatchObject({ seats: 1 });
    const left = await app.database.db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.action, "subscription_seats_changed"),
          eq(auditEvents.organizationId, otherAdmin.organizationId),
          eq(auditEvents.actorUserId, mover.userId),
        ),
      );
    // The mover held both products; leaving re-seats every live subscription of the organization.
    expect(left.map((event) => event.details)).toEqual(
      expect.arrayContaining([
        { provider: "builtin", appId: 1, from: 2, to: 1, amountFrom: 198, amountTo: 99 },
        { provider: "builtin", appId: 2, from: 3, to: 2, amountFrom: 387, amountTo: 258 },
      ]),
    );
    expect(left).toHaveLength(2);
  });
});
