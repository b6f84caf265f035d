// The merge key of a docket entry, so one entry reported by a court notice and by a CourtListener docket alert is
// stored once. A numbered entry is its number; an unnumbered one (an appellate notice, a minute entry some courts leave
// unnumbered) is its filing date and its docket text, normalised so the two sources' spacing, case and the trailing
// "(Entered: 03/04/2024)" do not make two entries of one.

export interface DocketEntryKeyInput {
  entryNumber: number | null | undefined;
  /** ISO date (YYYY-MM-DD). */
  filedOn: string | null | undefined;
  docketText: string | null | undefined;
}

/** "n:42" for entry 42; "t:2024-03-04:1a2b3c4d5e6f7a8b" for an unnumbered entry filed 2024-03-04 with that text. */
export function docketEntryKey(entry: DocketEntryKeyInput): string {
  const number = entry.entryNumber;
  if (typeof number === "number" && Number.isSafeInteger(number) && number > 0) return `n:${number}`;
  return docketTextKey(entry);
}

/** The date-and-text key alone, to find an unnumbered entry's numbered twin from the other source. */
export function docketTextKey(entry: Pick<DocketEntryKeyInput, "filedOn" | "docketText">): string {
  const date = /^\d{4}-\d{2}-\d{2}/.exec(entry.filedOn ?? "")?.[0] ?? "undated";
  return `t:${date}:${fingerprint(normaliseDocketText(entry.docketText ?? ""))}`;
}

const MAX_TEXT = 4_000;

/** Lower case, letters and digits only, without "(Entered: …)", "[Entered: …]" and link marks like "[12]". */
export function normaliseDocketText(text: string): string {
  return text
    .slice(0, MAX_TEXT * 2)
    .toLowerCase()
    .replace(/[([]entered:[^)\]]{0,40}[)\]]/g, " ")
    .replace(/<https?:\/\/[^\s<>]*>/g, " ")
    .replace(/[^a-z0-9]+/g, " ")
    .trim()
    .slice(0, MAX_TEXT);
}

/** FNV-1a, twice with different offsets, as 16 hex digits: stable across runtimes, no I/O. */
function fingerprint(text: string): string {
  let first = 0x811c9dc5;
  let second = 0x01000193 ^ 0x5bd1e995;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    first = Math.imul(first ^ code, 0x01000193) >>> 0;
    second = Math.imul(second ^ code, 0x5bd1e995) >>> 0;
    second = (second ^ (second >>> 15)) >>> 0;
  }
  return first.toString(16).padStart(8, "0") + second.toString(16).padStart(8, "0");
}

export interface EntryGap {
  from: number;
  to: number;
}

/** The runs of entry numbers not seen between the lowest and highest seen: [12, 15] → [{ from: 13, to: 14 }]. */
export function findEntryGaps(entryNumbers: readonly number[]): EntryGap[] {
  const seen = [...new Set(entryNumbers.filter((value) => Number.isSafeInteger(value) && value > 0))].sort(
    (a, b) => a - b,
  );
  const gaps: EntryGap[] = [];
  for (let index = 1; index < seen.length; index += 1) {
    const previous = seen[index - 1] ?? 0;
    const current = seen[index] ?? 0;
    if (current - previous > 1) gaps.push({ from: previous + 1, to: current - 1 });
  }
  return gaps;
}
