import type { Store } from "@reduxjs/toolkit";
import { type ApiClient, apiClient, type RefreshedTokens } from "../../lib/api-client";
import { type AuthState, authActions, signedOutState } from "../../lib/session/auth-slice";
import { STORAGE_KEYS } from "../../lib/storage-keys";
import { logOutOnServer } from "./auth-api";

type AuthStore = Pick<Store<{ auth: AuthState }>, "getState" | "dispatch" | "subscribe">;

/** Timers cannot wait longer than this (about 24.8 days). */
const MAX_TIMER_MS = 2 ** 31 - 1;
const REFRESH_LOCK_NAME = "paralex-token-refresh";
const SESSION_CHANNEL_NAME = "paralex-session";
/** How long a tab that waited for another tab's refresh gives that tab's news to arrive. */
const CROSS_TAB_WAIT_MS = 1500;

interface RefreshedMessage {
  type: "refreshed";
  tokens: RefreshedTokens;
}

function isRefreshedMessage(data: unknown): data is RefreshedMessage {
  const message = data as Partial<RefreshedMessage> | null;
  return message?.type === "refreshed" && typeof message.tokens?.access === "string";
}

function hasExpired(value: string | null, now: number): boolean {
  if (!value) return false;
  const time = Date.parse(value);
  return !Number.isNaN(time) && time <= now;
}

function tokenUpdate(tokens: RefreshedTokens): Partial<AuthState> {
  const update: Partial<AuthState> = { access: tokens.access };
  if (tokens.access_expiration !== undefined) update.access_expiration = tokens.access_expiration;
  if (tokens.refresh) update.refresh = tokens.refresh;
  if (tokens.refresh_expiration) update.refresh_expiration = tokens.refresh_expiration;
  return update;
}

/** Resolves once `isDone` holds after a store change, or after `timeoutMs`. */
function waitForStore(store: AuthStore, isDone: () => boolean, timeoutMs: number): Promise<void> {
  return new Promise((resolve) => {
    if (isDone()) return resolve();
    const finish = () => {
      clearTimeout(timer);
      unsubscribe();
      resolve();
    };
    const timer = setTimeout(finish, timeoutMs);
    const unsubscribe = store.subscribe(() => {
      if (isDone()) finish();
    });
  });
}

/**
 * Gives the API client the store's session: the bearer token, the refresh actions, and logout on any 401.
 * Renews the access token shortly before it expires while the tab is open, and keeps the tabs of the site in step:
 * refresh tokens work once, so only one tab renews at a time (Web Locks) and it hands the new tokens to the others
 * (BroadcastChannel); a logout in one tab ends the session in all. Returns a disconnect function.
 */
export function connectApiClient(store: AuthStore, client: ApiClient = apiClient): () => void {
  const channel = typeof BroadcastChannel === "undefined" ? null : new BroadcastChannel(SESSION_CHANNEL_NAME);
  const locks = typeof navigator === "undefined" ? undefined : navigator.locks;

  const onMessage = (event: MessageEvent) => {
    if (!isRefreshedMessage(event.data)) return;
    const { auth } = store.getState();
    if (auth.isAuthenticated && auth.refresh !== event.data.tokens.refresh) {
      store.dispatch(authActions.refreshSuccess(tokenUpdate(event.data.tokens)));
    }
  };
  channel?.addEventListener("message", onMessage);

  /** Runs a refresh while holding the site-wide lock; a tab that had to wait first takes up the other's result. */
  async function runExclusive<T>(task: () => Promise<T>): Promise<T> {
    if (!locks) return task();
    const immediate = await locks.request(REFRESH_LOCK_NAME, { ifAvailable: true }, async (lock) =>
      lock ? { value: await task() } : null,
    );
    if (immediate) return immediate.value;
    const refreshBefore = store.getState().auth.refresh;
    return locks.request(REFRESH_LOCK_NAME, async () => {
      await waitForStore(store, () => store.getState().auth.refresh !== refreshBefore, CROSS_TAB_WAIT_MS);
      return task();
    }) as Promise<T>;
  }

  client.connect({
    getTokens: () => {
      const { access, access_expiration, refresh, refresh_expiration } = store.getState().auth;
      return { access, access_expiration, refresh, refresh_expiration };
    },
    onRefreshed: (tokens) => {
      store.dispatch(authActions.refreshSuccess(tokenUpdate(tokens)));
      channel?.postMessage({ type: "refreshed", tokens } satisfies RefreshedMessage);
    },
    onRefreshFailed: (isRejected) => {
      if (!isRejected) {
        store.dispatch(authActions.refreshFail({}));
        return;
      }
      store.dispatch(authActions.refreshFail(signedOutState));
      store.dispatch(authActions.logout());
    },
    onUnauthorized: () => {
      if (store.getState().auth.isAuthenticated) store.dispatch(authActions.logout());
    },
    runExclusive,
  });

  // Another tab logged out (its store removed the stored flag): this tab's session is over too.
  const onStorage = (event: StorageEvent) => {
    const isSignedOutElsewhere =
      event.key === null || (event.key === STORAGE_KEYS.isAuthenticated && event.newValue === null);
    if (isSignedOutElsewhere && store.getState().auth.isAuthenticated) store.dispatch(authActions.logout());
  };
  if (typeof window !== "undefined") window.addEventListener("storage", onStorage);

  // A session restored from storage whose refresh token has run out cannot be renewed: it is over.
  const restored = store.getState().auth;
  if (restored.isAuthenticated && hasExpired(restored.refresh_expiration, Date.now())) {
    store.dispatch(authActions.logout());
  }

  let timer: ReturnType<typeof setTimeout> | undefined;
  let scheduledFor: string | null = null;
  const schedule = () => {
    const { access_expiration, isAuthenticated } = store.getState().auth;
    const key = isAuthenticated ? access_expiration : null;
    if (key === scheduledFor) return;
    scheduledFor = key;
    clearTimeout(timer);
    const wait = client.msUntilRefresh();
    if (!isAuthenticated || wait === null) return;
    timer = setTimeout(() => void client.refreshAccessToken(), Math.min(wait, MAX_TIMER_MS));
  };
  schedule();
  const unsubscribe = store.subscribe(schedule);

  return () => {
    unsubscribe();
    clearTimeout(timer);
    channel?.removeEventListener("message", onMessage);
    channel?.close();
    if (typeof window !== "undefined") window.removeEventListener("storage", onStorage);
  };
}

const LOGOUT_CALL_TIMEOUT_MS = 5000;

/** Ends the session: tells the server (best effort, bounded in time), then clears it in the browser. */
export async function signOut(store: Pick<AuthStore, "getState" | "dispatch">): Promise<void> {
  const { refresh, isAuthenticated } = store.getState().auth;
  if (isAuthenticated) {
    const timeout = new Promise<void>((resolve) => setTimeout(resolve, LOGOUT_CALL_TIMEOUT_MS));
    await Promise.race([logOutOnServer(refresh).catch(() => undefined), timeout]);
  }
  store.dispatch(authActions.logout());
}
