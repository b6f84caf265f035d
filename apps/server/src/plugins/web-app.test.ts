import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from "node:zlib";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../test/test-app.js";

const NOT_FOUND_JSON = { detail: "Not found." };
const template = (marker: string) =>
  `<!doctype html><html><head><title>Home | Paralex</title><!--app-config--></head><body>${marker}</body></html>`;

/** A built web app on disk: the shell, one prerendered page, the not-found page and a hashed asset. */
function createWebDist(): string {
  const dist = mkdtempSync(path.join(tmpdir(), "paralex-web-app-test-"));
  mkdirSync(path.join(dist, "assets"));
  mkdirSync(path.join(dist, "pages"));
  writeFileSync(path.join(dist, "index.html"), template("shell"));
  writeFileSync(path.join(dist, "pages", "blog-post__3.html"), template("prerendered post 3"));
  writeFileSync(path.join(dist, "pages", "404.html"), template("not found page"));
  writeFileSync(path.join(dist, "assets", "app-abc123.js"), "console.log('app');");
  writeFileSync(path.join(dist, "assets", "app-abc123.js.br"), brotliCompressSync("console.log('app');"));
  writeFileSync(path.join(dist, "assets", "logo-abc123.svg"), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(path.join(dist, "robots.txt"), "User-agent: *\n");
  return dist;
}

function readAppConfig(response: LightMyRequestResponse): Record<string, unknown> {
  const match = response.body.match(/<script id="app-config" type="application\/json">(.*?)<\/script>/);
  expect(match, "the page carries the app-config element").not.toBeNull();
  return JSON.parse(match?.[1] ?? "null");
}

describe("web app: pages", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp({ WEB_DIST: createWebDist() });
  });
  afterAll(() => app.close());

  it("serves the home page with the public config injected as inert JSON", async () => {
    const response = await app.inject({ method: "GET", url: "/" });

    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(response.headers["cache-control"]).toBe("no-cache");
    expect(response.body).toContain("shell");
    expect(readAppConfig(response)).toEqual({
      brandName: "Paralex",
      apiBase: "/api",
      gatewayBase: "/gateway",
      schedulingUrl: "https://calendly.com/paralex/demo",
      newsletterListId: "paralex-newsletter",
      companySiteUrl: "https://paralex.ai",
      linkedInUrl: "https://www.linkedin.com/company/paralex-ai",
      introVideoUrl: null,
    });
  });

  it("serves a known page from its prerendered file, and pages without one from the shell", async () => {
    const post = await app.inject({ method: "GET", url: "/blog-post/3" });
    expect(post.statusCode).toBe(200);
    expect(post.body).toContain("prerendered post 3");
    expect(readAppConfig(post).brandName).toBe("Paralex");

    const withQuery = await app.inject({ method: "GET", url: "/login?error=no-subscription&product=Bankruptcy" });
    expect(withQuery.statusCode).toBe(200);
    expect(withQuery.body).toContain("shell");

    const dashboard = await app.inject({ method: "GET", url: "/dashboard/subscriptions/" });
    expect(dashboard.statusCode).toBe(200);
  });

  it.each(["/blog-post/7", "/blog-post/0", "/no-such-page", "/index.html", "/pages/blog-post__3.html"])(
    "answers %s with the not-found page and 404",
    async (url) => {
      const response = await app.inject({ method: "GET", url });

      expect(response.statusCode).toBe(404);
      expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(response.body).toContain("not found page");
    },
  );

  it("answers HEAD for a page", async () => {
    const response = await app.inject({ method: "HEAD", url: "/products" });

    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
  });

  it("sends a compressed page to a browser that accepts it", async () => {
    const plain = await app.inject({ method: "GET", url: "/" });
    const brotli = await app.inject({ method: "GET", url: "/", headers: { "accept-encoding": "gzip, deflate, br" } });
    const gzip = await app.inject({ method: "GET", url: "/", headers: { "accept-encoding": "gzip" } });

    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(brotli.rawPayload).toString("utf8")).toBe(plain.body);
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.rawPayload).toString("utf8")).toBe(plain.body);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
  });

  it("serves hashed assets with a long cache and other files with a short one", async () => {
    const asset = await app.inject({ method: "GET", url: "/assets/app-abc123.js" });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe("console.log('app');");
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");

    const robots = await app.inject({ method: "GET", url: "/robots.txt" });
    expect(robots.statusCode).toBe(200);
    expect(robots.headers["cache-control"]).toBe("public, max-age=3600");
  });

  it("sends a script only the headers a script obeys; an image that can be opened as a page keeps them all", async () => {
    for (const encoding of ["identity", "br"]) {
      const script = await app.inject({
        method: "GET",
        url: "/assets/app-abc123.js",
        headers: { "accept-encoding": encoding },
      });
      expect(script.headers["content-encoding"]).toBe(encoding === "br" ? "br" : undefined);
      expect(script.headers["x-content-type-options"]).toBe("nosniff");
      expect(script.headers["cross-origin-resource-policy"]).toBe("same-origin");
      expect(script.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
      for (const pageOnly of ["content-security-policy", "x-frame-options", "cross-origin-opener-policy"])
        expect(script.headers[pageOnly], `${pageOnly} (${encoding})`).toBeUndefined();
    }

    const svg = await app.inject({ method: "GET", url: "/assets/logo-abc123.svg" });
    expect(svg.statusCode).toBe(200);
    expect(svg.headers["content-security-policy"]).toContain("script-src 'self'");
    expect(svg.headers["x-frame-options"]).toBe("DENY");
  });

  it.each([
    ["GET", "/api/nope"],
    ["GET", "/api"],
    ["GET", "/api?format=json"],
    ["GET", "/api/nope?x=1"],
    ["POST", "/gateway/nope"],
    ["GET", "/gateway/prod/mailchimp"],
    ["POST", "/"],
    ["DELETE", "/blog"],
  ])("answers %s %s with a JSON 404", async (method, url) => {
    const response = await app.inject({ method: method as "GET", url });

    expect(response.statusCode).toBe(404);
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    expect(response.json()).toEqual(NOT_FOUND_JSON);
  });

  it("does not treat a path that only starts like the API as an API path", async () => {
    const response = await app.inject({ method: "GET", url: "/apiary" });

    expect(response.statusCode).toBe(404);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
  });
});

