import { CORE_SOURCE, GAP, HAS_LOWER_CASE_WORD, PAGE_WORD, PIN_LIST, SECTION_LIST } from "./patterns.js";
import { type CodeHit, findCodeCitations } from "./statutes.js";

/** A volume, series and page ("550 U.S. 544"), or a short form ("550 U.S. at 556") when `atPin` is set. */
export interface CoreHit {
  type: "core";
  start: number;
  /** Index after the page (and its suffix), or after the pin of a short form. */
  end: number;
  volume: number;
  /** The volume as written: "2005-1" for a looseleaf service's half-year volume. */
  volumeRaw: string;
  seriesRaw: string;
  /** The page as written: "001" in "2012-NMSC-001"; "461,472" until the reader, who knows the series, splits it. */
  pageRaw: string | null;
  /** A letter naming another document: "(U)" in "51865(U)", "-B" in "143684-B". */
  pageSuffix: string | null;
  atPin: string | null;
  /** A comma between series and page ("12 Peters, 657"), which wants more context to count. */
  commaBeforePage: boolean;
  /** "¶ 50,123": the page is a paragraph of a looseleaf service. */
  paragraph: boolean;
  /** How volume, series and page are joined: "2015-Ohio-1234", "T.C. Memo. 2019-12". */
  layout: "spaced" | "hyphenated" | "series-first";
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
/** The Tax Court's memorandum and summary opinions, numbered within the year: "T.C. Memo. 2019-12". */
const TAX_COURT_NUMBERED =
  /(?<![\w.])(T\.\s?C\.\s?(?:Memo\.?|Summary\s{1,3}Opinion|Summ\.\s?Op\.))\s{1,12}((?:19|20)\d\d)-(\d{1,4})(?![\w-])/g;
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

/**
 * After a comma, a volume, capitalised words with a lower-case one among them, and a page before a pin or a
 * parenthetical: "12 Made up Rptr. 34 (1999)". The series pattern takes no lower-case word, so only this finds the
 * case-shaped reference whose middle is no reporter; extract.ts keeps it only after a case name and with a year.
 */
const LOWER_CASE_SERIES =
  /,(\s{0,3})(\d{1,4})\s{1,3}([A-Z][A-Za-z.'’&]{0,15}(?:\s{1,3}(?!at\s)[A-Za-z][A-Za-z.'’&]{0,15}){1,5})\s{1,3}(\d{1,6})(?!\d)(?=,?\s{0,3}[\d(])/g;

const NUMBERED_FORMS = [
  [HYPHENATED_NEUTRAL, "hyphenated"],
  [TAX_COURT_NUMBERED, "series-first"],
] as const;

/** A volume, series and page with nothing more: no pin, suffix, comma or paragraph. */
function plainHit(
  start: number,
  end: number,
  volume: string,
  seriesRaw: string,
  pageRaw: string,
  layout: CoreHit["layout"],
): CoreHit {
  return {
    type: "core",
    start,
    end,
    volume: Number(volume),
    volumeRaw: volume,
    seriesRaw,
    pageRaw,
    pageSuffix: null,
    atPin: null,
    commaBeforePage: false,
    paragraph: false,
    layout,
  };
}

export const collapse = (value: string) => value.replace(/\s+/g, " ").trim();

/** Every candidate citation in `text`, sorted by start (the longer first at the same start); they may overlap. */
export function scanCitations(text: string): Hit[] {
  const hits: Hit[] = [];
  for (const match of text.matchAll(CORE)) {
    const [, volume, half, series, at, commaPage, label, page, suffix] = match;
    hits.push({
      type: "core",
      start: match.index,
      end: match.index + match[0].length,
      volume: Number(volume),
      volumeRaw: half ? `${volume}-${half}` : (volume as string),
      seriesRaw: series as string,
      pageRaw: page ?? commaPage ?? null,
      pageSuffix: suffix ?? null,
      atPin: at ?? null,
      commaBeforePage: commaPage !== undefined,
      paragraph: label?.startsWith("¶") ?? false,
      layout: "spaced",
    });
  }
  for (const [pattern, layout] of NUMBERED_FORMS) {
    for (const match of text.matchAll(pattern)) {
      const [, first, second, number] = match as unknown as [string, string, string, string];
      const [year, series] = layout === "hyphenated" ? [first, second] : [second, first];
      hits.push(plainHit(match.index, match.index + match[0].length, year, series, number, layout));
    }
  }
  for (const match of text.matchAll(LOWER_CASE_SERIES)) {
    const [, space, volume, series, page] = match as unknown as [string, string, string, string, string];
    const start = match.index + 1 + space.length;
    if (HAS_LOWER_CASE_WORD.test(series)) {
      hits.push(plainHit(start, match.index + match[0].length, volume, series, page, "spaced"));
    }
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
