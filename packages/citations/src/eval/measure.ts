import type { Citation } from "../citation.js";
import { extractCitations } from "../extract.js";
import { lookupSeries, reporterKey } from "../reporter-index.js";
import type { Passage } from "./passage.js";

export interface Miss {
  passage: string;
  what: string;
  detail: string;
}

export interface Measurement {
  full: { expected: number; found: number; extracted: number };
  references: { expected: number; resolved: number };
  statutes: { expected: number; found: number };
  /** Ambiguous pieces of text, and those left without a case citation. */
  ambiguous: { expected: number; abstained: number };
  misses: Miss[];
  falsePositives: Miss[];
}

const CASE_FORM = /^(\d{1,4})[ -](.+?)[ -](\d+|_+)$/;
const looseKey = (normalized: string) => normalized.toLowerCase().replace(/[\s.]/g, "");

/** "550 U.S. 544", "550 U. S. 544" and "106 Wn.2d 54" / "106 Wash. 2d 54" are one citation each; a statute's spellings
 * that differ in spaces or periods are one. */
export function citationKey(normalized: string): string {
  const match = CASE_FORM.exec(normalized.trim());
  if (!match) return looseKey(normalized);
  const volume = Number(match[1]);
  const series = lookupSeries(match[2] as string, volume);
  const reporter =
    series?.type === "reporter"
      ? series.edition.abbreviation
      : series?.type === "database"
        ? series.abbreviation
        : (match[2] as string);
  return `${volume}|${reporterKey(reporter)}|${match[3]}`;
}

const FULL_KINDS = new Set(["case"]);
const REFERENCE_KINDS = new Set(["short_case", "id", "supra"]);
const CODE_KINDS = new Set(["statute", "regulation", "rule"]);

/** The keys a resolved reference may rightly point at: the citation itself and its parallel group. */
function acceptedTargets(citations: readonly Citation[], at: number): Set<string> {
  const head = citations[at]?.parallelOf ?? at;
  const keys = new Set<string>();
  citations.forEach((citation, index) => {
    if (index === head || citation.parallelOf === head || index === at) keys.add(citationKey(citation.normalized));
  });
  return keys;
}

/** Runs the extractor over every passage and compares what it finds with the annotations. */
export function measure(passages: readonly Passage[]): Measurement {
  const result: Measurement = {
    full: { expected: 0, found: 0, extracted: 0 },
    references: { expected: 0, resolved: 0 },
    statutes: { expected: 0, found: 0 },
    ambiguous: { expected: 0, abstained: 0 },
    misses: [],
    falsePositives: [],
  };
  for (const passage of passages) {
    const citations = extractCitations(passage.text);
    const cases = citations.filter((citation) => FULL_KINDS.has(citation.kind));
    const remaining = new Map<string, number>();
    for (const expected of passage.full) {
      const key = citationKey(expected);
      remaining.set(key, (remaining.get(key) ?? 0) + 1);
    }
    result.full.expected += passage.full.length;
    result.full.extracted += cases.length;
    for (const citation of cases) {
      const key = citationKey(citation.normalized);
      const left = remaining.get(key) ?? 0;
      if (left > 0) {
        remaining.set(key, left - 1);
        result.full.found++;
      } else {
        result.falsePositives.push({ passage: passage.id, what: "full", detail: citation.text.replace(/\s+/g, " ") });
      }
    }
    for (const expected of passage.full) {
      const key = citationKey(expected);
      const left = remaining.get(key) ?? 0;
      if (left > 0) {
        remaining.set(key, left - 1);
        result.misses.push({ passage: passage.id, what: "full", detail: expected });
      }
    }

    let from = 0;
    for (const [anchor, target] of passage.refs ?? []) {
      result.references.expected++;
      const position = passage.text.indexOf(anchor, from);
      if (position < 0) throw new Error(`${passage.id}: anchor "${anchor}" not in the text`);
      from = position + 1;
      const anchorEnd = position + anchor.length;
      const at = citations.findIndex(
        (citation) =>
          (REFERENCE_KINDS.has(citation.kind) || citation.kind === "case") &&
          citation.fullStart < anchorEnd &&
          citation.fullEnd > position &&
          citation.start < anchorEnd,
      );
      const citation = citations[at];
      if (!citation || !REFERENCE_KINDS.has(citation.kind)) {
        result.misses.push({ passage: passage.id, what: "reference", detail: `"${anchor}" not found` });
        continue;
      }
      if (citation.refersTo === null) {
        result.misses.push({ passage: passage.id, what: "reference", detail: `"${anchor}" unresolved` });
        continue;
      }
      if (acceptedTargets(citations, citation.refersTo).has(citationKey(target))) {
        result.references.resolved++;
      } else {
        const got = citations[citation.refersTo]?.normalized;
        result.misses.push({ passage: passage.id, what: "reference", detail: `"${anchor}" -> ${got}, not ${target}` });
      }
    }

    for (const statute of passage.statutes ?? []) {
      result.statutes.expected++;
      const position = passage.text.indexOf(statute);
      if (position < 0) throw new Error(`${passage.id}: statute "${statute}" not in the text`);
      const found = citations.some(
        (citation) => CODE_KINDS.has(citation.kind) && citation.start <= position + 2 && citation.end > position,
      );
      if (found) result.statutes.found++;
      else result.misses.push({ passage: passage.id, what: "statute", detail: statute });
    }

    for (const piece of passage.ambiguous ?? []) {
      result.ambiguous.expected++;
      const position = passage.text.indexOf(piece);
      if (position < 0) throw new Error(`${passage.id}: ambiguous "${piece}" not in the text`);
      const reported = cases.some((citation) => citation.start < position + piece.length && citation.end > position);
      if (reported) result.misses.push({ passage: passage.id, what: "ambiguous", detail: `"${piece}" reported` });
      else result.ambiguous.abstained++;
    }
  }
  return result;
}

const percent = (part: number, whole: number) => (whole === 0 ? 100 : (100 * part) / whole);

export function figures(measurement: Measurement) {
  const { full, references, statutes } = measurement;
  return {
    recall: percent(full.found, full.expected),
    precision: percent(full.found, full.extracted),
    resolution: percent(references.resolved, references.expected),
    statuteRecall: percent(statutes.found, statutes.expected),
  };
}

export function summary(measurement: Measurement): string {
  const { full, references, statutes, ambiguous } = measurement;
  const f = figures(measurement);
  return [
    `full citations: recall ${f.recall.toFixed(1)}% (${full.found}/${full.expected}), precision ${f.precision.toFixed(1)}% (${full.found}/${full.extracted})`,
    `short forms, id., supra resolved: ${f.resolution.toFixed(1)}% (${references.resolved}/${references.expected})`,
    `statutes and rules recognised: ${f.statuteRecall.toFixed(1)}% (${statutes.found}/${statutes.expected})`,
    `ambiguous text left unreported: ${ambiguous.abstained}/${ambiguous.expected}`,
  ].join("\n");
}
