// Docket numbers, normalised so the same case written in each court's styles gives one value.
//
// District court:   "1:22-cv-01461-PKC", "22-cv-1461", "1:22cv1461", "22 Civ. 1461 (PKC)"  -> "22-cv-1461"
// Bankruptcy court: "22-10943-mew", "1:22-bk-10943", "Case No. 22-10943 (MEW)"            -> "22-10943"
//                   "1:22-ap-01234", "Adv. Pro. No. 22-01234", "22-01234-mew"            -> "22-1234"
// Court of appeals: "22-1234", "No. 22-1234", "22-1234-cv", Fed. Cir. "2022-1234"          -> "22-1234"
// Bankruptcy appellate panel: "BAP No. 09-73", "BAP No. CC-22-1234-LSG", "BAP No. MB 22-012" -> "09-73", "22-1234", "22-12"
// Court of International Trade: "1:23-cv-00123-MMB", "Court No. 23-00123"                  -> "23-cv-123"
// Court of Federal Claims: "1:23-cv-01234-ABC", "No. 23-1234C"; vaccine "1:23-vv-00412", "23-412V" -> "23-cv-1234", "23-vv-412"
// Judicial Panel on Multidistrict Litigation: "MDL No. 3047", "MDL 3047"                  -> "mdl-3047"
//
// Dropped: the office number ("1:"), judges' initials ("-PKC", "(PKC)"), a criminal defendant's number ("-1"),
// leading zeros, the Second Circuit's suffixes ("-cv", "(L)", "(Con)"). Kept: year (two digits), case type, sequence.
// In a bankruptcy court a main case and an adversary proceeding are numbered from separate ranges of one sequence
// ("22-10943" and "22-01234"), and notices write both without a type, so "bk" and "ap" are not part of the normalised
// number there (a notice of "22-01234-mew" must find the case added as "Adv. Pro. No. 22-01234"); other types are.
// A bankruptcy appellate panel's letters for the district an appeal came from ("CC", "MB", "CO") are dropped: the
// panels number appeals from one yearly sequence and CM/ECF writes the number without them. The Court of International
// Trade hears only civil actions, so its "Court No. 23-00123" is a "cv" number; the Court of Federal Claims writes its
// type as a letter after the number ("C" general docket, "V" vaccine), and other letters are refused, not guessed. The
// JPML numbers an MDL once, without year or type.

import { courtById } from "./courts.js";
import type { CourtKind } from "./types.js";

export interface DocketNumberParts {
  /** Two digits: "22". */
  year: string;
  /** "cv", "cr", "mc", "mj", "md", "bk", "ap", …; null in a court of appeals. */
  type: string | null;
  sequence: number;
  /** The CM/ECF office number when written ("1" of "1:22-cv-01461"). */
  office: string | null;
}

const TYPE_ALIASES: Record<string, string> = {
  civ: "cv",
  civil: "cv",
  c: "cv",
  crim: "cr",
  criminal: "cr",
  misc: "mc",
  m: "mc",
  mag: "mj",
  br: "bk",
  bankr: "bk",
  adv: "ap",
  mdl: "md",
};

/**
 * Labels written before a number: "Case No.", "Docket No.", "No.", "Adv. Pro. No.", "Appeal No.", "BAP No.",
 * "Consol. Court No.", "#".
 */
