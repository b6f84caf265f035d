import {
  type FakeHttpServer,
  type FakeResponse,
  type RecordedRequest,
  startFakeHttpServer,
} from "./fake-http-server.js";

export interface FakeCluster {
  case_name: string;
  date_filed: string;
  absolute_url: string;
  court?: string;
}

/** One opinion cluster as CourtListener's search API (type=o) returns it, the fields we read. */
export interface FakeSearchResult {
  caseName: string;
  /** Its citations, "volume reporter page" each. */
  citation: string[];
  absolute_url: string;
  court: string;
  court_id: string;
  dateFiled: string;
  cluster_id: number;
}

/** A docket as the dockets API (REST v4) returns it, the fields we read. */
export interface FakeDocket {
  id: number;
  court_id: string;
  /** As CourtListener writes it, e.g. "1:24-cv-01234". */
  docket_number: string;
  case_name: string;
}

export interface FakeCourtListener {
  server: FakeHttpServer;
  url: string;
  token: string;
  /** Clusters by "volume reporter page". */
  cases: Map<string, FakeCluster[]>;
  /** When each lookup request arrived (ms since the epoch). */
  arrivals: number[];
  /** The citations each lookup request carried. */
  lookups(): string[][];
  /** The opinions the search API (GET /api/rest/v4/search/?type=o&q=...) knows. */
  opinions: FakeSearchResult[];
  /** Dockets the dockets API (GET /api/rest/v4/dockets/, filters court, docket_number, docket_number_core) knows. */
  dockets: FakeDocket[];
  /**
   * The account's docket alerts (POST /api/rest/v4/docket-alerts/, PATCH …/{id}/ with alert_type, DELETE …/{id}/), by
   * id; alert_type 0 is a disabled alert (an unsubscription), 1 a subscription.
   */
  docketAlerts: Map<number, { id: number; docket: number; alert_type: number; date_created: string }>;
  /** The `q` of each search request. */
  searches(): string[];
  /** The next request is answered this much later, as a slow server would. */
  delayNext(ms: number): void;
  /** The next `count` requests answer HTTP 429 with wait_until this far ahead. */
  throttleNext(count: number, waitMs: number): void;
  close(): Promise<void>;
}

const CITATION = /(\d+)\s+([A-Za-z0-9. ]+?)\s+(\d+)/y;
const SEARCH_PATH = "/api/rest/v4/search/";

/** CourtListener's docket_number_core: "2:12-cv-01032" and "12-cv-1032" → "1201032", "12-332" → "1200332". */
function docketNumberCore(docketNumber: string): string {
  const lower = docketNumber.toLowerCase();
  const district = /(?:\d:)?(\d\d)-..-(\d+)/.exec(lower);
  const other = district ?? /(?:^|[ ,])(\d\d)-(\d+)/.exec(lower);
  return other ? `${other[1]}${String(Number(other[2])).padStart(5, "0")}` : "";
}

const wordsOf = (text: string) => text.toLowerCase().match(/[a-z0-9]+/g) ?? [];

/**
 * Whether a search matches a case name as CourtListener's search does it for our queries: `caseName:"..."` (or a
 * bare phrase) holds when the name contains the phrase's words in order, punctuation aside.
 */
function matchesQuery(query: string, caseName: string): boolean {
  const phrase = wordsOf(query.replace(/^caseName:/, "")).join(" ");
  return phrase !== "" && ` ${wordsOf(caseName).join(" ")} `.includes(` ${phrase} `);
}

/**
 * A local server behaving as CourtListener's citation-lookup API is documented: form field `text`, Token auth, an
 * array of lookups (citation, normalized_citations, start_index, end_index, status 200/300/404, error_message,
 * clusters), HTTP 429 with wait_until when throttled, at most 250 citations and 64,000 characters; and its search API
 * for opinions (GET /api/rest/v4/search/?type=o&q=..., Token auth: count, next, previous and results, each with
 * caseName, citation, absolute_url, court, court_id, dateFiled and cluster_id).
 */
