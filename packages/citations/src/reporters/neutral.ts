import type { ReporterEdition } from "./reporter.js";

const neutral = (
  jurisdiction: string,
  abbreviation: string,
  name: string,
  firstYear: number,
  variants?: readonly string[],
): ReporterEdition => ({ abbreviation, name, jurisdiction, firstYear, lastYear: null, variants, form: "neutral" });

const illinoisDistricts = ["1st", "2d", "3d", "4th", "5th"].map((district) =>
  neutral("IL", `IL App (${district})`, `Illinois Appellate Court, ${district} District`, 2011),
);

/**
 * Public-domain ("neutral") citations: the volume is the decision year and the page is the opinion's number
 * ("2019 IL 123456", "2020 WI 10", "2015-Ohio-1234"). Cited alone or beside the regional reporter. Sources: each
 * court's own citation rule (Ill. S. Ct. R. 6; the Ohio Supreme Court's Rules for the Reporting of Opinions; Rule
 * 23-112 NMRA; Wis. SCR 80.02; N.D. R. Ct. 11.6; Okla. S. Ct. R. 1.200) and The Bluebook, tables T1.3 and T1.4. A
 * page may carry a letter naming another document: Illinois' "-U" (Rule 23 order) and "-B", New York's "(U)", "(A)".
 */
export const neutralReporters: readonly ReporterEdition[] = [
  neutral("IL", "IL", "Illinois Supreme Court", 2011),
  ...illinoisDistricts,
  neutral("WI", "WI", "Wisconsin Supreme Court", 2000),
  neutral("WI", "WI App", "Wisconsin Court of Appeals", 2000),
  neutral("ND", "ND", "North Dakota Supreme Court", 1997),
  neutral("ND", "ND App", "North Dakota Court of Appeals", 1998),
  neutral("SD", "SD", "South Dakota Supreme Court", 1996),
  neutral("ME", "ME", "Maine Supreme Judicial Court", 1997),
  neutral("MT", "MT", "Montana Supreme Court", 1998),
  neutral("OK", "OK", "Oklahoma Supreme Court", 1997),
  neutral("OK", "OK CR", "Oklahoma Court of Criminal Appeals", 1997),
  neutral("OK", "OK CIV APP", "Oklahoma Court of Civil Appeals", 1997, ["OK Civ App"]),
  neutral("UT", "UT", "Utah Supreme Court", 1999),
  neutral("UT", "UT App", "Utah Court of Appeals", 1999),
  neutral("VT", "VT", "Vermont Supreme Court", 2003),
  neutral("WY", "WY", "Wyoming Supreme Court", 2001),
  neutral("CO", "CO", "Colorado Supreme Court", 2012),
  neutral("CO", "COA", "Colorado Court of Appeals", 2012),
  neutral("AR", "Ark.", "Arkansas Supreme Court", 2009),
  neutral("AR", "Ark. App.", "Arkansas Court of Appeals", 2009),
  neutral("GU", "Guam", "Supreme Court of Guam", 1996),
  neutral("MP", "MP", "Northern Mariana Islands Supreme Court", 1999),
  neutral("VI", "VI", "Supreme Court of the Virgin Islands", 2007),
  neutral("PR", "TSPR", "Tribunal Supremo de Puerto Rico", 1998, ["T.S.P.R."]),
  neutral("PA", "PA Super", "Pennsylvania Superior Court", 1999),
  neutral("NY", "N.Y. Slip Op.", "New York Slip Opinion", 2003, ["NY Slip Op", "NY Slip Opn"]),
  // Written with hyphens: "2015-Ohio-1234", "2012-NMSC-001".
  neutral("OH", "Ohio", "Ohio courts", 2002),
  neutral("NM", "NMSC", "New Mexico Supreme Court", 1996),
  neutral("NM", "NMCA", "New Mexico Court of Appeals", 1996),
  neutral("NM", "NMCERT", "New Mexico Supreme Court, certiorari", 1996),
];
