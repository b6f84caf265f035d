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
