import { afterEach, describe, expect, it, vi } from "vitest";
import type { ApiResult } from "../../lib/api-client";
import { buildCheckoutRequest, type CheckoutChoice, createCheckoutSession } from "./create-checkout-session";
import type { PricingStrategy } from "./subscriptions-api";

const strategy: PricingStrategy = {
  pricingStrategyId: "ps_bankruptcy",
  appId: 3,
  strategyType: "per_user",
  stripeLookup: "bankruptcy_",
  tiers: [
    { tier: "Basic", parameters: { costPerUser: 39 }, features: ["Document generation"] },
    { tier: "Professional", parameters: { costPerUser: 89 }, features: ["Compliance checks"] },
  ],
};

const choice: CheckoutChoice = {
  userId: "u-1",
  organizationId: "o-1",
  strategy,
  tier: strategy.tiers[1] as PricingStrategy["tiers"][number],
  subsId: null,
};

const envelope = (statusCode: number, body: unknown): ApiResult<unknown> => ({
  ok: true,
  status: 200,
  data: { statusCode, body: JSON.stringify(body) },
});

afterEach(() => vi.restoreAllMocks());

describe("buildCheckoutRequest", () => {
  it("carries the spec's fields: lookup_key, the 30-day subscription from today and the pricing strategy", () => {
    const request = buildCheckoutRequest(choice, new Date("2024-06-21T15:30:00Z"));
    expect(request).toEqual({
      lookup_key: "bankruptcy_Professional",
      userId: "u-1",
      pricingStrategyId: "ps_bankruptcy",
      accessLevel: "admin",
      subsId: null,
      subscription: {
        subsId: null,
        organizationId: "o-1",
        appId: 3,
        userId: "u-1",
        startDate: "2024-06-21T00:00:00.000Z",
        endDate: "2024-07-21T00:00:00.000Z",
        pricingStrategyId: "ps_bankruptcy",
        pricingTier: "Professional",
        amountCharged: 89,
        accessLevel: "admin",
      },
      pricingStrategy: {
        pricingStrategyId: "ps_bankruptcy",
        appId: 3,
        strategyType: "per_user",
        tiers: [
          { tier: "Basic", parameters: { costPerUser: 39 } },
          { tier: "Professional", parameters: { costPerUser: 89 } },
        ],
      },
    });
  });
});

describe("createCheckoutSession", () => {
  it("posts the gateway envelope and answers the checkout link", async () => {
    const post = vi.fn(async () => envelope(200, { checkoutUrl: "http://127.0.0.1:3100/checkout/cs_1" }));
    await expect(createCheckoutSession(choice, post)).resolves.toEqual({
      ok: true,
      checkoutUrl: "http://127.0.0.1:3100/checkout/cs_1",
    });
    const [url, sent] = post.mock.calls[0] as unknown as [string, { path: string; httpMethod: string; body: string }];
    expect(url).toMatch(/\/gateway\/stripegraph$/);
    expect(sent.path).toBe("/create-checkout-session");
    expect(sent.httpMethod).toBe("POST");
    expect(JSON.parse(sent.body)).toMatchObject({ lookup_key: "bankruptcy_Professional", accessLevel: "admin" });
  });

  it("logs 'Checkout link not found in response' when the link is missing", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const result = await createCheckoutSession(choice, async () => envelope(200, {}));
    expect(result.ok).toBe(false);
    expect(log).toHaveBeenCalledWith("Checkout link not found in response");
  });

  it("refuses a link that is not a web address", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const result = await createCheckoutSession(choice, async () =>
      envelope(200, { checkoutUrl: "javascript:alert(1)" }),
    );
    expect(result.ok).toBe(false);
  });

  it("fails on a non-200 gateway status, with the gateway's message when it gives one", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const refused = await createCheckoutSession(choice, async () =>
      envelope(409, { message: "You already have an active subscription to Bankruptcy." }),
    );
    expect(refused).toEqual({ ok: false, message: "You already have an active subscription to Bankruptcy." });
    const broken = await createCheckoutSession(choice, async () => ({ ok: false, status: 502, data: null }));
    expect(broken.ok).toBe(false);
  });

  it("never throws", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const result = await createCheckoutSession(choice, async () => {
      throw new Error("offline");
    });
    expect(result.ok).toBe(false);
    const offline = await createCheckoutSession(choice, async () => ({ ok: false, status: 0, data: null }));
    expect(offline.ok).toBe(false);
  });
});
