/**
 * One edition (series) of a reporter. Years are the decision years the edition covers; `lastYear` is null while the
 * edition is still published.
 *
 * Spellings that differ from `abbreviation` only in spaces, periods, apostrophes, brackets, letter case, a looseleaf
 * publisher in parentheses or "2nd"/"3rd" for "2d"/"3d" are recognised without listing them (see `reporterKey` in
 * reporter-index.ts); `variants` lists the other spellings in use.
 */
export interface ReporterEdition {
  abbreviation: string;
  name: string;
  /** "federal", "regional", or the two-letter postal code of the state whose courts it reports. */
  jurisdiction: string;
  firstYear: number;
  lastYear: number | null;
  variants?: readonly string[];
  /**
   * `neutral`: a public-domain citation whose volume is the decision year ("2019 IL 123456", "T.C. Memo. 2019-12");
   * `database`: a Westlaw or Lexis document number, also with the year as volume ("2023 WL 4114965").
   */
  form?: "neutral" | "database";
}

/** Series that are statutes or regulations rather than case law, found with the same volume-series-page shape. */
export interface CodeSeries {
  abbreviation: string;
  name: string;
  kind: "statute" | "regulation";
  /** Cited by section ("42 U.S.C. § 1983") rather than by page ("124 Stat. 119"); found by statutes.ts. */
  bySection: boolean;
  variants?: readonly string[];
}
