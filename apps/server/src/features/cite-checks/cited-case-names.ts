import type { Citation } from "@paralex/citations/citation";
import type { CitationKey } from "./case-law.repository.js";
import { citationKeyOf } from "./case-law.repository.js";
import { indexKeyOf } from "./cite-check-verdicts.js";

/** A full case citation's key in the index with the name and year the draft gives it. */
export interface CitedName {
  key: CitationKey;
  caseName: string;
  year: number | null;
}

/** The name the draft gives each cited volume, reporter and page (its first full citation's), to look up by name. */
export function citedCaseNames(citations: readonly Citation[]): CitedName[] {
  const names = new Map<string, CitedName>();
  for (const citation of citations) {
    const key = indexKeyOf(citation);
    if (!key || !citation.caseName || names.has(citationKeyOf(key))) continue;
    names.set(citationKeyOf(key), { key, caseName: citation.caseName, year: citation.year });
  }
  return [...names.values()];
}
