// Every federal court of appeals (regional circuits, D.C. and Federal Circuits), bankruptcy appellate panel, district
// court and bankruptcy court, and the three national courts that file through CM/ECF, by full name and CourtListener
// court id.
//
// Sources of knowledge (public facts, written out by hand here, no file copied):
// - 28 U.S.C. §§ 41 (circuits), 81–131 (judicial districts), 151–152 (bankruptcy units), 158(b) (bankruptcy appellate
//   panels, established in the 1st, 6th, 8th, 9th and 10th Circuits), 171 (Court of Federal Claims), 251 (Court of
//   International Trade), 1407 (Judicial Panel on Multidistrict Litigation); 48 U.S.C. §§ 1424
//   (District Court of Guam), 1611 (District Court of the Virgin Islands), 1821 (District Court for the Northern
//   Mariana Islands).
// - CourtListener's court ids (state + district letters + "d" for a district court, "b" for its bankruptcy court;
//   "ca1".."ca11", "cadc", "cafc"), as shown in its public jurisdiction list and its API's `court` field.
// - The PACER CM/ECF court lookup (pacer.uscourts.gov): every court's CM/ECF host is ecf.{id}.uscourts.gov, and its
//   notices come from addresses at {id}.uscourts.gov. Known additional domains (a court's public site shared by the
//   district and bankruptcy courts of one district) are listed in SHARED_SITE_DOMAINS below. The lookup sends the
//   panels' filers to their circuit's CM/ECF (BAP 1st Cir. to ecf.ca1, BAP 9th to ecf.ca9, BAP 10th to ecf.ca10) and
//   names the Court of Federal Claims' host ecf.cofc.uscourts.gov.
// - The Second and Ninth Circuits' ACMS notices as received (From ACMS@ca2.fedcourts.us / ACMS@ca9.fedcourts.us, DMARC
//   aligned there), as published with CourtListener's RECAP email examples; RECAP maps mail from cfc.uscourts.gov and
//   cofc.uscourts.gov to the Court of Federal Claims ("uscfc").
// - The Bluebook's abbreviations of courts and states (table T1/T10), for searchCourts.
// - Time zones: each court's seat (28 U.S.C. ch. 5), for reading notice times that carry no zone.

import type { Court, CourtKind } from "./types.js";

/** A court as this package knows it: the contract's fields plus what search and notice parsing use. */
export interface KnownCourt extends Court {
  /** "Southern District of New York", "District of Guam", "Second Circuit". */
  region: string;
  /** Bluebook abbreviation: "S.D.N.Y.", "Bankr. S.D.N.Y.", "2d Cir.". */
  abbreviation: string;
  /** IANA time zone of the court's seat, for notice times written without a zone. */
  timeZone: string;
}

interface StateInfo {
  name: string;
  /** Bluebook abbreviation of the state, e.g. "N.Y.", "Ill.". */
  abbr: string;
  zone: string;
  /** District letters ("" for a single-district state), in alphabetical order of id. */
  districts: readonly string[];
}

const ET = "America/New_York";
const CT = "America/Chicago";
const MT = "America/Denver";
const PT = "America/Los_Angeles";

