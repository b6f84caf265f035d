import type { ReporterEdition } from "./reporter.js";

type Row = readonly [
  jurisdiction: string,
  abbreviation: string,
  name: string,
  firstYear: number,
  lastYear: number | null,
  variants?: readonly string[],
];

/**
 * Reports of the territories, past and present, and of the Navajo Nation's courts: The Bluebook, table T1.4 (other
 * United States jurisdictions: Puerto Rico, Guam, the Virgin Islands, the Northern Mariana Islands, American Samoa,
 * the Navajo Nation) and table T1.3's entries for the territories that became states. Their public-domain forms are in
 * neutral.ts.
 */
const rows: readonly Row[] = [
  ["PR", "P.R.", "Puerto Rico Reports", 1899, 1978, ["P.R.R."]],
  ["PR", "P.R. Offic. Trans.", "Official Translations of the Opinions of the Supreme Court of Puerto Rico", 1978, null],
  ["PR", "D.P.R.", "Decisiones de Puerto Rico", 1899, null, ["Dec. P.R."]],
  ["PR", "P.R. Fed.", "Puerto Rico Federal Reports", 1900, 1924],
  ["GU", "Guam", "Guam Reports", 1955, 1980],
  ["VI", "V.I.", "Virgin Islands Reports", 1917, null],
  ["MP", "N. Mar. I.", "Northern Mariana Islands Reporter", 1989, null, ["N.M.I."]],
  [
    "MP",
    "N. Mar. I. Commw. Rptr.",
    "Northern Mariana Islands Commonwealth Reporter",
    1979,
    null,
    ["N.M.I. Commw. Rptr."],
  ],
  ["AS", "Am. Samoa", "American Samoa Reports", 1900, 1975],
  ["AS", "Am. Samoa 2d", "American Samoa Reports, Second Series", 1983, 1997],
  ["AS", "Am. Samoa 3d", "American Samoa Reports, Third Series", 1997, null],
  ["NN", "Navajo Rptr.", "Navajo Reporter", 1969, null, ["Navajo Rep."]],
  ["AK", "Alaska Fed.", "Alaska Federal Reports", 1869, 1937],
  ["DK", "Dakota", "Dakota Reports", 1867, 1889, ["Dak."]],
  ["OK", "Indian Terr.", "Indian Territory Reports", 1896, 1907],
  ["CZ", "C.Z. Rep.", "Canal Zone Supreme Court Reports", 1905, 1934],
];

export const territorialReporters: readonly ReporterEdition[] = rows.map(
  ([jurisdiction, abbreviation, name, firstYear, lastYear, variants]) => ({
    abbreviation,
    name,
    jurisdiction,
    firstYear,
    lastYear,
    variants,
  }),
);
