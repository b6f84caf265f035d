/*
 * Regular expression pieces. Every repetition is bounded and every token ends where the next one cannot begin (a word
 * is followed by a period or whitespace, never by another word), so no input makes the engine backtrack more than a
 * few steps per position.
 */

/** Whitespace inside a citation, including a line break and the next line's indentation. */
export const GAP = String.raw`\s{1,12}`;
/** "2d", "3rd", "4th", and the capitals a careless hand types: "3D", "2ND". */
const ORDINAL = String.raw`\d{1,2}(?:[dD]|[nN][dD]|[rR][dD]|[tT][hH]|[sS][tT])(?![A-Za-z0-9])`;
/** A capitalised word, possibly with "&" ("I&N") or an edition glued on ("NY2d", "AD3d"). */
const WORD = `[A-Z][A-Za-z'’&]{0,15}(?:${ORDINAL})?`;
/** "ed" of "L. ed.", the one lower-case word inside a reporter abbreviation. */
const LOWER_CASE_WORD = "ed(?=\\.)";
/** An edition or district in brackets or parentheses: "IL App (1st)", "P. [2d]", "Fed. (2d)". */
const BRACKETED_ORDINAL = String.raw`[([]${ORDINAL}[)\]]`;
/** A looseleaf publisher ("L.R.R.M. (BNA)", "T.C.M. (CCH)") or Louisiana's "Mart. (n.s.)". */
const PUBLISHER = String.raw`\((?:BNA|CCH|RIA|P-H|CRR|MB|[Nn]\.\s?[Ss]\.)\)`;
/** A word that labels the page rather than naming the series: "12 Peters, page 657", "135 Nev. Adv. Op. No. 12". */
const PAGE_LABEL_WORD = String.raw`(?:Page|No)\.?(?=\s{0,3}\d)`;
const SERIES_WORD = `(?!${PAGE_LABEL_WORD})${WORD}`;
const SERIES_TOKEN = `(?:${SERIES_WORD}|${ORDINAL}|&|${BRACKETED_ORDINAL}|${PUBLISHER}|${LOWER_CASE_WORD})`;
/** A period, spaces, or both; or Nevada's comma before "Adv. Op." ("135 Nev., Adv. Op. 12"). */
const SERIES_SEPARATOR = String.raw`(?:\.\s{0,12}|\s{1,12}|\.,\s{1,3}(?=Adv\.))`;
/** A reporter or code abbreviation: "U.S.", "F. Supp. 2d", "Cal.App.4th", "N.Y.S.3d", "Pa. D. & C.4th". */
export const SERIES = `${SERIES_WORD}(?:${SERIES_SEPARATOR}${SERIES_TOKEN}){0,6}\\.?`;

/** One pin cite: "556", "556-57", "*3", "12 n.4", "12, n. 4", "¶ 25". */
export const PIN_ONE = String.raw`(?:¶¶?\s?)?\*{0,2}\d{1,7}(?:\s?[-–—]\s?\*{0,2}\d{1,7})?(?:,?\s?nn?\.\s?\d{1,4}(?:\s?[-–]\s?\d{1,4})?)?`;
/** Further pins after the first ("556, 559 & n.3"), never swallowing the volume of a parallel citation. */
export const PIN_LIST = `${PIN_ONE}(?:\\s?(?:,|&|and|,\\s?and)\\s?${PIN_ONE}(?!\\d|\\s{0,12}[A-Z])){0,6}`;

/** California's "at p. 772", "at pp. 772-773", "at page 851" before a pin cite. */
export const PAGE_WORD = String.raw`(?:(?:pp?\.|pages?)\s{0,3})?`;

/** "page 657", "p. 657", "No. 12" (Nevada's advance opinions), "¶ 50,123" (a looseleaf service's paragraph). */
const PAGE_LABEL = String.raw`(?:[Pp]age|pp?\.|No\.|¶)\s{0,3}`;
/** A letter after the number that names another document: "51865(U)", "143684-B", "121234WC". */
const PAGE_SUFFIX = String.raw`\([AU]\)|-[A-Z]{1,2}(?![\w-])|WC(?![\w-])`;

/**
 * A volume, a series and a page (or "at" and a pin cite for a short form), e.g. "550 U.S. 544", "5 U.S. (1 Cranch)
 * 137", "598 U.S. ___", "550 U.S. at 556" (or "550 U.S., at 556", as the Supreme Court writes it), "82 Fed. Reg.
 * 45,161", "12 Peters, 657", "2005-1 USTC ¶ 50,123". A volume may follow a comma with no space ("State,219 Ala. 557");
 * a page written with a thousands comma is kept whole here and split by the reader, who knows the series. Groups:
 * 1 volume, 2 half-year ("2005-1"), 3 series, 4 "at" pin, 5 page after a comma, 6 page label, 7 page, 8 page suffix.
 */
export const CORE_SOURCE =
  String.raw`(?<![\w.§$/:\-–])(\d{1,4})(?:-([12]))?${GAP}(${SERIES})` +
  String.raw`(?:\s{0,12}\(\d{1,3}\s[A-Z][A-Za-z.&' ]{0,20}\))?` +
  `(?:,?${GAP}at${GAP}${PAGE_WORD}(${PIN_LIST})` +
  // "12 Peters, 657", but never "5 Erickson, 551" of "5 Erickson, 551 U.S. at 94" (a footnote number, a name, a cite).
  String.raw`|,\s{0,12}(?:${PAGE_LABEL})?(\d{1,8})(?!\d|${GAP}[A-Z])` +
  // "347 U.S.483": a page glued to the reporter's last period, only when nothing but punctuation or space follows it.
  String.raw`|(?:${GAP}|(?<=[A-Za-z]\.)(?=\d{1,8}(?![\dA-Za-z])))(${PAGE_LABEL})?(?:(\d{1,3}(?:,\d{3})+(?![\d,]|${GAP}[A-Z])|\d{1,8}(?!\d))(${PAGE_SUFFIX})?` +
  String.raw`|(?:_{2,}|-{3,}|—{1,3})(?![\w])))`;

/** A lower-case word other than "ed.", which no reporter in the table has: "Made up Rptr.". */
export const HAS_LOWER_CASE_WORD = /(?:^|\s)(?!ed\.)[a-z]/;

/** A section of a code or rule: "1341", "2000e-2(a)", "1630.2", "12(b)(6)", "1320a-7b(b)(1)". */
export const SECTION = String.raw`\d[\dA-Za-z]{0,10}(?:[-–.:]\d[\dA-Za-z]{0,10}){0,4}(?:\([A-Za-z0-9]{1,6}\)){0,8}`;
/** A section, range or list: "1331-1332", "1331, 1332 & 1367", "201 to 219", "2000e et seq.". */
export const SECTION_LIST =
  `${SECTION}(?:\\s{0,3}(?:,\\s{0,3}and|,|and|&|to|through|[-–—])\\s{0,3}${SECTION}(?!\\s{0,12}[A-Z])){0,8}` +
  String.raw`(?:\s{1,3}et\s{1,3}seq\.?)?`;
