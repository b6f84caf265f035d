import { describe, expect, it } from "vitest";
import { isKnownPage } from "./routes.js";

describe("isKnownPage", () => {
  it("knows the marketing pages, with or without a trailing slash", () => {
    for (const path of [
      "/",
      "/products",
      "/blog/",
      "/book-a-demo",
      "/blog-post/1",
      "/blog-post/6",
      "/terms",
      "/privacy",
    ]) {
      expect(isKnownPage(path), path).toBe(true);
    }
  });

  it("knows the account and dashboard pages", () => {
    expect(isKnownPage("/register/confirm-account/abc")).toBe(true);
    expect(isKnownPage("/password-reset/confirm-account/u1/t1")).toBe(true);
    expect(isKnownPage("/dashboard/subscriptions/")).toBe(true);
  });

  it("rejects unknown pages and posts", () => {
    for (const path of ["/blog-post/0", "/blog-post/7", "/blog-post/12", "/nope", "/productsx"]) {
      expect(isKnownPage(path), path).toBe(false);
    }
  });
});
