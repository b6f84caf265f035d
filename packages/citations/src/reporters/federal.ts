import type { ReporterEdition } from "./reporter.js";

const federal = (
  abbreviation: string,
  name: string,
  firstYear: number,
  lastYear: number | null,
  variants?: readonly string[],
): ReporterEdition => ({ abbreviation, name, jurisdiction: "federal", firstYear, lastYear, variants });

/**
 * Reporters of the federal courts: the Supreme Court, the courts of appeals, district, bankruptcy and special courts.
 * Sources: The Bluebook, table T1.1 (federal judicial materials) and its list of the Supreme Court's early reporters;
 * the Reporter of Decisions' own "U.S." volume concordance for Dallas through Wallace.
 */
export const federalReporters: readonly ReporterEdition[] = [
  federal("U.S.", "United States Reports", 1754, null, ["U. S.", "US", "U.S. Reports"]),
  federal("S. Ct.", "Supreme Court Reporter", 1882, null, ["S.Ct.", "Sup. Ct.", "Sup.Ct.", "Sup. Ct. Rep."]),
  federal("L. Ed.", "Lawyers' Edition", 1754, 1956, ["L.Ed.", "L. ed.", "Law. Ed.", "Law. ed."]),
  federal("L. Ed. 2d", "Lawyers' Edition, Second Series", 1956, null, [
    "L.Ed.2d",
    "L. ed. 2d",
    "L.Ed. 2d",
    "Law. Ed. 2d",
    "L. Ed. (2d)",
  ]),
  federal("U.S.L.W.", "United States Law Week", 1933, null, ["USLW", "U.S. Law Week"]),
  // The Supreme Court's nominative reporters, cited alone ("12 Pet. 657") or inside "67 U.S. (2 Black) 17"; volumes
  // 91 to 107 carry Otto's name.
  federal("Dall.", "Dallas' Reports", 1754, 1800, ["Dallas", "Dal.", "Dall. Rep."]),
  federal("Cranch", "Cranch's Reports", 1801, 1815, ["Cranch Rep."]),
  federal("Wheat.", "Wheaton's Reports", 1816, 1827, ["Wheaton", "Wheat. Rep."]),
  federal("Pet.", "Peters' Reports", 1828, 1842, ["Peters", "Pet", "Pet. Rep."]),
  federal("How.", "Howard's Reports", 1843, 1860, ["Howard", "How. Rep."]),
  federal("Black", "Black's Reports", 1861, 1862),
  federal("Wall.", "Wallace's Reports", 1863, 1874, ["Wallace", "Wall. Rep."]),
  federal("Otto", "Otto's Reports", 1875, 1883),
  federal("Cranch C.C.", "Cranch's Circuit Court Reports", 1801, 1841),

  federal("F. Cas.", "Federal Cases", 1789, 1880, ["Fed. Cas.", "F.Cas."]),
  federal("F.", "Federal Reporter", 1880, 1925, ["Fed.", "Fed. Rep."]),
  federal("F.2d", "Federal Reporter, Second Series", 1924, 1993, ["F. 2d", "F.2d.", "Fed. 2d", "Fed. Rep. 2d"]),
  federal("F.3d", "Federal Reporter, Third Series", 1993, 2021, ["F. 3d", "F.3d.", "Fed. 3d", "Fed. Rep. 3d"]),
  federal("F.4th", "Federal Reporter, Fourth Series", 2021, null, ["F. 4th", "F.4th.", "Fed. 4th"]),
  federal("F. App'x", "Federal Appendix", 2001, 2022, [
    "F. App'x.",
    "F. Appx.",
    "Fed. Appx.",
    "Fed. App'x",
    "Fed.Appx.",
    "F. App.",
    "Fed. App.",
  ]),
  federal("F. Supp.", "Federal Supplement", 1932, 1998, ["F.Supp.", "Fed. Supp.", "F. Sup."]),
  federal("F. Supp. 2d", "Federal Supplement, Second Series", 1997, 2014, ["F.Supp.2d", "F. Supp.2d", "Fed. Supp. 2d"]),
  federal("F. Supp. 3d", "Federal Supplement, Third Series", 2014, null, ["F.Supp.3d", "F. Supp.3d", "Fed. Supp. 3d"]),
  federal("F.R.D.", "Federal Rules Decisions", 1938, null, ["FRD"]),
  federal("Fed. R. Serv.", "Federal Rules Service", 1938, 1958, ["Fed. Rules Serv."]),
  federal("Fed. R. Serv. 2d", "Federal Rules Service, Second Series", 1958, 1985, ["Fed. Rules Serv. 2d"]),
  federal("Fed. R. Serv. 3d", "Federal Rules Service, Third Series", 1985, null, ["Fed. Rules Serv. 3d"]),
  federal("Fed. R. Evid. Serv.", "Federal Rules of Evidence Service", 1975, null),
  federal("B.R.", "Bankruptcy Reporter", 1979, null, ["BR", "Bankr. Rptr.", "Bankr. R."]),
  federal("Bankr. Ct. Dec.", "Bankruptcy Court Decisions", 1974, null, ["B.C.D.", "Bankr. Ct. Dec. (CRR)"]),
  federal("Collier Bankr. Cas.", "Collier Bankruptcy Cases", 1974, 1979, ["C.B.C."]),
  federal("Collier Bankr. Cas. 2d", "Collier Bankruptcy Cases, Second Series", 1979, null, ["C.B.C.2d"]),
  federal("Fed. Cl.", "United States Court of Federal Claims Reports", 1992, null, ["Fed.Cl.", "Fed. Claims"]),
  federal("Cl. Ct.", "United States Claims Court Reporter", 1982, 1992, ["Cl.Ct."]),
  federal("Ct. Cl.", "Court of Claims Reports", 1855, 1982, ["Ct.Cl.", "C. Cls."]),
  federal("Ct. Int'l Trade", "Court of International Trade Reports", 1980, null, ["Ct. Intl. Trade", "C.I.T."]),
  federal("Cust. B. & Dec.", "Customs Bulletin and Decisions", 1967, null, ["Cust. Bull."]),
  federal("Cust. Ct.", "Customs Court Reports", 1938, 1980),
  federal("Ct. Cust.", "Court of Customs Appeals Reports", 1910, 1929, ["Ct. Cust. App.", "Ct. Cust. Appls."]),
  federal("C.C.P.A.", "Court of Customs and Patent Appeals Reports", 1929, 1982, ["Ct. Cust. & Pat. App."]),
  federal("M.J.", "Military Justice Reporter", 1975, null, ["MJ"]),
  federal("C.M.A.", "Decisions of the United States Court of Military Appeals", 1951, 1975, ["USCMA", "U.S.C.M.A."]),
  federal("C.M.R.", "Court-Martial Reports", 1951, 1975, ["CMR"]),
  federal("Vet. App.", "Veterans Appeals Reporter", 1989, null, ["Vet.App.", "Vet. Ap."]),
  federal("T.C.", "Reports of the United States Tax Court", 1942, null, ["Tax Ct.", "T. C."]),
  federal("T.C.M.", "Tax Court Memorandum Decisions", 1942, null, ["TCM", "T.C.M. (CCH)", "T.C.M. (RIA)"]),
  // Numbered within the year and written series first: "T.C. Memo. 2019-12", "T.C. Summary Opinion 2015-3".
  { ...federal("T.C. Memo.", "Tax Court Memorandum Opinions", 1955, null, ["T.C. Memo", "TC Memo"]), form: "neutral" },
  {
    ...federal("T.C. Summ. Op.", "Tax Court Summary Opinions", 2001, null, ["T.C. Summary Opinion"]),
    form: "neutral",
  },
  federal("B.T.A.", "Reports of the United States Board of Tax Appeals", 1924, 1942),
  federal("B.T.A.M.", "Board of Tax Appeals Memorandum Decisions", 1928, 1942, ["B.T.A.M. (P-H)"]),
  federal("App. D.C.", "Appeal Cases, District of Columbia", 1893, 1941),
  federal("U.S. App. D.C.", "United States Court of Appeals Reports (District of Columbia)", 1941, null, [
    "U.S.App.D.C.",
  ]),
  federal("M.S.P.R.", "Merit Systems Protection Board Reporter", 1979, null, ["MSPR"]),
  federal("I. & N. Dec.", "Administrative Decisions Under Immigration and Nationality Laws", 1940, null, ["I&N Dec."]),
  federal("N.L.R.B.", "Decisions and Orders of the National Labor Relations Board", 1935, null, ["NLRB"]),
  federal("F.C.C. Rcd.", "FCC Record", 1986, null, ["FCC Rcd."]),
  federal("F.C.C.", "Federal Communications Commission Reports", 1934, 1986),
  federal("F.C.C.2d", "Federal Communications Commission Reports, Second Series", 1965, 1986),
  federal("F.T.C.", "Federal Trade Commission Decisions", 1915, null),
  federal("I.C.C.", "Interstate Commerce Commission Reports", 1887, 1996),
  federal("F.E.R.C.", "Federal Energy Regulatory Commission Reports", 1977, null, ["FERC"]),
];

/** Online databases whose citations take the decision year as volume: "2023 WL 4114965", "2019 U.S. Dist. LEXIS 1". */
export const databaseReporters: readonly ReporterEdition[] = [
  { abbreviation: "WL", name: "Westlaw", jurisdiction: "federal", firstYear: 1700, lastYear: null, form: "database" },
  {
    abbreviation: "U.S. LEXIS",
    name: "Lexis, Supreme Court",
    jurisdiction: "federal",
    firstYear: 1790,
    lastYear: null,
    form: "database",
  },
  {
    abbreviation: "U.S. App. LEXIS",
    name: "Lexis, courts of appeals",
    jurisdiction: "federal",
    firstYear: 1891,
    lastYear: null,
    form: "database",
  },
  {
    abbreviation: "U.S. Dist. LEXIS",
    name: "Lexis, district courts",
    jurisdiction: "federal",
    firstYear: 1789,
    lastYear: null,
    form: "database",
  },
  {
    abbreviation: "Bankr. LEXIS",
    name: "Lexis, bankruptcy courts",
    jurisdiction: "federal",
    firstYear: 1979,
    lastYear: null,
    form: "database",
  },
];
