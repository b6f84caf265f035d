import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../config.js";
import { createStripeClient } from "./stripe-client.js";

const production = {
  NODE_ENV: "production",
  JWT_SECRET: "a-production-secret-that-is-long-enough",
  DATABASE_URL: "postgres://db.internal/paralex",
  PUBLIC_URL: "https://paralex.example.com",
};

describe("payment settings", () => {
  it("leave Stripe off by default, for the built-in checkout", () => {
    const config = loadConfig({});
    expect(config.stripeSecretKey).toBeUndefined();
    expect(config.stripeApiUrl).toBeUndefined();
  });

  it("refuse a STRIPE_API_URL that is not an address", () => {
    expect(() => loadConfig({ STRIPE_API_URL: "localhost:12111" })).toThrowError(/STRIPE_API_URL/);
  });

  it("require the webhook secret in production once Stripe is on", () => {
    expect(() => loadConfig({ ...production, STRIPE_SECRET_KEY: "sk_live_x" })).toThrowError(ConfigError);
    expect(() => loadConfig({ ...production, STRIPE_SECRET_KEY: "sk_live_x" })).toThrowError(/STRIPE_WEBHOOK_SECRET/);
    expect(
      loadConfig({ ...production, STRIPE_SECRET_KEY: "sk_live_x", STRIPE_WEBHOOK_SECRET: "whsec_x" })
        .stripeWebhookSecret,
    ).toBe("whsec_x");
    expect(loadConfig(production).stripeSecretKey).toBeUndefined();
  });

  it("point the Stripe client at STRIPE_API_URL", () => {
    const client = createStripeClient({ secretKey: "sk_test_x", apiUrl: "http://127.0.0.1:12111" });
    const api = (client as unknown as { getApiField(name: string): unknown }).getApiField.bind(client);
    expect([api("host"), api("port"), api("protocol")]).toEqual(["127.0.0.1", 12111, "http"]);
    const https = createStripeClient({ secretKey: "sk_test_x", apiUrl: "https://stripe.internal" });
    expect((https as unknown as { getApiField(name: string): unknown }).getApiField("port")).toBe(443);
  });
});
