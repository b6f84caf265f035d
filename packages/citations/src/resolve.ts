import { nameWords } from "./case-name.js";
import type { Citation } from "./citation.js";
import { RecencyList } from "./recency-list.js";
import { reporterKey } from "./reporter-index.js";

/**
 * Points every short form, id. and supra at the full citation it stands for (`refersTo`), in place:
 * - a short form ("Twombly, 550 U.S. at 556") at the earlier full citation with its volume and reporter, the one
 *   whose pages can hold the pin cite and, if a name is given, whose name holds it;
 * - id. at the authority of the citation just before it, skipping citations inside explanatory parentheticals;
 * - supra ("Twombly, supra, at 556") at the latest full citation whose case name holds the name given.
 * A full citation repeated with "at" and no parenthetical ("Mata, 2023 WL 4114965, at *5"), or a neutral citation
 * repeated after one party's name with a paragraph ("Clark, 2016 IL 118845, ¶ 20"), becomes a short form.
 */
export function resolveReferences(citations: Citation[], notes: readonly CitationNote[]): void {
  const index = new FullCitationIndex(citations);
  for (let at = 0; at < citations.length; at++) {
    const citation = citations[at] as Citation;
    if (citation.kind === "case") {
      if (!demoteRepeatedCitation(citation, notes[at] as CitationNote, index)) index.add(at);
    } else if (citation.kind === "short_case") citation.refersTo = resolveShortForm(citation, index);
    else if (citation.kind === "id") citation.refersTo = resolveId(citations, notes, at);
    else if (citation.kind === "supra") citation.refersTo = index.latestNamed(citation.caseName);
  }
}

/** What extraction learnt about a citation that resolution needs and the result does not carry. */
export interface CitationNote {
  /** Inside an explanatory parenthetical of another citation ("(quoting ...)"), which id. skips. */
  nested: boolean;
  /** A case citation whose pin follows "at" ("2023 WL 4114965, at *5"). */
  pinAfterAt: boolean;
  /** A case citation followed by its own court and year parenthetical. */
  hasParenthetical: boolean;
}

const firstNumber = (pin: string | null) => {
  const match = pin ? /\d+/.exec(pin) : null;
  return match ? Number(match[0]) : null;
};

/**
 * The full case citations seen so far, by volume and reporter, by normalized form and by the first letters of the
 * words of their names. A case cited again moves to the front of its lists, and every walk stops after a bounded
 * number of distinct cases, so a long brief's lookups stay short.
 */
class FullCitationIndex {
  private readonly byVolume = new Map<string, RecencyList>();
  private readonly byNormalized = new Map<string, number>();
  private readonly byNamePrefix = new Map<string, RecencyList>();
  private readonly all = new RecencyList();
  private readonly wordsOf = new Map<string, string[]>();

  constructor(private readonly citations: readonly Citation[]) {}

  add(at: number): void {
    const citation = this.citation(at);
    const identity = identityOf(citation);
    listOf(this.byVolume, volumeKey(citation)).set(identity, at);
    this.byNormalized.set(citation.normalized, at);
    this.all.set(identity, at);
    if (citation.caseName) {
      for (const prefix of new Set(this.words(citation.caseName).map(namePrefix))) {
        listOf(this.byNamePrefix, prefix).set(identity, at);
      }
    }
  }

  citation(at: number): Citation {
    return this.citations[at] as Citation;
  }

  head(at: number): number {
    return this.citation(at).parallelOf ?? at;
  }

  /** The latest distinct earlier full citations with the volume and reporter of `citation`, oldest first. */
  sameVolume(citation: Citation): number[] {
    const found: number[] = [];
    for (const at of this.byVolume.get(volumeKey(citation))?.newestFirst() ?? []) {
      if (found.length === VOLUME_SEARCH_LIMIT) break;
      found.push(at);
    }
    return found.reverse();
  }

  sameCitation(normalized: string): number | undefined {
    return this.byNormalized.get(normalized);
  }