const LABEL =
  /^(?:case|docket|civil action|civil|criminal action|criminal|crim\.|action|appeal|usca|bankruptcy|bankr\.?|chapter \d+ case|bap|consol(?:idated|\.)?|court|no\.?|number|#|:)\s*/;
/** "Civil Action No. 22-1461 (RC)", as the D.D.C. and others caption cases, says the type the number leaves out. */
const LABEL_TYPES: Array<[RegExp, string]> = [
  [/^civil/, "cv"],
  [/^crim/, "cr"],
];
/** What follows the number in a filed document's header: "Case 1:22-cv-01461-PKC Document 42 Filed 03/04/24 Page 1". */
const DOCUMENT_HEADER_TAIL = /\s+(?:document|doc\.|filed|page|entered)\b.*$/;
const ADVERSARY_LABEL = /^(?:adv(?:ersary)?\.?\s*(?:pro(?:ceeding|c)?\.?)?|ap)\s*(?:no\.?|number|#)?\s*:?\s*/;

const TYPED = /^(?:(\d{1,2})\s*:\s*)?(\d{4}|\d{2})\s*-?\s*([a-z]{1,8})\.?\s*-?\s*(\d{1,7})(?![\d])(.*)$/;
const UNTYPED = /^(?:(\d{1,2})\s*[:-]\s*)?(\d{4}|\d{2})\s*-\s*(\d{1,7})(?![\d])(.*)$/;

/** "MDL No. 3047", "MDL-3047", "MDL Docket No. 3047", "No. 3047", "3047". */
const MDL = /^(?:mdl|multidistrict litigation)?\s*-?\s*(?:docket\s*)?(?:no\.?|number|#)?\s*:?\s*(\d{1,5})$/;
/** A bankruptcy appellate panel's district letters before the number: "cc-22-1234", "mb 22-012", "no-02-056". */
const PANEL_DISTRICT = /^[a-z]{2}\s?-?\s?(?=\d)/;
/** The Court of Federal Claims' type letters ("23-1234C", "23-412V"). */
const CFC_TYPES: Record<string, string> = { c: "cv", v: "vv" };

const MAX_LENGTH = 120;

/** The court of the Judicial Panel on Multidistrict Litigation, whose numbers have no year. */
const JPML = "jpml";

/**
 * The normalised docket number of `raw` in the court `courtId` (a CourtListener id), or null when `raw` is not a
 * docket number of that court (or the court is unknown).
 */
export function normaliseDocketNumber(courtId: string, raw: string): string | null {
  const court = courtById(courtId);
  if (!court) return null;
  if (court.id === JPML) {
    const mdl = mdlNumber(raw);
    return mdl === null ? null : `mdl-${mdl}`;
  }
  const parts = parseDocketNumber(court.kind, raw, court.id);
  return parts ? formatNormalised(court.kind, parts) : null;
}

/** The MDL number of "MDL No. 3047" and its other forms. */
export function mdlNumber(raw: string): number | null {
  if (typeof raw !== "string" || raw.length > MAX_LENGTH) return null;
  const match = MDL.exec(normaliseText(raw));
  const value = match ? Number.parseInt(match[1] ?? "", 10) : 0;
  return value > 0 ? value : null;
}

function normaliseText(raw: string): string {
  return raw
    .toLowerCase()
    .replace(/[\u2010-\u2015\u2212]/g, "-")
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * The parts of a docket number in a kind of court; `courtId` adds a national court's own styles (the CIT's untyped
 * numbers, the CFC's type letters).
 */
export function parseDocketNumber(kind: CourtKind, raw: string, courtId?: string): DocketNumberParts | null {
  if (typeof raw !== "string" || raw.length > MAX_LENGTH) return null;
  let text = normaliseText(raw);
  let adversary = false;
  let labelType: string | null = null;
  for (let guard = 0; guard < 6; guard += 1) {
    const panelDistrict = kind === "bankruptcy-appellate" ? PANEL_DISTRICT.exec(text) : null;
    if (panelDistrict) {
      text = text.slice(panelDistrict[0].length);
      break;
    }
    const adversaryMatch = ADVERSARY_LABEL.exec(text);
    if (adversaryMatch && adversaryMatch[0].length > 0 && /^\d/.test(text.slice(adversaryMatch[0].length))) {
      adversary = true;
      text = text.slice(adversaryMatch[0].length);
      continue;
    }
    const label = LABEL.exec(text);
    if (!label || label[0].length === 0) break;
    labelType = labelType ?? LABEL_TYPES.find(([pattern]) => pattern.test(label[0]))?.[1] ?? null;
    text = text.slice(label[0].length);
  }
  if (!/^\d/.test(text)) return null;
  text = text.replace(DOCUMENT_HEADER_TAIL, "");

  const typed = TYPED.exec(text);
  if (typed && hasCaseTypes(kind)) {
    const [, office, year, rawType, sequence, rest] = typed;
    const type = caseType(rawType ?? "");
    const shortYear = twoDigitYear(year ?? "");
    if (!type || shortYear === null || !isSuffix(rest ?? "", kind)) return null;
    return makeParts(shortYear, type, sequence ?? "", office ?? null);
  }
  const untyped = UNTYPED.exec(text);
  if (!untyped) return null;
  const [, office, year, sequence, rest] = untyped;
  const shortYear = twoDigitYear(year ?? "");
  if (shortYear === null || !isSuffix(rest ?? "", kind)) return null;
  if (kind === "district" || kind === "national") {
    const type = labelType ?? (kind === "national" ? untypedNationalType(courtId, rest ?? "") : null);
    return type && !office ? makeParts(shortYear, type, sequence ?? "", null) : null;
  }
  if (isAppellate(kind)) {
    if (office) return null;
    return makeParts(shortYear, null, sequence ?? "", null);
  }
  return makeParts(shortYear, adversary ? "ap" : "bk", sequence ?? "", office ?? null);
}

function hasCaseTypes(kind: CourtKind): boolean {
  return kind === "district" || kind === "bankruptcy" || kind === "national";
}

function isAppellate(kind: CourtKind): boolean {
  return kind === "appellate" || kind === "bankruptcy-appellate";
}

/** The CIT's "23-00123" is civil; the CFC's "23-1234C" is "cv" and "23-412V" "vv". */
function untypedNationalType(courtId: string | undefined, rest: string): string | null {
  if (courtId === "cit") return "cv";
  if (courtId !== "uscfc") return null;
  const letter = /^\s?([a-z])\b/.exec(rest)?.[1] ?? "";
  return CFC_TYPES[letter] ?? null;
}

function makeParts(
  year: string,
  type: string | null,
  sequence: string,
  office: string | null,
): DocketNumberParts | null {
  const value = Number.parseInt(sequence, 10);
  if (!Number.isFinite(value) || value <= 0) return null;
  return { year, type, sequence: value, office };
}

/**
 * Case types CM/ECF courts write: civil, criminal, miscellaneous, magistrate, multidistrict litigation, petty offense,
 * search warrant, grand jury, death penalty, bankruptcy, adversary proceeding, miscellaneous proceeding, and a few
 * local ones. A type outside this list makes the text something else ("2022 WL 12345").
 */
const CASE_TYPES = new Set([
  "cv",
  "cr",
  "mc",
  "mj",
  "md",
  "po",
  "sw",
  "gj",
  "dp",
  "bk",
  "ap",
  "mp",
  "pt",
  "cm",
  "ml",
  "hc",
  "tp",
  "sp",
  "vv",
]);

function caseType(raw: string): string | null {
  const type = TYPE_ALIASES[raw] ?? raw;
  return CASE_TYPES.has(type) ? type : null;
}

function twoDigitYear(year: string): string | null {
  if (year.length === 2) return year;
  if (/^(19|20)\d\d$/.test(year)) return year.slice(2);
  return null;
}

/**
 * What may follow the sequence: judges' initials ("-PKC", "(PKC)(JLC)", "-mew11", a panel's "-LSG"), a defendant's
 * number ("-1"), the Second Circuit's "-cv", "(L)", "(Con)", "(XAP)", the CFC's "C". Tokenised, not matched by one
 * pattern, to stay linear.
 */
function isSuffix(rest: string, kind: CourtKind): boolean {
  const tokens = rest.split(/[\s\-(),.]+/).filter((token) => token.length > 0);
  if (tokens.length > 6) return false;
  return tokens.every((token) => /^[a-z]{1,5}\d{0,2}$/.test(token) || (!isAppellate(kind) && /^\d{1,3}$/.test(token)));
}

function formatNormalised(kind: CourtKind, parts: DocketNumberParts): string {
  const typeless = parts.type === null || (kind === "bankruptcy" && (parts.type === "bk" || parts.type === "ap"));
  return typeless ? `${parts.year}-${parts.sequence}` : `${parts.year}-${parts.type}-${parts.sequence}`;
}

/**
 * A docket number as a court writes it, from its normalised form (or any form normaliseDocketNumber accepts):
 * district "22-cv-01461", bankruptcy "22-10943" (and "22-01234" for an adversary proceeding), appeals "22-1234", Federal Circuit
 * "2022-1234", a bankruptcy appellate panel "09-73", the CIT and CFC as CM/ECF writes them ("23-cv-00123"), the JPML
 * "MDL No. 3047". Office numbers and judges' initials are not known from the normalised form and are left out.
 */
export function displayDocketNumber(courtId: string, docketNumber: string): string | null {
  const court = courtById(courtId);
  if (!court) return null;
  if (court.id === JPML) {
    const mdl = mdlNumber(docketNumber);
    return mdl === null ? null : `MDL No. ${mdl}`;
  }
  const parts = parseDocketNumber(court.kind, docketNumber, court.id);
  if (!parts) return null;
  if (court.kind === "bankruptcy-appellate") return `${parts.year}-${parts.sequence}`;
  const sequence5 = String(parts.sequence).padStart(5, "0");
  if (court.kind === "appellate") {
    const sequence4 = String(parts.sequence).padStart(4, "0");
    if (court.id === "cafc") return `${fullYear(parts.year)}-${sequence4}`;
    return `${parts.year}-${sequence4}`;
  }
  if (court.kind === "bankruptcy" && (parts.type === "bk" || parts.type === "ap")) return `${parts.year}-${sequence5}`;
  return `${parts.year}-${parts.type}-${sequence5}`;
}

function fullYear(year: string): string {
  return Number.parseInt(year, 10) >= 70 ? `19${year}` : `20${year}`;
}
