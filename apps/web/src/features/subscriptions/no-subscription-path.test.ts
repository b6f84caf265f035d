import { describe, expect, it } from "vitest";
import { noSubscriptionPath } from "./no-subscription-path";

describe("noSubscriptionPath", () => {
  it("sends a product without a subscription to the subscriptions page with the spec's error", () => {
    expect(noSubscriptionPath({ title: "Federal Criminal" })).toBe(
      "/dashboard/subscriptions/?error=no-subscription&product=Federal%20Criminal",
    );
    expect(noSubscriptionPath({ title: "Start-ups" })).toBe(
      "/dashboard/subscriptions/?error=no-subscription&product=Start-ups",
    );
  });
});