  /** Whether every word of a short name ("Twombly", "Bell Atl.") is, or abbreviates, a word of the citation's name. */
  nameHolds(shortName: string, at: number): boolean {
    const full = this.citation(at).caseName;
    if (!full) return false;
    const wanted = this.words(shortName);
    if (wanted.length === 0) return full.toLowerCase().includes(shortName.toLowerCase());
    const words = this.words(full);
    return wanted.every((word) =>
      words.some(
        (candidate) =>
          candidate === word ||
          (word.length >= 3 && candidate.startsWith(word)) ||
          (candidate.length >= 3 && word.startsWith(candidate)),
      ),
    );
  }

  /** The group head of the latest full citation whose name holds `name`, among the latest cases cited. */
  latestNamed(name: string | null): number | null {
    if (!name) return null;
    const first = this.words(name)[0];
    const candidates = first ? this.byNamePrefix.get(namePrefix(first)) : this.all;
    let distinct = 0;
    for (const candidate of candidates?.newestFirst() ?? []) {
      if (distinct++ === NAME_SEARCH_LIMIT) break;
      if (this.nameHolds(name, candidate)) return this.head(candidate);
    }
    return null;
  }

  private words(name: string): string[] {
    let words = this.wordsOf.get(name);
    if (!words) {
      words = nameWords(name);
      this.wordsOf.set(name, words);
    }
    return words;
  }
}

function listOf(lists: Map<string, RecencyList>, key: string): RecencyList {
  let list = lists.get(key);
  if (!list) {
    list = new RecencyList();
    lists.set(key, list);
  }
  return list;
}

/** How many distinct earlier cases a name is compared with, latest first. */
const NAME_SEARCH_LIMIT = 500;
/** How many distinct earlier cases of one volume a short form is compared with, latest first. */
const VOLUME_SEARCH_LIMIT = 100;
const identityOf = (citation: Citation) => `${citation.normalized}|${citation.caseName ?? ""}`;
const volumeKey = (citation: Citation) => `${citation.volume}|${reporterKey(citation.reporter ?? "")}`;
const namePrefix = (word: string) => word.slice(0, 3);

/** A case name in full ("People v. Clark", "In re Doe") rather than a short form's one party ("Clark"). */
const FULL_NAME = /\sv\.?\s|\bvs\.?\s|^(?:In re|Ex parte|Matter of|In the Matter of)\s/;

function demoteRepeatedCitation(citation: Citation, note: CitationNote, index: FullCitationIndex): boolean {
  const shortNamed = citation.caseName !== null && !FULL_NAME.test(citation.caseName);
  const paragraphPin = citation.pinCite?.startsWith("¶") === true && shortNamed;
  if (!(note.pinAfterAt || paragraphPin) || note.hasParenthetical || citation.parallelOf !== null) return false;
  const earlier = index.sameCitation(citation.normalized);
  if (earlier === undefined) return false;
  citation.kind = "short_case";
  citation.refersTo = earlier;
  citation.normalized = `${citation.normalized}, at ${citation.pinCite}`;
  return true;
}

function resolveShortForm(citation: Citation, index: FullCitationIndex): number | null {
  const sameVolume = index.sameVolume(citation);
  const name = citation.caseName;
  const named = name ? sameVolume.filter((at) => index.nameHolds(name, at)) : [];
  const pool = named.length > 0 ? named : sameVolume;
  if (pool.length === 0) return index.latestNamed(name);
  const pin = firstNumber(citation.pinCite);
  let best: number | null = null;
  for (const at of pool) {
    const page = index.citation(at).page;
    if (pin === null || page === null || page > pin) continue;
    if (best === null || page >= (index.citation(best).page ?? 0)) best = at;
  }
  return best ?? (pool[pool.length - 1] as number);
}

function resolveId(citations: readonly Citation[], notes: readonly CitationNote[], at: number): number | null {
  const nested = (notes[at] as CitationNote).nested;
  for (let earlier = at - 1; earlier >= 0; earlier--) {
    const candidate = citations[earlier] as Citation;
    if ((notes[earlier] as CitationNote).nested && !nested) continue;
    if (candidate.kind === "case") return candidate.parallelOf ?? earlier;
    if (candidate.kind === "short_case" || candidate.kind === "id" || candidate.kind === "supra") {
      return candidate.refersTo;
    }
    return earlier;
  }
  return null;
}