describe("web app: configuration reaching the browser", () => {
  let app: FastifyInstance;
  const brand = "Acme </script><script>alert(1)</script> & Co";
  beforeAll(async () => {
    app = await createTestApp({
      WEB_DIST: createWebDist(),
      BRAND_NAME: brand,
      MAILCHIMP_API_KEY: "very-secret-key-us6",
      MAILCHIMP_LIST_ID: "acme-list",
      SCHEDULING_URL: "https://calendly.com/acme/demo",
      INTRO_VIDEO_URL: "https://youtu.be/aBcDeFgHi_1",
    });
  });
  afterAll(() => app.close());

  it("reflects the overrides, escapes markup and carries no secret", async () => {
    const response = await app.inject({ method: "GET", url: "/" });

    expect(response.statusCode).toBe(200);
    const config = readAppConfig(response);
    expect(config.brandName).toBe(brand);
    expect(config.newsletterListId).toBe("acme-list");
    expect(config.schedulingUrl).toBe("https://calendly.com/acme/demo");
    expect(config.introVideoUrl).toBe("https://www.youtube-nocookie.com/embed/aBcDeFgHi_1");
    expect(response.body).not.toContain("<script>alert(1)</script>");
    expect(response.body).toContain("\\u003cscript>alert(1)\\u003c/script>");
    expect(response.body).toContain(
      "<title>Home | Acme &#60;/script&#62;&#60;script&#62;alert(1)&#60;/script&#62; &#38; Co</title>",
    );
    expect(response.body).not.toContain("very-secret-key");
    expect(response.body).not.toContain(process.env.DATABASE_URL ?? "memory://");
  });

  it("gives prerendered pages the same configuration, the introduction video's player included", async () => {
    const post = await app.inject({ method: "GET", url: "/blog-post/3" });

    expect(post.body).toContain("prerendered post 3");
    expect(readAppConfig(post).introVideoUrl).toBe("https://www.youtube-nocookie.com/embed/aBcDeFgHi_1");
  });
});

describe("web app: not built", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp({ WEB_DIST: mkdtempSync(path.join(tmpdir(), "paralex-empty-dist-")) });
  });
  afterAll(() => app.close());

  it("still answers pages with a placeholder that says how to build", async () => {
    const response = await app.inject({ method: "GET", url: "/" });

    expect(response.statusCode).toBe(200);
    expect(response.body).toContain("The web app has not been built.");
    expect((await app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
  });
});
