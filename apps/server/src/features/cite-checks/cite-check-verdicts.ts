import type { Citation } from "@paralex/citations/citation";
import { checkCitation } from "@paralex/citations/validate";
import {
  citeCheckMessages,
  type TCaseMatch,
  type TCiteCheckCitation,
  type TCiteCheckCounts,
  type TCiteCheckReason,
  type TCiteCheckVerdict,
} from "@paralex/shared/cite-check";
import { type CitationKey, citationKeyOf } from "./case-law.repository.js";
import type { SourceAnswer } from "./case-law-source.js";

/** How far the sentence around a citation is looked for on each side: a longer sentence is cut there. */
const CONTEXT_CHARS = 400;
/** A stop, its closing quotes or brackets, and a space before a capital: a sentence's end unless an abbreviation's. */
const STOP = /[.!?]["”’)\]]*(?=\s+["“‘(]?[A-Z])/g;
/** Words a legal text abbreviates with a period, in lower case: "Corp.", "Dist. Ct.", "Comm." */
const ABBREVIATIONS = new Set(
  (
    "v vs corp inc co cos ltd bros id ibid cf mr mrs ms dr jr sr st ste mt ft " +
    "dist ct cir app supp bankr civ crim fed stat ann rev reg regs const amend art cl ch para pt sec secs subd " +
    "assoc assocs auth bd comm cnty cty dept div educ elec eng envtl exch fin gen govt hosp hous indus ins inst " +
    "inv invs mach med mgmt mfg mun mut natl prod prods pub ry sav serv servs soc sys tel transp twp univ util " +
    "ala ariz ark cal colo conn del fla ga haw ill ind kan ky la md mass mich minn miss mo mont neb nev okla pa " +
    "tenn tex va vt wash wis wyo jan feb mar apr jun jul aug sep sept oct nov dec"
  ).split(" "),
);
/** The longest word read before a stop: abbreviations are short, and no word may cost more than this. */
const LONGEST_WORD = 24;
const LOOK_AHEAD = 64;
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
  reason: TCiteCheckReason | null;
}

const none = { match: null, candidates: [], reason: null };

/** Why a case citation the source did not answer stayed unchecked, in its reader's words. */
function uncheckedFor(uncheckedNote: string): Judged {
  if (uncheckedNote === citeCheckMessages.noSourceConfigured) {
    return { ...none, verdict: "unchecked", note: citeCheckMessages.noSource, reason: "no_source" };
  }
  return { ...none, verdict: "unchecked", note: uncheckedNote };
}

