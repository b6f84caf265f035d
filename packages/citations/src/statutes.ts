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

/** "Rule 12(b)(6)", "Rules 12 and 56", "Rule 10b-5": a rule named without its set, as briefs do after the first mention. */
const BARE_RULE =
  /(?<![\w.]|Local\s|L\.\s?R\.\s|Civil\s|Criminal\s|Court\s)Rules?\s{1,3}(\d{1,3}(?:[a-z]?-\d{1,3}|\.\d{1,2})?[a-z]?(?:\([A-Za-z0-9]{1,4}\)){0,6})(?![\w-])/g;

const STATE = String.raw`(?:Ala|Alaska|Ariz|Ark|Cal|Colo|Conn|Del|D\.\s?C|Fla|Ga|Haw|Idaho|Ill|Ind|Iowa|Kan|Ky|La|Me|Md|Mass|Mich|Minn|Miss|Mo|Mont|Neb|Nev|N\.\s?H|N\.\s?J|N\.\s?M|N\.\s?Y|N\.\s?C|N\.\s?D|Ohio|Okla|Or|Pa|P\.\s?R|R\.\s?I|S\.\s?C|S\.\s?D|Tenn|Tex|Utah|Vt|Va|Wash|W\.\s?Va|Wis|Wyo)(?:\.|(?![A-Za-z]))`;
const CODE_WORD = String.raw`(?:[A-Z][A-Za-z]{0,13}\.?|&|C\.\s?P\.\s?L\.\s?R\.?|C\.\s?S\.?)`;
/**
 * A state code or session law: "Cal. Civ. Code § 1542", "N.Y. Gen. Bus. Law § 349", "Tex. Civ. Prac. & Rem. Code Ann.
 * § 16.003", "Mass. Gen. Laws ch. 93A, § 2", "Del. Code Ann. tit. 10, § 8106", "42 Pa. Cons. Stat. § 5524",
 * "La. Civ. Code Ann. art. 2315", and New York's "Penal Law § 125.25". Groups: 1 title, 2 code, 3 chapter, 4 section.
 */
const STATE_CODE = new RegExp(
  String.raw`(?<![\w.])(?:(\d{1,3})\s{1,3})?((?:${STATE}|(?=[A-Z][a-z]{1,12}\.?\s{1,3}(?:[A-Z][a-z]{1,12}\.?\s{1,3}){0,2}Law\s)[A-Z][a-z]{1,12}\.?)(?:,?\s{1,3}${CODE_WORD}){0,7})` +
    String.raw`(?:,?\s{1,3}((?:tit|ch)\.\s{0,3}\d{1,4}[A-Z]{0,2}),?)?\s{0,3}(?:§§?|arts?\.)\s{0,3}(${SECTION_LIST})`,
  "g",
);
/** California's own style: "Pen. Code, § 1538.5", "Code Civ. Proc., § 425.16", "Bus. & Prof. Code, § 17200". */
const CALIFORNIA_CODE = new RegExp(
  String.raw`(?<![\w.])((?:Code\s{1,3}Civ\.\s{1,3}Proc\.|(?:[A-Z][a-z]{1,8}\.?\s{1,3}(?:&\s{1,3})?){1,3}Code)),\s{0,3}(§§?)\s{0,3}(${SECTION_LIST})`,
  "g",
);
const STATUTE_WORD =
  /\b(?:Code|Codes|Stat|Stats|Law|Laws|Rev|Comp|Ann|Cons|Gen|Codified|C\.?\s?P\.?\s?L\.?\s?R|C\.\s?S)\b/;
/** "735 ILCS 5/2-615", "815 Ill. Comp. Stat. 505/2". */
const ILLINOIS =
  /(?<![\w.])(\d{1,3})\s{1,3}(ILCS|Ill\.\s?Comp\.\s?Stat\.(?:\s?Ann\.)?)\s{1,3}(?:§\s{0,3})?(\d{1,4}\/[\dA-Za-z.\-–]{1,20}(?:\([A-Za-z0-9]{1,4}\)){0,6})/g;
/** New York's civil practice rules: "CPLR 3211(a)(7)", "N.Y. C.P.L.R. 5501". */
const NEW_YORK_CPLR =
  /(?<![\w.])((?:N\.\s?Y\.\s)?C\.?\s?P\.?\s?L\.?\s?R\.?)\s{0,3}(?:§\s{0,3}|Rule\s{1,3})?(\d{3,4}(?:-[a-z])?(?:\([A-Za-z0-9]{1,4}\)){0,6})(?![\w-])/g;

const collapse = (value: string) => value.replace(/\s+/g, " ").trim();
const tidySection = (value: string) => collapse(value).replace(/–|—/g, "-");

