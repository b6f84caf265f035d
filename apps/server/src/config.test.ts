import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.js";

describe("loadConfig", () => {
  it("gives working development defaults", () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.publicUrl).toBe("http://localhost:3000");
    expect(config.brandName).toBe("Paralex");
    expect(config.databaseUrl).toBeUndefined();
  });

  it("names the variable that is wrong", () => {
    expect(() => loadConfig({ PORT: "seventy" })).toThrowError(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: "not a url" })).toThrowError(/DATABASE_URL/);
  });

  it("refuses development defaults for secrets in production", () => {
    try {
      loadConfig({ NODE_ENV: "production" });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as ConfigError).problems.join("\n")).toMatch(/JWT_SECRET/);
    }
  });

  it("carries the brand into the browser's allow-listed config", () => {
    expect(loadConfig({ BRAND_NAME: "Acme Law" }).publicConfig.brandName).toBe("Acme Law");
  });
});

describe("loadConfig: newsletter and optional settings", () => {
  it("passes the Mailchimp settings through and gives the browser only the list id", () => {
    const config = loadConfig({
      MAILCHIMP_API_KEY: "abc123-us6",
      MAILCHIMP_API_URL: "http://127.0.0.1:9999/3.0",
      MAILCHIMP_LIST_ID: "acme-list",
    });

    expect(config.mailchimpApiKey).toBe("abc123-us6");
    expect(config.mailchimpApiUrl).toBe("http://127.0.0.1:9999/3.0");
    expect(config.mailchimpListId).toBe("acme-list");
    expect(config.publicConfig.newsletterListId).toBe("acme-list");
    expect(JSON.stringify(config.publicConfig)).not.toContain("abc123");
  });

  it("defaults the list id and leaves Mailchimp off", () => {
    const config = loadConfig({});

    expect(config.mailchimpListId).toBe("paralex-newsletter");
    expect(config.mailchimpApiKey).toBeUndefined();
  });

  it("refuses a Mailchimp key without its data-centre suffix", () => {
    expect(() => loadConfig({ MAILCHIMP_API_KEY: "abc123" })).toThrowError(/MAILCHIMP_API_KEY/);
    expect(() => loadConfig({ MAILCHIMP_API_URL: "not a url" })).toThrowError(/MAILCHIMP_API_URL/);
  });

  it("treats the empty values of a copied .env.example as unset", () => {
    const config = loadConfig({ MAILCHIMP_API_KEY: "", MAILCHIMP_API_URL: " ", REDIS_URL: "", DATABASE_URL: "" });

    expect(config.mailchimpApiKey).toBeUndefined();
    expect(config.mailchimpApiUrl).toBeUndefined();
    expect(config.redisUrl).toBeUndefined();
    expect(config.databaseUrl).toBeUndefined();
  });

  it("reads TRUST_PROXY as a flag", () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "true" }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: "1" }).trustProxy).toBe(true);
    expect(() => loadConfig({ TRUST_PROXY: "yes" })).toThrowError(/TRUST_PROXY/);
  });
});