function judgeFound(citation: Citation, cases: TCaseMatch[]): Judged {
  const named = citation.caseName
    ? cases.filter((known) => known.caseName && isSameCaseName(citation.caseName ?? "", known.caseName))
    : cases;
  if (cases.length > 1 && named.length !== 1) {
    return { ...none, verdict: "ambiguous", candidates: cases, note: `${cases.length} cases are reported there.` };
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
  if (problems.length > 0) return { ...none, verdict: "mismatch", match: known, note: problems.join(" ") };
  return { ...none, verdict: "verified", match: known, note: null };
}

function judgeFull(
  citation: Citation,
  citations: readonly Citation[],
  answers: ReadonlyMap<string, SourceAnswer>,
  uncheckedNote: string,
): Judged {
  if (!citation.reporterKnown) {
    return { verdict: "unknown_reporter", ...none, note: `"${citation.reporterRaw ?? ""}" is not a reporter we know.` };
  }
  const validity = checkCitation(citation, citations);
  if (!validity.valid) return { verdict: "invalid", ...none, note: validity.message };
  const key = indexKeyOf(citation);
  if (!key) return { verdict: "unchecked", ...none, note: "The citation gives no page to look up." };
  const answer = answers.get(citationKeyOf(key));
  if (answer?.status === "found") return judgeFound(citation, answer.cases);
  if (answer?.status === "not_found" && answer.elsewhere) {
    const { volume, reporter, page, ...known } = answer.elsewhere;
    const right = citationKeyOf({ volume, reporter, page });
    const note = citeCheckMessages.citedElsewhere(known.caseName ?? "", right, citationKeyOf(key));
    return { ...none, verdict: "mismatch", match: known, note };
  }
  if (answer?.status === "not_found") {
    return {
      verdict: "not_found",
      ...none,
      note: answer.note ?? "No case is reported at this volume, reporter and page.",
    };
  }
  if (answer?.status === "rejected") return { verdict: "unchecked", ...none, note: answer.message };
  return uncheckedFor(uncheckedNote);
}

/** Whether the stop at `at` ends a sentence: not after an abbreviation ("v.", "Corp.", "U.S.", "Comm'n.", "J."). */
function endsSentence(text: string, at: number): boolean {
  if (text[at] !== ".") return true;
  const before = text.slice(Math.max(0, at - LONGEST_WORD), at);
  const word = (before.match(/\S*$/)?.[0] ?? "").replace(/^["“‘([]+/, "");
  if (/[)\]\d]$/.test(word)) return true;
  if (word.length <= 1 || word.includes(".") || /^[A-Z][a-z]*['’][a-z]+$/.test(word)) return false;
  return !ABBREVIATIONS.has(word.toLowerCase());
}

/** Where each sentence of `text` that ends between `from` and `to` ends (just after its stop). */
function* sentenceEnds(text: string, from: number, to: number): Generator<number> {
  // The search reads past `to` only as far as the next sentence's first letter may be.
  for (const match of text.slice(from, Math.min(text.length, to + LOOK_AHEAD)).matchAll(STOP)) {
    if (match.index >= to - from) return;
    if (endsSentence(text, from + match.index)) yield from + match.index + match[0].length;
  }
}

/**
 * The whole sentence around the citation, and where the citation sits in it: from the end of the sentence before it
 * to its own end, within its paragraph and at most CONTEXT_CHARS either side (cut there, with an ellipsis).
 */
export function contextOf(text: string, citation: Citation): TCiteCheckCitation["context"] {
  // Every search stays within the window: in a long paragraph, a search to the text's ends would be quadratic.
  const windowStart = Math.max(0, citation.fullStart - CONTEXT_CHARS);
  const windowEnd = Math.min(text.length, citation.end + CONTEXT_CHARS);
  const paragraphStart = text.slice(windowStart, citation.fullStart).lastIndexOf("\n\n");
  const paragraphEnd = text.slice(citation.end, windowEnd).indexOf("\n\n");
  let from = paragraphStart === -1 ? windowStart : windowStart + paragraphStart + 2;
  let to = paragraphEnd === -1 ? windowEnd : citation.end + paragraphEnd;
  let isCutBefore = paragraphStart === -1 && from > 0;
  let isCutAfter = paragraphEnd === -1 && to < text.length;
  let lastEnd: number | undefined;
  for (const end of sentenceEnds(text, from, citation.fullStart)) lastEnd = end;
  if (lastEnd !== undefined) {
    from = lastEnd;
    isCutBefore = false;
  }
  const nextEnd = sentenceEnds(text, citation.end, to).next();
  if (!nextEnd.done) {
    to = nextEnd.value;
    isCutAfter = false;
  }
  const raw = text.slice(from, to);
  const lead = raw.length - raw.trimStart().length;
  const opening = isCutBefore ? "… " : "";
  const sentence = `${opening}${raw.trim().replace(/\s/g, " ")}${isCutAfter ? " …" : ""}`;
  const offset = opening.length - from - lead;
  return { sentence, start: citation.start + offset, end: citation.end + offset };
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
      return { ...none, verdict: "recognised", note: "Statutes and rules are not checked." };
    }
    if (citation.kind === "case") return judgeFull(citation, citations, answers, uncheckedNote);
    return { ...none, verdict: "unchecked", note: null };
  });
  citations.forEach((citation, index) => {
    if (citation.kind === "case" || judged[index]?.verdict === "recognised") return;
    const validity = checkCitation(citation, citations);
    const target = citation.refersTo === null ? undefined : judged[citation.refersTo];
    if (!validity.valid) judged[index] = { ...none, verdict: "invalid", note: validity.message };
    else if (target) judged[index] = { ...target };
    else judged[index] = { ...none, verdict: "unchecked", note: "Which citation it refers to is unclear." };
  });
  return citations.map((citation, index) => {
    const { verdict, match, candidates, note, reason } = judged[index] as Judged;
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
      reason,
      context: contextOf(text, citation),
    };
  });
}

export function countVerdicts(citations: readonly TCiteCheckCitation[]): TCiteCheckCounts {
  const counts: TCiteCheckCounts = {};
  for (const citation of citations) counts[citation.verdict] = (counts[citation.verdict] ?? 0) + 1;
  return counts;
}
