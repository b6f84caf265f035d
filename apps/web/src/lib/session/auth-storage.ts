import { CACHE_KEY_PREFIXES, STORAGE_KEYS } from "../storage-keys";
import type { AuthState, AuthUser } from "./auth-state";

function readJson<T>(key: string): T | null {
  const raw = localStorage.getItem(key);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

/** The session as persisted under the spec's keys; empty when nothing valid is stored. */
export function loadStoredSession(): Partial<AuthState> {
  if (typeof localStorage === "undefined") return {};
  const access = localStorage.getItem(STORAGE_KEYS.access);
  const isAuthenticated = localStorage.getItem(STORAGE_KEYS.isAuthenticated) === "true" && Boolean(access);
  if (!isAuthenticated) return {};
  return {
    access,
    access_expiration: localStorage.getItem(STORAGE_KEYS.accessExpiration),
    refresh: localStorage.getItem(STORAGE_KEYS.refresh),
    refresh_expiration: localStorage.getItem(STORAGE_KEYS.refreshExpiration),
    user: readJson<AuthUser>(STORAGE_KEYS.user),
    chatToken: localStorage.getItem(STORAGE_KEYS.chatToken),
    isAuthenticated: true,
  };
}

export function storeSession(state: AuthState): void {
  const entries: [string, string | null][] = [
    [STORAGE_KEYS.access, state.access],
    [STORAGE_KEYS.accessExpiration, state.access_expiration],
    [STORAGE_KEYS.refresh, state.refresh],
    [STORAGE_KEYS.refreshExpiration, state.refresh_expiration],
    [STORAGE_KEYS.user, state.user ? JSON.stringify(state.user) : null],
    [STORAGE_KEYS.isAuthenticated, state.isAuthenticated ? "true" : null],
    [STORAGE_KEYS.chatToken, state.chatToken],
  ];
  for (const [key, value] of entries) {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  }
}

/** Removes the session and every cache that belongs to it. */
export function clearStoredSession(): void {
  for (const key of Object.values(STORAGE_KEYS)) localStorage.removeItem(key);
  for (const key of Object.keys(localStorage)) {
    if (CACHE_KEY_PREFIXES.some((prefix) => key.startsWith(prefix))) localStorage.removeItem(key);
  }
}
