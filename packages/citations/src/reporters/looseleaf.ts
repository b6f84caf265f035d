import type { ReporterEdition } from "./reporter.js";

type Row = readonly [
  abbreviation: string,
  name: string,
  firstYear: number,
  lastYear: number | null,
  variants?: readonly string[],
];

/**
 * Topical reporters and looseleaf services that briefs cite for decisions the official reporters leave out, in the
 * forms of The Bluebook, table T15 (services): "117 L.R.R.M. (BNA) 2345", "2005-1 U.S. Tax Cas. (CCH) ¶ 50,123". The
 * publisher in parentheses is optional in a lookup ("117 LRRM 2345"); a CCH service is cited by paragraph.
 */
const rows: readonly Row[] = [
  ["U.S.P.Q. (BNA)", "United States Patents Quarterly", 1929, 1986, ["USPQ", "U.S.P.Q."]],
  [
    "U.S.P.Q.2d (BNA)",
    "United States Patents Quarterly, Second Series",
    1986,
    null,
    ["USPQ2d", "U.S.P.Q.2d", "USPQ 2d"],
  ],
  ["L.R.R.M. (BNA)", "Labor Relations Reference Manual", 1937, null, ["LRRM", "L.R.R.M."]],
  [
    "Fair Empl. Prac. Cas. (BNA)",
    "Fair Employment Practice Cases",
    1969,
    null,
    ["FEP Cas.", "FEP Cases", "F.E.P. Cas.", "Fair Emp. Prac. Cas.", "FEP"],
  ],
  ["Empl. Prac. Dec. (CCH)", "Employment Practices Decisions", 1965, null, ["EPD", "E.P.D.", "Emp. Prac. Dec."]],
  ["Wage & Hour Cas. (BNA)", "Wage and Hour Cases", 1939, 1994, ["WH Cas.", "W.H. Cas.", "Wage & Hour Cas."]],
  [
    "Wage & Hour Cas. 2d (BNA)",
    "Wage and Hour Cases, Second Series",
    1994,
    null,
    ["WH Cas. 2d", "W.H. Cas. 2d", "Wage & Hour Cas. 2d"],
  ],
  [
    "Indiv. Empl. Rts. Cas. (BNA)",
    "Individual Employment Rights Cases",
    1986,
    null,
    ["IER Cas.", "I.E.R. Cas.", "Indiv. Empl. Rts. Cas."],
  ],
  [
    "Am. Disabilities Cas. (BNA)",
    "Americans with Disabilities Cases",
    1992,
    null,
    ["AD Cas.", "A.D. Cas.", "Am. Disabilities Cas."],
  ],
  ["Empl. Benefits Cas. (BNA)", "Employee Benefits Cases", 1980, null, ["EBC", "E.B.C.", "Employee Benefits Cas."]],
  [
    "Occupational Safety & Health Cas. (BNA)",
    "Occupational Safety and Health Cases",
    1971,
    null,
    ["OSHC", "O.S.H. Cas.", "OSH Cas."],
  ],
  [
    "Envtl. Rep. Cas. (BNA)",
    "Environment Reporter Cases",
    1970,
    null,
    ["ERC", "E.R.C.", "Env't Rep. Cas.", "Envtl. Rep. Cas."],
  ],
  ["Media L. Rep. (BNA)", "Media Law Reporter", 1977, null, ["Media L. Rptr.", "Med. L. Rptr.", "Media L. Rep."]],
  ["Lab. Cas. (CCH)", "Labor Cases", 1938, null, ["Lab. Cas."]],
  ["Lab. Arb. Rep. (BNA)", "Labor Arbitration Reports", 1946, null, ["Lab. Arb.", "Lab. Arb. (BNA)"]],
  ["U.S. Tax Cas. (CCH)", "United States Tax Cases", 1913, null, ["USTC", "U.S.T.C.", "U.S. Tax Cas."]],
  ["Trade Cas. (CCH)", "Trade Cases", 1932, null, ["Trade Cas."]],
  ["A.F.T.R. (P-H)", "American Federal Tax Reports", 1880, 1957, ["AFTR", "A.F.T.R."]],
  [
    "A.F.T.R.2d (RIA)",
    "American Federal Tax Reports, Second Series",
    1957,
    2022,
    ["AFTR 2d", "AFTR2d", "A.F.T.R.2d", "A.F.T.R.2d (P-H)"],
  ],
  ["Fed. Sec. L. Rep. (CCH)", "Federal Securities Law Reports", 1941, null, ["Fed. Sec. L. Rep."]],
  ["Blue Sky L. Rep. (CCH)", "Blue Sky Law Reports", 1941, null, ["Blue Sky L. Rep."]],
  ["Copyright L. Rep. (CCH)", "Copyright Law Reports", 1978, null, ["Copyright L. Rep.", "Copy. L. Rep."]],
  ["Prod. Liab. Rep. (CCH)", "Products Liability Reports", 1964, null, ["Prod. Liab. Rep."]],
  ["Bankr. L. Rep. (CCH)", "Bankruptcy Law Reports", 1979, null, ["Bankr. L. Rep."]],
  ["Fed. Carr. Cas. (CCH)", "Federal Carriers Cases", 1935, null, ["Fed. Carr. Cas."]],
  ["Pens. Plan Guide (CCH)", "Pension Plan Guide", 1974, null, ["Pens. Plan Guide"]],
  ["Tax Ct. Rep. Dec. (CCH)", "Tax Court Reported Decisions", 1942, null, ["Tax Ct. Rep. Dec.", "T.C.R.D."]],
  ["Tax Ct. Mem. Dec. (CCH)", "Tax Court Memorandum Decisions (CCH)", 1942, null, ["Tax Ct. Mem. Dec."]],
  ["Util. L. Rep. (CCH)", "Utilities Law Reports", 1940, null, ["Util. L. Rep."]],
  ["Comm. Fut. L. Rep. (CCH)", "Commodity Futures Law Reports", 1974, null, ["Comm. Fut. L. Rep."]],
  ["Med. & Med. Guide (CCH)", "Medicare and Medicaid Guide", 1970, null, ["Medicare & Medicaid Guide"]],
  ["Fed. Banking L. Rep. (CCH)", "Federal Banking Law Reports", 1940, null, ["Fed. Banking L. Rep."]],
  ["Daily Lab. Rep. (BNA)", "Daily Labor Report", 1941, null, ["Daily Lab. Rep."]],
  [
    "Antitrust & Trade Reg. Rep. (BNA)",
    "Antitrust and Trade Regulation Report",
    1961,
    null,
    ["Antitrust & Trade Reg. Rep."],
  ],
];

export const looseleafReporters: readonly ReporterEdition[] = rows.map(
  ([abbreviation, name, firstYear, lastYear, variants]) => ({
    abbreviation,
    name,
    jurisdiction: "federal",
    firstYear,
    lastYear,
    variants,
  }),
);
