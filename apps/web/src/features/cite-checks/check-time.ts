import { formatOrdinalDate } from "@paralex/shared/format-date";

/** When a check was started, in the product's date format and the reader's time zone: '22nd May 2026, 14:05'. */
export function formatCheckTime(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return "";
  const time = `${String(date.getHours()).padStart(2, "0")}:${String(date.getMinutes()).padStart(2, "0")}`;
  return `${formatOrdinalDate(date, { timeZone: "local" })}, ${time}`;
}
