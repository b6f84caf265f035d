import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../test/test-app.js";

const expectedKind = process.env.DATABASE_URL ? "postgres" : "pglite";

describe("GET /api/health", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it("reports the server and its database as up", async () => {
    const response = await app.inject({ method: "GET", url: "/api/health" });

    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ status: "ok", database: { status: "ok", kind: expectedKind } });
  });

  it("answers HEAD as well, without a body", async () => {
    const response = await app.inject({ method: "HEAD", url: "/api/health" });

    expect(response.statusCode).toBe(200);
    expect(response.body).toBe("");
  });
});

describe("GET /api/health/ready", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it("reports each dependency, and Redis as not configured when REDIS_URL is unset", async () => {
    const response = await app.inject({ method: "GET", url: "/api/health/ready" });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ok", checks: { database: "ok", redis: "not_configured" } });
  });

  it("is unavailable (503) without its database", async () => {
    await app.database.close();
    const response = await app.inject({ method: "GET", url: "/api/health/ready" });

    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      status: "unavailable",
      checks: { database: "unavailable", redis: "not_configured" },
    });
  });
});
