import type { Citation } from "@paralex/citations/citation";
import { checkCitation } from "@paralex/citations/validate";
import type { TCaseMatch, TCiteCheckCitation, TCiteCheckCounts, TCiteCheckVerdict } from "@paralex/shared/cite-check";
import { type CitationKey, citationKeyOf } from "./case-law.repository.js";
import type { SourceAnswer } from "./case-law-source.js";

const CONTEXT_CHARS = 220;
/** A sentence's end: a lower-case word of three letters or more (not "v." or "Corp."), its stop, a space. */
const SENTENCE_END = /(?<=[a-z]{3}|\)|\d)[.!?]["”’)]?\s+(?=[A-Z“"])/g;
const STOP_WORDS = new Set([
  "v",
  "vs",
  "the",
  "of",
  "in",
  "re",
  "a",
  "an",
  "and",
  "for",
  "on",
  "by",
  "inc",
  "co",
  "corp",
  "corporation",
  "company",
  "llc",
  "ltd",
  "lp",
  "llp",
  "et",
  "al",
  "ex",
  "rel",
  "parte",
  "matter",
  "dept",
  "department",
  "assn",
]);

/** The citation's key in the case-law index, when it is a full case citation with a known reporter and a page. */
export function indexKeyOf(citation: Citation): CitationKey | null {
  if (citation.kind !== "case" || !citation.reporterKnown) return null;
  if (citation.volume === null || citation.page === null || citation.reporter === null) return null;
  return { volume: citation.volume, reporter: citation.reporter, page: citation.page };
}

/** The full case citations to look up: known reporter, a page, possible on their face. Once each. */
export function citationsToLookUp(citations: readonly Citation[]): CitationKey[] {
  const keys = new Map<string, CitationKey>();
  for (const citation of citations) {
    const key = indexKeyOf(citation);
    if (key && checkCitation(citation, citations).valid) keys.set(citationKeyOf(key), key);
  }
  return [...keys.values()];
}

const wordsOf = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9\s]/g, " ")
    .split(/\s+/)
    .filter((word) => word.length > 1 && !STOP_WORDS.has(word));

/** Whether the name in the draft plausibly names the case found: a significant word of it in the case's name. */
export function isSameCaseName(draftName: string, foundName: string): boolean {
  const found = new Set(wordsOf(foundName));
  const draft = wordsOf(draftName);
  return draft.length === 0 || draft.some((word) => found.has(word));
}

const yearOf = (date: string | null) => (date && /^\d{4}/.test(date) ? Number(date.slice(0, 4)) : null);

interface Judged {
  verdict: TCiteCheckVerdict;
  match: TCaseMatch | null;
  candidates: TCaseMatch[];
  note: string | null;
}

function judgeFound(citation: Citation, cases: TCaseMatch[]): Judged {
  const named = citation.caseName
    ? cases.filter((known) => known.caseName && isSameCaseName(citation.caseName ?? "", known.caseName))
    : cases;
  if (cases.length > 1 && named.length !== 1) {
    return { verdict: "ambiguous", match: null, candidates: cases, note: `${cases.length} cases are reported there.` };
  }
  const known = (cases.length > 1 ? named[0] : cases[0]) as TCaseMatch;
  const problems: string[] = [];
  if (citation.caseName && known.caseName && !isSameCaseName(citation.caseName, known.caseName)) {
    problems.push(`The draft names ${citation.caseName}; the case there is ${known.caseName}.`);
  }
  const decided = yearOf(known.dateFiled);
  if (citation.year !== null && decided !== null && citation.year !== decided) {
    problems.push(`The draft gives ${citation.year}; the case was decided in ${decided}.`);
  }
  if (problems.length > 0) return { verdict: "mismatch", match: known, candidates: [], note: problems.join(" ") };
  return { verdict: "verified", match: known, candidates: [], note: null };
}

