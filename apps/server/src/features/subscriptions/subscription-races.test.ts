import { subscriptionMessages } from "@paralex/shared/subscriptions";
import { and, asc, eq, like } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents, subscriptions } from "../../db/schema.js";
import {
  deliverStripeEvent,
  gql,
  type SignedInUser,
  signUpAndLogIn,
  subscribeThroughBuiltinCheckout,
} from "../../test/billing-helpers.js";
import { type FakeHttpServer, type RecordedRequest, startFakeHttpServer } from "../../test/fake-http-server.js";
import { createTestApp } from "../../test/test-app.js";

const CANCEL = `mutation C($subsId: ID!) { cancelSubscription(subsId: $subsId) { cancelAtPeriodEnd } }`;
const CHANGE = `mutation P($subsId: ID!, $tier: String!) {
  changeSubscriptionPlan(subsId: $subsId, tier: $tier) { subscription { pricingTier } }
}`;

async function subscriptionOf(app: FastifyInstance, user: SignedInUser, appId: number) {
  const [row] = await app.database.db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.organizationId, user.organizationId), eq(subscriptions.appId, appId)));
  if (!row) throw new Error("no subscription");
  return row;
}

function subscriptionEventsOf(app: FastifyInstance, user: SignedInUser) {
  return app.database.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.organizationId, user.organizationId), like(auditEvents.action, "subscription_%")))
    .orderBy(asc(auditEvents.id));
}

/** Each change's audit event starts from the plan the one before it left: nothing was decided on a stale read. */
function expectChained(events: { action: string; details: unknown }[], firstTier: string) {
  const changes = events.filter((event) => event.action === "subscription_changed");
  let tier = firstTier;
  for (const change of changes) {
    const details = change.details as { from: string; to: string };
    expect(details.from).toBe(tier);
    tier = details.to;
  }
  return tier;
}

describe("an Admin's actions on one subscription at the same moment, built-in provider", () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await createTestApp({ PUBLIC_URL: "https://app.example.com" });
  });
  afterAll(() => app.close());

  it("cancels once when Cancel is sent twice at once: the second is told it already ends", async () => {
    const ada = await signUpAndLogIn(app, "double-cancel");
    await subscribeThroughBuiltinCheckout(app, ada, 1, "Professional");
    const { id } = await subscriptionOf(app, ada, 1);

    const answers = await Promise.all([
      gql(app, CANCEL, { variables: { subsId: id }, token: ada.token }),
      gql(app, CANCEL, { variables: { subsId: id }, token: ada.token }),
    ]);

    const errors = answers.flatMap((answer) => answer.body.errors ?? []);
    expect(errors).toEqual([expect.objectContaining({ message: subscriptionMessages.alreadyEnding })]);
    const canceled = (await subscriptionEventsOf(app, ada)).filter((e) => e.action === "subscription_canceled");
    expect(canceled).toHaveLength(1);
  });

  it("applies two plan changes sent at once one after the other, each from the plan the other left", async () => {
    const ada = await signUpAndLogIn(app, "double-change");
    await subscribeThroughBuiltinCheckout(app, ada, 1, "Professional");
    const { id } = await subscriptionOf(app, ada, 1);

    const answers = await Promise.all(
      ["Enterprise", "Basic"].map((tier) => gql(app, CHANGE, { variables: { subsId: id, tier }, token: ada.token })),
    );

    expect(answers.flatMap((answer) => answer.body.errors ?? [])).toEqual([]);
    const last = expectChained(await subscriptionEventsOf(app, ada), "Professional");
    const row = await subscriptionOf(app, ada, 1);
    expect(row.pricingTier).toBe(last);
    expect(row.amountChargedCents).toBe(last === "Basic" ? 4900 : 19900);
  });
});

const WEBHOOK_SECRET = "whsec_races";

