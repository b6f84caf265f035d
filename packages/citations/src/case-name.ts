/*
 * Finds the case name written just before a citation ("Mata v. Avianca, Inc., 678 F. Supp. 3d 443"; "Twombly, 550
 * U.S. at 556"; "Twombly, supra") by walking back over the words before its comma.
 */

/** Lower-case words that occur inside case names. */
const CONNECTORS = new Set([
  "of",
  "the",
  "and",
  "for",
  "de",
  "del",
  "della",
  "der",
  "des",
  "du",
  "da",
  "dos",
  "la",
  "le",
  "van",
  "von",
  "ex",
  "rel.",
  "re",
  "parte",
  "et",
  "al.",
  "&",
  "y",
  "d/b/a",
  "a/k/a",
  "f/k/a",
  "n/k/a",
  "o/b/o",
  "upon",
]);

/** The words that separate the parties. */
const VERSUS = new Set(["v.", "v", "vs.", "vs", "V."]);

/** Words after a comma that are still part of the name: "Avianca, Inc.", "Smith, et al.". */
const NAME_SUFFIXES =
  /^(?:Inc\.?|Ltd\.?|L\.?L\.?C\.?|LLC|L\.?L\.?P\.?|LLP|L\.P\.|LP|Co\.|Corp\.?|N\.A\.|P\.C\.|P\.A\.|S\.A\.|A\.G\.|AG|plc|PLC|PLLC|GmbH|B\.V\.|N\.V\.|Jr\.?|Sr\.?|II|III|IV|et)[,.]?$/;

/** A company suffix that ends a party's name, and so, inside the first party, the sentence before the name. */
const COMPANY_END = /^(?:Inc|Co|Corp|Ltd|L\.L\.C|LLC|L\.P|LP|LLP|L\.L\.P|N\.A|P\.C|P\.A|S\.A|plc|PLC|PLLC)\.$/;

/** Introductory signals and sentence openers that are not part of the name that follows them. */
const LEADING_WORDS = new Set([
  "see",
  "also",
  "cf.",
  "but",
  "accord",
  "compare",
  "with",
  "contra",
  "e.g.",
  "e.g.,",
  "generally",
  "and",
  "or",
  "in",
  "under",
  "as",
  "following",
  "like",
  "unlike",
  "because",
  "since",
  "while",
  "although",
  "here",
  "thus",
  "indeed",
  "moreover",
  "further",
  "furthermore",
  "similarly",
  "finally",
  "notably",
  "per",
  "citing",
  "quoting",
  "after",
  "before",
  "then",
  "when",
  "where",
  "if",
  "so",
  "yet",
  "by",
  "from",
  "to",
  "on",
  "at",
  "is",
  "was",
  "that",
  "this",
  "the",
  "of",
  "for",
  "its",
  "their",
  "our",
  "his",
  "her",
  "defendants",
  "defendant",
  "plaintiffs",
  "plaintiff",
  "petitioner",
  "respondent",
  "appellant",
  "appellee",
]);

/**
 * Abbreviations that end a word inside a case name without ending the sentence (Bluebook tables T6 and T10 and the
 * like). A capitalised word with a final period that is not one of these, an initial, or a contraction ("Ass'n",
 * "U.S.") ends the sentence before the name.
 */
const ABBREVIATIONS = new Set(
  (
    "Acad Acct Adm'r Admin Advert Advoc Aff Afr Agric All Alt Am Amend Ams Ann App Appl Apt Arb Arch Assocs Atl Auth " +
    "Auto Ave Bankr Bd Bhd Bk Bldg Blvd Brit Broad Bros Bus Cap Cas Cent Chem Cir Civ Cnty Co Coal Coll Comm Comp " +
    "Compar Condo Cong Consol Const Constr Contr Coop Corp Corr Cos Crim Ct Ctr Ctrs Cty Ctys Def Dem Dep Dept Dev " +
    "Dir Disc Dist Distrib Div Dr Econ Educ Elec Elecs Emp Emps Empls Eng Ent Enter Enters Envtl Equip Est Eur Exch " +
    "Exec Exp Fam Fed Fid Fin Found Gen Gov Grp Guar Hosp Hosps Hous Hwy Imp Inc Indem Indep Indus Info Ins Inst Inv " +
    "Invs Jr Jud Lab Liab Litig Ltd Mach Mag Maint Mech Med Merch Metro Mfg Mfr Mfrs Mgmt Mil Min Misc Mkt Mkts Mktg " +
    "Mortg Mt Mun Mut Nat No Nos Org Pac Par Pers Pharm Pharms Pres Prob Proc Prod Prods Prop Props Prot Pub Rd Ref " +
    "Reg Rehab Rel Rep Res Resol Ret Rev Ry Sav Sch Schs Sci Sec Serv Servs Soc Sol Sols Sq Sr St Sta Sup Super Sur " +
    "Sys Tech Techs Tel Telecomm Telecomms Tpk Tr Transcon Transp Trs Twp Unemp Unif Univ Util Utils Vill " +
    "Ala Ariz Ark Cal Colo Conn Del Fla Ga Haw Ill Ind Kan Ky La Md Me Mass Mich Minn Miss Mo Mont Neb Nev Okla Or " +
    "Pa Tenn Tex Va Vt Wash Wis Wyo Jan Feb Mar Apr Aug Sept Oct Nov Dec " +
    "Affs Cmty Cmtys Dists Hldgs Inds Labs Mgt Ne Nw Se Sw Pkwy Rts Tchrs Auths Ests Naut Pol Psych Subsid Wkrs Ass"
  ).split(" "),
);