const STATES: Record<string, StateInfo> = {
  al: { name: "Alabama", abbr: "Ala.", zone: CT, districts: ["m", "n", "s"] },
  ak: { name: "Alaska", abbr: "Alaska", zone: "America/Anchorage", districts: [""] },
  az: { name: "Arizona", abbr: "Ariz.", zone: "America/Phoenix", districts: [""] },
  ar: { name: "Arkansas", abbr: "Ark.", zone: CT, districts: ["e", "w"] },
  ca: { name: "California", abbr: "Cal.", zone: PT, districts: ["c", "e", "n", "s"] },
  co: { name: "Colorado", abbr: "Colo.", zone: MT, districts: [""] },
  ct: { name: "Connecticut", abbr: "Conn.", zone: ET, districts: [""] },
  de: { name: "Delaware", abbr: "Del.", zone: ET, districts: [""] },
  dc: { name: "District of Columbia", abbr: "D.C.", zone: ET, districts: [""] },
  fl: { name: "Florida", abbr: "Fla.", zone: ET, districts: ["m", "n", "s"] },
  ga: { name: "Georgia", abbr: "Ga.", zone: ET, districts: ["m", "n", "s"] },
  hi: { name: "Hawaii", abbr: "Haw.", zone: "Pacific/Honolulu", districts: [""] },
  id: { name: "Idaho", abbr: "Idaho", zone: "America/Boise", districts: [""] },
  il: { name: "Illinois", abbr: "Ill.", zone: CT, districts: ["c", "n", "s"] },
  in: { name: "Indiana", abbr: "Ind.", zone: "America/Indiana/Indianapolis", districts: ["n", "s"] },
  ia: { name: "Iowa", abbr: "Iowa", zone: CT, districts: ["n", "s"] },
  ks: { name: "Kansas", abbr: "Kan.", zone: CT, districts: [""] },
  ky: { name: "Kentucky", abbr: "Ky.", zone: ET, districts: ["e", "w"] },
  la: { name: "Louisiana", abbr: "La.", zone: CT, districts: ["e", "m", "w"] },
  me: { name: "Maine", abbr: "Me.", zone: ET, districts: [""] },
  md: { name: "Maryland", abbr: "Md.", zone: ET, districts: [""] },
  ma: { name: "Massachusetts", abbr: "Mass.", zone: ET, districts: [""] },
  mi: { name: "Michigan", abbr: "Mich.", zone: "America/Detroit", districts: ["e", "w"] },
  mn: { name: "Minnesota", abbr: "Minn.", zone: CT, districts: [""] },
  ms: { name: "Mississippi", abbr: "Miss.", zone: CT, districts: ["n", "s"] },
  mo: { name: "Missouri", abbr: "Mo.", zone: CT, districts: ["e", "w"] },
  mt: { name: "Montana", abbr: "Mont.", zone: MT, districts: [""] },
  ne: { name: "Nebraska", abbr: "Neb.", zone: CT, districts: [""] },
  nv: { name: "Nevada", abbr: "Nev.", zone: PT, districts: [""] },
  nh: { name: "New Hampshire", abbr: "N.H.", zone: ET, districts: [""] },
  nj: { name: "New Jersey", abbr: "N.J.", zone: ET, districts: [""] },
  nm: { name: "New Mexico", abbr: "N.M.", zone: MT, districts: [""] },
  ny: { name: "New York", abbr: "N.Y.", zone: ET, districts: ["e", "n", "s", "w"] },
  nc: { name: "North Carolina", abbr: "N.C.", zone: ET, districts: ["e", "m", "w"] },
  nd: { name: "North Dakota", abbr: "N.D.", zone: CT, districts: [""] },
  oh: { name: "Ohio", abbr: "Ohio", zone: ET, districts: ["n", "s"] },
  ok: { name: "Oklahoma", abbr: "Okla.", zone: CT, districts: ["e", "n", "w"] },
  or: { name: "Oregon", abbr: "Or.", zone: PT, districts: [""] },
  pa: { name: "Pennsylvania", abbr: "Pa.", zone: ET, districts: ["e", "m", "w"] },
  ri: { name: "Rhode Island", abbr: "R.I.", zone: ET, districts: [""] },
  sc: { name: "South Carolina", abbr: "S.C.", zone: ET, districts: [""] },
  sd: { name: "South Dakota", abbr: "S.D.", zone: CT, districts: [""] },
  tn: { name: "Tennessee", abbr: "Tenn.", zone: CT, districts: ["e", "m", "w"] },
  tx: { name: "Texas", abbr: "Tex.", zone: CT, districts: ["e", "n", "s", "w"] },
  ut: { name: "Utah", abbr: "Utah", zone: MT, districts: [""] },
  vt: { name: "Vermont", abbr: "Vt.", zone: ET, districts: [""] },
  va: { name: "Virginia", abbr: "Va.", zone: ET, districts: ["e", "w"] },
  wa: { name: "Washington", abbr: "Wash.", zone: PT, districts: ["e", "w"] },
  wv: { name: "West Virginia", abbr: "W. Va.", zone: ET, districts: ["n", "s"] },
  wi: { name: "Wisconsin", abbr: "Wis.", zone: CT, districts: ["e", "w"] },
  wy: { name: "Wyoming", abbr: "Wyo.", zone: MT, districts: [""] },
  pr: { name: "Puerto Rico", abbr: "P.R.", zone: "America/Puerto_Rico", districts: [""] },
  gu: { name: "Guam", abbr: "Guam", zone: "Pacific/Guam", districts: [""] },
  nmi: { name: "Northern Mariana Islands", abbr: "N. Mar. I.", zone: "Pacific/Saipan", districts: [""] },
  vi: { name: "Virgin Islands", abbr: "V.I.", zone: "America/St_Thomas", districts: [""] },
};

