const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

/** 1st, 2nd, 3rd, 4th … 11th, 12th, 13th … 21st, 22nd, 23rd … 31st. */
export function ordinalSuffix(day: number): "st" | "nd" | "rd" | "th" {
  const lastTwo = day % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return "th";
  switch (day % 10) {
    case 1:
      return "st";
    case 2:
      return "nd";
    case 3:
      return "rd";
    default:
      return "th";
  }
}

function toDate(value: Date | string | number): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * The dashboard's date format, '21st June 2024'. Subscription dates are midnight UTC, so the day is read in UTC
 * by default: a visitor west of Greenwich would otherwise see the day before. Empty for a value that is no date.
 */
export function formatOrdinalDate(
  value: Date | string | number,
  { timeZone = "UTC" }: { timeZone?: "UTC" | "local" } = {},
): string {
  const date = toDate(value);
  if (!date) return "";
  const isUtc = timeZone === "UTC";
  const day = isUtc ? date.getUTCDate() : date.getDate();
  const month = MONTHS[isUtc ? date.getUTCMonth() : date.getMonth()];
  const year = isUtc ? date.getUTCFullYear() : date.getFullYear();
  return `${day}${ordinalSuffix(day)} ${month} ${year}`;
}

/**
 * The product's one format for a moment, '21st June 2024, 09:05': the ordinal date and a 24-hour clock, both in the
 * reader's own time zone. Empty for a value that is no date.
 */
export function formatDateTime(value: Date | string | number): string {
  const date = toDate(value);
  if (!date) return "";
  const time = `${String(date.getHours()).padStart(2, "0")}:${String(date.getMinutes()).padStart(2, "0")}`;
  return `${formatOrdinalDate(date, { timeZone: "local" })}, ${time}`;
}
