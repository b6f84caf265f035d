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

describe("loadConfig: INTRO_VIDEO_URL", () => {
  it("leaves the introduction video out when unset or empty", () => {
    expect(loadConfig({}).publicConfig.introVideoUrl).toBeNull();
    expect(loadConfig({ INTRO_VIDEO_URL: "" }).publicConfig.introVideoUrl).toBeNull();
  });

  it("gives the browser the player address of a YouTube or Vimeo video", () => {
    expect(
      loadConfig({ INTRO_VIDEO_URL: "https://www.youtube.com/watch?v=aBcDeFgHi_1" }).publicConfig.introVideoUrl,
    ).toBe("https://www.youtube-nocookie.com/embed/aBcDeFgHi_1");
    expect(loadConfig({ INTRO_VIDEO_URL: " https://vimeo.com/123456789 " }).publicConfig.introVideoUrl).toBe(
      "https://player.vimeo.com/video/123456789",
    );
  });

  it.each(["http://www.youtube.com/watch?v=aBcDeFgHi_1", "https://example.com/intro.mp4", "intro"])(
    "refuses to start with %s, saying what it accepts",
    (address) => {
      try {
        loadConfig({ INTRO_VIDEO_URL: address });
        expect.unreachable();
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        expect((error as ConfigError).problems).toEqual([
          "INTRO_VIDEO_URL: must be an https YouTube or Vimeo video address, e.g. https://www.youtube.com/watch?v=VIDEO_ID or https://vimeo.com/123456789",
        ]);
      }
    },
  );
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

  it("reads TRUST_PROXY as the proxies' addresses and ranges", () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "false" }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "0" }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "10.9.0.2" }).trustProxy).toEqual(["10.9.0.2"]);
    expect(loadConfig({ TRUST_PROXY: "10.0.0.0/8, 127.0.0.1,::1" }).trustProxy).toEqual([
      "10.0.0.0/8",
      "127.0.0.1",
      "::1",
    ]);
    expect(loadConfig({ TRUST_PROXY: "loopback,fd00::/8" }).trustProxy).toEqual(["loopback", "fd00::/8"]);
  });

  it.each(["true", "yes", "TRUE", "on"])("refuses TRUST_PROXY=%s, which would believe any X-Forwarded-For", (value) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrowError(
      /TRUST_PROXY: .*would trust any X-Forwarded-For a client sends: give the addresses or CIDR ranges of the proxies/,
    );
  });

  it.each(["1", "2"])("refuses the hop count TRUST_PROXY=%s, which a client connecting directly defeats", (value) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrowError(
      /TRUST_PROXY: a hop count .* cannot tell a proxy from a client that connects directly: give the addresses/,
    );
  });

  it.each(["10.0.0.0/33", "10.0.0", "proxy.example.com", "1.5", "-1", "10.0.0.1,", "2001:db8::/129"])(
    "refuses TRUST_PROXY=%s",
    (value) => {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrowError(/TRUST_PROXY/);
    },
  );

  it("reads the GraphQL rate limits, a minute each, with defaults that fit an office behind one address", () => {
    expect(loadConfig({}).graphqlRateLimits).toEqual({ perAddress: 300, perUser: 300, perOrganization: 3000 });
    expect(
      loadConfig({
        GRAPHQL_RATE_LIMIT_PER_ADDRESS: "60",
        GRAPHQL_RATE_LIMIT_PER_USER: "600",
        GRAPHQL_RATE_LIMIT_PER_ORGANIZATION: "20000",
      }).graphqlRateLimits,
    ).toEqual({ perAddress: 60, perUser: 600, perOrganization: 20000 });
  });

  it.each(["0", "-5", "1.5", "many", "2000000"])("refuses a GraphQL rate limit of %s", (value) => {
    expect(() => loadConfig({ GRAPHQL_RATE_LIMIT_PER_USER: value })).toThrowError(/GRAPHQL_RATE_LIMIT_PER_USER/);
    expect(() => loadConfig({ GRAPHQL_RATE_LIMIT_PER_ORGANIZATION: value })).toThrowError(
      /GRAPHQL_RATE_LIMIT_PER_ORGANIZATION/,
    );
  });
});
