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
