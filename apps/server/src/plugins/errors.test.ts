import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AppError } from "../lib/app-error.js";
import { createTestApp } from "../test/test-app.js";
import { registerErrorHandler } from "./errors.js";

const GENERIC_500 = { detail: "Something went wrong on our side. Please try again." };

describe("error handler", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify({ logger: false });
    registerErrorHandler(app);
    app.get("/crash", async () => {
      throw new Error("connection to db-internal:5432 refused");
    });
    app.get("/crash-with-status", async () => {
      throw Object.assign(new Error("upstream said: secret"), { statusCode: 503 });
    });
    app.get("/crash-with-odd-status", async () => {
      throw Object.assign(new Error("not really an error status"), { statusCode: 302 });
    });
    app.get("/throw-string", async () => {
      throw "a bare string";
    });
    app.get("/validation", async () => {
      throw AppError.validation({ email: ["Invalid email address"] });
    });
    app.get("/upstream", async () => {
      throw new AppError("upstream", "An error occurred while subscribing", undefined, {
        cause: new Error("mailchimp at 10.0.0.7 answered 500"),
      });
    });
    app.get("/rate-limited", async () => {
      throw new AppError("rate_limited", "Slow down.");
    });
    app.post("/echo", async (request) => request.body);
    await app.ready();
  });
  afterAll(() => app.close());

  it.each(["/crash", "/crash-with-status", "/crash-with-odd-status", "/throw-string"])(
    "answers an unexpected failure at %s with a generic 500 and no internals",
    async (url) => {
      const response = await app.inject({ method: "GET", url });

      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ ...GENERIC_500, requestId: expect.any(String) });
      expect(response.body).not.toMatch(/db-internal|secret|not really|bare string|stack|at /);
    },
  );

  it("answers a validation failure with 400 and the field errors as the body", async () => {
    const response = await app.inject({ method: "GET", url: "/validation" });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ email: ["Invalid email address"] });
  });

  it("answers an upstream failure with 502 and only its public message", async () => {
    const response = await app.inject({ method: "GET", url: "/upstream" });

    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({ detail: "An error occurred while subscribing", requestId: expect.any(String) });
  });

  it("maps each error code to its status", async () => {
    const response = await app.inject({ method: "GET", url: "/rate-limited" });

    expect(response.statusCode).toBe(429);
    expect(response.json()).toEqual({ detail: "Slow down." });
  });

  it("answers a body that is not JSON with 400 and a detail", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/echo",
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: expect.stringMatching(/not valid JSON/) });
  });

  it("answers an unsupported body type with 415 and a detail", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/echo",
      headers: { "content-type": "application/xml" },
      payload: "<email/>",
    });

    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ detail: expect.stringMatching(/Unsupported Media Type/) });
  });
});

describe("error handler in the whole app", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
    app.get("/api/test-crash", async () => {
      throw new Error("password=hunter2 at /srv/app.js:1");
    });
  });
  afterAll(() => app.close());

  it("hides an unexpected error behind a generic 500 that still carries the security headers", async () => {
    const response = await app.inject({ method: "GET", url: "/api/test-crash" });

    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ ...GENERIC_500, requestId: response.headers["x-request-id"] });
    expect(response.body).not.toMatch(/hunter2|srv|stack/);
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("refuses a body over 1 MiB with 413", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/api/demo-requests",
      payload: { firstName: "a".repeat(1_100_000) },
    });

    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ detail: expect.stringMatching(/too large/i) });
  });
});
