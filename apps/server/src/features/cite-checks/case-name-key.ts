/**
 * A case name as the index compares it: lower case, every run of punctuation and spaces one space, "vs" and
 * "versus" as "v" ("Miranda v. Arizona", "MIRANDA vs ARIZONA" -> "miranda v arizona"). Migration 0010 computes the
 * same for the rows it found.
 */
export function caseNameKey(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim()
    .replace(/(^| )(vs|versus)(?= |$)/g, "$1v");
}
