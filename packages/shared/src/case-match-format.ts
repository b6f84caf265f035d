import type { TCaseMatch } from "./cite-check.js";
import { courtName } from "./courts.js";
import { formatOrdinalDate } from "./format-date.js";

const MONTH_ONLY = /^\d{4}-\d{2}$/;

/**
 * A decision's date in the product's one format ('21st May 2007'); an imported case may know only its month
 * ('May 2007') or its year.
 */
export function formatDecisionDate(date: string): string {
  if (/^\d{4}$/.test(date)) return date;
  if (MONTH_ONLY.test(date)) return formatOrdinalDate(`${date}-01`).replace(/^\d+\w\w /, "");
  return formatOrdinalDate(date) || date;
}

/** A case found at a citation as a lawyer reads it: its name, its court by name, its date. */
export function caseMatchLine(match: TCaseMatch): string {
  return [
    match.caseName,
    match.court ? courtName(match.court) : null,
    match.dateFiled && formatDecisionDate(match.dateFiled),
  ]
    .filter(Boolean)
    .join(", ");
}
