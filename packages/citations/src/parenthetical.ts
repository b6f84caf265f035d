/** The court and year parenthetical after a citation: "(9th Cir. 2019)", "(S.D.N.Y. June 22, 2023)", "(2007)". */
export interface CourtAndYear {
  court: string | null;
  /** Null for a court alone, "(9th Cir.)", whose year a later citation of subsequent history gives. */
  year: number | null;
  /** Index just after the closing parenthesis. */
  end: number;
}

const PARENTHESIS = /\s{0,12}\(([^()]{1,200})\)/y;
const YEAR = /(?<![\d])(1[6-9]\d\d|20\d\d)(?![\d])/;
const TRAILING_DATE =
  /,?\s*(?:(?:filed|decided|argued|amended|dated)\s+)?(?:(?:Jan|Feb|Mar|Apr|May|June?|July?|Aug|Sept?|Oct|Nov|Dec)[a-z]*\.?\s*(?:\d{1,2}(?:st|nd|rd|th)?,?)?)?\s*$/;
/** Lower-case words that may open a court parenthetical; any other lower-case opening is an explanation. */
const LOWERCASE_OPENERS = /^(?:filed|decided|argued|amended|dated|mem\.|table|unpublished|order|per curiam)\b/;
/** Parentheticals without a year that may stand between the citation and the court and year. */
const SKIPPABLE = /^\s*(?:en banc|per curiam|plurality opinion|mem\.|table|unpublished(?: table)?(?: decision)?)\s*$/i;

/** The court and year in a parenthetical's content, unless it is an explanation ("holding that ..."). */
export function courtAndYearIn(content: string): { court: string | null; year: number } | null {
  const match = YEAR.exec(content);
  if (!match) return null;
  const before = content.slice(0, match.index);
  if (before.length > 100) return null;
  const opening = before.trimStart();
  if (/^[a-z]/.test(opening) && !LOWERCASE_OPENERS.test(opening)) return null;
  const court = before.replace(TRAILING_DATE, "").replace(/\s+/g, " ").trim();
  return { court: court.length > 0 ? court : null, year: Number(match[1]) };
}

/** Reads the court and year parenthetical starting at `from` (after optional whitespace), if there is one. */
export function readCourtAndYear(text: string, from: number): CourtAndYear | null {
  let position = from;
  for (let attempt = 0; attempt < 2; attempt++) {
    PARENTHESIS.lastIndex = position;
    const match = PARENTHESIS.exec(text);
    if (!match) return null;
    const content = match[1] as string;
    const found = courtAndYearIn(content);
    if (found) return { ...found, end: PARENTHESIS.lastIndex };
    if (attempt === 0 && isCourtAlone(content))
      return { court: collapse(content), year: null, end: PARENTHESIS.lastIndex };
    if (!SKIPPABLE.test(content)) return null;
    position = PARENTHESIS.lastIndex;
  }
  return null;
}

const collapse = (value: string) => value.replace(/\s+/g, " ").trim();
/** "9th Cir.", "S.D.N.Y.", "Cal. Ct. App.", "Tex.", "Fed. Cir.": capitalised abbreviations and ordinals only. */
const COURT_WORDS =
  /^\s*(?:(?:[A-Z][A-Za-z'’]{0,12}\.|(?:[A-Z]\.){1,5}|\d{1,2}(?:st|nd|rd|th|d)|&|Cir\.?)\s?){1,6}\s*$/;
/** Words no court abbreviation is: a judge's name ends in "J.", an explanation in a lower-case word. */
const NOT_A_COURT = /\b(?:J|JJ|C\.J|Op|No|Nos|Ex|Id|Ibid)\.\s*$|,/;
const COURT_MARKS = /(?:Cir\.|Ct\.|App\.|Bankr\.|Dist\.|Ch\.|Cl\.|[A-Z]\.[A-Z]\.|^\s*[A-Z][a-z]{1,4}\.\s*$)/;

function isCourtAlone(content: string): boolean {
  return content.length <= 40 && COURT_WORDS.test(content) && COURT_MARKS.test(content) && !NOT_A_COURT.test(content);
}
