import { formatUsd } from "@paralex/shared/money";
import { bundlePriceCents } from "@paralex/shared/price-catalogue";
import {
  describePlanPrice,
  monthlyPlanOfTier,
  monthlyPlans,
  perCasePlans,
  planCheckoutLines,
} from "@paralex/shared/pricing-plans";
import { desc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkoutSessions } from "../../db/schema.js";
import { checkoutBody, gql, requestCheckout, type SignedInUser, signUpAndLogIn } from "../../test/billing-helpers.js";
import { createTestApp } from "../../test/test-app.js";

// One price catalogue (decision 066): the data every page renders its price from (the pricing cards, the plan
// pages, the dashboard's tiers) says what the checkout then charges, to the cent. The checkout prices from the
// server's own tables; the request's amounts are ignored.

describe("one price catalogue: every page's price is what the checkout charges", () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await createTestApp({ PUBLIC_URL: "https://app.example.com", BRAND_NAME: "Paralex" });
  });
  afterAll(() => app.close());

  /** Starts a checkout as the Subscribe button does (with a tampered amount) and answers what it will charge. */
  async function charge(user: SignedInUser, line: { appId: number; pricingStrategyId: string; lookupKey: string }) {
    const body = {
      ...checkoutBody(user, line.appId, "Basic", { subscription: { amountCharged: 1 } }),
      lookup_key: line.lookupKey,
      pricingStrategyId: line.pricingStrategyId,
    };
    const answer = await requestCheckout(app, user.token, body);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const [session] = await app.database.db
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.userId, user.userId))
      .orderBy(desc(checkoutSessions.createdAt))
      .limit(1);
    const page = await app.inject({ method: "GET", url: new URL(answer.body.checkoutUrl ?? "").pathname });
    return { cents: session?.amountCents ?? -1, hostedPage: page.body };
  }

  it("charges a plan page's monthly price for its plan, line by line, and the hosted checkout shows each line", async () => {
    const priced = monthlyPlans.filter((plan) => plan.priceUsd !== null);
    expect(priced.map((plan) => plan.name)).toEqual(["Private Attorneys", "Small Firms"]);
    for (const plan of priced) {
      const user = await signUpAndLogIn(app, `plan-${plan.id}`);
      let charged = 0;
      for (const line of planCheckoutLines(plan)) {
        const { cents, hostedPage } = await charge(user, line);
        expect(cents, `${plan.name}: ${line.productTitle}`).toBe(line.costPerUserCents);
        expect(hostedPage).toContain(`<dt>Price</dt><dd>${formatUsd(cents / 100)} per month</dd>`);
        charged += cents;
      }
      // The plan page renders describePlanPrice(plan): the same number the four checkouts charge together.
      expect(describePlanPrice(plan)?.amount).toBe(formatUsd(charged / 100));
      expect(plan.priceUsd).toBe(charged / 100);
    }
  });

  it("keeps the spec's plan-page figures: $499/mo and $999/mo", () => {
    expect(bundlePriceCents("Professional")).toBe(49_900);
    expect(bundlePriceCents("Enterprise")).toBe(99_900);
  });

  it("shows on a per-case card the same monthly plan the plan page sells", () => {
    for (const card of perCasePlans.filter((plan) => plan.monthlyPlanId)) {
      const monthly = monthlyPlans.find((plan) => plan.id === card.monthlyPlanId);
      expect(monthly?.name).toBe(card.name);
      expect(monthly?.priceUsd).toBe(bundlePriceCents(monthly?.bundleTier ?? "Basic") / 100);
    }
  });

  it("charges each dashboard tier what the tier list says, and names the plan it belongs to", async () => {
    const { body } = await gql<{
      pricingStrategies: { pricingStrategyId: string; appId: number; stripeLookup: string; tiers: TierAnswer[] }[];
    }>(app, "{ pricingStrategies { pricingStrategyId appId stripeLookup tiers { tier parameters { costPerUser } } } }");
    const strategies = body.data?.pricingStrategies ?? [];
    expect(strategies).toHaveLength(4);
    for (const strategy of strategies) {
      const user = await signUpAndLogIn(app, `tiers-${strategy.appId}`);
      for (const tier of strategy.tiers) {
        const { cents } = await charge(user, {
          appId: strategy.appId,
          pricingStrategyId: strategy.pricingStrategyId,
          lookupKey: `${strategy.stripeLookup}${tier.tier}`,
        });
        expect(cents, `${strategy.pricingStrategyId} ${tier.tier}`).toBe(Math.round(tier.parameters.costPerUser * 100));
        const plan = monthlyPlanOfTier(tier.tier);
        if (plan)
          expect(planCheckoutLines(plan).find((line) => line.appId === strategy.appId)?.costPerUserCents).toBe(cents);
      }
    }
  });
});

interface TierAnswer {
  tier: string;
  parameters: { costPerUser: number };
}
