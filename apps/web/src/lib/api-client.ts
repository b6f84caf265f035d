import { publicConfig } from "./public-config";

/** What every call answers: the status and the parsed body, never a thrown HTTP error. Status 0 means no answer. */
export interface ApiResult<T = unknown> {
  ok: boolean;
  status: number;
  data: T | null;
}

/** The tokens the client needs from the session. */
export interface ApiSessionTokens {
  access: string | null;
  access_expiration: string | null;
  refresh: string | null;
  refresh_expiration: string | null;
}

/** A refresh answer, dj-rest-auth shaped. */
export interface RefreshedTokens {
  access: string;
  access_expiration?: string | null;
  refresh?: string | null;
  refresh_expiration?: string | null;
}

/** How the client reaches the session without knowing where it is kept. */
export interface ApiSession {
  getTokens(): ApiSessionTokens;
  onRefreshed(tokens: RefreshedTokens): void;
  /** The refresh call failed; `isRejected` when the server refused the refresh token (400 or 401: the session is over). */
  onRefreshFailed(isRejected: boolean): void;
  /** Any 401: the session is over. */
  onUnauthorized(): void;
  /**
   * Runs a refresh so that no other tab refreshes at the same time (refresh tokens work once). Optional.
   * A token that is fresh again by the time the task runs (another tab renewed it) is not renewed twice.
   */
  runExclusive?<T>(task: () => Promise<T>): Promise<T>;
}

export interface ApiRequestOptions {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  headers?: Record<string, string>;
  /** JSON, a Blob sent as raw bytes, or FormData sent as multipart. */
  body?: unknown;
  /** "blob" reads a successful answer as bytes (a download) rather than JSON. */
  responseType?: "json" | "blob";
  /** False to send the call without the session's bearer token. */
  withAuth?: boolean;
  signal?: AbortSignal;
}

/** The access token is renewed when it has less than this left. */
export const REFRESH_MARGIN_MS = 60_000;
export const TOKEN_REFRESH_PATH = "auth/token/refresh/";

export interface ApiClient {
  request<T = unknown>(path: string, options?: ApiRequestOptions): Promise<ApiResult<T>>;
  get<T = unknown>(path: string, options?: Omit<ApiRequestOptions, "method" | "body">): Promise<ApiResult<T>>;
  post<T = unknown>(
    path: string,
    body?: unknown,
    options?: Omit<ApiRequestOptions, "method" | "body">,
  ): Promise<ApiResult<T>>;
  /** Renews the access token when it is due; concurrent callers share one call. True when a fresh token is held. */
  refreshAccessToken(): Promise<boolean>;
  /** Milliseconds until the access token should be renewed, or null when there is nothing to renew. */
  msUntilRefresh(): number | null;
  connect(session: ApiSession): void;
  /**
   * A session left to connect later (a prerendered page waits for its visitor, decision 082): the first call that
   * needs it connects it first, once.
   */
  connectOnFirstUse(connectSession: () => Promise<void>): void;
}

interface ClientDeps {
  baseUrl: string;
  fetch?: typeof fetch;
  now?: () => number;
}

const signedOutTokens: ApiSessionTokens = {
  access: null,
  access_expiration: null,
  refresh: null,
  refresh_expiration: null,
};

function timeOf(value: string | null): number | null {
  if (!value) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : time;
}

function joinUrl(base: string, path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  return `${base.replace(/\/+$/, "")}/${path.replace(/^\/+/, "")}`;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => "");
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return { detail: text };
  }
}

