import type { ReporterEdition } from "./reporter.js";

type Row = readonly [
  abbreviation: string,
  name: string,
  firstYear: number,
  lastYear: number | null,
  variants?: readonly string[],
];

/**
 * Official state reports, by state: those still published (lastYear null) and the main discontinued ones. States
 * that stopped their own reports cite the regional reporter, or a public-domain citation (neutral.ts), since.
 */
const officialReports: Record<string, readonly Row[]> = {
  AL: [
    ["Ala.", "Alabama Reports", 1840, 1976],
    ["Ala. App.", "Alabama Appellate Courts Reports", 1910, 1976],
  ],
  AK: [["Alaska", "Alaska Reports", 1884, 1959]],
  AZ: [
    ["Ariz.", "Arizona Reports", 1866, null],
    ["Ariz. App.", "Arizona Appeals Reports", 1965, 1976],
  ],
  AR: [
    ["Ark.", "Arkansas Reports", 1837, 2009],
    ["Ark. App.", "Arkansas Appellate Reports", 1979, 2009],
  ],
  CA: [
    ["Cal.", "California Reports", 1850, 1934],
    ["Cal. 2d", "California Reports, Second Series", 1934, 1969, ["Cal.2d"]],
    ["Cal. 3d", "California Reports, Third Series", 1969, 1991, ["Cal.3d"]],
    ["Cal. 4th", "California Reports, Fourth Series", 1991, 2016, ["Cal.4th"]],
    ["Cal. 5th", "California Reports, Fifth Series", 2016, null, ["Cal.5th"]],
    ["Cal. App.", "California Appellate Reports", 1905, 1934, ["Cal.App."]],
    ["Cal. App. 2d", "California Appellate Reports, Second Series", 1934, 1969, ["Cal.App.2d"]],
    ["Cal. App. 3d", "California Appellate Reports, Third Series", 1969, 1991, ["Cal.App.3d"]],
    ["Cal. App. 4th", "California Appellate Reports, Fourth Series", 1991, 2016, ["Cal.App.4th"]],
    ["Cal. App. 5th", "California Appellate Reports, Fifth Series", 2016, null, ["Cal.App.5th"]],
    ["Cal. App. Supp.", "California Appellate Reports Supplement", 1929, null],
    ["Cal. Unrep.", "California Unreported Cases", 1855, 1910],
  ],
  CO: [
    ["Colo.", "Colorado Reports", 1864, 1980],
    ["Colo. App.", "Colorado Court of Appeals Reports", 1891, 1980],
  ],
  CT: [
    ["Conn.", "Connecticut Reports", 1814, null],
    ["Conn. App.", "Connecticut Appellate Reports", 1983, null],
    ["Conn. Supp.", "Connecticut Supplement", 1935, null],
    ["Conn. Cir. Ct.", "Connecticut Circuit Court Reports", 1961, 1974],
  ],
  DE: [
    ["Del.", "Delaware Reports", 1832, 1966],
    ["Del. Ch.", "Delaware Chancery Reports", 1814, 1968],
    ["Del. Cas.", "Delaware Cases", 1792, 1830],
  ],
  DC: [["D.C.", "District of Columbia Reports", 1801, 1893]],
  FL: [
    ["Fla.", "Florida Reports", 1846, 1948],
    ["Fla. Supp.", "Florida Supplement", 1948, 1981],
    ["Fla. Supp. 2d", "Florida Supplement, Second Series", 1983, 1992],
    ["Fla. L. Weekly", "Florida Law Weekly", 1978, null],
    ["Fla. L. Weekly Supp.", "Florida Law Weekly Supplement", 1992, null],
  ],
  GA: [
    ["Ga.", "Georgia Reports", 1846, null],
    ["Ga. App.", "Georgia Appeals Reports", 1907, null],
  ],
  HI: [
    ["Haw.", "Hawaii Reports", 1847, null, ["Hawai'i", "Hawaii"]],
    ["Haw. App.", "Hawaii Appellate Reports", 1980, 1994],
  ],
  ID: [["Idaho", "Idaho Reports", 1866, null]],
  IL: [
    ["Ill.", "Illinois Reports", 1819, 1954],
    ["Ill. 2d", "Illinois Reports, Second Series", 1954, 2011, ["Ill.2d"]],
    ["Ill. App.", "Illinois Appellate Court Reports", 1877, 1954],
    ["Ill. App. 2d", "Illinois Appellate Court Reports, Second Series", 1954, 1970, ["Ill.App.2d"]],
    ["Ill. App. 3d", "Illinois Appellate Court Reports, Third Series", 1970, 2011, ["Ill.App.3d"]],
    ["Ill. Ct. Cl.", "Illinois Court of Claims Reports", 1889, null],
  ],
  IN: [
    ["Ind.", "Indiana Reports", 1848, 1981],
    ["Ind. App.", "Indiana Court of Appeals Reports", 1890, 1979],
  ],
  IA: [["Iowa", "Iowa Reports", 1855, 1968]],
  KS: [
    ["Kan.", "Kansas Reports", 1862, null, ["Kans."]],
    ["Kan. App.", "Kansas Court of Appeals Reports", 1895, 1901],
    ["Kan. App. 2d", "Kansas Court of Appeals Reports, Second Series", 1977, null, ["Kan.App.2d"]],
  ],
  KY: [
    ["Ky.", "Kentucky Reports", 1879, 1951],
    ["Ky. L. Rptr.", "Kentucky Law Reporter", 1880, 1908],
  ],
  LA: [
    ["La.", "Louisiana Reports", 1830, 1972],
    ["La. Ann.", "Louisiana Annual Reports", 1846, 1900],
    ["La. App.", "Louisiana Courts of Appeal Reports", 1924, 1932],
  ],
  ME: [["Me.", "Maine Reports", 1820, 1965]],
  MD: [
    ["Md.", "Maryland Reports", 1851, null],
    ["Md. App.", "Maryland Appellate Reports", 1967, null],
  ],
  MA: [
    ["Mass.", "Massachusetts Reports", 1804, null],
    ["Mass. App. Ct.", "Massachusetts Appeals Court Reports", 1972, null, ["Mass. App.", "Mass.App.Ct."]],
    ["Mass. App. Div.", "Appellate Division Reports", 1936, null],
    ["Mass. App. Dec.", "Massachusetts Appellate Decisions", 1941, 1977],
    ["Mass. Supp.", "Massachusetts Reports Supplement", 1980, 1983],
  ],
  MI: [
    ["Mich.", "Michigan Reports", 1847, null],
    ["Mich. App.", "Michigan Appeals Reports", 1965, null],
    ["Mich. Ct. Cl.", "Michigan Court of Claims Reports", 1938, 1942],
  ],
  MN: [["Minn.", "Minnesota Reports", 1851, 1977]],
  MS: [["Miss.", "Mississippi Reports", 1818, 1966]],
  MO: [
    ["Mo.", "Missouri Reports", 1821, 1956],
    ["Mo. App.", "Missouri Appeal Reports", 1876, 1954],
  ],
  MT: [["Mont.", "Montana Reports", 1868, null]],
  NE: [
    ["Neb.", "Nebraska Reports", 1860, null],
    ["Neb. App.", "Nebraska Appellate Reports", 1992, null],
  ],
  NV: [["Nev.", "Nevada Reports", 1865, null]],
  NH: [["N.H.", "New Hampshire Reports", 1816, null]],
  NJ: [
    ["N.J.", "New Jersey Reports", 1948, null],
    ["N.J. Super.", "New Jersey Superior Court Reports", 1948, null, ["N.J.Super."]],
    ["N.J.L.", "New Jersey Law Reports", 1790, 1948],
    ["N.J. Eq.", "New Jersey Equity Reports", 1830, 1948],
    ["N.J. Misc.", "New Jersey Miscellaneous Reports", 1923, 1949],
    ["N.J. Tax", "New Jersey Tax Court Reports", 1979, null],
  ],
  NM: [["N.M.", "New Mexico Reports", 1852, null]],
  NY: [
    ["N.Y.", "New York Reports", 1847, 1956],
    ["N.Y.2d", "New York Reports, Second Series", 1956, 2004, ["N.Y. 2d", "NY2d"]],
    ["N.Y.3d", "New York Reports, Third Series", 2003, null, ["N.Y. 3d", "NY3d"]],
    ["A.D.", "Appellate Division Reports", 1896, 1955, ["App. Div."]],
    ["A.D.2d", "Appellate Division Reports, Second Series", 1955, 2004, ["A.D. 2d", "App. Div. 2d", "AD2d"]],
    ["A.D.3d", "Appellate Division Reports, Third Series", 2003, null, ["A.D. 3d", "App. Div. 3d", "AD3d"]],
    ["Misc.", "Miscellaneous Reports", 1892, 1955],
    ["Misc. 2d", "Miscellaneous Reports, Second Series", 1955, 2004, ["Misc.2d"]],
    ["Misc. 3d", "Miscellaneous Reports, Third Series", 2003, null, ["Misc.3d"]],
    ["N.Y. Crim.", "New York Criminal Reports", 1878, 1924],
  ],
  NC: [
    ["N.C.", "North Carolina Reports", 1778, null],
    ["N.C. App.", "North Carolina Court of Appeals Reports", 1968, null],
  ],
  ND: [["N.D.", "North Dakota Reports", 1890, 1953]],
  OH: [
    ["Ohio", "Ohio Reports", 1821, 1851],
    ["Ohio St.", "Ohio State Reports", 1852, 1964],
    ["Ohio St. 2d", "Ohio State Reports, Second Series", 1964, 1982, ["Ohio St.2d"]],
    ["Ohio St. 3d", "Ohio State Reports, Third Series", 1982, null, ["Ohio St.3d"]],
    ["Ohio App.", "Ohio Appellate Reports", 1913, 1965],
    ["Ohio App. 2d", "Ohio Appellate Reports, Second Series", 1964, 1982, ["Ohio App.2d"]],
    ["Ohio App. 3d", "Ohio Appellate Reports, Third Series", 1982, null, ["Ohio App.3d"]],
    ["Ohio Misc.", "Ohio Miscellaneous Reports", 1962, 1982],
    ["Ohio Misc. 2d", "Ohio Miscellaneous Reports, Second Series", 1982, null, ["Ohio Misc.2d"]],
    ["Ohio Op.", "Ohio Opinions", 1934, 1982],
    ["Ohio Op. 2d", "Ohio Opinions, Second Series", 1955, 1982],
    ["Ohio Op. 3d", "Ohio Opinions, Third Series", 1976, 1982],
  ],
  OK: [
    ["Okla.", "Oklahoma Reports", 1890, 1953],
    ["Okla. Crim.", "Oklahoma Criminal Reports", 1908, 1953],
  ],
  OR: [
    ["Or.", "Oregon Reports", 1853, null],
    ["Or. App.", "Oregon Reports, Court of Appeals", 1969, null],
    ["Or. Tax", "Oregon Tax Reports", 1962, null],
  ],
  PA: [
    ["Pa.", "Pennsylvania State Reports", 1845, null],
    ["Pa. Super.", "Pennsylvania Superior Court Reports", 1895, 1999, ["Pa. Super. Ct.", "Pa.Super."]],
    ["Pa. Commw.", "Pennsylvania Commonwealth Court Reports", 1970, 1995, ["Pa. Cmwlth.", "Pa. Commw. Ct."]],
    ["Pa. D. & C.", "Pennsylvania District and County Reports", 1921, 1955],
    ["Pa. D. & C.2d", "Pennsylvania District and County Reports, Second Series", 1954, 1977],
    ["Pa. D. & C.3d", "Pennsylvania District and County Reports, Third Series", 1977, 1989],
    ["Pa. D. & C.4th", "Pennsylvania District and County Reports, Fourth Series", 1989, 2008],
    ["Pa. D. & C.5th", "Pennsylvania District and County Reports, Fifth Series", 2007, null],
  ],
  RI: [["R.I.", "Rhode Island Reports", 1828, 1980]],
  SC: [["S.C.", "South Carolina Reports", 1868, null]],
  SD: [["S.D.", "South Dakota Reports", 1890, 1976]],
  TN: [
    ["Tenn.", "Tennessee Reports", 1870, 1972],
    ["Tenn. App.", "Tennessee Appeals Reports", 1925, 1972],
    ["Tenn. Crim. App.", "Tennessee Criminal Appeals Reports", 1967, 1971],
  ],
  TX: [
    ["Tex.", "Texas Reports", 1846, 1962],
    ["Tex. Crim.", "Texas Criminal Reports", 1876, 1963, ["Tex. Cr. R.", "Tex. Crim. App."]],
    ["Tex. Civ. App.", "Texas Civil Appeals Reports", 1892, 1911],
    ["Tex. Sup. Ct. J.", "Texas Supreme Court Journal", 1957, null],
  ],
  UT: [
    ["Utah", "Utah Reports", 1851, 1974],
    ["Utah 2d", "Utah Reports, Second Series", 1953, 1974],
  ],
  VT: [["Vt.", "Vermont Reports", 1826, null]],
  VA: [
    ["Va.", "Virginia Reports", 1790, null],
    ["Va. App.", "Virginia Court of Appeals Reports", 1985, null],
    ["Va. Cir.", "Virginia Circuit Court Opinions", 1985, null],
  ],
  WA: [
    ["Wash.", "Washington Reports", 1889, 1939, ["Wn."]],
    ["Wash. 2d", "Washington Reports, Second Series", 1939, null, ["Wn.2d", "Wn. 2d", "Wash.2d"]],
    ["Wash. App.", "Washington Appellate Reports", 1969, 2017, ["Wn. App.", "Wash.App."]],
    ["Wash. App. 2d", "Washington Appellate Reports, Second Series", 2017, null, ["Wn. App. 2d", "Wn.App.2d"]],
    ["Wash. Terr.", "Washington Territory Reports", 1854, 1888],
  ],
  WV: [["W. Va.", "West Virginia Reports", 1864, null, ["W.Va."]]],
  WI: [
    ["Wis.", "Wisconsin Reports", 1853, 1957],
    ["Wis. 2d", "Wisconsin Reports, Second Series", 1957, null, ["Wis.2d"]],
  ],
  WY: [["Wyo.", "Wyoming Reports", 1870, 1959]],
  PR: [["P.R.", "Puerto Rico Reports", 1899, 1978]],
};

export const stateReporters: readonly ReporterEdition[] = Object.entries(officialReports).flatMap(([state, rows]) =>
  rows.map(([abbreviation, name, firstYear, lastYear, variants]) => ({
    abbreviation,
    name,
    jurisdiction: state,
    firstYear,
    lastYear,
    variants,
  })),
);
