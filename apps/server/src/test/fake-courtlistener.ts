import { type FakeHttpServer, type RecordedRequest, startFakeHttpServer } from "./fake-http-server.js";

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

  server.respondWith((request) => {
    const url = new URL(request.url, server.url);
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
