import { describe, expect, it, vi } from "vitest";
import type { ApiResult } from "../api-client";
import { createServerBaseQuery, GRAPHQL_PATH, serverMessages } from "./base-query";
import { graphql } from "./graphql";

const PricingStrategiesQuery = graphql("query PricingStrategies { pricingStrategies { pricingStrategyId } }");
const UserQuery = graphql("query User($email: String!) { user(email: $email) { userId } }");

function setup(respond: () => ApiResult<unknown> | Promise<ApiResult<unknown>>, user: Record<string, unknown> | null) {
  const request = vi.fn(async (_path: string, _options: unknown) => respond());
  const baseQuery = createServerBaseQuery({ request } as never);
  const call = (args: Parameters<typeof baseQuery>[0]) =>
    baseQuery(args, { getState: () => ({ auth: { user } }) } as never, {});
  return { call, request };
}

const ok = (data: unknown): ApiResult<unknown> => ({ ok: true, status: 200, data: { data } });

describe("server base query: GraphQL", () => {
  it("posts the query, its variables, and the signed-in user's userId and appId", async () => {
    const { call, request } = setup(() => ok({ user: { userId: "u-1" } }), { userId: "u-1", appId: 2 });
    await expect(call({ document: UserQuery, variables: { email: "ruth@example.com" } })).resolves.toEqual({
      data: { user: { userId: "u-1" } },
    });
    const [path, options] = request.mock.calls[0] ?? [];
    expect(path).toBe(GRAPHQL_PATH);
    expect(options).toMatchObject({
      method: "POST",
      body: { variables: { email: "ruth@example.com" }, userId: "u-1", appId: "2" },
    });
    expect((options as { body: { query: string } }).body.query).toMatch(/user\(email: \$email\)/);
  });

  it("falls back to the user's pk and the default app id '1'", async () => {
    const { call, request } = setup(() => ok({ pricingStrategies: [] }), { pk: 7 });
    await call({ document: PricingStrategiesQuery });
    expect(request.mock.calls[0]?.[1]).toMatchObject({ body: { userId: "7", appId: "1" } });
  });

  it("answers the first GraphQL error and its code, also on a refused (4xx) request", async () => {
    const forbidden = setup(
      () => ({
        ok: true,
        status: 200,
        data: { data: null, errors: [{ message: "Not authorized.", extensions: { code: "FORBIDDEN" } }] },
      }),
      null,
    );
    await expect(forbidden.call({ document: PricingStrategiesQuery })).resolves.toEqual({
      error: { message: "Not authorized.", code: "FORBIDDEN" },
    });
    const expired = setup(
      () => ({
        ok: false,
        status: 401,
        data: { errors: [{ message: "Token is invalid or expired", extensions: { code: "UNAUTHENTICATED" } }] },
      }),
      null,
    );
    await expect(expired.call({ document: PricingStrategiesQuery })).resolves.toMatchObject({
      error: { code: "UNAUTHENTICATED" },
    });
  });

  it("explains a network failure, a bare HTTP error and an unreadable answer", async () => {
    const offline = setup(() => ({ ok: false, status: 0, data: null }), null);
    await expect(offline.call({ document: PricingStrategiesQuery })).resolves.toMatchObject({
      error: { message: serverMessages.unreachable },
    });
    const limited = setup(() => ({ ok: false, status: 429, data: { detail: "Too many requests." } }), null);
    await expect(limited.call({ document: PricingStrategiesQuery })).resolves.toMatchObject({
      error: { message: "Too many requests.", status: 429 },
    });
    const empty = setup(() => ({ ok: true, status: 200, data: {} }), null);
    await expect(empty.call({ document: PricingStrategiesQuery })).resolves.toEqual({
      error: { message: serverMessages.noData },
    });
  });

  it("never throws, even when the transport does", async () => {
    const { call } = setup(() => {
      throw new Error("boom");
    }, null);
    await expect(call({ document: PricingStrategiesQuery })).resolves.toEqual({ error: { message: "boom" } });
  });
});

describe("server base query: REST", () => {
  it("sends the call through the API client and answers its body, or its status and detail", async () => {
    const found = setup(() => ({ ok: true, status: 200, data: [{ id: "c-1" }] }), null);
    await expect(found.call({ path: "cite-checks" })).resolves.toEqual({ data: [{ id: "c-1" }] });
    expect(found.request).toHaveBeenCalledWith("cite-checks", {});
    const missing = setup(() => ({ ok: false, status: 404, data: { detail: "Not found." } }), null);
    await expect(missing.call({ path: "cite-checks/x", method: "DELETE" })).resolves.toEqual({
      error: { message: "Not found.", status: 404, data: { detail: "Not found." } },
    });
  });
});
