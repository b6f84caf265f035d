// Docket numbers, normalised so the same case written in each court's styles gives one value.
//
// District court:   "1:22-cv-01461-PKC", "22-cv-1461", "1:22cv1461", "22 Civ. 1461 (PKC)"  -> "22-cv-1461"
// Bankruptcy court: "22-10943-mew", "1:22-bk-10943", "Case No. 22-10943 (MEW)"            -> "22-10943"
//                   "1:22-ap-01234", "Adv. Pro. No. 22-01234", "22-01234-mew"            -> "22-1234"
// Court of appeals: "22-1234", "No. 22-1234", "22-1234-cv", Fed. Cir. "2022-1234"          -> "22-1234"
//
// Dropped: the office number ("1:"), judges' initials ("-PKC", "(PKC)"), a criminal defendant's number ("-1"),
// leading zeros, the Second Circuit's suffixes ("-cv", "(L)", "(Con)"). Kept: year (two digits), case type, sequence.
// In a bankruptcy court a main case and an adversary proceeding are numbered from separate ranges of one sequence
// ("22-10943" and "22-01234"), and notices write both without a type, so "bk" and "ap" are not part of the normalised
// number there (a notice of "22-01234-mew" must find the case added as "Adv. Pro. No. 22-01234"); other types are.

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

/** Labels written before a number: "Case No.", "Docket No.", "No.", "Adv. Pro. No.", "Appeal No.", "#". */
const LABEL =
  /^(?:case|docket|civil action|civil|criminal action|criminal|crim\.|action|appeal|usca|bankruptcy|bankr\.?|chapter \d+ case|no\.?|number|#|:)\s*/;
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

const MAX_LENGTH = 120;

/**
 * The normalised docket number of `raw` in the court `courtId` (a CourtListener id), or null when `raw` is not a
 * docket number of that kind of court (or the court is unknown).
 */
export function normaliseDocketNumber(courtId: string, raw: string): string | null {
  const court = courtById(courtId);
  if (!court) return null;
  const parts = parseDocketNumber(court.kind, raw);
  return parts ? formatNormalised(court.kind, parts) : null;
}

export function parseDocketNumber(kind: CourtKind, raw: string): DocketNumberParts | null {
  if (typeof raw !== "string" || raw.length > MAX_LENGTH) return null;
  let text = raw
    .toLowerCase()
    .replace(/[\u2010-\u2015\u2212]/g, "-")
    .replace(/\s+/g, " ")
    .trim();
  let adversary = false;
  let labelType: string | null = null;
  for (let guard = 0; guard < 6; guard += 1) {
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
  if (typed && kind !== "appellate") {
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
  if (kind === "district") {
    return labelType && !office ? makeParts(shortYear, labelType, sequence ?? "", null) : null;
  }
  if (kind === "appellate") {
    if (office) return null;
    return makeParts(shortYear, null, sequence ?? "", null);
  }
  return makeParts(shortYear, adversary ? "ap" : "bk", sequence ?? "", office ?? null);
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
 * What may follow the sequence: judges' initials ("-PKC", "(PKC)(JLC)", "-mew11"), a defendant's number ("-1"),
 * the Second Circuit's "-cv", "(L)", "(Con)", "(XAP)". Tokenised, not matched by one pattern, to stay linear.
 */
function isSuffix(rest: string, kind: CourtKind): boolean {
  const tokens = rest.split(/[\s\-(),.]+/).filter((token) => token.length > 0);
  if (tokens.length > 6) return false;
  return tokens.every(
    (token) => /^[a-z]{1,5}\d{0,2}$/.test(token) || (kind !== "appellate" && /^\d{1,3}$/.test(token)),
  );
}

function formatNormalised(kind: CourtKind, parts: DocketNumberParts): string {
  const typeless = parts.type === null || (kind === "bankruptcy" && (parts.type === "bk" || parts.type === "ap"));
  return typeless ? `${parts.year}-${parts.sequence}` : `${parts.year}-${parts.type}-${parts.sequence}`;
}

/**
 * A docket number as a court writes it, from its normalised form (or any form normaliseDocketNumber accepts):
 * district "22-cv-01461", bankruptcy "22-10943" (and "22-01234" for an adversary proceeding), appeals "22-1234", Federal Circuit
 * "2022-1234". Office numbers and judges' initials are not known from the normalised form and are left out.
 */
export function displayDocketNumber(courtId: string, docketNumber: string): string | null {
  const court = courtById(courtId);
  if (!court) return null;
  const parts = parseDocketNumber(court.kind, docketNumber);
  if (!parts) return null;
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
