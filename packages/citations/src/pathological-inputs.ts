/**
 * Units that, repeated, would make a backtracking pattern explode. The tests read them at a size where anything
 * worse than linear never finishes; `npm run bench:cite` times a megabyte of each.
 */
export const PATHOLOGICAL_UNITS: ReadonlyArray<readonly [label: string, unit: string]> = [
  ["digits and spaces", "1 "],
  ["volumes before capital letters", "1 A "],
  ["volumes before abbreviations", "12 A. B. C. D. E. F. G. H. "],
  ["one long capitalised word", "ABCDEFGHIJKLMNOPQRSTUVWXYZ"],
  ["numbers with commas", "1, 2, 3, 4, 5, "],
  ["open parentheses", "(((( 12 F.3d 4 "],
  ["case names without citations", "Smith v. Jones, Inc., "],
  ["v. without end", "v. v. v. "],
  ["section signs", "§§ 1-2, 3-4, "],
  ["id. and supra", "Id. at 5; supra, at 6; "],
  ["pin lists", "12 F.3d 4, 5, 6, 7, 8, 9, 10, 11, 12, "],
  ["whitespace runs", " \n\t \u00a0"],
  ["underscores", "12 U.S. ____"],
  ["a citation repeated", "Smith v. Jones, 123 F.3d 456, 460 (9th Cir. 2019). Id. at 461. Smith, 123 F.3d at 462. "],
];

export const repeatTo = (unit: string, size: number): string =>
  unit.repeat(Math.ceil(size / unit.length)).slice(0, size);

/**
 * One paragraph of `size` characters with no blank line, as pasted from a long draft, dense with every kind of
 * citation: new cases in one volume, a case cited again and again, parallel citations, short forms, id., supra (one
 * naming no case cited), statutes and rules. A step that, for each citation, looks at every earlier citation or
 * searches the text for the paragraph's end is quadratic on it.
 */
export function denseParagraph(size: number): string {
  const sentences: string[] = [];
  let length = 0;
  for (let n = 0; length < size; n++) {
    const page = 1 + n * 3;
    const sentence =
      `See Party${n} v. Opponent${n}, 500 F.3d ${page}, ${page + 1} (9th Cir. 2010); ` +
      "Roe v. Wade, 410 U.S. 113, 93 S. Ct. 705 (1973). Id. at 117. " +
      `Party${n}, 500 F.3d at ${page + 2}. Wadsworth, supra, at 5. Opponent${n}, supra. Id. ` +
      `${n % 2 === 0 ? "42 U.S.C. § 1983" : "Fed. R. Civ. P. 12(b)(6)"}; 29 C.F.R. § 1630.2; Cal. Civ. Code § 1542. `;
    sentences.push(sentence);
    length += sentence.length;
  }
  return sentences.join("").slice(0, size);
}
