export type CitationKind = "case" | "short_case" | "id" | "supra" | "statute" | "regulation" | "rule";

export interface Citation {
  kind: CitationKind;
  /** Span of the citation proper in the original text: from the volume (or "Id.", the rule's name, the supra
   * name) through the page or section, pin cite and, when one follows, the court and year parenthetical. */
  start: number;
  end: number;
  /** `text.slice(start, end)`. */
  text: string;
  /** Span including the case name before the citation and the parenthetical after it (the whole reference). */
  fullStart: number;
  fullEnd: number;
  /** Volume, or a statute's or regulation's title. */
  volume: number | null;
  /** Canonical abbreviation ("F. Supp. 2d", "U.S.C."), or the spelling found when the reporter is unknown. */
  reporter: string | null;
  /** The abbreviation as written, whitespace collapsed. */
  reporterRaw: string | null;
  /** False for a case citation whose reporter is not in the table (the `unknown_reporter` case). */
  reporterKnown: boolean;
  /** First page (or a neutral or database citation's document number); null for a blank page "___". */
  page: number | null;
  /** Section of a statute, regulation or rule: "1341", "1331-1332", "1630.2", "12(b)(6)". */
  section: string | null;
  pinCite: string | null;
  court: string | null;
  year: number | null;
  caseName: string | null;
  /** A canonical writing: "550 U.S. 544", "550 U.S. at 556", "18 U.S.C. § 1341", "Fed. R. Civ. P. 12(b)(6)". */
  normalized: string;
  /** For a short form, id. or supra: index in the result of the full citation it stands for, or null if none. */
  refersTo: number | null;
  /** For the later members of a parallel citation ("410 U.S. 113, 93 S. Ct. 705"): index of the group's first. */
  parallelOf: number | null;
}
