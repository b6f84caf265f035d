import { z } from "zod";
import { type CitationKey, citationKeyOf, type KnownCase } from "./case-law.repository.js";
import type { CaseLawSource, RequestLimits, SourceAnswer } from "./case-law-source.js";
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
  return {
    name: "courtlistener",
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
