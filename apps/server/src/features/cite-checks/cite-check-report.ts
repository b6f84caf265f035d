import type { Citation } from "@paralex/citations/citation";
import { extractCitations } from "@paralex/citations/extract";
import {
  CITE_CHECK_MAX_CITATIONS,
  CITE_CHECK_MAX_REPORT_BYTES,
  citeCheckMessages,
  type TCiteCheckCitation,
  type TCiteCheckCounts,
} from "@paralex/shared/cite-check";
import type { CitationKey } from "./case-law.repository.js";
import type { SourceAnswer } from "./case-law-source.js";
import { citationsToLookUp, countVerdicts, judgeCitations } from "./cite-check-verdicts.js";
import { type CitedName, citedCaseNames } from "./cited-case-names.js";

export interface CiteCheckLimits {
  maxCitations: number;
  /** The report's size as stored, in bytes of JSON. */
  maxReportBytes: number;
}

/** What one check takes. Tests lower them to reach a limit with a small draft. */
export const citeCheckLimits: CiteCheckLimits = {
  maxCitations: CITE_CHECK_MAX_CITATIONS,
  maxReportBytes: CITE_CHECK_MAX_REPORT_BYTES,
};

/** A draft refused for a limit, with the message its author reads. */
export interface Refused {
  kind: "refused";
  error: string;
}

export type DraftLookups = { kind: "lookups"; found: number; keys: CitationKey[]; names: CitedName[] } | Refused;
export type CiteCheckReport = { kind: "report"; citations: TCiteCheckCitation[]; counts: TCiteCheckCounts } | Refused;

function extractWithin(text: string, limits: CiteCheckLimits): Citation[] | Refused {
  const citations = extractCitations(text);
  if (citations.length > limits.maxCitations) {
    return { kind: "refused", error: citeCheckMessages.tooManyCitations(limits.maxCitations) };
  }
  return citations;
}

/** How many citations the draft has and which of them to look up, unless it has more than a check takes. */
export function draftLookups(text: string, limits: CiteCheckLimits): DraftLookups {
  const citations = extractWithin(text, limits);
  if (!Array.isArray(citations)) return citations;
  return {
    kind: "lookups",
    found: citations.length,
    keys: citationsToLookUp(citations),
    names: citedCaseNames(citations),
  };
}

/**
 * The draft's report, every citation judged on the answers, unless the draft has more citations or its report more
 * bytes than a check keeps. Pure: the same text and answers give the same report.
 */
export function buildReport(
  text: string,
  answers: ReadonlyMap<string, SourceAnswer>,
  uncheckedNote: string,
  limits: CiteCheckLimits,
): CiteCheckReport {
  const extracted = extractWithin(text, limits);
  if (!Array.isArray(extracted)) return extracted;
  const citations = judgeCitations(text, extracted, answers, uncheckedNote);
  if (Buffer.byteLength(JSON.stringify(citations)) > limits.maxReportBytes) {
    return { kind: "refused", error: citeCheckMessages.reportTooLarge(limits.maxReportBytes) };
  }
  return { kind: "report", citations, counts: countVerdicts(citations) };
}
