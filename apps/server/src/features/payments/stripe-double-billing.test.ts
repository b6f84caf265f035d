import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { auditEvents, checkoutSessions, processedEvents, subscriptions } from "../../db/schema.js";
import {
  checkoutBody,
  deliverStripeEvent,
  requestCheckout,
  type SignedInUser,
  signUpAndLogIn,
} from "../../test/billing-helpers.js";
import { type FakeHttpServer, type RecordedRequest, startFakeHttpServer } from "../../test/fake-http-server.js";
import { createTestApp } from "../../test/test-app.js";

const WEBHOOK_SECRET = "whsec_double_billing";
const stripeError = (status: number, message: string) => ({
  status,
  body: { error: { type: "invalid_request_error", message } },
});

/**
 * Stripe's API as its reference documents it, for the calls a duplicate checkout makes: sessions are created and
 * expired, a subscription is retrieved and canceled (answered with its status and latest_invoice), the invoice's payments are
 * listed (GET /v1/invoice_payments?invoice=...) and a payment intent is refunded (POST /v1/refunds).
 */
let sessions = 0;
function createStripeLike(): { answer: (request: RecordedRequest) => { status: number; body: unknown } } {
  const canceled = new Set<string>();
  return {
    answer(request) {
      const url = new URL(request.url, "http://stripe.local");
      const path = url.pathname;
      if (request.method === "POST" && path === "/v1/checkout/sessions") {
        sessions += 1;
        const id = `cs_test_${sessions}`;
        return { status: 200, body: { id, object: "checkout.session", url: `https://checkout.stripe.test/${id}` } };
      }
      const expire = path.match(/^\/v1\/checkout\/sessions\/(cs_[\w]+)\/expire$/);
      if (request.method === "POST" && expire) {
        return { status: 200, body: { id: expire[1], object: "checkout.session", status: "expired" } };
      }
      const subscription = path.match(/^\/v1\/subscriptions\/(sub_[\w]+)$/);
      if (subscription && (request.method === "GET" || request.method === "DELETE")) {
        const id = subscription[1] ?? "";
        if (request.method === "DELETE") canceled.add(id);
        const status = canceled.has(id) ? "canceled" : "active";
        return { status: 200, body: { id, object: "subscription", status, latest_invoice: `in_${id}` } };
      }
      if (request.method === "GET" && path === "/v1/invoice_payments") {
        const invoice = url.searchParams.get("invoice") ?? "";
        return {
          status: 200,
          body: {
            object: "list",
            has_more: false,
            url: "/v1/invoice_payments",
            data: [
              {
                id: `inpay_${invoice}`,
                object: "invoice_payment",
                invoice,
                amount_paid: 9900,
                status: "paid",
                payment: { type: "payment_intent", payment_intent: `pi_${invoice}` },
              },
            ],
          },
        };
      }
      if (request.method === "POST" && path === "/v1/refunds") {
        const form = new URLSearchParams(request.body);
        return {
          status: 200,
          body: { id: `re_${form.get("payment_intent")}`, object: "refund", status: "succeeded", amount: 9900 },
        };
      }
      return stripeError(404, `No such route ${request.method} ${path}`);
    },
  };
}

const formOf = (request: RecordedRequest | undefined) => Object.fromEntries(new URLSearchParams(request?.body ?? ""));
const callsOf = (stripe: FakeHttpServer) =>
  stripe.requests.map((request) => `${request.method} ${decodeURIComponent(request.url)}`);

