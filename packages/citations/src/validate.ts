import type { Citation } from "./citation.js";
import { lookupSeries } from "./reporter-index.js";

export type CitationProblem =
  | { code: "year_outside_reporter"; message: string }
  | { code: "year_in_future"; message: string }
  | { code: "pin_before_page"; message: string };

export type CitationValidity = { valid: true } | ({ valid: false } & CitationProblem);

const firstPinPage = (pin: string | null): number | null => {
  const match = pin ? /^(\d+)/.exec(pin) : null;
  return match ? Number(match[1]) : null;
};

const covers = (firstYear: number, lastYear: number | null) =>
  lastYear === null ? `${firstYear} onward` : `${firstYear} to ${lastYear}`;

/**
 * Whether a citation is possible on its face: its year within the reporter edition's years (F.4th began in 2021, so
 * "F.4th ... (2015)" is invalid) and not after `currentYear`, and its pin cite not before its first page. For a short
 * form, pass the citations it was extracted with so the first page is the full citation's.
 */
export function checkCitation(
  citation: Citation,
  citations: readonly Citation[] = [],
  currentYear: number = new Date().getFullYear(),
): CitationValidity {
  if (citation.kind !== "case" && citation.kind !== "short_case") return { valid: true };
  const series =
    citation.reporterRaw && citation.reporterKnown
      ? lookupSeries(citation.reporterRaw, citation.volume ?? undefined)
      : null;
  const edition = series?.type === "reporter" ? series.edition : undefined;
  if (citation.kind === "case" && citation.year !== null) {
    if (citation.year > currentYear) {
      return { valid: false, code: "year_in_future", message: `The year ${citation.year} has not come yet.` };
    }
    if (edition) {
      const tooEarly = citation.year < edition.firstYear;
      const tooLate = edition.lastYear !== null && citation.year > edition.lastYear;
      if (tooEarly || tooLate) {
        return {
          valid: false,
          code: "year_outside_reporter",
          message: `${edition.abbreviation} reports decisions from ${covers(edition.firstYear, edition.lastYear)}, not ${citation.year}.`,
        };
      }
    }
  }
  const firstPage =
    citation.kind === "case"
      ? citation.page
      : citation.refersTo !== null
        ? (citations[citation.refersTo]?.page ?? null)
        : null;
  // A neutral or database citation's "page" is a document number and its pins are paragraphs or star pages.
  const numbered = series?.type === "database" || edition?.form !== undefined;
  const pin = numbered ? null : firstPinPage(citation.pinCite);
  if (firstPage !== null && pin !== null && pin < firstPage) {
    return {
      valid: false,
      code: "pin_before_page",
      message: `The pin cite ${pin} comes before the first page, ${firstPage}.`,
    };
  }
  return { valid: true };
}
