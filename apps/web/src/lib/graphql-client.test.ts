import { describe, expect, it, vi } from "vitest";
import type { ApiResult } from "./api-client";
import { createGraphqlClient, GRAPHQL_PATH, type GraphqlIdentity, graphqlMessages } from "./graphql-client";

function setup(
  respond: (body: Record<string, unknown>) => ApiResult<unknown> | Promise<ApiResult<unknown>>,
  options: { identity?: GraphqlIdentity | null; stored?: Record<string, string> } = {},
) {
  const calls: { path: string; body: Record<string, unknown> }[] = [];
  const post = vi.fn(async (path: string, body: unknown) => {
    calls.push({ path, body: body as Record<string, unknown> });
    return respond(body as Record<string, unknown>);
  });
  const client = createGraphqlClient({
    post,
    getIdentity: () => options.identity ?? null,
    readStorage: (key) => options.stored?.[key] ?? null,
  });
  return { client, calls, post };
}

const ok = (data: unknown): ApiResult<unknown> => ({ ok: true, status: 200, data: { data } });

describe("graphql client: the spec's checks before any call", () => {
  it("needs an email for user details", async () => {
    const { client, post } = setup(() => ok({}));
    await expect(client.fetchUserDetails("")).resolves.toEqual({
      success: false,
      message: "Email is required to fetch user details.",
    });
    await expect(client.fetchUserDetails("   ")).resolves.toMatchObject({ success: false });
    expect(post).not.toHaveBeenCalled();
  });

  it("needs a userId (and an appId) for user details", async () => {
    const { client, post } = setup(() => ok({}));
    await expect(client.fetchUserDetails("ruth@example.com")).resolves.toEqual({
      success: false,
      message: "Both userId and appId are required to fetch user details.",
    });
    expect(post).not.toHaveBeenCalled();
  });

  it("needs a userId for subscriptions and an id for a pricing strategy", async () => {
    const { client, post } = setup(() => ok({}));
    await expect(client.fetchSubscriptionsByUser("")).resolves.toEqual({
      success: false,
      message: "User ID is required to fetch subscriptions.",
    });
    await expect(client.fetchSubscriptionsByUser(undefined)).resolves.toMatchObject({ success: false });
    await expect(client.fetchPricingStrategy("")).resolves.toEqual({
      success: false,
      message: "Pricing strategy ID is required.",
    });
    expect(post).not.toHaveBeenCalled();
  });
});

describe("graphql client: userId and appId", () => {
  it("sends the query, its variables, and the userId and appId from the arguments", async () => {
    const user = { userId: "u-1", organizationId: "o-1", email: "ruth@example.com" };
    const { client, calls } = setup(() => ok({ user }), { identity: { userId: "from-store", appId: "3" } });
    const result = await client.fetchUserDetails("ruth@example.com", "u-1", 2);
    expect(result).toEqual({ success: true, data: user });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.path).toBe(GRAPHQL_PATH);
    expect(calls[0]?.body).toMatchObject({ variables: { email: "ruth@example.com" }, userId: "u-1", appId: "2" });
    expect(calls[0]?.body.query).toMatch(/user\(email: \$email\)/);
  });

  it("falls back to the store, then local storage, then the default app id '1'", async () => {
    const fromStore = setup(() => ok({ user: {} }), { identity: { userId: "store-user" } });
    await fromStore.client.fetchUserDetails("a@example.com");
    expect(fromStore.calls[0]?.body).toMatchObject({ userId: "store-user", appId: "1" });

    const fromStorage = setup(() => ok({ user: {} }), {
      stored: { user: JSON.stringify({ userId: "stored-user", appId: 4 }) },
    });
    await fromStorage.client.fetchUserDetails("a@example.com");
    expect(fromStorage.calls[0]?.body).toMatchObject({ userId: "stored-user", appId: "4" });

    const broken = setup(() => ok({}), { stored: { user: "{not json" } });
    expect(broken.client.resolveIdentity()).toEqual({ userId: null, appId: "1" });
  });
});

describe("graphql client: failures come back as {success: false, message}", () => {
  it("reads the first GraphQL error and its code", async () => {
    const { client } = setup(() => ({
      ok: true,
      status: 200,
      data: { data: null, errors: [{ message: "Not authorized.", extensions: { code: "FORBIDDEN" } }] },
    }));
    await expect(client.fetchSubscriptionsByUser("someone-else")).resolves.toEqual({
      success: false,
      message: "Not authorized.",
      code: "FORBIDDEN",
    });
  });

  it("reads errors of a refused request (HTTP 4xx with a GraphQL body)", async () => {
    const { client } = setup(() => ({
      ok: false,
      status: 401,
      data: {
        data: null,
        errors: [{ message: "Token is invalid or expired", extensions: { code: "UNAUTHENTICATED" } }],
      },
    }));
    await expect(client.fetchPricingStrategies()).resolves.toMatchObject({ success: false, code: "UNAUTHENTICATED" });
  });

  it("explains a network failure, a bare HTTP error and an unreadable answer", async () => {
    const offline = setup(() => ({ ok: false, status: 0, data: null }));
    await expect(offline.client.fetchPricingStrategies()).resolves.toEqual({
      success: false,
      message: graphqlMessages.unreachable,
    });
    const limited = setup(() => ({ ok: false, status: 429, data: { detail: "Too many requests." } }));
    await expect(limited.client.fetchPricingStrategies()).resolves.toEqual({
      success: false,
      message: "Too many requests.",
    });
    const empty = setup(() => ({ ok: true, status: 200, data: {} }));
    await expect(empty.client.fetchPricingStrategies()).resolves.toEqual({
      success: false,
      message: graphqlMessages.noData,
    });
  });

  it("never throws, even when the transport does", async () => {
    const { client } = setup(() => {
      throw new Error("boom");
    });
    await expect(client.fetchPricingStrategies()).resolves.toEqual({ success: false, message: "boom" });
  });

  it("treats an unknown pricing strategy as a failure", async () => {
    const { client } = setup(() => ok({ pricingStrategy: null }));
    await expect(client.fetchPricingStrategy("ps_missing")).resolves.toEqual({
      success: false,
      message: graphqlMessages.notFound,
    });
  });
});

describe("graphql client: mutations", () => {
  it("cancels and changes plan with the spec's arguments", async () => {
    const { client, calls } = setup((body) =>
      String(body.query).includes("cancelSubscription")
        ? ok({ cancelSubscription: { subsId: "s-1", cancelAtPeriodEnd: true } })
        : ok({ changeSubscriptionPlan: { subscription: { subsId: "s-1" }, prorationAmount: 5, note: "Switched." } }),
    );
    await expect(client.cancelSubscription("s-1")).resolves.toEqual({
      success: true,
      data: { subsId: "s-1", cancelAtPeriodEnd: true },
    });
    await expect(client.changeSubscriptionPlan("s-1", "Professional")).resolves.toMatchObject({
      success: true,
      data: { note: "Switched." },
    });
    expect(calls[0]?.body.variables).toEqual({ subsId: "s-1" });
    expect(calls[1]?.body.variables).toEqual({ subsId: "s-1", tier: "Professional" });
  });
});
