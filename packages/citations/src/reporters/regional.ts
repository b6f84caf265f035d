import type { ReporterEdition } from "./reporter.js";

const regional = (
  abbreviation: string,
  name: string,
  firstYear: number,
  lastYear: number | null,
  variants?: readonly string[],
): ReporterEdition => ({ abbreviation, name, jurisdiction: "regional", firstYear, lastYear, variants });

/**
 * West's National Reporter System regional reporters (The Bluebook, table T1.3, under each state). The variants are the
 * older and careless spellings found in opinions: "Atl.", "Pac.", "N.E. Rep.", "S. W. 2d", "P. [2d]" (brackets are
 * ignored in a lookup), "So.2d".
 */
export const regionalReporters: readonly ReporterEdition[] = [
  regional("A.", "Atlantic Reporter", 1885, 1938, ["Atl.", "Atl. Rep.", "A. Rep."]),
  regional("A.2d", "Atlantic Reporter, Second Series", 1938, 2010, ["A. 2d", "A.2d.", "Atl. 2d", "Atl.2d"]),
  regional("A.3d", "Atlantic Reporter, Third Series", 2010, null, ["A. 3d", "A.3d.", "Atl. 3d"]),
  regional("N.E.", "North Eastern Reporter", 1884, 1936, ["N.E. Rep.", "N. E. Rep.", "No. East."]),
  regional("N.E.2d", "North Eastern Reporter, Second Series", 1936, 2014, ["N.E. 2d", "N. E. 2d"]),
  regional("N.E.3d", "North Eastern Reporter, Third Series", 2012, null, ["N.E. 3d", "N. E. 3d"]),
  regional("N.W.", "North Western Reporter", 1879, 1942, ["N.W. Rep.", "N. W. Rep.", "No. West."]),
  regional("N.W.2d", "North Western Reporter, Second Series", 1941, 2024, ["N.W. 2d", "N. W. 2d"]),
  regional("N.W.3d", "North Western Reporter, Third Series", 2024, null, ["N.W. 3d", "N. W. 3d"]),
  regional("P.", "Pacific Reporter", 1883, 1931, ["Pac.", "Pac. Rep.", "P. Rep."]),
  regional("P.2d", "Pacific Reporter, Second Series", 1931, 2000, ["P. 2d", "Pac. 2d", "Pac.2d"]),
  regional("P.3d", "Pacific Reporter, Third Series", 2000, null, ["P. 3d", "Pac. 3d"]),
  regional("S.E.", "South Eastern Reporter", 1887, 1939, ["S.E. Rep.", "S. E. Rep.", "So. East."]),
  regional("S.E.2d", "South Eastern Reporter, Second Series", 1938, null, ["S.E. 2d", "S. E. 2d"]),
  regional("S.W.", "South Western Reporter", 1886, 1928, ["S.W. Rep.", "S. W. Rep.", "So. West."]),
  regional("S.W.2d", "South Western Reporter, Second Series", 1927, 1999, ["S.W. 2d", "S. W. 2d"]),
  regional("S.W.3d", "South Western Reporter, Third Series", 1999, null, ["S.W. 3d", "S. W. 3d"]),
  regional("So.", "Southern Reporter", 1886, 1941, ["South.", "So. Rep.", "South. Rep."]),
  regional("So. 2d", "Southern Reporter, Second Series", 1940, 2008, ["So.2d", "So 2d", "South. 2d"]),
  regional("So. 3d", "Southern Reporter, Third Series", 2008, null, ["So.3d", "So 3d", "South. 3d"]),
];

const state = (
  jurisdiction: string,
  abbreviation: string,
  name: string,
  firstYear: number,
  lastYear: number | null,
  variants?: readonly string[],
): ReporterEdition => ({ abbreviation, name, jurisdiction, firstYear, lastYear, variants });

/** West's unofficial state reporters that are part of the National Reporter System (Bluebook T1.3). */
export const westStateReporters: readonly ReporterEdition[] = [
  state("CA", "Cal. Rptr.", "West's California Reporter", 1959, 1991, ["Cal.Rptr.", "Cal. Reptr.", "Cal. Rep."]),
  state("CA", "Cal. Rptr. 2d", "West's California Reporter, Second Series", 1991, 2003, [
    "Cal.Rptr.2d",
    "Cal. Rptr.2d",
  ]),
  state("CA", "Cal. Rptr. 3d", "West's California Reporter, Third Series", 2003, null, ["Cal.Rptr.3d", "Cal. Rptr.3d"]),
  state("NY", "N.Y.S.", "New York Supplement", 1888, 1938, ["N.Y. Supp.", "NYS"]),
  state("NY", "N.Y.S.2d", "New York Supplement, Second Series", 1937, 2015, ["N.Y.S. 2d", "N.Y. Supp. 2d", "NYS2d"]),
  state("NY", "N.Y.S.3d", "New York Supplement, Third Series", 2014, null, ["N.Y.S. 3d", "N.Y. Supp. 3d", "NYS3d"]),
  state("IL", "Ill. Dec.", "West's Illinois Decisions", 1976, null, ["Ill.Dec."]),
];