const isAbbreviation = (word: string): boolean => {
  const bare = word.slice(0, -1);
  if (/[.'’]/.test(bare)) return true;
  if (/^[A-Z]$/.test(bare)) return true;
  return ABBREVIATIONS.has(bare) || CONNECTORS.has(word) || VERSUS.has(word);
};

/** True when a word with trailing punctuation ends a sentence or clause, so a name cannot continue before it. */
const endsClause = (word: string): boolean => {
  if (PARENTHESISED_NAME.test(word)) return false;
  if (/[;:!?)\]"“”]$/.test(word) || /[)\]]\.$/.test(word) || /^[("“]/.test(word)) return true;
  if (word.endsWith(".")) return !isAbbreviation(word);
  return false;
};

const STOP_WORDS = new Set(["Id.", "id.", "Ibid.", "ibid.", "supra", "infra", "See,"]);

/** A docket number between name and citation: "No. 22-cv-1461 (PKC)," or "Nos. 19-1234, 19-1235,". */
const DOCKET_TAIL = /,?\s*Nos?\.\s*[\w:.\-–/]+(?:\s*\([A-Z]{2,5}\))?(?:,\s*[\w:.\-–/]*\d[\w:.\-–/]*)*\s*$/;

export interface FoundName {
  name: string;
  start: number;
}

interface Word {
  text: string;
  start: number;
}

const MAX_LOOKBACK = 300;
const MAX_WORDS = 28;
const DOCKET_REACH = 160;

const isSpace = (code: number) =>
  code <= 32 ||
  code === 160 ||
  (code >= 0x2000 && code <= 0x200a) ||
  code === 0x2028 ||
  code === 0x2029 ||
  code === 0x202f ||
  code === 0x205f ||
  code === 0x3000 ||
  code === 0xfeff;

/** The whitespace-delimited word that ends at or before `position`, starting no earlier than `from`. */
function wordBefore(text: string, position: number, from: number): Word | null {
  let end = position;
  while (end > from && isSpace(text.charCodeAt(end - 1))) end--;
  if (end <= from) return null;
  let start = end;
  while (start > from && !isSpace(text.charCodeAt(start - 1))) start--;
  return { text: text.slice(start, end), start };
}

