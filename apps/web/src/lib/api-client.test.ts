import { describe, expect, it, vi } from "vitest";
import { type ApiSession, type ApiSessionTokens, createApiClient, firstError, REFRESH_MARGIN_MS } from "./api-client";

const NOW = Date.parse("2025-01-01T12:00:00Z");
const inMinutes = (minutes: number) => new Date(NOW + minutes * 60_000).toISOString();

function jsonResponse(status: number, body: unknown) {
  return new Response(body === undefined ? "" : JSON.stringify(body), { status });
}

function setup(tokens: Partial<ApiSessionTokens>, respond: (url: string, init: RequestInit) => Response) {
  let current: ApiSessionTokens = {
    access: "old-access",
    access_expiration: inMinutes(30),
    refresh: "refresh-1",
    refresh_expiration: inMinutes(60 * 24),
    ...tokens,
  };
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return respond(url, init);
  });
  const session = {
    getTokens: () => current,
    onRefreshed: vi.fn((next: { access: string; access_expiration?: string | null }) => {
      current = { ...current, access: next.access, access_expiration: next.access_expiration ?? null };
    }),
    onRefreshFailed: vi.fn(),
    onUnauthorized: vi.fn(),
  } satisfies ApiSession;
  const client = createApiClient({
    baseUrl: "/api",
    fetch: fetch as unknown as typeof globalThis.fetch,
    now: () => NOW,
  });
  client.connect(session);
  const headerOf = (index: number, name: string) =>
    ((calls[index]?.init.headers ?? {}) as Record<string, string>)[name];
  return { client, calls, session, headerOf };
}

describe("api client", () => {
  it("joins the base, sends JSON and the session's bearer token, and returns status and body", async () => {
    const { client, calls, headerOf } = setup({}, () => jsonResponse(200, { pk: 1 }));
    const result = await client.post("auth/user/", { a: 1 });
    expect(result).toEqual({ ok: true, status: 200, data: { pk: 1 } });
    expect(calls[0]?.url).toBe("/api/auth/user/");
    expect(calls[0]?.init.body).toBe('{"a":1}');
    expect(headerOf(0, "Authorization")).toBe("Bearer old-access");
  });

  it("connects a session left for later before the first call that needs it, and only once", async () => {
    const calls: RequestInit[] = [];
    const client = createApiClient({
      baseUrl: "/api",
      fetch: (async (_url: string, init: RequestInit) => {
        calls.push(init);
        return jsonResponse(200, {});
      }) as unknown as typeof globalThis.fetch,
      now: () => NOW,
    });
    const connectSession = vi.fn(async () => {
      await Promise.resolve();
      client.connect({
        getTokens: () => ({
          access: "signed-in",
          access_expiration: inMinutes(30),
          refresh: null,
          refresh_expiration: null,
        }),
        onRefreshed: vi.fn(),
        onRefreshFailed: vi.fn(),
        onUnauthorized: vi.fn(),
      });
    });
    client.connectOnFirstUse(connectSession);

    await client.get("public/", { withAuth: false });
    expect(connectSession).not.toHaveBeenCalled();
    await Promise.all([client.get("account/"), client.get("inbox/")]);
    expect(connectSession).toHaveBeenCalledTimes(1);
    const bearers = calls.map((init) => (init.headers as Record<string, string>).Authorization);
    expect(bearers).toEqual([undefined, "Bearer signed-in", "Bearer signed-in"]);
  });

  it("keeps an Authorization header the caller gives, and sends none when asked", async () => {
    const { client, headerOf } = setup({}, () => jsonResponse(200, {}));
    await client.get("x/", { headers: { Authorization: "Bearer mine" } });
    await client.get("y/", { withAuth: false });
    expect(headerOf(0, "Authorization")).toBe("Bearer mine");
    expect(headerOf(1, "Authorization")).toBeUndefined();
  });

  it("reads error bodies instead of throwing, and reports no answer as status 0", async () => {
    const { client } = setup({}, () => jsonResponse(400, { non_field_errors: ["Nope."] }));
    const result = await client.post("auth/login/", {});
    expect(result.ok).toBe(false);
    expect(firstError(result.data, "non_field_errors")).toBe("Nope.");
    const offline = setup({}, () => {
      throw new TypeError("network down");
    });
    expect(await offline.client.get("x/")).toEqual({ ok: false, status: 0, data: null });
  });

  it("signs out on any 401", async () => {
    const { client, session } = setup({}, () => jsonResponse(401, { detail: "expired" }));
    const result = await client.get("auth/user/");
    expect(result.status).toBe(401);
    expect(session.onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it("renews the access token shortly before it expires, once for concurrent calls", async () => {
    const { client, calls, session, headerOf } = setup({ access_expiration: inMinutes(0.5) }, (url) =>
      url.endsWith("auth/token/refresh/")
        ? jsonResponse(200, { access: "new-access", access_expiration: inMinutes(30) })
        : jsonResponse(200, {}),
    );
    expect(client.msUntilRefresh()).toBe(0);
    await Promise.all([client.get("a/"), client.get("b/")]);
    const refreshCalls = calls.filter((call) => call.url.endsWith("auth/token/refresh/"));
    expect(refreshCalls).toHaveLength(1);
    expect(refreshCalls[0]?.init.body).toBe('{"refresh":"refresh-1"}');
    expect(session.onRefreshed).toHaveBeenCalledTimes(1);
    expect(headerOf(1, "Authorization")).toBe("Bearer new-access");
    expect(headerOf(2, "Authorization")).toBe("Bearer new-access");
  });

  it("waits until the margin before expiry to renew", () => {
    const { client } = setup({ access_expiration: inMinutes(10) }, () => jsonResponse(200, {}));
    expect(client.msUntilRefresh()).toBe(10 * 60_000 - REFRESH_MARGIN_MS);
  });

  it("reports a refused refresh as the end of the session without calling 401 twice", async () => {
    const { client, session } = setup({ access_expiration: inMinutes(0) }, (url) =>
      url.endsWith("auth/token/refresh/") ? jsonResponse(401, { detail: "bad" }) : jsonResponse(200, {}),
    );
    await client.get("a/");
    expect(session.onRefreshFailed).toHaveBeenCalledWith(true);
    expect(session.onUnauthorized).not.toHaveBeenCalled();
  });

  it("does not try to renew when the refresh token has run out", async () => {
    const { client, calls } = setup({ access_expiration: inMinutes(0), refresh_expiration: inMinutes(-1) }, () =>
      jsonResponse(200, {}),
    );
    expect(client.msUntilRefresh()).toBeNull();
    await client.get("a/");
    expect(calls).toHaveLength(1);
  });
});