/** The Eastern District of Tennessee sits in Knoxville (Eastern time); the rest of the state is Central. */
const ZONE_OVERRIDES: Record<string, string> = { tned: ET, tneb: ET };

/**
 * Domains that courts' notices are also known to come from: a public site shared by a district's district and
 * bankruptcy courts (S.D. Tex. "txs", W.D. Mo. "mow", Idaho "id", Arkansas bankruptcy "arb"). Notices normally come
 * from {id}.uscourts.gov itself; these are accepted as well. Mail authentication (DMARC) is the server's job, not this
 * table's.
 */
const SHARED_SITE_DOMAINS: Record<string, readonly string[]> = {
  txsd: ["txs.uscourts.gov"],
  gasd: ["gas.uscourts.gov"],
  txsb: ["txs.uscourts.gov"],
  mowd: ["mow.uscourts.gov"],
  mowb: ["mow.uscourts.gov"],
  idd: ["id.uscourts.gov"],
  idb: ["id.uscourts.gov"],
  areb: ["arb.uscourts.gov"],
  arwb: ["arb.uscourts.gov"],
};

/**
 * The Second and Ninth Circuits moved to the Appellate Case Management System (ACMS), which mails its Notices of
 * Docket Activity from {circuit}.fedcourts.us. A bankruptcy appellate panel sends from its circuit's systems, so it
 * shares the circuit's domains (see buildBankruptcyAppellatePanels).
 */
const ACMS_DOMAINS: Record<string, readonly string[]> = {
  ca2: ["ca2.fedcourts.us"],
  ca9: ["ca9.fedcourts.us"],
};

const DIRECTION: Record<string, string> = {
  c: "Central",
  e: "Eastern",
  m: "Middle",
  n: "Northern",
  s: "Southern",
  w: "Western",
};

/** The territorial district courts are not "U.S. District Courts" by name. */
const TERRITORIAL_NAMES: Record<string, string> = {
  gu: "District Court of Guam",
  nmi: "District Court for the Northern Mariana Islands",
  vi: "District Court of the Virgin Islands",
};

function regionOf(stateCode: string, letter: string): string {
  const state = STATES[stateCode];
  if (!state) throw new Error(`unknown state ${stateCode}`);
  if (state.name.startsWith("District of")) return state.name;
  const place = stateCode === "nmi" || stateCode === "vi" ? `the ${state.name}` : state.name;
  return letter ? `${DIRECTION[letter]} District of ${place}` : `District of ${place}`;
}

function bluebookDistrict(stateCode: string, letter: string): string {
  const state = STATES[stateCode];
  if (!state) throw new Error(`unknown state ${stateCode}`);
  const prefix = letter ? `${letter.toUpperCase()}.D.` : "D.";
  // Adjacent single capitals close up ("S.D.N.Y.", "D.D.C."); otherwise a space ("N.D. Ill.", "D. Mass.").
  return /^(?:[A-Z]\.)+$/.test(state.abbr) ? `${prefix}${state.abbr}` : `${prefix} ${state.abbr}`;
}

