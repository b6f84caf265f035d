/**
 * A case name as the index compares it: lower case, every run of punctuation and spaces one space, "vs" and
 * "versus" as "v" ("Miranda v. Arizona", "MIRANDA vs ARIZONA" -> "miranda v arizona"). Migration 0010 computes the
 * same for the rows it found, and the bulk import in SQL (`nameKeySql`).
 */
export function caseNameKey(name: string): string {
  const key = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
  // Most names hold neither word: the second pattern runs only for those that might.
  return key.includes("vs") || key.includes("versus") ? key.replace(/(^| )(vs|versus)(?= |$)/g, "$1v") : key;
}
