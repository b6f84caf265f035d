import { Validator } from "@seriousme/openapi-schema-validator";
import type { FastifyInstance } from "fastify";
import type { OpenAPIV3 } from "openapi-types";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../test/test-app.js";
import { DOCS_PREFIX, isDocumented, OPENAPI_DOCUMENT_PATH } from "./openapi.js";

/** POSTs that carry nothing but their path (and bearer token). */
const BODYLESS = new Set([
  "POST /api/invitations/{key}/accept",
  "POST /api/billing/subscriptions/{id}/resume",
  "POST /api/account/two-factor/totp/setup",
  "POST /api/account/passkeys/options",
  "POST /api/auth/passkey/options",
  "POST /api/account/sessions/sign-out-others",
  "POST /api/account/sessions/{id}/sign-out",
  "POST /api/inbox/messages/{id}/release",
  "POST /api/cases/{id}/confirm",
  "POST /api/cases/{id}/dismiss",
  "POST /api/cases/{id}/courtlistener",
]);

let app: FastifyInstance;

beforeAll(async () => {
  // Every optional route on: operators' jobs, the Stripe webhook, metrics, the development mailbox.
  app = await createTestApp({
    OPS_TOKEN: "ops-token-for-tests-that-is-long-enough",
    STRIPE_SECRET_KEY: "sk_test_openapi",
    STRIPE_WEBHOOK_SECRET: "whsec_openapi",
    METRICS_TOKEN: "metrics-token-for-tests-that-is-long-enough",
  });
  await app.ready();
});
afterAll(() => app.close());

/** Method and path of every route the app registered, read from printRoutes' tree; HEADs are Fastify's own. */
function registeredRoutes(): { method: string; path: string }[] {
  const routes: { method: string; path: string }[] = [];
  const segments: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split("\n")) {
    const match = /^([│ ]*)[├└]── (\S+)(?: \(([^)]+)\))?/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? "").length / 4;
    segments.length = depth;
    segments.push(match[2] ?? "");
    for (const method of (match[3] ?? "").split(", ").filter((name) => name && name !== "HEAD")) {
      routes.push({ method, path: segments.join("").replace(/:(\w+)/g, "{$1}") });
    }
  }
  return routes;
}

async function fetchDocument() {
  const response = await app.inject({ method: "GET", url: OPENAPI_DOCUMENT_PATH });
  expect(response.statusCode).toBe(200);
  expect(response.headers["content-type"]).toMatch(/^application\/json/);
  expect(response.headers["cache-control"]).toBe("no-store");
  return response.json() as OpenAPIV3.Document;
}

describe("the OpenAPI document", () => {
  it("validates as OpenAPI 3", async () => {
    const document: Record<string, unknown> = { ...(await fetchDocument()) };
    const result = await new Validator().validate(document);
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
  });

  it("lists every REST route with its request and response schemas", async () => {
    const document = await fetchDocument();
    // Paths are registered with and without their trailing slash; the document keeps the registered spelling.
    const operations = new Map<string, OpenAPIV3.OperationObject>();
    for (const [path, item] of Object.entries(document.paths)) {
      for (const method of ["get", "put", "post", "patch", "delete"] as const) {
        const operation = item?.[method];
        if (operation) operations.set(`${method.toUpperCase()} ${path.replace(/(.)\/$/, "$1")}`, operation);
      }
    }
    const rest = registeredRoutes().filter((route) => isDocumented(route.path));
    expect(rest.length).toBeGreaterThan(30);

    for (const { method, path } of rest) {
      const name = `${method} ${path}`;
      const operation = operations.get(name);
      expect(operation, name).toBeDefined();
      if (!operation) continue;
      const success = Object.entries(operation.responses).filter(([status]) => /^[23]/.test(status));
      expect(success.length, `${name}: a success answer`).toBeGreaterThan(0);
      for (const [status, answer] of success) {
        const { content } = answer as OpenAPIV3.ResponseObject;
        if (status === "204" || status === "303") expect(content, `${name} ${status}`).toBeUndefined();
        else expect(Object.values(content ?? {})[0]?.schema, `${name} ${status}: a schema`).toBeDefined();
      }
      for (const parameter of path.match(/\{\w+\}/g) ?? []) {
        const names = (operation.parameters as OpenAPIV3.ParameterObject[] | undefined)?.map((p) => `{${p.name}}`);
        expect(names, `${name}: ${parameter}`).toContain(parameter);
      }
      if (["POST", "PUT", "PATCH"].includes(method) && !BODYLESS.has(name)) {
        const body = operation.requestBody as OpenAPIV3.RequestBodyObject | undefined;
        expect(Object.values(body?.content ?? {})[0]?.schema, `${name}: a request body schema`).toBeDefined();
      }
    }
    expect(operations.size, "no operation without a route").toBe(rest.length);
  });
});

describe("the public document and operators' routes", () => {
  it("names no operator's, probe's or development route, though they answer", async () => {
    const paths = Object.keys((await fetchDocument()).paths);
    expect(paths.filter((path) => /^\/(api\/ops|api\/dev|api\/health|metrics)(\/|$)/.test(path))).toEqual([]);
    const operatorsOnly = registeredRoutes().filter(({ path }) =>
      /^\/(api\/ops|api\/dev|api\/health|metrics)/.test(path),
    );
    expect(operatorsOnly.map(({ path }) => path)).toEqual(
      expect.arrayContaining(["/api/ops/jobs/failed", "/api/dev/mailbox", "/api/health/ready", "/metrics"]),
    );
  });
});

describe("the docs page", () => {
  it("serves Swagger UI from our own origin, under the app's CSP", async () => {
    const response = await app.inject({ method: "GET", url: `${DOCS_PREFIX}/` });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/html/);
    expect(response.headers["content-security-policy"]).toContain("script-src 'self'");
    expect(response.body).not.toMatch(/<script>/);
    const initializer = await app.inject({ method: "GET", url: `${DOCS_PREFIX}/static/swagger-initializer.js` });
    expect(initializer.statusCode).toBe(200);
  });
});
