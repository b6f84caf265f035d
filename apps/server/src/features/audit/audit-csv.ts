import { auditCsvHeaders } from "@paralex/shared/audit";

/** A spreadsheet runs a cell that starts with one of these as a formula. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV cell (RFC 4180), with a leading quote on anything a spreadsheet would read as a formula. */
export function csvCell(value: string | null): string {
  const text = value ?? "";
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function csvOf(rows: readonly (readonly (string | null)[])[]): string {
  return [auditCsvHeaders, ...rows]
    .map((row) => row.map(csvCell).join(","))
    .join("\r\n")
    .concat("\r\n");
}