function domainsFor(id: string): string[] {
  return [`${id}.uscourts.gov`, ...(SHARED_SITE_DOMAINS[id] ?? []), ...(ACMS_DOMAINS[id] ?? [])];
}

/** "SDNY", "CDCA", "EDVA": the district letters and the postal code, as practitioners write them. */
const PRACTITIONER_ABBREVIATIONS = new Map<string, string>();

/** CourtListener's ids for two bankruptcy courts break its own pattern; their CM/ECF hosts keep the PACER code. */
const COURTLISTENER_BANKRUPTCY_IDS: Record<string, string> = { azb: "arb", neb: "nebraskab" };

/** A district's district court and bankruptcy court, each by the other's id. */
const SIBLINGS = new Map<string, string>();

function buildTrialCourts(): KnownCourt[] {
  const courts: KnownCourt[] = [];
  for (const [stateCode, state] of Object.entries(STATES)) {
    const stateField = stateCode === "nmi" ? "MP" : stateCode.toUpperCase();
    for (const letter of state.districts) {
      const region = regionOf(stateCode, letter);
      const abbreviation = bluebookDistrict(stateCode, letter);
      const districtId = `${stateCode}${letter}d`;
      const pacerBankruptcyCode = `${stateCode}${letter}b`;
      const bankruptcyId = COURTLISTENER_BANKRUPTCY_IDS[pacerBankruptcyCode] ?? pacerBankruptcyCode;
      SIBLINGS.set(districtId, bankruptcyId).set(bankruptcyId, districtId);
      PRACTITIONER_ABBREVIATIONS.set(districtId, `${letter}d${stateCode === "nmi" ? "mp" : stateCode}`);
      PRACTITIONER_ABBREVIATIONS.set(bankruptcyId, `${letter}d${stateCode === "nmi" ? "mp" : stateCode}`);
      courts.push({
        id: districtId,
        name: TERRITORIAL_NAMES[stateCode] ?? `U.S. District Court for the ${region}`,
        kind: "district",
        state: stateField,
        mailDomains: domainsFor(districtId),
        region,
        abbreviation,
        timeZone: ZONE_OVERRIDES[districtId] ?? state.zone,
      });
      courts.push({
        id: bankruptcyId,
        name: TERRITORIAL_NAMES[stateCode]
          ? `${TERRITORIAL_NAMES[stateCode]}, Bankruptcy Division`
          : `U.S. Bankruptcy Court for the ${region}`,
        kind: "bankruptcy",
        state: stateField,
        mailDomains: domainsFor(pacerBankruptcyCode),
        region,
        abbreviation: `Bankr. ${abbreviation}`,
        timeZone: ZONE_OVERRIDES[bankruptcyId] ?? state.zone,
      });
    }
  }
  return courts;
}

const ORDINALS = [
  "First",
  "Second",
  "Third",
  "Fourth",
  "Fifth",
  "Sixth",
  "Seventh",
  "Eighth",
  "Ninth",
  "Tenth",
  "Eleventh",
];
const BLUEBOOK_ORDINALS = ["1st", "2d", "3d", "4th", "5th", "6th", "7th", "8th", "9th", "10th", "11th"];
/** Seats: Boston, New York, Philadelphia, Richmond, New Orleans, Cincinnati, Chicago, St. Louis, San Francisco,
 *  Denver, Atlanta. */
const CIRCUIT_ZONES = [ET, ET, ET, ET, CT, ET, CT, CT, PT, MT, ET];