function judgeFull(
  citation: Citation,
  citations: readonly Citation[],
  answers: ReadonlyMap<string, SourceAnswer>,
  uncheckedNote: string,
): Judged {
  const none = { match: null, candidates: [] };
  if (!citation.reporterKnown) {
    return { verdict: "unknown_reporter", ...none, note: `"${citation.reporterRaw ?? ""}" is not a reporter we know.` };
  }
  const validity = checkCitation(citation, citations);
  if (!validity.valid) return { verdict: "invalid", ...none, note: validity.message };
  const key = indexKeyOf(citation);
  if (!key) return { verdict: "unchecked", ...none, note: "The citation gives no page to look up." };
  const answer = answers.get(citationKeyOf(key));
  if (answer?.status === "found") return judgeFound(citation, answer.cases);
  if (answer?.status === "not_found") {
    return { verdict: "not_found", ...none, note: "No case is reported at this volume, reporter and page." };
  }
  if (answer?.status === "rejected") return { verdict: "unchecked", ...none, note: answer.message };
  return { verdict: "unchecked", ...none, note: uncheckedNote };
}

/** The sentence (or a window of it) around the citation, and where the citation sits in it. */
export function contextOf(text: string, citation: Citation): TCiteCheckCitation["context"] {
  // Blank lines are looked for only within the window: in a long paragraph, a search to the text's ends is quadratic.
  const windowStart = Math.max(0, citation.fullStart - CONTEXT_CHARS - 1);
  const paragraphStart = text.slice(windowStart, citation.fullStart + 2).lastIndexOf("\n\n");
  const paragraphEnd = text.slice(citation.end, citation.end + CONTEXT_CHARS + 1).indexOf("\n\n");
  let from = Math.max(paragraphStart === -1 ? 0 : windowStart + paragraphStart + 2, citation.fullStart - CONTEXT_CHARS);
  let to = Math.min(paragraphEnd === -1 ? text.length : citation.end + paragraphEnd, citation.end + CONTEXT_CHARS);
  const before = [...text.slice(from, citation.fullStart + 1).matchAll(SENTENCE_END)].at(-1);
  if (before?.index !== undefined) from += before.index + before[0].length;
  const after = /[.!?]["”’)]?(?=\s+[A-Z“"]|\s*$)/.exec(text.slice(citation.end, to));
  if (after) to = citation.end + after.index + after[0].length;
  const raw = text.slice(from, to);
  const lead = raw.length - raw.trimStart().length;
  const sentence = raw.trim().replace(/\s/g, " ");
  return { sentence, start: citation.start - from - lead, end: citation.end - from - lead };
}

/** Every citation with its verdict, in document order; short forms, id. and supra take their full citation's. */
export function judgeCitations(
  text: string,
  citations: readonly Citation[],
  answers: ReadonlyMap<string, SourceAnswer>,
  /** Why a case citation the source did not answer stayed unchecked. */
  uncheckedNote: string,
): TCiteCheckCitation[] {
  const judged: Judged[] = citations.map((citation) => {
    if (citation.kind === "statute" || citation.kind === "regulation" || citation.kind === "rule") {
      return { verdict: "recognised", match: null, candidates: [], note: "Statutes and rules are not checked." };
    }
    if (citation.kind === "case") return judgeFull(citation, citations, answers, uncheckedNote);
    return { verdict: "unchecked", match: null, candidates: [], note: null };
  });
  citations.forEach((citation, index) => {
    if (citation.kind === "case" || judged[index]?.verdict === "recognised") return;
    const validity = checkCitation(citation, citations);
    const target = citation.refersTo === null ? undefined : judged[citation.refersTo];
    if (!validity.valid) judged[index] = { verdict: "invalid", match: null, candidates: [], note: validity.message };
    else if (target) judged[index] = { ...target };
    else
      judged[index] = {
        verdict: "unchecked",
        match: null,
        candidates: [],
        note: "Which citation it refers to is unclear.",
      };
  });
  return citations.map((citation, index) => {
    const { verdict, match, candidates, note } = judged[index] as Judged;
    return {
      kind: citation.kind,
      text: citation.text,
      start: citation.start,
      end: citation.end,
      volume: citation.volume,
      reporter: citation.reporter,
      page: citation.page,
      pinCite: citation.pinCite,
      year: citation.year,
      caseName: citation.caseName,
      normalized: citation.normalized,
      verdict,
      refersTo: citation.refersTo,
      match,
      candidates,
      note,
      context: contextOf(text, citation),
    };
  });
}

export function countVerdicts(citations: readonly TCiteCheckCitation[]): TCiteCheckCounts {
  const counts: TCiteCheckCounts = {};
  for (const citation of citations) counts[citation.verdict] = (counts[citation.verdict] ?? 0) + 1;
  return counts;
}
