import { checkoutMessages } from "@paralex/shared/checkout";
import { subscriptionMessages } from "@paralex/shared/subscriptions";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkoutSessions, memberships, processedEvents, subscriptions } from "../../db/schema.js";
import {
  checkoutBody,
  deliverStripeEvent,
  gql,
  requestCheckout,
  type SignedInUser,
  SUBSCRIPTION_FIELDS,
  signUpAndLogIn,
} from "../../test/billing-helpers.js";
import { type FakeHttpServer, type RecordedRequest, startFakeHttpServer } from "../../test/fake-http-server.js";
import { joinAsMember } from "../../test/organization-seed.js";
import { createTestApp } from "../../test/test-app.js";

const PUBLIC_URL = "https://app.example.com";
const SECRET_KEY = "sk_test_paralex";
const WEBHOOK_SECRET = "whsec_paralex_test";
const DAY = 86_400;

const CHECKOUT_URL = "https://checkout.stripe.test/c/pay/cs_test_1";
const PORTAL_URL = "https://billing.stripe.test/p/session/bps_1";

/** Stripe's API as far as we call it: checkout sessions, subscriptions and the billing portal. */
function answerLikeStripe(request: RecordedRequest) {
  const path = request.url.split("?")[0];
  if (request.method === "POST" && path === "/v1/checkout/sessions") {
    return { status: 200, body: { id: "cs_test_1", object: "checkout.session", url: CHECKOUT_URL } };
  }
  if (path === "/v1/subscriptions/sub_1") {
    return {
      status: 200,
      body: {
        id: "sub_1",
        object: "subscription",
        status: "active",
        items: {
          object: "list",
          data: [
            { id: "si_1", object: "subscription_item", price: { id: "price_1", product: "prod_1", unit_amount: 9900 } },
          ],
        },
      },
    };
  }
  if (request.method === "POST" && path === "/v1/billing_portal/sessions") {
    return { status: 200, body: { id: "bps_1", object: "billing_portal.session", url: PORTAL_URL } };
  }
  return { status: 404, body: { error: { type: "invalid_request_error", message: `No such route ${path}` } } };
}

const formOf = (request: RecordedRequest | undefined) => Object.fromEntries(new URLSearchParams(request?.body ?? ""));

function deliver(app: FastifyInstance, event: unknown, signature?: string) {
  return deliverStripeEvent(app, event, { secret: WEBHOOK_SECRET, ...(signature === undefined ? {} : { signature }) });
}