export async function startFakeCourtListener(token = "courtlistener-test-token"): Promise<FakeCourtListener> {
  const server = await startFakeHttpServer();
  const cases = new Map<string, FakeCluster[]>();
  const opinions: FakeSearchResult[] = [];
  const arrivals: number[] = [];
  let throttled = 0;
  let delayMs = 0;
  let waitMs = 0;
  const citationsOf = (request: RecordedRequest) =>
    (new URLSearchParams(request.body).get("text") ?? "").split("; ").filter(Boolean);

  const dockets: FakeDocket[] = [];
  const docketAlerts: FakeCourtListener["docketAlerts"] = new Map();
  let nextAlertId = 9001;
  /** The dockets and docket-alerts endpoints (Token auth); undefined for any other path. */
  function answerDockets(request: RecordedRequest, url: URL): FakeResponse | undefined {
    const isDockets = url.pathname === "/api/rest/v4/dockets/";
    const alertPath = /^\/api\/rest\/v4\/docket-alerts\/(?:(\d+)\/)?$/.exec(url.pathname);
    if (!isDockets && !alertPath) return undefined;
    if (request.headers.authorization !== `Token ${token}`) return { status: 401, body: { detail: "Invalid token." } };
    if (isDockets && request.method === "GET") {
      const court = url.searchParams.get("court");
      const number = url.searchParams.get("docket_number");
      const core = url.searchParams.get("docket_number_core");
      const results = dockets
        .filter(
          (docket) =>
            (court === null || docket.court_id === court) &&
            (number === null || docket.docket_number === number) &&
            (core === null || docketNumberCore(docket.docket_number) === core),
        )
        .map((docket) => ({ ...docket, docket_number_core: docketNumberCore(docket.docket_number) }));
      return { status: 200, body: { count: results.length, next: null, previous: null, results } };
    }
    if (alertPath && !alertPath[1] && request.method === "POST") {
      let docket: number;
      try {
        docket = Number((JSON.parse(request.body) as { docket?: unknown }).docket);
      } catch {
        return { status: 400, body: { detail: "JSON parse error." } };
      }
      if (!dockets.some((known) => known.id === docket)) {
        return { status: 400, body: { docket: [`Invalid pk "${docket}" - object does not exist.`] } };
      }
      if ([...docketAlerts.values()].some((alert) => alert.docket === docket)) {
        return { status: 400, body: { non_field_errors: ["The fields user, docket must make a unique set."] } };
      }
      const alert = { id: nextAlertId++, docket, alert_type: 1, date_created: new Date().toISOString() };
      docketAlerts.set(alert.id, alert);
      return { status: 201, body: alert };
    }
    if (alertPath?.[1] && request.method === "PATCH") {
      const alert = docketAlerts.get(Number(alertPath[1]));
      if (!alert) return { status: 404, body: { detail: "No DocketAlert matches the given query." } };
      let alertType: unknown;
      try {
        alertType = (JSON.parse(request.body) as { alert_type?: unknown }).alert_type;
      } catch {
        return { status: 400, body: { detail: "JSON parse error." } };
      }
      if (alertType !== 0 && alertType !== 1) {
        return { status: 400, body: { alert_type: [`"${String(alertType)}" is not a valid choice.`] } };
      }
      alert.alert_type = alertType;
      return { status: 200, body: alert };
    }
    if (alertPath?.[1] && request.method === "DELETE") {
      return docketAlerts.delete(Number(alertPath[1]))
        ? { status: 204 }
        : { status: 404, body: { detail: "No DocketAlert matches the given query." } };
    }
    return { status: 405, body: { detail: `Method "${request.method}" not allowed.` } };
  }

  server.respondWith((request) => {
    const url = new URL(request.url, server.url);
    const docketAnswer = answerDockets(request, url);
    if (docketAnswer) return docketAnswer;
    const isSearch = request.method === "GET" && url.pathname === SEARCH_PATH;
    if (!isSearch && (request.method !== "POST" || request.url !== "/api/rest/v4/citation-lookup/")) {
      return { status: 404 };
    }
    if (!isSearch) arrivals.push(Date.now());
    if (request.headers.authorization !== `Token ${token}`) {
      return { status: 401, body: { detail: "Invalid token." } };
    }
    if (throttled > 0) {
      throttled -= 1;
      // The REST API's throttle answers 429 with a detail and Retry-After; the lookup's body carries wait_until.
      return isSearch
        ? {
            status: 429,
            body: { detail: `Request was throttled. Expected available in ${Math.ceil(waitMs / 1000)} seconds.` },
          }
        : { status: 429, body: { wait_until: new Date(Date.now() + waitMs).toISOString() } };
    }
    if (isSearch) {
      // A page of results as the v4 search API pages them (cursor pagination: count, next, previous, results).
      const query = url.searchParams.get("q") ?? "";
      if (url.searchParams.get("type") !== "o")
        return { status: 200, body: { count: 0, next: null, previous: null, results: [] } };
      const results = opinions.filter((opinion) => matchesQuery(query, opinion.caseName)).slice(0, 20);
      return { status: 200, body: { count: results.length, next: null, previous: null, results } };
    }
    const text = new URLSearchParams(request.body).get("text") ?? "";
    if (text.length > 64_000) return { status: 400, body: { text: ["Too long."] } };
    const answers: unknown[] = [];
    let offset = 0;
    for (const citation of text.split("; ")) {
      CITATION.lastIndex = 0;
      const parts = CITATION.exec(citation);
      const start = offset;
      offset += citation.length + 2;
      if (!parts) continue;
      const normalized = `${parts[1]} ${parts[2]} ${parts[3]}`;
      const clusters = cases.get(normalized) ?? [];
      const tooMany = answers.length >= 250;
      answers.push({
        citation,
        normalized_citations: [normalized],
        start_index: start,
        end_index: start + citation.length,
        status: tooMany ? 429 : clusters.length === 0 ? 404 : clusters.length === 1 ? 200 : 300,
        error_message: tooMany ? "Too many citations requested." : clusters.length === 0 ? "Citation not found." : "",
        clusters: tooMany ? [] : clusters.map((cluster, index) => ({ id: index + 1, ...cluster })),
      });
    }
    const delay = delayMs;
    delayMs = 0;
    return { status: 200, body: answers, delayMs: delay };
  });

  return {
    server,
    url: server.url,
    token,
    cases,
    opinions,
    dockets,
    docketAlerts,
    arrivals,
    lookups: () =>
      server.requests.filter((request) => request.url === "/api/rest/v4/citation-lookup/").map(citationsOf),
    searches: () =>
      server.requests
        .filter((request) => request.url.startsWith(SEARCH_PATH))
        .map((request) => new URL(request.url, server.url).searchParams.get("q") ?? ""),
    delayNext(ms) {
      delayMs = ms;
    },
    throttleNext(count, ms) {
      throttled = count;
      waitMs = ms;
    },
    close: () => server.close(),
  };
}
