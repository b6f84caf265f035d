import { GAP, SECTION, SECTION_LIST } from "./patterns.js";

/** A statute, regulation or rule found in the text, before it is given its place in the result. */
export interface CodeHit {
  kind: "statute" | "regulation" | "rule";
  start: number;
  end: number;
  volume: number | null;
  reporter: string;
  reporterRaw: string;
  section: string;
  normalized: string;
}

const SECTION_SIGN = String.raw`(?:§§?|[Ss]ec(?:tions?|s?)\.?|[Pp]arts?|[Pp]ts?\.)`;

/** "18 U.S.C. § 1341", "28 U.S.C. §§ 1331-1332", "42 U.S.C.A. § 1983", "42 USC 2000e-2(a)". */
const UNITED_STATES_CODE = new RegExp(
  String.raw`(?<![\w.§])(\d{1,3})\s{1,12}(U\.?\s?S\.?\s?C\.?(?:\s?([AS])\.?)?)(?![A-Za-z])\s{0,12}(?:(${SECTION_SIGN})\s{0,12})?(${SECTION_LIST})`,
  "g",
);

/** "29 C.F.R. § 1630.2", "40 CFR 60.1", "29 C.F.R. pt. 1630". */
const FEDERAL_REGULATIONS = new RegExp(
  String.raw`(?<![\w.§])(\d{1,3})\s{1,12}(C\.?\s?F\.?\s?R\.?)(?![A-Za-z])\s{0,12}(?:(${SECTION_SIGN})\s{0,12})?(${SECTION_LIST})`,
  "g",
);

const RULE_SETS: ReadonlyArray<readonly [RegExp, string]> = [
  [/^(?:Fed\.\s?R\.\s?Civ\.\s?P|F\.\s?R\.\s?C\.\s?P|FRCP|Federal Rules? of Civil Procedure)/i, "Fed. R. Civ. P."],
  [
    /^(?:Fed\.\s?R\.\s?Crim\.\s?P|F\.\s?R\.\s?Cr\.\s?P|FRCrP|Federal Rules? of Criminal Procedure)/i,
    "Fed. R. Crim. P.",
  ],
  [/^(?:Fed\.\s?R\.\s?App\.\s?P|F\.\s?R\.\s?A\.\s?P|FRAP|Federal Rules? of Appellate Procedure)/i, "Fed. R. App. P."],
  [/^(?:Fed\.\s?R\.\s?Bankr\.\s?P|Federal Rules? of Bankruptcy Procedure)/i, "Fed. R. Bankr. P."],
  [/^(?:Fed\.\s?R\.\s?Evid|F\.\s?R\.\s?E|FRE|Federal Rules? of Evidence)/i, "Fed. R. Evid."],
  [/^(?:Sup\.\s?Ct\.\s?R)/i, "Sup. Ct. R."],
];

/** "Fed. R. Civ. P. 12(b)(6)", "Fed. R. Evid. 403", "Federal Rule of Civil Procedure 56(a)", "FRCP 12(b)". */
const FEDERAL_RULES = new RegExp(
  String.raw`(?<![\w.])(` +
    String.raw`Fed\.\s?R\.\s?(?:Civ|Crim|App|Bankr)\.\s?P\.?|Fed\.\s?R\.\s?Evid\.?|F\.\s?R\.\s?(?:C|Cr|A)\.\s?P\.?|F\.\s?R\.\s?E\.?` +
    String.raw`|FRCP|FRCrP|FRAP|FRE|Sup\.\s?Ct\.\s?R\.?` +
    `|Federal${GAP}Rules?${GAP}of${GAP}(?:(?:Civil|Criminal|Appellate|Bankruptcy)${GAP}Procedure|Evidence)` +
    String.raw`)\s{0,12}(?:Rule\s{1,3})?(${SECTION}(?:\s{0,3}(?:,|and|&|-|–)\s{0,3}${SECTION}(?!\s{0,12}[A-Z])){0,4})`,
  "g",
);

const collapse = (value: string) => value.replace(/\s+/g, " ").trim();
const tidySection = (value: string) => collapse(value).replace(/–|—/g, "-");

/** The section sign as written ("§" or "§§"); for "sec." or none, "§§" before a list and "§" otherwise. */
function sectionSign(sign: string | undefined, section: string): string {
  if (sign === "§" || sign === "§§") return sign;
  if (sign && /^p/i.test(sign)) return "pt.";
  return /,|&|\band\b|\bto\b|\bthrough\b/.test(section) ? "§§" : "§";
}

export function findCodeCitations(text: string): CodeHit[] {
  const hits: CodeHit[] = [];
  for (const match of text.matchAll(UNITED_STATES_CODE)) {
    const [whole, title, raw, annotation, sign, section] = match as unknown as Array<string | undefined> as [
      string,
      string,
      string,
      string | undefined,
      string | undefined,
      string,
    ];
    const abbreviation = annotation ? `U.S.C.${annotation.toUpperCase()}.` : "U.S.C.";
    const tidy = tidySection(section);
    hits.push({
      kind: "statute",
      start: match.index,
      end: match.index + whole.length,
      volume: Number(title),
      reporter: abbreviation,
      reporterRaw: collapse(raw),
      section: tidy,
      normalized: `${Number(title)} ${abbreviation} ${sectionSign(sign, tidy)} ${tidy}`,
    });
  }
  for (const match of text.matchAll(FEDERAL_REGULATIONS)) {
    const [whole, title, raw, sign, section] = match as unknown as [string, string, string, string | undefined, string];
    const tidy = tidySection(section);
    hits.push({
      kind: "regulation",
      start: match.index,
      end: match.index + whole.length,
      volume: Number(title),
      reporter: "C.F.R.",
      reporterRaw: collapse(raw),
      section: tidy,
      normalized: `${Number(title)} C.F.R. ${sectionSign(sign, tidy)} ${tidy}`,
    });
  }
  for (const match of text.matchAll(FEDERAL_RULES)) {
    const [whole, raw, section] = match as unknown as [string, string, string];
    const rawName = collapse(raw);
    const canonical = RULE_SETS.find(([pattern]) => pattern.test(rawName))?.[1] ?? rawName;
    const tidy = tidySection(section);
    hits.push({
      kind: "rule",
      start: match.index,
      end: match.index + whole.length,
      volume: null,
      reporter: canonical,
      reporterRaw: rawName,
      section: tidy,
      normalized: `${canonical} ${tidy}`,
    });
  }
  return hits;
}

/** Reads the section of a "U.S.C." or "C.F.R." citation written without "§" at `from` ("1983" in "42 U.S.C. 1983"). */
export function readSection(text: string, from: number): string | null {
  const pattern = new RegExp(SECTION_LIST, "y");
  pattern.lastIndex = from;
  const match = pattern.exec(text);
  return match ? tidySection(match[0]) : null;
}
