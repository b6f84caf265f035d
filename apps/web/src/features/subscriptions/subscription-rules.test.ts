import { describe, expect, it } from "vitest";
import { availableProducts, liveSubscriptionFor, monthlyAmount, statusLabel } from "./subscription-rules";
import type { Subscription } from "./subscriptions-api";

function subscription(overrides: Partial<Subscription>): Subscription {
  return {
    subsId: "s-1",
    organizationId: "o-1",
    appId: 3,
    userId: "u-1",
    startDate: "2024-05-22T00:00:00.000Z",
    endDate: "2024-06-21T00:00:00.000Z",
    pricingStrategyId: "ps_bankruptcy",
    pricingTier: "Professional",
    AmountCharged: 89,
    status: "active",
    cancelAtPeriodEnd: false,
    ...overrides,
  };
}

describe("subscription rules", () => {
  it("offers the four available products, not the coming-soon ones", () => {
    expect(availableProducts.map((product) => product.appId)).toEqual([1, 2, 3, 4]);
  });

  it("finds the live subscription of a product, the newest first, never a canceled one", () => {
    const old = subscription({ subsId: "old", status: "canceled", startDate: "2024-06-01T00:00:00.000Z" });
    const live = subscription({ subsId: "live", status: "past_due" });
    expect(liveSubscriptionFor([old, live], 3)?.subsId).toBe("live");
    expect(liveSubscriptionFor([old], 3)).toBeUndefined();
    expect(liveSubscriptionFor([live], 1)).toBeUndefined();
  });

  it("labels the state, ending ones too", () => {
    expect(statusLabel(subscription({}))).toBe("Active");
    expect(statusLabel(subscription({ cancelAtPeriodEnd: true }))).toBe("Active, ending");
    expect(statusLabel(subscription({ status: "canceled", cancelAtPeriodEnd: true }))).toBe("Canceled");
  });

  it("writes amounts as $amount/mo", () => {
    expect(monthlyAmount(89)).toBe("$89/mo");
    expect(monthlyAmount(12.5)).toBe("$12.50/mo");
    expect(monthlyAmount(Number.NaN)).toBe("$0/mo");
  });
});
