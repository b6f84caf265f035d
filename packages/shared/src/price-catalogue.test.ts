import { describe, expect, it } from "vitest";
import { bundleLines, bundlePriceCents, tierPriceCents } from "./price-catalogue.js";
import { describePlanPrice, monthlyPlanOfTier, monthlyPlans, planCheckoutLines } from "./pricing-plans.js";

describe("the one price catalogue", () => {
  it("prices the spec's monthly plans as bundles of the dashboard's tiers, at the spec's figures", () => {
    expect(bundlePriceCents("Professional")).toBe(49_900);
    expect(bundlePriceCents("Enterprise")).toBe(99_900);
    expect(monthlyPlans.map((plan) => describePlanPrice(plan)?.amount ?? null)).toEqual(["$499", "$999", null]);
    for (const plan of monthlyPlans) {
      const lines = planCheckoutLines(plan);
      const sum = lines.reduce((total, line) => total + line.costPerUserCents, 0);
      expect(plan.priceUsd === null ? lines : sum).toEqual(plan.priceUsd === null ? [] : plan.priceUsd * 100);
    }
  });

  it("sells every available practice area in a bundle, by the checkout's lookup keys", () => {
    expect(bundleLines("Professional").map((line) => [line.appId, line.lookupKey, line.costPerUserCents])).toEqual([
      [1, "federal_criminal_Professional", 9900],
      [2, "civil_litigation_Professional", 12900],
      [3, "bankruptcy_Professional", 13900],
      [4, "startups_Professional", 13200],
    ]);
    expect(tierPriceCents(1, "Basic")).toBe(4900);
    expect(tierPriceCents(7, "Basic")).toBeUndefined();
    expect(monthlyPlanOfTier("Enterprise")?.name).toBe("Small Firms");
    expect(monthlyPlanOfTier("Basic")).toBeUndefined();
  });
});
