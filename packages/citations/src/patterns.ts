/*
 * Regular expression pieces. Every repetition is bounded and every token ends where the next one cannot begin (a word
 * is followed by a period or whitespace, never by another word), so no input makes the engine backtrack more than a
 * few steps per position.
 */

/** Whitespace inside a citation, including a line break and the next line's indentation. */
export const GAP = String.raw`\s{1,12}`;
const ORDINAL = String.raw`\d{1,2}(?:d|nd|rd|th|st)(?![A-Za-z0-9])`;
/** A capitalised word, possibly with "&" ("I&N") or an edition glued on ("NY2d", "AD3d"). */
const WORD = `[A-Z][A-Za-z'’&]{0,15}(?:${ORDINAL})?`;
/** "ed" of "L. ed.", the one lower-case word inside a reporter abbreviation. */
const LOWER_CASE_WORD = "ed(?=\\.)";
const DISTRICT = String.raw`\((?:1st|2d|2nd|3d|3rd|4th|5th)\)`;
const SERIES_TOKEN = `(?:${WORD}|${ORDINAL}|&|${DISTRICT}|${LOWER_CASE_WORD})`;
const SERIES_SEPARATOR = String.raw`(?:\.\s{0,12}|\s{1,12})`;
/** A reporter or code abbreviation: "U.S.", "F. Supp. 2d", "Cal.App.4th", "N.Y.S.3d", "Pa. D. & C.4th". */
export const SERIES = `${WORD}(?:${SERIES_SEPARATOR}${SERIES_TOKEN}){0,6}\\.?`;

/** One pin cite: "556", "556-57", "*3", "12 n.4", "12, n. 4", "¶ 25". */
export const PIN_ONE = String.raw`(?:¶¶?\s?)?\*{0,2}\d{1,7}(?:\s?[-–—]\s?\*{0,2}\d{1,7})?(?:,?\s?nn?\.\s?\d{1,4}(?:\s?[-–]\s?\d{1,4})?)?`;
/** Further pins after the first ("556, 559 & n.3"), never swallowing the volume of a parallel citation. */
export const PIN_LIST = `${PIN_ONE}(?:\\s?(?:,|&|and|,\\s?and)\\s?${PIN_ONE}(?!\\d|\\s{0,12}[A-Z])){0,6}`;

/** California's "at p. 772", "at pp. 772-773", "at page 851" before a pin cite. */
export const PAGE_WORD = String.raw`(?:(?:pp?\.|pages?)\s{0,3})?`;

/**
 * A volume, a series and a page (or "at" and a pin cite for a short form), e.g. "550 U.S. 544", "5 U.S. (1 Cranch)
 * 137", "598 U.S. ___", "550 U.S. at 556" (or "550 U.S., at 556", as the Supreme Court writes it), "82 Fed. Reg.
 * 45,161". Groups: 1 volume, 2 series, 3 "at" pin, 4 page,
 * 5 blank page.
 */
export const CORE_SOURCE =
  String.raw`(?<![\w.,§$/:\-–])(\d{1,4})${GAP}(${SERIES})` +
  String.raw`(?:\s{0,12}\(\d{1,3}\s[A-Z][A-Za-z.]{0,10}\))?` +
  String.raw`(?:,?${GAP}at${GAP}${PAGE_WORD}(${PIN_LIST})|${GAP}(?:(\d{1,3}(?:,\d{3})+(?![\d,])|\d{1,8}(?![\d]))|(_{2,}|-{3,}|—{1,3})(?![\w])))`;

/** A section of a code or rule: "1341", "2000e-2(a)", "1630.2", "12(b)(6)", "1320a-7b(b)(1)". */
export const SECTION = String.raw`\d[\dA-Za-z]{0,10}(?:[-–.:]\d[\dA-Za-z]{0,10}){0,4}(?:\([A-Za-z0-9]{1,6}\)){0,8}`;
/** A section, range or list: "1331-1332", "1331, 1332 & 1367", "201 to 219", "2000e et seq.". */
export const SECTION_LIST =
  `${SECTION}(?:\\s{0,3}(?:,\\s{0,3}and|,|and|&|to|through|[-–—])\\s{0,3}${SECTION}(?!\\s{0,12}[A-Z])){0,8}` +
  String.raw`(?:\s{1,3}et\s{1,3}seq\.?)?`;
