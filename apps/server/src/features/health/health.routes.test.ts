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

describe("liveness and readiness", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it("GET /api/health/live answers while the process runs", async () => {
    const response = await app.inject({ method: "GET", url: "/api/health/live" });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ok" });
  });

  it("GET /api/health/ready is ready once the database answers and every migration is applied", async () => {
    const response = await app.inject({ method: "GET", url: "/api/health/ready" });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: "ready",
      checks: { shutdown: { status: "ok" }, database: { status: "ok" }, migrations: { status: "ok" } },
    });
  });

  it("is unready while the database lacks the newest migration this server expects", async () => {
    const { rows } = await app.database.executeSql(
      "delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations) returning hash, created_at",
    );
    try {
      const response = await app.inject({ method: "GET", url: "/api/health/ready" });

      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ status: "unready", checks: { migrations: { status: "down" } } });
    } finally {
      const [row] = rows;
      await app.database.executeSql("insert into drizzle.__drizzle_migrations (hash, created_at) values ($1, $2)", [
        row?.hash,
        row?.created_at,
      ]);
    }
  });

  it("is unready from the moment shutdown begins, while liveness and the API still answer", async () => {
    app.lifecycle.isShuttingDown = true;
    try {
      const ready = await app.inject({ method: "GET", url: "/api/health/ready" });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ status: "unready", checks: { shutdown: { status: "down" } } });
      expect((await app.inject({ method: "GET", url: "/api/health/live" })).statusCode).toBe(200);
      expect((await app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
    } finally {
      app.lifecycle.isShuttingDown = false;
    }
  });
});