describe("payments through Stripe, against a local Stripe", () => {
  let app: FastifyInstance;
  let stripe: FakeHttpServer;
  let ada: SignedInUser;
  let checkoutId: string;

  const subscriptionOf = async (user: SignedInUser) => {
    const { body } = await gql<{ subscriptionsByUser: Record<string, unknown>[] }>(
      app,
      `query S($userId: ID!) { subscriptionsByUser(userId: $userId) { ${SUBSCRIPTION_FIELDS} provider } }`,
      { variables: { userId: user.userId }, token: user.token },
    );
    return body.data?.subscriptionsByUser ?? [];
  };

  const completedEvent = (id = "evt_completed_1") => ({
    id,
    object: "event",
    type: "checkout.session.completed",
    data: {
      object: {
        id: "cs_test_1",
        object: "checkout.session",
        client_reference_id: checkoutId,
        payment_status: "paid",
        customer: "cus_1",
        subscription: "sub_1",
        metadata: { checkoutSessionId: checkoutId },
      },
    },
  });

  beforeAll(async () => {
    stripe = await startFakeHttpServer();
    stripe.respondWith(answerLikeStripe);
    app = await createTestApp({
      PUBLIC_URL,
      STRIPE_SECRET_KEY: SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: stripe.url,
    });
    ada = await signUpAndLogIn(app, "ada");
  });
  afterAll(async () => {
    await app.close();
    await stripe.close();
  });

  it("creates a Stripe Checkout Session in subscription mode, priced by the server", async () => {
    const tampered = checkoutBody(ada, 1, "Professional", { subscription: { amountCharged: 1 } });
    const answer = await requestCheckout(app, ada.token, tampered);

    expect(answer).toEqual({ status: 200, statusCode: 200, body: { checkoutUrl: CHECKOUT_URL } });
    const [session] = await app.database.db
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.userId, ada.userId));
    checkoutId = session?.id ?? "";
    expect(session).toMatchObject({
      provider: "stripe",
      providerSessionId: "cs_test_1",
      amountCents: 9900,
      tokenHash: null,
    });

    const [call] = stripe.requests;
    expect(call?.method).toBe("POST");
    expect(call?.url).toBe("/v1/checkout/sessions");
    expect(call?.headers.authorization).toBe(`Bearer ${SECRET_KEY}`);
    expect(call?.headers["idempotency-key"]).toBe(`checkout-${checkoutId}`);
    expect(formOf(call)).toMatchObject({
      mode: "subscription",
      "line_items[0][quantity]": "1",
      "line_items[0][price_data][currency]": "usd",
      "line_items[0][price_data][unit_amount]": "9900",
      "line_items[0][price_data][recurring][interval]": "day",
      "line_items[0][price_data][recurring][interval_count]": "30",
      "line_items[0][price_data][product_data][name]": "Federal Criminal Professional",
      success_url: `${PUBLIC_URL}/dashboard/subscriptions/?success=true`,
      cancel_url: `${PUBLIC_URL}/dashboard/subscriptions/?canceled=true`,
      client_reference_id: checkoutId,
      customer_email: ada.email,
      "metadata[userId]": ada.userId,
      "metadata[organizationId]": ada.organizationId,
      "metadata[appId]": "1",
      "metadata[pricingStrategyId]": "ps_federal_criminal",
      "metadata[tier]": "Professional",
      "subscription_data[metadata][checkoutSessionId]": checkoutId,
    });
  });

  it.each([
    ["no signature", ""],
    ["a signature made with another secret", "other"],
    ["a signature of another payload", "payload"],
  ])("refuses an event with %s (400) and applies nothing", async (_case, kind) => {
    const event = completedEvent("evt_forged");
    const signature =
      kind === ""
        ? ""
        : kind === "other"
          ? Stripe.webhooks.generateTestHeaderString({ payload: JSON.stringify(event), secret: "whsec_other" })
          : Stripe.webhooks.generateTestHeaderString({ payload: "{}", secret: WEBHOOK_SECRET });
    const response = await deliver(app, event, signature);

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: "Invalid signature." });
    expect(await subscriptionOf(ada)).toEqual([]);
    expect(await app.database.db.select().from(processedEvents)).toEqual([]);
  });

  it("activates the subscription when Stripe reports the session completed", async () => {
    const response = await deliver(app, completedEvent());

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true });
    const [subscription] = await subscriptionOf(ada);
    expect(subscription).toMatchObject({
      appId: 1,
      pricingTier: "Professional",
      AmountCharged: 99,
      status: "active",
      cancelAtPeriodEnd: false,
      provider: "stripe",
    });
    const [row] = await app.database.db.select().from(subscriptions).where(eq(subscriptions.userId, ada.userId));
    expect(row).toMatchObject({ providerCustomerId: "cus_1", providerSubscriptionId: "sub_1" });
  });

  it("applies the same event only once", async () => {
    await app.database.db
      .update(subscriptions)
      .set({ pricingTier: "Basic", amountChargedCents: 4900 })
      .where(eq(subscriptions.userId, ada.userId));

    const again = await deliver(app, completedEvent());

    expect(again.statusCode).toBe(200);
    expect(await subscriptionOf(ada)).toEqual([expect.objectContaining({ pricingTier: "Basic", AmountCharged: 49 })]);
    const claimed = await app.database.db
      .select()
      .from(processedEvents)
      .where(eq(processedEvents.eventId, "evt_completed_1"));
    expect(claimed).toHaveLength(1);
  });

  it("never calls Stripe for a Member: checkout, plan change, cancel and billing are refused", async () => {
    const member = await joinAsMember(app, await signUpAndLogIn(app, "stripe-member"), ada.organizationId, "Manager");
    const [current] = await subscriptionOf(ada);
    const before = await app.database.db.select().from(subscriptions).where(eq(subscriptions.userId, ada.userId));
    stripe.requests.length = 0;

    const checkout = await requestCheckout(app, member.token, checkoutBody(member, 2, "Basic"));
    const change = await gql(
      app,
      `mutation { changeSubscriptionPlan(subsId: "${current?.subsId}", tier: "Enterprise") { note } }`,
      { token: member.token },
    );
    const cancel = await gql(app, `mutation { cancelSubscription(subsId: "${current?.subsId}") { status } }`, {
      token: member.token,
    });
    const billing = await gql(app, "mutation { billingPortalUrl }", { token: member.token });

    expect(checkout).toMatchObject({ status: 403, body: { message: checkoutMessages.adminsOnly } });
    for (const [answer, message] of [
      [change, subscriptionMessages.adminsOnly],
      [cancel, subscriptionMessages.adminsOnly],
      [billing, subscriptionMessages.billingAdminsOnly],
    ] as const) {
      expect(answer.body.data).toBeNull();
      expect(answer.body.errors?.[0]).toMatchObject({ message, extensions: { code: "FORBIDDEN" } });
    }
    expect(stripe.requests).toEqual([]);
    expect(await app.database.db.select().from(subscriptions).where(eq(subscriptions.userId, ada.userId))).toEqual(
      before,
    );
    expect(
      await app.database.db.select().from(checkoutSessions).where(eq(checkoutSessions.userId, member.userId)),
    ).toEqual([]);
  });

  it("changes plan by updating the Stripe subscription item's price, with proration", async () => {
    stripe.requests.length = 0;
    const { body } = await gql<{ changeSubscriptionPlan: { note: string; subscription: Record<string, unknown> } }>(
      app,
      `mutation { changeSubscriptionPlan(subsId: "${(await subscriptionOf(ada))[0]?.subsId}", tier: "Enterprise") {
        note subscription { pricingTier AmountCharged } } }`,
      { token: ada.token },
    );

    expect(body.errors).toBeUndefined();
    expect(body.data?.changeSubscriptionPlan.subscription).toEqual({ pricingTier: "Enterprise", AmountCharged: 199 });
    expect(body.data?.changeSubscriptionPlan.note).toMatch(/added to your next invoice\.$/);
    const [retrieve, update] = stripe.requests;
    expect([retrieve?.method, retrieve?.url]).toEqual(["GET", "/v1/subscriptions/sub_1"]);
    expect([update?.method, update?.url]).toEqual(["POST", "/v1/subscriptions/sub_1"]);
    expect(formOf(update)).toEqual({
      "items[0][id]": "si_1",
      "items[0][price_data][currency]": "usd",
      "items[0][price_data][product]": "prod_1",
      "items[0][price_data][unit_amount]": "19900",
      "items[0][price_data][recurring][interval]": "day",
      "items[0][price_data][recurring][interval_count]": "30",
      proration_behavior: "create_prorations",
      "metadata[tier]": "Enterprise",
      "metadata[lookupKey]": "federal_criminal_Enterprise",
    });
  });

  it("changes nothing when Stripe refuses a cancellation", async () => {
    stripe.respondWith(() => ({ status: 400, body: { error: { type: "invalid_request_error", message: "nope" } } }));
    const [current] = await subscriptionOf(ada);
    const { body } = await gql(app, `mutation { cancelSubscription(subsId: "${current?.subsId}") { status } }`, {
      token: ada.token,
    });
    stripe.respondWith(answerLikeStripe);

    expect(body.data).toBeNull();
    expect(body.errors?.[0]).toMatchObject({
      message: "The payment provider is unavailable. Please try again later.",
      extensions: { code: "UPSTREAM_ERROR" },
    });
    expect((await subscriptionOf(ada))[0]).toMatchObject({ cancelAtPeriodEnd: false });
  });

  it("cancels at period end through Stripe", async () => {
    stripe.requests.length = 0;
    const [current] = await subscriptionOf(ada);
    const { body } = await gql(
      app,
      `mutation { cancelSubscription(subsId: "${current?.subsId}") { status cancelAtPeriodEnd } }`,
      {
        token: ada.token,
      },
    );

    expect(body.data).toEqual({ cancelSubscription: { status: "active", cancelAtPeriodEnd: true } });
    expect(stripe.requests.map((request) => [request.method, request.url, request.body])).toEqual([
      ["POST", "/v1/subscriptions/sub_1", "cancel_at_period_end=true"],
    ]);
  });

  it("moves the dates on when a renewal invoice is paid", async () => {
    const [before] = await subscriptionOf(ada);
    const oldEnd = Date.parse(String(before?.endDate)) / 1000;
    const response = await deliver(app, {
      id: "evt_invoice_renewal",
      object: "event",
      type: "invoice.paid",
      data: {
        object: {
          id: "in_2",
          object: "invoice",
          billing_reason: "subscription_cycle",
          amount_paid: 19900,
          parent: { type: "subscription_details", subscription_details: { subscription: "sub_1" } },
          lines: {
            object: "list",
            data: [{ id: "il_1", period: { start: oldEnd + 3600, end: oldEnd + 30 * DAY + 3600 } }],
          },
        },
      },
    });

    expect(response.statusCode).toBe(200);
    const [after] = await subscriptionOf(ada);
    expect(after).toMatchObject({
      status: "active",
      startDate: new Date(oldEnd * 1000).toISOString(),
      endDate: new Date((oldEnd + 30 * DAY) * 1000).toISOString(),
    });
  });

  it("follows Stripe's subscription state: updated, then deleted", async () => {
    const subscriptionEvent = (id: string, type: string, status: string) => ({
      id,
      object: "event",
      type,
      data: { object: { id: "sub_1", object: "subscription", status, cancel_at_period_end: false, metadata: {} } },
    });

    await deliver(app, subscriptionEvent("evt_sub_updated", "customer.subscription.updated", "past_due"));
    expect((await subscriptionOf(ada))[0]).toMatchObject({ status: "past_due", cancelAtPeriodEnd: false });

    await deliver(app, subscriptionEvent("evt_sub_deleted", "customer.subscription.deleted", "canceled"));
    expect((await subscriptionOf(ada))[0]).toMatchObject({ status: "canceled" });
  });

  it("acknowledges events it does not handle without recording them", async () => {
    const response = await deliver(app, {
      id: "evt_other",
      object: "event",
      type: "customer.created",
      data: { object: {} },
    });
    expect(response.statusCode).toBe(200);
    expect(
      await app.database.db.select().from(processedEvents).where(eq(processedEvents.eventId, "evt_other")),
    ).toEqual([]);
  });

  it("opens Stripe's customer portal for a Stripe customer", async () => {
    stripe.requests.length = 0;
    const { body } = await gql(app, "mutation { billingPortalUrl }", { token: ada.token });

    expect(body.data).toEqual({ billingPortalUrl: PORTAL_URL });
    expect(formOf(stripe.requests[0])).toEqual({
      customer: "cus_1",
      return_url: `${PUBLIC_URL}/dashboard/subscriptions/`,
    });
  });

  it("answers 502 with a message only when Stripe refuses, and reuses the customer", async () => {
    await app.database.db.delete(subscriptions).where(eq(subscriptions.userId, ada.userId));
    await app.database.db.insert(subscriptions).values({
      organizationId: ada.organizationId,
      appId: 2,
      userId: ada.userId,
      startDate: new Date(),
      endDate: new Date(),
      pricingStrategyId: "ps_civil_litigation",
      pricingTier: "Basic",
      amountChargedCents: 5900,
      status: "canceled",
      provider: "stripe",
      providerCustomerId: "cus_1",
      providerSubscriptionId: "sub_old",
    });
    stripe.requests.length = 0;
    stripe.respondWith(() => ({
      status: 400,
      body: { error: { type: "invalid_request_error", message: "secret detail from Stripe" } },
    }));

    const answer = await requestCheckout(app, ada.token, checkoutBody(ada, 3, "Basic"));

    stripe.respondWith(answerLikeStripe);
    expect(answer).toEqual({
      status: 502,
      statusCode: 502,
      body: {
        message: "The payment provider is unavailable. Please try again later.",
        requestId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      },
    });
    expect(formOf(stripe.requests[0])).toMatchObject({ customer: "cus_1" });
    expect(formOf(stripe.requests[0])).not.toHaveProperty("customer_email");
  });

  it("opens the organization's customer for any of its Admins, and for none once they have left", async () => {
    const bob = await signUpAndLogIn(app, "bob");
    const moveBob = (organizationId: string) =>
      app.database.db
        .update(memberships)
        .set({ organizationId, applicationRole: "Admin" })
        .where(eq(memberships.userId, bob.userId));
    const portalFor = async (user: SignedInUser) => {
      stripe.requests.length = 0;
      const { body } = await gql<{ billingPortalUrl: string }>(app, "mutation { billingPortalUrl }", {
        token: user.token,
      });
      return body.data?.billingPortalUrl;
    };

    await moveBob(ada.organizationId);
    expect(await portalFor(bob)).toBe(PORTAL_URL);
    expect(formOf(stripe.requests[0])).toMatchObject({ customer: "cus_1" });

    await moveBob(bob.organizationId);
    expect(await portalFor(bob)).not.toBe(PORTAL_URL);
    expect(stripe.requests).toEqual([]);
  });
});