describe("an Admin's actions and Stripe's events on one Stripe subscription", () => {
  let app: FastifyInstance;
  let stripe: FakeHttpServer;

  beforeAll(async () => {
    stripe = await startFakeHttpServer();
    app = await createTestApp({
      PUBLIC_URL: "https://app.example.com",
      STRIPE_SECRET_KEY: "sk_test_races",
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: stripe.url,
    });
  });
  afterAll(async () => {
    await app.close();
    await stripe.close();
  });

  async function stripeSubscription(label: string, providerSubscriptionId: string) {
    const ada = await signUpAndLogIn(app, label);
    const now = Date.now();
    await app.database.db.insert(subscriptions).values({
      organizationId: ada.organizationId,
      appId: 1,
      userId: ada.userId,
      startDate: new Date(now - 86_400_000),
      endDate: new Date(now + 29 * 86_400_000),
      pricingStrategyId: "ps_federal_criminal",
      pricingTier: "Professional",
      amountChargedCents: 9900,
      status: "active",
      provider: "stripe",
      providerCustomerId: `cus_${label}`,
      providerSubscriptionId,
    });
    return { ada, subscription: await subscriptionOf(app, ada, 1) };
  }

  it("sends two plan changes made at once to Stripe in the order it records them", async () => {
    const { ada, subscription } = await stripeSubscription("stripe-double-change", "sub_double_change");
    let updates = 0;
    stripe.requests.length = 0;
    stripe.respondWith((request: RecordedRequest) => {
      if (request.method === "GET") {
        return {
          status: 200,
          body: {
            id: "sub_double_change",
            object: "subscription",
            status: "active",
            items: {
              object: "list",
              data: [{ id: "si_1", object: "subscription_item", price: { product: "prod_1" } }],
            },
          },
        };
      }
      updates += 1;
      return {
        status: 200,
        body: { id: "sub_double_change", object: "subscription" },
        delayMs: updates === 1 ? 300 : 0,
      };
    });

    const answers = await Promise.all(
      ["Enterprise", "Basic"].map((tier) =>
        gql(app, CHANGE, { variables: { subsId: subscription.id, tier }, token: ada.token }),
      ),
    );

    expect(answers.flatMap((answer) => answer.body.errors ?? [])).toEqual([]);
    const sentTiers = stripe.requests
      .filter((request) => request.method === "POST")
      .map((request) => new URLSearchParams(request.body).get("metadata[tier]"));
    expect(sentTiers).toHaveLength(2);
    const recorded = expectChained(await subscriptionEventsOf(app, ada), "Professional");
    expect((await subscriptionOf(app, ada, 1)).pricingTier).toBe(recorded);
    expect(sentTiers.at(-1)).toBe(recorded);
  });

  it("does not bring back a subscription Stripe deleted when an older event arrives late", async () => {
    const { ada } = await stripeSubscription("stripe-late-events", "sub_late");
    const event = (id: string, type: string, object: Record<string, unknown>) => ({
      id,
      object: "event",
      type,
      data: { object },
    });
    const deliver = (body: unknown) => deliverStripeEvent(app, body, { secret: WEBHOOK_SECRET });

    await deliver(
      event("evt_late_deleted", "customer.subscription.deleted", {
        id: "sub_late",
        object: "subscription",
        status: "canceled",
      }),
    );
    expect((await subscriptionOf(app, ada, 1)).status).toBe("canceled");

    const lateUpdate = await deliver(
      event("evt_late_updated", "customer.subscription.updated", {
        id: "sub_late",
        object: "subscription",
        status: "active",
        cancel_at_period_end: false,
        metadata: { tier: "Enterprise" },
      }),
    );
    const lateInvoice = await deliver(
      event("evt_late_invoice", "invoice.paid", {
        id: "in_late",
        object: "invoice",
        billing_reason: "subscription_cycle",
        parent: { subscription_details: { subscription: "sub_late" } },
        lines: { object: "list", data: [{ period: { start: 1_900_000_000, end: 1_902_592_000 } }] },
      }),
    );

    expect([lateUpdate.statusCode, lateInvoice.statusCode]).toEqual([200, 200]);
    expect(await subscriptionOf(app, ada, 1)).toMatchObject({ status: "canceled", pricingTier: "Professional" });
  });
});