export function createApiClient({ baseUrl, fetch: fetchImpl, now = Date.now }: ClientDeps): ApiClient {
  let session: ApiSession | null = null;
  let connectLater: (() => Promise<void>) | null = null;
  let connecting: Promise<void> | null = null;
  let refreshInFlight: Promise<boolean> | null = null;
  const doFetch = (input: string, init: RequestInit) => (fetchImpl ?? globalThis.fetch)(input, init);
  const tokens = () => session?.getTokens() ?? signedOutTokens;

  function canRefresh(current: ApiSessionTokens): boolean {
    if (!current.refresh) return false;
    const refreshExpires = timeOf(current.refresh_expiration);
    return refreshExpires === null || refreshExpires > now();
  }

  function msUntilRefresh(): number | null {
    const current = tokens();
    const accessExpires = timeOf(current.access_expiration);
    if (!current.access || accessExpires === null || !canRefresh(current)) return null;
    return Math.max(0, accessExpires - REFRESH_MARGIN_MS - now());
  }

  async function send(
    path: string,
    options: ApiRequestOptions,
    bearer: string | null,
    isRefreshCall = false,
  ): Promise<ApiResult> {
    const headers: Record<string, string> = { Accept: "application/json", ...options.headers };
    const hasAuthHeader = Object.keys(headers).some((name) => name.toLowerCase() === "authorization");
    if (!hasAuthHeader && bearer) headers.Authorization = `Bearer ${bearer}`;
    const init: RequestInit = { method: options.method ?? "GET", headers, credentials: "same-origin" };
    if (options.signal) init.signal = options.signal;
    if (typeof FormData !== "undefined" && options.body instanceof FormData) {
      // The browser writes the multipart boundary into the content type itself.
      init.body = options.body;
    } else if (options.body instanceof Blob) {
      // A file goes as its own bytes (a profile photo), typed as the browser typed it.
      headers["Content-Type"] = options.body.type || "application/octet-stream";
      init.body = options.body;
    } else if (options.body !== undefined) {
      headers["Content-Type"] = "application/json";
      init.body = JSON.stringify(options.body);
    }
    let response: Response;
    try {
      response = await doFetch(joinUrl(baseUrl, path), init);
    } catch (error) {
      if ((error as Error | null)?.name === "AbortError") throw error;
      return { ok: false, status: 0, data: null };
    }
    const data = options.responseType === "blob" && response.ok ? await response.blob() : await readBody(response);
    if (response.status === 401 && !isRefreshCall) session?.onUnauthorized();
    return { ok: response.ok, status: response.status, data };
  }

  async function runRefresh(): Promise<boolean> {
    // Another tab may have renewed the token while this one waited for its turn.
    if ((msUntilRefresh() ?? 0) > 0) return true;
    const current = tokens();
    if (!canRefresh(current)) return false;
    const result = await send(TOKEN_REFRESH_PATH, { method: "POST", body: { refresh: current.refresh } }, null, true);
    const answer = result.data as Partial<RefreshedTokens> | null;
    // The session may have ended while the call was out: do not bring it back.
    if (tokens().refresh !== current.refresh) return false;
    if (result.ok && typeof answer?.access === "string") {
      session?.onRefreshed({ ...answer, access: answer.access });
      return true;
    }
    session?.onRefreshFailed(result.status === 400 || result.status === 401);
    return false;
  }

  function refreshAccessToken(): Promise<boolean> {
    const exclusive = session?.runExclusive;
    refreshInFlight ??= (exclusive ? exclusive(runRefresh) : runRefresh()).finally(() => {
      refreshInFlight = null;
    });
    return refreshInFlight;
  }

  async function request<T>(path: string, options: ApiRequestOptions = {}): Promise<ApiResult<T>> {
    const withAuth = options.withAuth ?? true;
    const hasOwnAuth = Object.keys(options.headers ?? {}).some((name) => name.toLowerCase() === "authorization");
    let bearer: string | null = null;
    if (withAuth && !hasOwnAuth) {
      if (!session && connectLater) {
        connecting ??= connectLater();
        await connecting;
      }
      const wait = msUntilRefresh();
      if (wait === 0 || refreshInFlight) await refreshAccessToken();
      bearer = tokens().access;
    }
    return (await send(path, options, bearer)) as ApiResult<T>;
  }

  return {
    request,
    get: (path, options) => request(path, { ...options, method: "GET" }),
    post: (path, body, options) => request(path, { ...options, method: "POST", body }),
    refreshAccessToken,
    msUntilRefresh,
    connect: (next) => {
      session = next;
    },
    connectOnFirstUse: (connectSession) => {
      connectLater = connectSession;
    },
  };
}

/** The one client of the app, on the configured API base. The store connects its session at start. */
export const apiClient = createApiClient({ baseUrl: publicConfig.apiBase });

/** The first message of a dj-rest-auth error list, for a field or `non_field_errors`. */
export function firstError(data: unknown, field: string): string | null {
  if (!data || typeof data !== "object") return null;
  const value = (data as Record<string, unknown>)[field];
  if (typeof value === "string") return value;
  if (Array.isArray(value) && typeof value[0] === "string") return value[0];
  return null;
}

/** The `detail` message of an answer, such as a 429 'too many requests' explanation. */
export function detailOf(data: unknown): string | null {
  return firstError(data, "detail");
}
