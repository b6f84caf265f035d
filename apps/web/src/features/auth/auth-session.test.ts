import { configureStore } from "@reduxjs/toolkit";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createApiClient } from "../../lib/api-client";
import { authActions, authSlice } from "../../lib/session/auth-slice";
import { connectApiClient } from "./auth-session";

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

function signedInStore(accessMinutesLeft: number) {
  const store = configureStore({ reducer: { auth: authSlice.reducer } });
  store.dispatch(
    authActions.loginSuccess({
      access: "access-1",
      access_expiration: inMinutes(accessMinutesLeft),
      refresh: "refresh-1",
      refresh_expiration: inMinutes(60 * 24),
      user: { email: "ada@example.com" },
      chatToken: "chat",
    }),
  );
  return store;
}

function clientAnswering(respond: (url: string) => Response) {
  const fetch = vi.fn(async (url: string) => respond(url));
  return { fetch, client: createApiClient({ baseUrl: "/api", fetch: fetch as unknown as typeof globalThis.fetch }) };
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

describe("the API client connected to the store", () => {
  let disconnect: (() => void) | undefined;
  afterEach(() => disconnect?.());

  it("logs out on a 401", async () => {
    const store = signedInStore(30);
    const { client } = clientAnswering(() => json(401, { detail: "no" }));
    disconnect = connectApiClient(store, client);
    await client.get("auth/user/");
    expect(store.getState().auth.isAuthenticated).toBe(false);
    expect(store.getState().auth.access).toBeNull();
  });

  it("stores the renewed tokens (refreshSuccess) and sends the new access token", async () => {
    const store = signedInStore(0.5);
    const { client, fetch } = clientAnswering((url) =>
      url.endsWith("token/refresh/")
        ? json(200, {
            access: "access-2",
            refresh: "refresh-2",
            access_expiration: inMinutes(30),
            refresh_expiration: inMinutes(60 * 24),
          })
        : json(200, {}),
    );
    disconnect = connectApiClient(store, client);
    await client.get("auth/user/");
    const { auth } = store.getState();
    expect(auth.access).toBe("access-2");
    expect(auth.refresh).toBe("refresh-2");
    expect(auth.isAuthenticated).toBe(true);
    const lastInit = fetch.mock.calls.at(-1) as unknown as [string, RequestInit];
    expect((lastInit[1].headers as Record<string, string>).Authorization).toBe("Bearer access-2");
  });

  it("ends the session when the refresh token is refused (refreshFail, then logout)", async () => {
    const store = signedInStore(0);
    const seen: string[] = [];
    store.subscribe(() => seen.push(store.getState().auth.isAuthenticated ? "in" : "out"));
    const { client } = clientAnswering((url) => (url.endsWith("token/refresh/") ? json(401, {}) : json(200, {})));
    disconnect = connectApiClient(store, client);
    await client.get("auth/user/");
    expect(store.getState().auth.isAuthenticated).toBe(false);
    expect(seen).toContain("out");
  });

  it("renews on a timer shortly before the access token expires", async () => {
    vi.useFakeTimers();
    try {
      const store = signedInStore(2);
      const { client, fetch } = clientAnswering(() =>
        json(200, { access: "access-2", access_expiration: inMinutes(30) }),
      );
      disconnect = connectApiClient(store, client);
      await vi.advanceTimersByTimeAsync(30_000);
      expect(fetch).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(61_000);
      expect(fetch).toHaveBeenCalledTimes(1);
      expect(store.getState().auth.access).toBe("access-2");
    } finally {
      vi.useRealTimers();
    }
  });

  it("hands renewed tokens to the other tabs, which use them instead of renewing again", async () => {
    const tabA = signedInStore(0.5);
    const tabB = signedInStore(5);
    const renewed = { access: "access-2", refresh: "refresh-2", access_expiration: inMinutes(30) };
    const a = clientAnswering((url) => (url.endsWith("token/refresh/") ? json(200, renewed) : json(200, {})));
    const b = clientAnswering(() => json(200, {}));
    const disconnectA = connectApiClient(tabA, a.client);
    const disconnectB = connectApiClient(tabB, b.client);
    try {
      await a.client.get("auth/user/");
      await vi.waitFor(() => expect(tabB.getState().auth.refresh).toBe("refresh-2"));
      expect(tabB.getState().auth.access).toBe("access-2");
      await b.client.get("auth/user/");
      expect(b.fetch).toHaveBeenCalledTimes(1);
      const [url, init] = b.fetch.mock.calls[0] as unknown as [string, RequestInit];
      expect(url).toBe("/api/auth/user/");
      expect((init.headers as Record<string, string>).Authorization).toBe("Bearer access-2");
    } finally {
      disconnectA();
      disconnectB();
    }
  });
});