function buildAppellateCourts(): KnownCourt[] {
  const courts: KnownCourt[] = CIRCUIT_ZONES.map((timeZone, index) => {
    const region = `${ORDINALS[index]} Circuit`;
    const id = `ca${index + 1}`;
    return {
      id,
      name: `U.S. Court of Appeals for the ${region}`,
      kind: "appellate" as const,
      mailDomains: domainsFor(id),
      region,
      abbreviation: `${BLUEBOOK_ORDINALS[index]} Cir.`,
      timeZone,
    };
  });
  courts.push({
    id: "cadc",
    name: "U.S. Court of Appeals for the District of Columbia Circuit",
    kind: "appellate",
    mailDomains: domainsFor("cadc"),
    region: "District of Columbia Circuit",
    abbreviation: "D.C. Cir.",
    timeZone: ET,
  });
  courts.push({
    id: "cafc",
    name: "U.S. Court of Appeals for the Federal Circuit",
    kind: "appellate",
    mailDomains: domainsFor("cafc"),
    region: "Federal Circuit",
    abbreviation: "Fed. Cir.",
    timeZone: ET,
  });
  return courts;
}

/**
 * The circuits with a bankruptcy appellate panel. Each panel's own site is bap{n}.uscourts.gov (bap1 and bap10 as the
 * PACER lookup lists them; bap6, bap8 and bap9 by the same rule, and BAP 9th Cir.'s PACER page is on bap09), and its
 * notices come from the circuit's CM/ECF or ACMS, so the circuit's domains are the panel's too.
 */
const BAP_CIRCUITS = [1, 6, 8, 9, 10];
const EXTRA_BAP_DOMAINS: Record<string, readonly string[]> = { bap9: ["bap09.uscourts.gov"] };

function buildBankruptcyAppellatePanels(): KnownCourt[] {
  return BAP_CIRCUITS.map((circuit) => {
    const index = circuit - 1;
    const id = `bap${circuit}`;
    const region = `${ORDINALS[index]} Circuit`;
    return {
      id,
      name: `U.S. Bankruptcy Appellate Panel for the ${region}`,
      kind: "bankruptcy-appellate" as const,
      mailDomains: [`${id}.uscourts.gov`, ...(EXTRA_BAP_DOMAINS[id] ?? []), ...domainsFor(`ca${circuit}`)],
      region,
      abbreviation: `B.A.P. ${BLUEBOOK_ORDINALS[index]} Cir.`,
      timeZone: CIRCUIT_ZONES[index] ?? ET,
    };
  });
}

/** The national courts with CM/ECF, all seated in Washington, D.C., except the CIT (New York): Eastern time. */
function buildNationalCourts(): KnownCourt[] {
  const national = (id: string, region: string, abbreviation: string, extraDomains: string[] = []): KnownCourt => ({
    id,
    name: `U.S. ${region}`,
    kind: "national",
    mailDomains: [`${id}.uscourts.gov`, ...extraDomains],
    region,
    abbreviation,
    timeZone: ET,
  });
  return [
    national("cit", "Court of International Trade", "Ct. Int'l Trade"),
    national("uscfc", "Court of Federal Claims", "Fed. Cl.", ["cofc.uscourts.gov", "cfc.uscourts.gov"]),
    national("jpml", "Judicial Panel on Multidistrict Litigation", "J.P.M.L."),
  ];
}

const KIND_ORDER: Record<CourtKind, number> = {
  appellate: 0,
  "bankruptcy-appellate": 1,
  national: 2,
  district: 3,
  bankruptcy: 4,
};

export const COURTS: readonly KnownCourt[] = Object.freeze(
  [
    ...buildAppellateCourts(),
    ...buildBankruptcyAppellatePanels(),
    ...buildNationalCourts(),
    ...buildTrialCourts(),
  ].sort((a, b) => KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || a.id.localeCompare(b.id)),
);

const BY_ID = new Map(COURTS.map((court) => [court.id, court]));

/** Each mail domain to the courts that send from it (a shared site domain maps to two courts). */
const BY_DOMAIN = new Map<string, KnownCourt[]>();
for (const court of COURTS) {
  for (const domain of court.mailDomains) {
    BY_DOMAIN.set(domain, [...(BY_DOMAIN.get(domain) ?? []), court]);
  }
}

export function courtById(id: string): KnownCourt | undefined {
  return BY_ID.get(id.trim().toLowerCase());
}