/** The section sign as written ("§" or "§§"); for "sec." or none, "§§" before a list and "§" otherwise. */
function sectionSign(sign: string | undefined, section: string): string {
  if (sign === "§" || sign === "§§") return sign;
  if (sign && /^p/i.test(sign)) return "pt.";
  return /,|&|\band\b|\bto\b|\bthrough\b/.test(section) ? "§§" : "§";
}

/** Where a section or article sign stands ("§", "art."): state codes are looked for only just before one. */
const SIGN = /§|\barts?\./g;
/** What stands just before the sign of a state code: "Code", "Stat.", "Ann.", "Law", "Laws ch. 93A,", "tit. 10,". */
const CODE_BEFORE_SIGN =
  /(?:Code|Codes|Stat|Stats|Law|Laws|Ann|Rev|Comp|Cons|Gen|Proc|C\.?\s?P\.?\s?L\.?\s?R|C\.\s?S)\.?,?\s{0,3}(?:(?:tit|ch)\.\s{0,3}\d{1,4}[A-Z]{0,2},?\s{0,3})?$/;
const WINDOW_BEFORE = 160;
const WINDOW_AFTER = 120;

/**
 * The matches of `pattern` (global) near a section sign, with indices into `text`. Scanning only these windows keeps
 * the state-code patterns, which may begin at any capitalised word, from costing a pass over the whole text.
 */
function matchesNearSigns(text: string, pattern: RegExp): RegExpMatchArray[] {
  const found: RegExpMatchArray[] = [];
  let scannedTo = 0;
  for (const sign of text.matchAll(SIGN)) {
    if (sign.index < scannedTo) continue;
    if (!CODE_BEFORE_SIGN.test(text.slice(Math.max(0, sign.index - 40), sign.index))) continue;
    let from = Math.max(scannedTo, sign.index - WINDOW_BEFORE);
    if (from > 0 && from !== scannedTo) {
      const space = text.slice(from, sign.index).search(/\s/);
      if (space >= 0) from += space + 1;
    }
    const to = Math.min(text.length, sign.index + WINDOW_AFTER);
    for (const match of text.slice(from, to).matchAll(pattern)) {
      match.index += from;
      found.push(match);
    }
    scannedTo = to;
  }
  return found;
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
  for (const match of text.matchAll(BARE_RULE)) {
    const section = tidySection(match[1] as string);
    hits.push(codeHit("rule", match, null, "Rule", `Rule ${section}`, section));
  }
  for (const match of matchesNearSigns(text, STATE_CODE)) {
    const [, title, code, chapter, section] = match as unknown as [
      string,
      string | undefined,
      string,
      string | undefined,
      string,
    ];
    const name = collapse(code);
    if (!STATUTE_WORD.test(name)) continue;
    const tidy = tidySection(section);
    const sign = /(?:§§|arts?\.)\s{0,3}$/.exec(match[0].slice(0, match[0].length - section.length))?.[0].trim() ?? "§";
    const where = chapter ? `${collapse(chapter)}, ` : "";
    const normalized = `${title ? `${Number(title)} ` : ""}${name} ${where}${sign} ${tidy}`;
    hits.push(codeHit("statute", match, title ? Number(title) : null, name, normalized, tidy));
  }
  for (const match of matchesNearSigns(text, CALIFORNIA_CODE)) {
    const name = collapse(match[1] as string);
    if (!name.includes(".")) continue;
    const section = tidySection(match[3] as string);
    hits.push(codeHit("statute", match, null, name, `${name}, ${match[2]} ${section}`, section));
  }
  for (const match of text.matchAll(ILLINOIS)) {
    const section = tidySection(match[3] as string);
    hits.push(codeHit("statute", match, Number(match[1]), "ILCS", `${Number(match[1])} ILCS ${section}`, section));
  }
  for (const match of text.matchAll(NEW_YORK_CPLR)) {
    const section = tidySection(match[2] as string);
    hits.push(codeHit("rule", match, null, "N.Y. C.P.L.R.", `N.Y. C.P.L.R. ${section}`, section));
  }
  return hits;
}

function codeHit(
  kind: CodeHit["kind"],
  match: RegExpMatchArray,
  volume: number | null,
  reporter: string,
  normalized: string,
  section: string,
): CodeHit {
  const start = match.index as number;
  return { kind, start, end: start + match[0].length, volume, reporter, reporterRaw: reporter, section, normalized };
}

/** Reads the section of a "U.S.C." or "C.F.R." citation written without "§" at `from` ("1983" in "42 U.S.C. 1983"). */
export function readSection(text: string, from: number): string | null {
  const pattern = new RegExp(SECTION_LIST, "y");
  pattern.lastIndex = from;
  const match = pattern.exec(text);
  return match ? tidySection(match[0]) : null;
}
