import { CORE_SOURCE, GAP, PAGE_WORD, PIN_LIST, SECTION_LIST } from "./patterns.js";
import { type CodeHit, findCodeCitations } from "./statutes.js";

/** A volume, series and page ("550 U.S. 544"), or a short form ("550 U.S. at 556") when `atPin` is set. */
export interface CoreHit {
  type: "core";
  start: number;
  /** Index after the page, or after the pin of a short form. */
  end: number;
  volume: number;
  seriesRaw: string;
  page: number | null;
  /** The page as written ("001" in "2012-NMSC-001"). */
  pageRaw: string | null;
  atPin: string | null;
  /** "2015-Ohio-1234" rather than "2015 Ohio 1234". */
  hyphenated: boolean;
}
export interface ReferenceHit {
  type: "id" | "supra";
  start: number;
  end: number;
  pin: string | null;
}
export type Hit = CoreHit | ReferenceHit | (CodeHit & { type: "code" });

const CORE = new RegExp(CORE_SOURCE, "g");
/** The same pattern anchored at `lastIndex`. */
export const CORE_AT = new RegExp(CORE_SOURCE, "y");
const HYPHENATED_NEUTRAL = /(?<![\w-])((?:19|20)\d\d)-(Ohio|NMSC|NMCA|NMCERT)-(\d{1,6})(?![\w-])/g;
const ID = new RegExp(
  String.raw`(?<![A-Za-z.])(?:[Ii]d\.|[Ii]bid\.?)(?![A-Za-z])` +
    String.raw`(?:,?${GAP}at${GAP}${PAGE_WORD}(${PIN_LIST})|\s{0,12}((?:§§?|¶¶?)\s{0,3}${SECTION_LIST}))?`,
  "g",
);
/** What may come before a lower-case "id.": a signal, or the start of a clause or parenthetical. */
const ID_OPENERS =
  /(?:^|[([;,:"“]|\b(?:[Ss]ee|also|[Cc]f\.|accord|quoting|citing|[Cc]ompare|with|e\.g\.,|and|but|[Cc]ontra))\s*$/;
const SUPRA = new RegExp(
  String.raw`(?<![A-Za-z-])supra(?![A-Za-z-])(?:\s{1,3}notes?\s{1,3}\d{1,4})?(?:,?${GAP}at${GAP}${PAGE_WORD}(${PIN_LIST}))?`,
  "g",
);

export const collapse = (value: string) => value.replace(/\s+/g, " ").trim();

/** Every candidate citation in `text`, sorted by start (the longer first at the same start); they may overlap. */
export function scanCitations(text: string): Hit[] {
  const hits: Hit[] = [];
  for (const match of text.matchAll(CORE)) {
    const page = match[4];
    hits.push({
      type: "core",
      start: match.index,
      end: match.index + match[0].length,
      volume: Number(match[1]),
      seriesRaw: match[2] as string,
      page: page === undefined ? null : Number(page.replaceAll(",", "")),
      pageRaw: page?.replaceAll(",", "") ?? null,
      atPin: match[3] ?? null,
      hyphenated: false,
    });
  }
  for (const match of text.matchAll(HYPHENATED_NEUTRAL)) {
    hits.push({
      type: "core",
      start: match.index,
      end: match.index + match[0].length,
      volume: Number(match[1]),
      seriesRaw: match[2] as string,
      page: Number(match[3]),
      pageRaw: match[3] as string,
      atPin: null,
      hyphenated: true,
    });
  }
  for (const hit of findCodeCitations(text)) hits.push(Object.assign(hit, { type: "code" as const }));
  for (const match of text.matchAll(ID)) {
    if (match[0].startsWith("i") && !ID_OPENERS.test(text.slice(Math.max(0, match.index - 12), match.index))) continue;
    const pin = match[1] ?? match[2];
    hits.push({ type: "id", start: match.index, end: match.index + match[0].length, pin: pin ? collapse(pin) : null });
  }
  for (const match of text.matchAll(SUPRA)) {
    const pin = match[1];
    hits.push({
      type: "supra",
      start: match.index,
      end: match.index + match[0].length,
      pin: pin ? collapse(pin) : null,
    });
  }
  return hits.sort((a, b) => a.start - b.start || b.end - a.end);
}