/** "Smith", "3M", "&", and the few names that open in lower case: "al-Kidd", "eBay". */
const isCapitalised = (word: string) =>
  /^["'“‘*_]?(?:[A-Z0-9&$]|[a-z]{1,3}[-'’][A-Z]|[a-z]+[A-Z])/.test(word) || PARENTHESISED_NAME.test(word);
/** An all-capitals word ending its line, as a heading does ("TABLE OF AUTHORITIES" above a name). */
const isHeadingLineEnd = (text: string, word: Word) =>
  /^[A-Z]{4,}$/.test(word.text) &&
  /^[ \t]*\r?\n/.test(text.slice(word.start + word.text.length, word.start + word.text.length + 8));

/** The "in" of an action against property: "United States v. $124,700 in U.S. Currency". */
const isInRemIn = (word: Word, before: Word | null) => word.text === "in" && /^\$\d/.test(before?.text ?? "");

/** A parenthesised part of a name: "Laidlaw Envtl. Servs. (TOC), Inc.". */
const PARENTHESISED_NAME = /^\([A-Z][A-Za-z.&'’-]*\),?$/;

/**
 * The case name ending at `end` (the comma that precedes a citation), not reaching before `boundary`.
 */
export function findCaseNameBefore(text: string, end: number, boundary: number): FoundName | null {
  const from = Math.max(boundary, end - MAX_LOOKBACK);
  let regionEnd = end;
  const docketFrom = Math.max(from, end - DOCKET_REACH);
  const tail = text.slice(docketFrom, end);
  if (tail.includes("No")) {
    const docket = DOCKET_TAIL.exec(tail);
    if (docket) regionEnd = docketFrom + docket.index;
  }
  const taken: Word[] = [];
  let crossedVersus = false;
  let cursor = regionEnd;
  for (let count = 0; count < MAX_WORDS; count++) {
    const written = wordBefore(text, cursor, from);
    if (!written) break;
    cursor = written.start;
    // "In re: Smith" is "In re Smith".
    const word = written.text === "re:" ? { text: "re", start: written.start } : written;
    const next = taken[0];
    if (STOP_WORDS.has(word.text)) break;
    const bare = word.text.replace(/,$/, "");
    if (/^[([]/.test(bare) && !/[)\]]/.test(bare) && isCapitalised(bare.slice(1))) {
      // "(Smith v. Jones, ...)": the bracket opens the name.
      taken.unshift({ text: word.text.slice(1), start: word.start + 1 });
      break;
    }
    if (next && isHeadingLineEnd(text, word)) break;
    if (word.text.endsWith(",")) {
      if (!next || !NAME_SUFFIXES.test(next.text)) break;
    } else if (next && endsClause(word.text)) {
      break;
    }
    if (VERSUS.has(bare)) {
      if (crossedVersus || !next) break;
      crossedVersus = true;
      taken.unshift(word);
      continue;
    }
    const capitalised = isCapitalised(bare) || CONNECTORS.has(bare) || NAME_SUFFIXES.test(bare);
    if (capitalised || isInRemIn(word, wordBefore(text, cursor, from))) {
      if (!next && /[;:!?)\]"“”]$/.test(word.text) && !PARENTHESISED_NAME.test(word.text)) break;
      // "... signed by Acme Supply Co. Ramos v. Acme": a company suffix inside the first party ends a sentence.
      if (
        crossedVersus &&
        next &&
        !VERSUS.has(next.text) &&
        !NAME_SUFFIXES.test(next.text) &&
        COMPANY_END.test(word.text)
      )
        break;
      taken.unshift(word);
      if (bare === "re" || bare === "parte") {
        const opener = wordBefore(text, cursor, from);
        if (opener && /^(?:In|Ex|in|ex)$/.test(opener.text)) taken.unshift(opener);
        break;
      }
      continue;
    }
    break;
  }
  while (taken.length > 0 && isLeading(taken, crossedVersus)) taken.shift();
  while (taken.length > 0 && isTrailingNoise(taken[taken.length - 1] as Word)) taken.pop();
  if (taken.length === 0) return null;
  const first = taken[0] as Word;
  const last = taken[taken.length - 1] as Word;
  if (VERSUS.has(first.text) || VERSUS.has(last.text.replace(/,$/, ""))) return null;
  const raw = text.slice(first.start, last.start + last.text.length);
  const name = raw
    .replace(/\s+/g, " ")
    .replace(/^["'“‘*_]+|[,"'”’*_]+$/g, "")
    .trim();
  if (!/[A-Za-z]/.test(name)) return null;
  return { name, start: first.start };
}

function isLeading(taken: Word[], crossedVersus: boolean): boolean {
  const first = taken[0] as Word;
  const second = taken[1];
  if (first.text === "In" && second && (second.text === "re" || second.text === "the")) return false;
  if (first.text === "Ex" && second?.text === "parte") return false;
  const lower = first.text.toLowerCase();
  if (LEADING_WORDS.has(lower)) {
    // "The" opens a name when nothing else does ("The Paquete Habana"), but not before a "v." name.
    if (lower === "the" && first.text === "The" && !crossedVersus) return false;
    return true;
  }
  // A number alone opens no name: "..... 3, 5, 7 Bell Atl. Corp. v. Twombly" in a table of authorities.
  if (/^[\d.,:;*-]+$/.test(first.text)) return true;
  return !isCapitalised(first.text) && first.text !== "&";
}

const isTrailingNoise = (word: Word) => /^(?:at|supra|infra)$/.test(word.text);

/** The party word a short form or supra names ("Twombly"), lower-cased, for matching against full names. */
export function nameWords(name: string): string[] {
  return name
    .toLowerCase()
    .replace(/[.,'’"]/g, " ")
    .split(/\s+/)
    .filter((word) => word.length > 1 && !NAME_NOISE.has(word));
}

const NAME_NOISE = new Set([
  "v",
  "vs",
  "in",
  "re",
  "ex",
  "parte",
  "rel",
  "of",
  "the",
  "and",
  "inc",
  "co",
  "corp",
  "ltd",
  "llc",
  "et",
  "al",
  "see",
  "also",
  "cf",
  "united",
  "states",
  "state",
  "people",
  "commonwealth",
]);