/**
 * The court whose CM/ECF sends from this domain or address: "nysd.uscourts.gov", "ecf.nysd.uscourts.gov",
 * "NYSD_ECF_Pool@nysd.uscourts.gov" or "Clerk <cmecf@nysb.uscourts.gov>". A domain shared by two courts answers only
 * when `kind` says which one is meant, or when it is named for one of them ("ca10.uscourts.gov" and "ca9.fedcourts.us"
 * are the circuits', which their bankruptcy appellate panels also send from; "txs.uscourts.gov" is named for neither).
 */
export function courtForMailDomain(domainOrAddress: string, kind?: CourtKind): KnownCourt | undefined {
  const domain = domainOf(domainOrAddress);
  if (!domain) return undefined;
  const labels = domain.split(".");
  for (let start = 0; start + 3 <= labels.length; start += 1) {
    const candidates = BY_DOMAIN.get(labels.slice(start).join("."));
    if (!candidates) continue;
    const fitting = kind ? candidates.filter((court) => court.kind === kind) : candidates;
    if (fitting.length === 1) return fitting[0];
    return fitting.find((court) => court.id === labels[start]);
  }
  return undefined;
}

/**
 * ACMS's document links are on each court's own Azure Government host ("https://ca9-showdoc.azurewebsites.us/NDA/…"),
 * which sends no mail. Only these exact hosts count: azurewebsites.us names are anyone's to register.
 */
const ACMS_DOCUMENT_HOSTS = new Map([
  ["ca2-showdoc.azurewebsites.us", "ca2"],
  ["ca9-showdoc.azurewebsites.us", "ca9"],
]);

/** The court whose ACMS serves documents from this exact host, if any. */
export function courtForDocumentHost(host: string): KnownCourt | undefined {
  const id = ACMS_DOCUMENT_HOSTS.get(String(host).slice(0, 256).trim().toLowerCase().replace(/\.$/, ""));
  return id ? courtById(id) : undefined;
}

function domainOf(value: string): string | null {
  const text = value.slice(0, 512).trim().toLowerCase();
  const angle = /<([^<>\s]*)>/.exec(text);
  const address = angle?.[1] ?? text;
  const at = address.lastIndexOf("@");
  const domain = (at >= 0 ? address.slice(at + 1) : address).replace(/\.$/, "");
  return /^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(domain) ? domain : null;
}

/** The district court of the same district as a bankruptcy court, and the other way round. */
export function siblingCourt(court: Court): KnownCourt | undefined {
  if (court.kind !== "district" && court.kind !== "bankruptcy") return undefined;
  const sibling = SIBLINGS.get(court.id);
  return sibling ? courtById(sibling) : undefined;
}

/** The court a notice names in its heading: "U.S. District Court" + "Southern District of New York". */
export function courtForRegion(kind: CourtKind, region: string): KnownCourt | undefined {
  const wanted = simplify(region);
  return COURTS.find((court) => court.kind === kind && simplify(court.region) === wanted);
}

function simplify(text: string): string {
  return text
    .toLowerCase()
    .replace(/\bthe\b/g, "")
    .replace(/[^a-z]/g, "");
}

// ----- search, for a form's autocomplete -----

interface SearchEntry {
  court: KnownCourt;
  words: string[];
  /** Abbreviations without spaces or dots ("sdny", "bankrsdny", "2dcir"), each with its score. */
  aliases: Map<string, number>;
}

const STOP_WORDS = new Set(["us", "u", "s", "united", "states", "court", "of", "for", "the", "district"]);

function words(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/\./g, "")
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 0);
}

function compact(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]/g, "");
}

/** What practitioners also call the national courts and the panels ("CFC", "COFC", "9th Cir. BAP"). */
const OTHER_NAMES: Record<string, readonly string[]> = {
  cit: ["cit", "intltrade", "ustradecourt"],
  uscfc: ["cfc", "cofc", "fedcl", "federalclaims"],
  jpml: ["jpml", "mdlpanel"],
};

