// Dates and times as notices write them ("3/4/2024 at 10:15 AM EST", "03/04/2024 10:15 AM"), to ISO forms.

/** Offsets of the zone abbreviations CM/ECF writes. */
const ZONE_OFFSETS: Record<string, string> = {
  EST: "-05:00",
  EDT: "-04:00",
  CST: "-06:00",
  CDT: "-05:00",
  MST: "-07:00",
  MDT: "-06:00",
  PST: "-08:00",
  PDT: "-07:00",
  AKST: "-09:00",
  AKDT: "-08:00",
  HST: "-10:00",
  AST: "-04:00",
  CHST: "+10:00",
  UTC: "+00:00",
  GMT: "+00:00",
};

export interface NoticeMoment {
  date: string;
  /** ISO date-time with offset, when a time was written; else null. */
  dateTime: string | null;
}

const DATE =
  /(\d{1,2})\/(\d{1,2})\/(\d{4}|\d{2})(?:\s+(?:at\s+)?(\d{1,2}):(\d{2})(?::(\d{2}))?\s*([AaPp][Mm])?(?:\s+([A-Za-z]{2,4})\b)?)?/;

/** The first date (and time) in `text`, read in `timeZone` when the text names no zone. */
export function readMoment(text: string, timeZone: string): NoticeMoment | null {
  const match = DATE.exec(text.slice(0, 400));
  if (!match) return null;
  const [, month, day, rawYear, hour, minute, second, meridiem, zone] = match;
  const year = rawYear?.length === 2 ? `20${rawYear}` : (rawYear ?? "");
  const date = isoDate(Number(year), Number(month), Number(day));
  if (!date) return null;
  if (hour === undefined || minute === undefined) return { date, dateTime: null };
  let hours = Number(hour);
  if (meridiem) {
    if (hours < 1 || hours > 12) return { date, dateTime: null };
    hours = (hours % 12) + (meridiem.toLowerCase() === "pm" ? 12 : 0);
  }
  const minutes = Number(minute);
  const seconds = second ? Number(second) : 0;
  if (hours > 23 || minutes > 59 || seconds > 59) return { date, dateTime: null };
  const time = `${pad(hours)}:${pad(minutes)}:${pad(seconds)}`;
  const offset = (zone && ZONE_OFFSETS[zone.toUpperCase()]) || offsetIn(timeZone, date, hours, minutes);
  return { date, dateTime: offset ? `${date}T${time}${offset}` : null };
}

function isoDate(year: number, month: number, day: number): string | null {
  if (year < 1970 || year > 2200 || month < 1 || month > 12 || day < 1 || day > 31) return null;
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (probe.getUTCMonth() !== month - 1) return null;
  return `${year}-${pad(month)}-${pad(day)}`;
}

function pad(value: number): string {
  return String(value).padStart(2, "0");
}

/** The UTC offset of `timeZone` at that local time ("-05:00"), by asking Intl at the nearby instant. */
function offsetIn(timeZone: string, date: string, hours: number, minutes: number): string | null {
  try {
    const asUtc = Date.parse(`${date}T${pad(hours)}:${pad(minutes)}:00Z`);
    const format = new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "longOffset" });
    const first = offsetMinutes(format, asUtc);
    const corrected = offsetMinutes(format, asUtc - first * 60_000);
    const total = corrected;
    const sign = total < 0 ? "-" : "+";
    const absolute = Math.abs(total);
    return `${sign}${pad(Math.floor(absolute / 60))}:${pad(absolute % 60)}`;
  } catch {
    return null;
  }
}

function offsetMinutes(format: Intl.DateTimeFormat, instant: number): number {
  const name = format.formatToParts(new Date(instant)).find((part) => part.type === "timeZoneName")?.value ?? "";
  const match = /GMT([+-])(\d{2}):?(\d{2})?/.exec(name);
  if (!match) return 0;
  const value = Number(match[2]) * 60 + Number(match[3] ?? 0);
  return match[1] === "-" ? -value : value;
}
