import type { CitationKey, KnownCase } from "./case-law.repository.js";

/** What a source answered for one citation. */
export type SourceAnswer =
  | { status: "found"; cases: KnownCase[] }
  /**
   * None there; `elsewhere`, the case the draft names, when the index knows it at another citation; `note`, what the
   * lawyer should know of how far the answer goes.
   */
  | { status: "not_found"; elsewhere?: CitationKey & KnownCase; note?: string }
  /** The source could not read the citation (its own message). */
  | { status: "rejected"; message: string };

export interface SourceReply {
  /** By citationKeyOf; a citation missing here was not answered (throttled: ask again at waitUntil). */
  answers: Map<string, SourceAnswer>;
  /** Set when the source asked us to wait before asking again. */
  waitUntil: Date | null;
}

export interface RequestLimits {
  perMinute: number;
  perHour: number;
  perDay: number;
}

/** A place that knows which cases exist at a volume, reporter and page. */
export interface CaseLawSource {
  /** Recorded with every answer kept in the index. */
  readonly name: string;
  /** Citations per request. */
  readonly batchSize: number;
  /** Citations it may be asked a minute across every instance; null when unlimited. */
  readonly citationsPerMinute: number | null;
  /** Requests it may be sent a minute, an hour and a day (UTC) across every instance; unset when unlimited. */
  readonly requestLimits?: RequestLimits;
  lookup(citations: readonly CitationKey[]): Promise<SourceReply>;
  /** The cases the source finds by name, with every citation each is reported at; when it can search by name. */
  searchCaseName?(caseName: string): Promise<NamedSourceCase[]>;
}

/** A case a source found by its name, and where it is reported. */
export interface NamedSourceCase extends KnownCase {
  citations: CitationKey[];
}

/** The source failed (network, timeout, 5xx): the lookup may be retried later. */
export class SourceUnavailableError extends Error {
  override name = "SourceUnavailableError";
}

/** The source refused the whole request until waitUntil (HTTP 429). */
export class SourceThrottledError extends Error {
  override name = "SourceThrottledError";
  constructor(readonly waitUntil: Date) {
    super(`the case-law source asks to wait until ${waitUntil.toISOString()}`);
  }
}
