import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../test/test-app.js";

describe("security headers", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it.each([
    ["a page", "GET", "/", 200],
    ["an unknown page", "GET", "/no-such-page", 404],
    ["an API answer", "GET", "/api/health", 200],
    ["an API validation error", "POST", "/api/demo-requests", 400],
    ["an unknown API path", "POST", "/gateway/nope", 404],
  ])("are sent with %s", async (_case, method, url, status) => {
    const response = await app.inject({ method: method as "GET", url, payload: method === "POST" ? {} : undefined });

    expect(response.statusCode).toBe(status);
    const csp = String(response.headers["content-security-policy"]).split(";");
    expect(csp).toEqual(
      expect.arrayContaining([
        "default-src 'self'",
        "script-src 'self'",
        "style-src 'self'",
        "style-src-attr 'unsafe-inline'",
        "style-src-elem 'self' 'unsafe-inline'",
        "connect-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "frame-ancestors 'none'",
        "frame-src 'none'",
      ]),
    );
    expect(csp.some((directive) => directive.startsWith("script-src") && directive.includes("unsafe"))).toBe(false);
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(response.headers["x-frame-options"]).toBe("DENY");
    expect(response.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
    expect(response.headers["x-powered-by"]).toBeUndefined();
  });
});

describe("security headers with an introduction video", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp({ INTRO_VIDEO_URL: "https://vimeo.com/123456789" });
  });
  afterAll(() => app.close());

  it("let the page frame only the video's player", async () => {
    const response = await app.inject({ method: "GET", url: "/" });

    const csp = String(response.headers["content-security-policy"]).split(";");
    expect(csp.filter((directive) => directive.startsWith("frame-src"))).toEqual([
      "frame-src https://player.vimeo.com",
    ]);
  });
});
