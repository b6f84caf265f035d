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
  });

  it("refuse to start in production without a payment provider, naming the variables", () => {
    try {
      loadConfig(production);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as ConfigError).problems).toEqual([
        "STRIPE_SECRET_KEY: required in production, or set BUILTIN_CHECKOUT=demo for the built-in checkout, which charges no card",
      ]);
    }
  });

  it("start in production on the built-in checkout only when BUILTIN_CHECKOUT=demo asks for it", () => {
    const config = loadConfig({ ...production, BUILTIN_CHECKOUT: "demo" });
    expect(config.stripeSecretKey).toBeUndefined();
    expect(config.isBuiltinCheckoutDemo).toBe(true);
    expect(loadConfig({}).isBuiltinCheckoutDemo).toBe(false);
    expect(() => loadConfig({ ...production, BUILTIN_CHECKOUT: "true" })).toThrowError(/BUILTIN_CHECKOUT/);
  });

  it("refuse BUILTIN_CHECKOUT=demo beside a Stripe key, which would leave it unclear who takes the money", () => {
    expect(() => loadConfig({ BUILTIN_CHECKOUT: "demo", STRIPE_SECRET_KEY: "sk_test_x" })).toThrowError(
      /BUILTIN_CHECKOUT: cannot be demo while STRIPE_SECRET_KEY is set/,
    );
  });

  it("point the Stripe client at STRIPE_API_URL", () => {
    const client = createStripeClient({ secretKey: "sk_test_x", apiUrl: "http://127.0.0.1:12111" });
    const api = (client as unknown as { getApiField(name: string): unknown }).getApiField.bind(client);
    expect([api("host"), api("port"), api("protocol")]).toEqual(["127.0.0.1", 12111, "http"]);
    const https = createStripeClient({ secretKey: "sk_test_x", apiUrl: "https://stripe.internal" });
    expect((https as unknown as { getApiField(name: string): unknown }).getApiField("port")).toBe(443);
  });
});
