import { z } from "zod";
import { type CitationKey, citationKeyOf, type KnownCase } from "./case-law.repository.js";
import { canonicalReporter } from "./case-law-import.js";
import type { CaseLawSource, NamedSourceCase, RequestLimits, SourceAnswer } from "./case-law-source.js";
import { SourceThrottledError, SourceUnavailableError } from "./case-law-source.js";

/** CourtListener's documented limits for the citation-lookup API. */
export const COURTLISTENER_MAX_CITATIONS = 250;
export const COURTLISTENER_MAX_CHARS = 64_000;
/** A request takes at most this share of the minute's budget, so a large check holds the line that long. */
const BATCHES_PER_MINUTE = 6;
const SEPARATOR = "; ";

const ZCluster = z
  .object({
    case_name: z.string().nullish(),
    case_name_full: z.string().nullish(),
    absolute_url: z.string().nullish(),
    date_filed: z.string().nullish(),
    court: z.string().nullish(),
    court_id: z.string().nullish(),
  })
  .loose();

const ZLookup = z
  .object({
    citation: z.string(),
    normalized_citations: z.array(z.string()).default([]),
    start_index: z.number().int().nullish(),
    end_index: z.number().int().nullish(),
    status: z.number().int(),
    error_message: z.string().nullish(),
    clusters: z.array(ZCluster).default([]),
    wait_until: z.string().nullish(),
  })
  .loose();

const ZThrottled = z.object({ wait_until: z.string() }).loose();

/** A page of the search API's results for opinions (type=o), the fields we read. */
const ZSearch = z
  .object({
    results: z.array(
      z
        .object({
          caseName: z.string().nullish(),
          citation: z.array(z.string()).nullish(),
          absolute_url: z.string().nullish(),
          court: z.string().nullish(),
          court_id: z.string().nullish(),
          dateFiled: z.string().nullish(),
        })
        .loose(),
    ),
  })
  .loose();
/** A citation as the search API writes it: "384 U.S. 436". */
const SEARCH_CITATION = /^(\d{1,6}) (.+?) (\d{1,8})$/;
/** "Expected available in 53 seconds.": the REST API's throttle says how long to wait in its detail. */
const THROTTLE_SECONDS = /available in (\d+) seconds?/;

export interface CourtListenerOptions {
  url: string;
  token: string;
  citationsPerMinute: number;
  requestLimits: RequestLimits;
  timeoutMs: number;
}

/** The citations as the text sent: one after the other, and where each sits in it. */
function textOf(citations: readonly CitationKey[]): { text: string; spans: { key: string; start: number }[] } {
  const spans: { key: string; start: number }[] = [];
  let text = "";
  for (const citation of citations) {
    if (text !== "") text += SEPARATOR;
    const key = citationKeyOf(citation);
    spans.push({ key, start: text.length });
    text += key;
  }
  return { text, spans };
}

const waitUntilOf = (value: string | null | undefined) => {
  const date = value ? new Date(value) : null;
  return date && !Number.isNaN(date.getTime()) ? date : new Date(Date.now() + 60_000);
};

/**
 * Free Law Project's citation lookup (POST /api/rest/v4/citation-lookup/). Only the citations are sent, as a
 * text of "volume reporter page" joined by semicolons, never the draft.
 */