function aliasesOf(court: KnownCourt): Map<string, number> {
  const aliases = new Map<string, number>();
  if (court.kind === "appellate" || court.kind === "national") {
    aliases.set(compact(court.abbreviation), 90);
    for (const name of OTHER_NAMES[court.id] ?? []) aliases.set(name, 90);
    return aliases;
  }
  if (court.kind === "bankruptcy-appellate") {
    const circuit = compact(court.abbreviation.replace(/^B\.A\.P\.\s*/, ""));
    aliases.set(compact(court.abbreviation), 90);
    aliases.set(`${circuit}bap`, 90);
    aliases.set(`bap${circuit}`, 90);
    return aliases;
  }
  const district = compact(court.abbreviation.replace(/^Bankr\.\s*/, ""));
  const practitioner = PRACTITIONER_ABBREVIATIONS.get(court.id) ?? district;
  if (court.kind === "district") {
    aliases.set(practitioner, 88);
    aliases.set(district, 90);
    return aliases;
  }
  // "SDNY" also offers the bankruptcy court of the same district, after the district court.
  aliases.set(practitioner, 78);
  aliases.set(district, 80);
  for (const form of [practitioner, district]) {
    aliases.set(`bankr${form}`, 90);
    aliases.set(`${form}bankr`, 90);
    aliases.set(`${form}bk`, 88);
  }
  return aliases;
}

const SEARCH_INDEX: SearchEntry[] = COURTS.map((court) => {
  const stateName = court.state ? (Object.values(STATES).find((s) => court.region.includes(s.name))?.name ?? "") : "";
  const extraWords = [court.id, court.state ?? "", stateName, court.kind === "bankruptcy" ? "bankr bk" : ""];
  if (court.kind === "appellate") extraWords.push("circuit appeals cir", court.abbreviation);
  if (court.kind === "bankruptcy-appellate") extraWords.push("bap bankr appeals cir", court.abbreviation);
  if (court.kind === "national") extraWords.push("national", court.abbreviation);
  return { court, words: words([court.name, court.region, ...extraWords].join(" ")), aliases: aliasesOf(court) };
});

/**
 * Courts matching what a person types: an id ("nysd"), an abbreviation ("S.D.N.Y.", "SDNY", "Bankr. SDNY", "2d Cir."),
 * or words of the name ("southern new york", "bankruptcy delaware", "ninth circuit"). Best matches first.
 */
export function searchCourts(query: string, limit = 10): KnownCourt[] {
  const trimmed = query.slice(0, 200).trim();
  if (!trimmed) return [];
  const queryCompact = compact(trimmed);
  const queryWords = words(trimmed).filter((word) => !STOP_WORDS.has(word) || words(trimmed).length === 1);
  const scored: Array<{ court: KnownCourt; score: number }> = [];
  for (const entry of SEARCH_INDEX) {
    const score = scoreEntry(entry, queryCompact, queryWords);
    if (score > 0) scored.push({ court: entry.court, score });
  }
  scored.sort(
    (a, b) =>
      b.score - a.score ||
      KIND_ORDER[a.court.kind] - KIND_ORDER[b.court.kind] ||
      a.court.name.localeCompare(b.court.name),
  );
  return scored.slice(0, Math.max(0, limit)).map((item) => item.court);
}

function scoreEntry(entry: SearchEntry, queryCompact: string, queryWords: string[]): number {
  const { court } = entry;
  if (queryCompact === court.id) return 100;
  const aliasScore = entry.aliases.get(queryCompact);
  if (aliasScore !== undefined) return aliasScore;
  const [ownAbbreviation] = entry.aliases.keys();
  if (queryCompact.length >= 3 && court.kind !== "bankruptcy" && ownAbbreviation?.startsWith(queryCompact)) return 60;
  if (queryCompact.length >= 2 && court.id.startsWith(queryCompact)) return 50;
  if (queryWords.length === 0) return 0;
  let score = 0;
  for (const word of queryWords) {
    const exact = entry.words.includes(word);
    if (exact) score += 10;
    else if (entry.words.some((candidate) => candidate.startsWith(word))) score += 6;
    else return 0;
  }
  return Math.min(score, 45);
}
