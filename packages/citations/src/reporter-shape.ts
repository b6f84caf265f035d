import { HAS_LOWER_CASE_WORD } from "./patterns.js";
import { reporterKey } from "./reporter-index.js";

/*
 * Whether a volume-series-page match is a case citation when the series is not in the table, or is a spelling that
 * is also an ordinary word.
 */

/** Words that mark a law review or other secondary source rather than a case reporter. */
const NOT_A_REPORTER = new Set(
  (
    "rev l j law q rec reg stat code ann op att'y atty gen bull mag stud proc cong sess pub doc res jour forum " +
    "quarterly journal review comment note notes legis serv laws acts ch tit art const dictionary ed " +
    "st ave rd blvd ste suite fl dr ln jur"
  ).split(" "),
);

/** Secondary sources whose abbreviation has none of the words above. */
const NOT_A_REPORTER_KEYS = new Set(["usccan", "cch", "bna"]);

/** True for a reporter-looking abbreviation that is not in the table: "F.5th", "Cal. 7th", "N.W.4th". */
export function looksLikeReporter(raw: string): boolean {
  const tokens = raw.split(/[\s.]+/).filter(Boolean);
  if (tokens.length > 6) return false;
  if (tokens.some((token) => NOT_A_REPORTER.has(token.toLowerCase()))) return false;
  if (NOT_A_REPORTER_KEYS.has(reporterKey(raw))) return false;
  if (tokens.some((token) => /^[A-Za-z'’]{11,}$/.test(token))) return false;
  if (raw.includes(".")) return true;
  return tokens.every((token) => /^(?:[A-Z]{1,4}|\d{1,2}(?:d|th|st|nd|rd))$/.test(token));
}

/** Spellings that are ordinary words or a single letter, which need more than a signal before them to count. */
export const needsContext = (raw: string) => !raw.includes(".") || /^[A-Z]\.$/.test(raw);

/** A case name with its parties, "In re" or "Ex parte": what makes a volume, words and page a case citation. */
const CASE_NAME = /\sv\.?\s|^(?:In re|Ex parte|Matter of)\s/i;

/** A name before a citation that makes it one: a party's name, not "Exhibit 4" or "Page 12" of a running head. */
export const namesACase = (name: string | null) => name !== null && (!/\d$/.test(name) || CASE_NAME.test(name));

/**
 * Whether an abbreviation not in the table is reported as an unknown reporter (the citation has a year). After a case
 * name anything but a secondary source's words counts: an invented reporter must show, not vanish.
 */
export function mayBeUnknownReporter(raw: string, caseName: string | null): boolean {
  if (looksLikeReporter(raw) && !HAS_LOWER_CASE_WORD.test(raw)) return true;
  if (caseName === null || !CASE_NAME.test(caseName)) return false;
  const tokens = raw.split(/[\s.]+/).filter(Boolean);
  return !tokens.some((token) => NOT_A_REPORTER.has(token.toLowerCase())) && !NOT_A_REPORTER_KEYS.has(reporterKey(raw));
}