export function createCourtListenerSource(options: CourtListenerOptions): CaseLawSource {
  const endpoint = new URL("/api/rest/v4/citation-lookup/", options.url).toString();
  const caseOf = (cluster: z.infer<typeof ZCluster>): KnownCase => ({
    caseName: cluster.case_name || cluster.case_name_full || null,
    court: cluster.court ?? cluster.court_id ?? null,
    dateFiled: cluster.date_filed ?? null,
    url: cluster.absolute_url ? new URL(cluster.absolute_url, options.url).toString() : null,
  });
  const headers = { authorization: `Token ${options.token}`, accept: "application/json" };
  /** A request to CourtListener's REST API: its JSON, or the error the rest of the check understands. */
  async function request(url: string, init: RequestInit): Promise<unknown> {
    let response: Response;
    try {
      response = await fetch(url, { ...init, signal: AbortSignal.timeout(options.timeoutMs) });
    } catch (error) {
      throw new SourceUnavailableError("CourtListener could not be reached", { cause: error });
    }
    const body: unknown = await response.json().catch(() => null);
    if (response.status === 429) {
      const throttled = ZThrottled.safeParse(body);
      if (throttled.success) throw new SourceThrottledError(waitUntilOf(throttled.data.wait_until));
      const detail = (body as { detail?: unknown } | null)?.detail;
      const seconds = Number((typeof detail === "string" && THROTTLE_SECONDS.exec(detail)?.[1]) || 60);
      throw new SourceThrottledError(new Date(Date.now() + seconds * 1000));
    }
    if (!response.ok) throw new SourceUnavailableError(`CourtListener answered ${response.status}`);
    return body;
  }
  return {
    name: "courtlistener",
    /** CourtListener's search API, opinions whose case name holds the name as a phrase (first page, 20 results). */
    async searchCaseName(caseName) {
      const phrase = caseName.replace(/["\\]/g, " ").replace(/\s+/g, " ").trim();
      const url = new URL("/api/rest/v4/search/", options.url);
      url.search = new URLSearchParams({ type: "o", q: `caseName:"${phrase}"` }).toString();
      const parsed = ZSearch.safeParse(await request(url.toString(), { headers }));
      if (!parsed.success) throw new SourceUnavailableError("CourtListener answered an unexpected body");
      return parsed.data.results.flatMap((result): NamedSourceCase[] => {
        if (!result.caseName) return [];
        const citations = (result.citation ?? []).flatMap((written) => {
          const parts = SEARCH_CITATION.exec(written.trim());
          if (!parts) return [];
          const volume = Number(parts[1]);
          return [{ volume, reporter: canonicalReporter(volume, parts[2] as string), page: Number(parts[3]) }];
        });
        return citations.length === 0
          ? []
          : [
              {
                citations,
                caseName: result.caseName,
                court: result.court || result.court_id || null,
                dateFiled: result.dateFiled?.slice(0, 10) || null,
                url: result.absolute_url ? new URL(result.absolute_url, options.url).toString() : null,
              },
            ];
      });
    },
    // A sixth of the minute's citations, or more when fewer requests than that are allowed a minute.
    batchSize: Math.max(
      1,
      Math.min(
        COURTLISTENER_MAX_CITATIONS,
        Math.floor(options.citationsPerMinute / Math.min(BATCHES_PER_MINUTE, options.requestLimits.perMinute)),
      ),
    ),
    citationsPerMinute: options.citationsPerMinute,
    requestLimits: options.requestLimits,
    async lookup(citations) {
      const { text, spans } = textOf(citations);
      if (citations.length > COURTLISTENER_MAX_CITATIONS || text.length > COURTLISTENER_MAX_CHARS) {
        throw new Error("too many citations for one CourtListener request");
      }
      let response: Response;
      try {
        response = await fetch(endpoint, {
          method: "POST",
          headers: {
            authorization: `Token ${options.token}`,
            "content-type": "application/x-www-form-urlencoded",
            accept: "application/json",
          },
          body: new URLSearchParams({ text }).toString(),
          signal: AbortSignal.timeout(options.timeoutMs),
        });
      } catch (error) {
        throw new SourceUnavailableError("CourtListener could not be reached", { cause: error });
      }
      const body: unknown = await response.json().catch(() => null);
      if (response.status === 429) {
        const throttled = ZThrottled.safeParse(body);
        throw new SourceThrottledError(waitUntilOf(throttled.success ? throttled.data.wait_until : null));
      }
      if (!response.ok) throw new SourceUnavailableError(`CourtListener answered ${response.status}`);
      const parsed = z.array(ZLookup).safeParse(body);
      if (!parsed.success) throw new SourceUnavailableError("CourtListener answered an unexpected body");

      const answers = new Map<string, SourceAnswer>();
      let waitUntil: Date | null = null;
      for (const lookup of parsed.data) {
        const key = keyOfLookup(lookup, spans);
        if (!key) continue;
        if (lookup.status === 200 || lookup.status === 300) {
          answers.set(key, { status: "found", cases: lookup.clusters.map(caseOf) });
        } else if (lookup.status === 404) {
          answers.set(key, { status: "not_found" });
        } else if (lookup.status === 400) {
          answers.set(key, { status: "rejected", message: lookup.error_message || "CourtListener could not read it." });
        } else if (lookup.status === 429) {
          const until = waitUntilOf(lookup.wait_until ?? (body as { wait_until?: string } | null)?.wait_until);
          if (!waitUntil || until > waitUntil) waitUntil = until;
        }
      }
      return { answers, waitUntil };
    },
  };
}

/** Which citation sent an answer is about: by where it starts in the text sent, else by its normalized form. */
function keyOfLookup(lookup: z.infer<typeof ZLookup>, spans: readonly { key: string; start: number }[]) {
  if (typeof lookup.start_index === "number") {
    const at = lookup.start_index;
    const span = spans.findLast((candidate) => candidate.start <= at);
    if (span && at < span.start + span.key.length) return span.key;
  }
  const forms = [lookup.citation, ...lookup.normalized_citations];
  return spans.find((span) => forms.includes(span.key))?.key;
}
