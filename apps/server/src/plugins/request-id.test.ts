import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.js";
import { loadConfig } from "../config.js";
import { TEST_JWT_SECRET } from "../test/test-app.js";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe("request ids", () => {
  let app: FastifyInstance;
  const logLines: Record<string, unknown>[] = [];
  beforeAll(async () => {
    const config = loadConfig({
      NODE_ENV: "test",
      PGLITE_DIR: "memory://",
      LOG_LEVEL: "info",
      JWT_SECRET: TEST_JWT_SECRET,
    });
    app = await buildApp(config, {
      logStream: { write: (line) => void logLines.push(JSON.parse(line)), dropped: 0 },
    });
    app.get("/api/test-crash", async () => {
      throw new Error("database at 10.0.0.5 refused");
    });
  });
  afterAll(() => app.close());

  it("gives every answer a fresh id in x-request-id, success or not", async () => {
    const first = await app.inject({ method: "GET", url: "/api/health/live" });
    const second = await app.inject({ method: "GET", url: "/api/no-such-route" });

    expect(first.headers["x-request-id"]).toMatch(UUID);
    expect(second.headers["x-request-id"]).toMatch(UUID);
    expect(second.headers["x-request-id"]).not.toBe(first.headers["x-request-id"]);
  });

  it("keeps a balancer's id when it is a safe short token", async () => {
    const response = await app.inject({
      method: "GET",
      url: "/api/health/live",
      headers: { "x-request-id": "lb-7f3a9c:2" },
    });

    expect(response.headers["x-request-id"]).toBe("lb-7f3a9c:2");
  });

  it.each([
    ["markup", "<script>alert(1)</script>"],
    ["a forged log field", 'abc","level":60,"msg":"x'],
    ["spaces", "two words"],
    ["a long value", "a".repeat(65)],
  ])("replaces an incoming id holding %s with its own", async (_label, incoming) => {
    const response = await app.inject({
      method: "GET",
      url: "/api/health/live",
      headers: { "x-request-id": incoming },
    });

    expect(response.headers["x-request-id"]).toMatch(UUID);
  });

  it("names the request in a 500's body and in every log line about it", async () => {
    const response = await app.inject({ method: "GET", url: "/api/test-crash" });
    const requestId = response.headers["x-request-id"];

    expect(response.statusCode).toBe(500);
    expect(requestId).toMatch(UUID);
    expect(response.json()).toEqual({
      detail: "Something went wrong on our side. Please try again.",
      requestId,
    });
    const lines = logLines.filter((line) => line.requestId === requestId);
    expect(lines.map((line) => line.msg)).toEqual(["incoming request", "request failed", "request completed"]);
    expect(lines.find((line) => line.msg === "request failed")?.err).toMatchObject({
      message: "database at 10.0.0.5 refused",
    });
  });

  it("leaves the body of a refusal as the contract has it", async () => {
    const response = await app.inject({ method: "POST", url: "/api/auth/login/", payload: {} });

    expect(response.statusCode).toBe(400);
    expect(response.json()).not.toHaveProperty("requestId");
    expect(response.headers["x-request-id"]).toMatch(UUID);
  });
});