describe("one live subscription per organization and product, with Stripe", () => {
  let app: FastifyInstance;
  let stripe: FakeHttpServer;

  beforeAll(async () => {
    stripe = await startFakeHttpServer();
    app = await createTestApp({
      PUBLIC_URL: "https://app.example.com",
      STRIPE_SECRET_KEY: "sk_test_double",
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: stripe.url,
    });
  });
  beforeEach(() => {
    stripe.respondWith(createStripeLike().answer);
    stripe.requests.length = 0;
  });
  afterAll(async () => {
    await app.close();
    await stripe.close();
  });

  const deliver = (event: unknown) => deliverStripeEvent(app, event, { secret: WEBHOOK_SECRET });

  /** Two Stripe checkouts for product 1, as an Admin opens them from two tabs. */
  async function openTwoCheckouts(user: SignedInUser) {
    const first = await requestCheckout(app, user.token, checkoutBody(user, 1, "Professional"));
    const second = await requestCheckout(app, user.token, checkoutBody(user, 1, "Professional"));
    const rows = await app.database.db
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.organizationId, user.organizationId))
      .orderBy(checkoutSessions.createdAt);
    expect(rows).toHaveLength(2);
    return { urls: [first.body.checkoutUrl, second.body.checkoutUrl], rows };
  }

  const completed = (session: { id: string; providerSessionId: string | null }, subscription: string) => ({
    id: `evt_${subscription}`,
    object: "event",
    type: "checkout.session.completed",
    data: {
      object: {
        id: session.providerSessionId,
        object: "checkout.session",
        client_reference_id: session.id,
        payment_status: "paid",
        customer: "cus_double",
        subscription,
        metadata: { checkoutSessionId: session.id },
      },
    },
  });

  const subscriptionsOf = (user: SignedInUser) =>
    app.database.db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.organizationId, user.organizationId), eq(subscriptions.appId, 1)));

  const refundEventsOf = (user: SignedInUser) =>
    app.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.organizationId, user.organizationId), eq(auditEvents.action, "subscription_refunded")));

  it("expires the organization's earlier open session for the product at Stripe when a new one starts", async () => {
    const ada = await signUpAndLogIn(app, "stripe-expire");
    const { urls, rows } = await openTwoCheckouts(ada);
    const [first, second] = rows.map((row) => row.providerSessionId);

    expect(urls).toEqual([`https://checkout.stripe.test/${first}`, `https://checkout.stripe.test/${second}`]);
    expect(callsOf(stripe)).toEqual([
      "POST /v1/checkout/sessions",
      `POST /v1/checkout/sessions/${first}/expire`,
      "POST /v1/checkout/sessions",
    ]);
    expect(rows[0]?.expiresAt.getTime()).toBeLessThanOrEqual(Date.now());
    expect(rows[1]?.expiresAt.getTime()).toBeGreaterThan(Date.now());
  });

  it("still starts a checkout when Stripe can no longer expire the earlier session", async () => {
    const ada = await signUpAndLogIn(app, "stripe-expire-late");
    const like = createStripeLike();
    stripe.respondWith((request) =>
      request.url.endsWith("/expire") ? stripeError(400, "This Checkout Session is not open.") : like.answer(request),
    );

    const { urls } = await openTwoCheckouts(ada);
    expect(urls.every(Boolean)).toBe(true);
  });

  it("keeps the first paid session and cancels and refunds the second at Stripe, with an audit event", async () => {
    const ada = await signUpAndLogIn(app, "stripe-both-paid");
    const { rows } = await openTwoCheckouts(ada);
    const [first, second] = rows;
    if (!first || !second) throw new Error("two sessions expected");
    stripe.requests.length = 0;

    expect((await deliver(completed(first, "sub_first"))).statusCode).toBe(200);
    expect(callsOf(stripe)).toEqual([]);
    expect((await deliver(completed(second, "sub_second"))).statusCode).toBe(200);

    expect(await subscriptionsOf(ada)).toEqual([
      expect.objectContaining({ status: "active", providerSubscriptionId: "sub_first" }),
    ]);
    expect(callsOf(stripe)).toEqual([
      "GET /v1/subscriptions/sub_second",
      "DELETE /v1/subscriptions/sub_second",
      "GET /v1/invoice_payments?invoice=in_sub_second&status=paid",
      "POST /v1/refunds",
    ]);
    expect(formOf(stripe.requests[3])).toMatchObject({ payment_intent: "pi_in_sub_second", reason: "duplicate" });
    expect(stripe.requests[1]?.headers["idempotency-key"]).toBe("cancel-now-sub_second");
    expect(stripe.requests[3]?.headers["idempotency-key"]).toBe("duplicate-refund-pi_in_sub_second");
    expect(await refundEventsOf(ada)).toEqual([
      expect.objectContaining({
        target: "sub_second",
        details: expect.objectContaining({ provider: "stripe", appId: 1, refunds: ["re_pi_in_sub_second"] }),
      }),
    ]);

    stripe.requests.length = 0;
    expect((await deliver(completed(second, "sub_second"))).statusCode).toBe(200);
    expect(callsOf(stripe)).toEqual([]);
    expect(await refundEventsOf(ada)).toHaveLength(1);
  });

  it("cancels at Stripe the past-due subscription a new checkout replaces, so Stripe stops collecting it", async () => {
    const ada = await signUpAndLogIn(app, "stripe-replace");
    const [pastDue] = await app.database.db
      .insert(subscriptions)
      .values({
        organizationId: ada.organizationId,
        appId: 1,
        userId: ada.userId,
        startDate: new Date(Date.now() - 40 * 86_400_000),
        endDate: new Date(Date.now() - 10 * 86_400_000),
        pricingStrategyId: "ps_federal_criminal",
        pricingTier: "Professional",
        amountChargedCents: 9900,
        status: "past_due",
        provider: "stripe",
        providerCustomerId: "cus_double",
        providerSubscriptionId: "sub_past_due",
      })
      .returning();
    await requestCheckout(app, ada.token, checkoutBody(ada, 1, "Professional", { subsId: pastDue?.id }));
    const [session] = await app.database.db
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.organizationId, ada.organizationId));
    if (!session) throw new Error("no session");
    stripe.requests.length = 0;

    expect((await deliver(completed(session, "sub_renewed"))).statusCode).toBe(200);

    expect(await subscriptionsOf(ada)).toEqual([
      expect.objectContaining({ id: pastDue?.id, status: "active", providerSubscriptionId: "sub_renewed" }),
    ]);
    expect(callsOf(stripe)).toEqual(["GET /v1/subscriptions/sub_past_due", "DELETE /v1/subscriptions/sub_past_due"]);
  });

  it("lets exactly one of two completions delivered at the same moment win", async () => {
    const ada = await signUpAndLogIn(app, "stripe-concurrent");
    const { rows } = await openTwoCheckouts(ada);
    const [first, second] = rows;
    if (!first || !second) throw new Error("two sessions expected");
    stripe.requests.length = 0;

    const answers = await Promise.all([
      deliver(completed(first, "sub_race_a")),
      deliver(completed(second, "sub_race_b")),
    ]);

    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const live = await subscriptionsOf(ada);
    expect(live).toHaveLength(1);
    const kept = live[0]?.providerSubscriptionId;
    const lost = kept === "sub_race_a" ? "sub_race_b" : "sub_race_a";
    expect(callsOf(stripe)).toEqual([
      `GET /v1/subscriptions/${lost}`,
      `DELETE /v1/subscriptions/${lost}`,
      `GET /v1/invoice_payments?invoice=in_${lost}&status=paid`,
      "POST /v1/refunds",
    ]);
    expect(await refundEventsOf(ada)).toEqual([expect.objectContaining({ target: lost })]);
  });

  it("answers 502 and records nothing when the refund fails, so Stripe delivers the event again", async () => {
    const ada = await signUpAndLogIn(app, "stripe-refund-fails");
    const { rows } = await openTwoCheckouts(ada);
    const [first, second] = rows;
    if (!first || !second) throw new Error("two sessions expected");
    await deliver(completed(first, "sub_kept"));
    const like = createStripeLike();
    stripe.respondWith((request) =>
      request.url === "/v1/refunds" ? stripeError(400, "Refunds are unavailable.") : like.answer(request),
    );

    const failed = await deliver(completed(second, "sub_extra"));

    expect(failed.statusCode).toBe(502);
    expect(await refundEventsOf(ada)).toEqual([]);
    expect(
      await app.database.db.select().from(processedEvents).where(eq(processedEvents.eventId, "evt_sub_extra")),
    ).toEqual([]);

    stripe.respondWith(like.answer);
    stripe.requests.length = 0;
    expect((await deliver(completed(second, "sub_extra"))).statusCode).toBe(200);
    expect(callsOf(stripe)).toEqual([
      "GET /v1/subscriptions/sub_extra",
      "GET /v1/invoice_payments?invoice=in_sub_extra&status=paid",
      "POST /v1/refunds",
    ]);
    expect(await refundEventsOf(ada)).toHaveLength(1);
    expect(await subscriptionsOf(ada)).toEqual([expect.objectContaining({ providerSubscriptionId: "sub_kept" })]);
  });
});
