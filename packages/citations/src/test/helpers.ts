import type { Citation, CitationKind } from "../citation.js";
import { extractCitations } from "../extract.js";

/** The citations of the given kinds in `text`. */
export function citationsOf(text: string, kinds: readonly CitationKind[] = ["case"]): Citation[] {
  return extractCitations(text).filter((citation) => kinds.includes(citation.kind));
}

/** The one full case citation in `text`; fails the test when there is not exactly one. */
export function onlyCase(text: string): Citation {
  const cases = citationsOf(text);
  if (cases.length !== 1) {
    throw new Error(`expected one case citation, found ${cases.length}: ${cases.map((c) => c.text).join(" | ")}`);
  }
  return cases[0] as Citation;
}

/** Each citation with the normalized form of the citation it refers to, for readable expectations. */
export function withTargets(text: string): Array<[string, string, string | null]> {
  const citations = extractCitations(text);
  return citations.map((citation) => [
    citation.kind,
    citation.normalized,
    citation.refersTo === null ? null : (citations[citation.refersTo]?.normalized ?? "?"),
  ]);
}
