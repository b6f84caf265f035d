/** Wall-clock times in a member's time zone, for the hour they chose for their daily digest. */

export interface LocalDate {
  year: number;
  month: number;
  day: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The date and time the zone's clocks show at this instant. */
export function wallClockOf(at: Date, timeZone: string) {
  const parts = Object.fromEntries(
    formatterOf(timeZone)
      .formatToParts(at)
      .filter((part) => part.type !== "literal")
      .map((part) => [part.type, Number(part.value)]),
  ) as Record<"year" | "month" | "day" | "hour" | "minute" | "second", number>;
  return parts;
}

/** How far the zone's clocks are ahead of UTC at this instant, in milliseconds. */
function offsetAt(at: Date, timeZone: string): number {
  const clock = wallClockOf(at, timeZone);
  const asUtc = Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second);
  return asUtc - Math.floor(at.getTime() / 1000) * 1000;
}

/** The instant the zone's clocks show `hour`:00 on the date (an hour a spring change skips comes an hour later). */
export function instantAt(date: LocalDate, hour: number, timeZone: string): Date {
  const wall = Date.UTC(date.year, date.month - 1, date.day, hour);
  const first = wall - offsetAt(new Date(wall), timeZone);
  const second = wall - offsetAt(new Date(first), timeZone);
  if (wallClockOf(new Date(second), timeZone).hour === hour) return new Date(second);
  return new Date(Math.max(first, second));
}

/** The last instant at or before `now` when the zone's clocks showed `hour`:00. */
export function latestSlot(now: Date, hour: number, timeZone: string): Date {
  const clock = wallClockOf(now, timeZone);
  const today = instantAt(clock, hour, timeZone);
  if (today <= now) return today;
  const yesterday = new Date(Date.UTC(clock.year, clock.month - 1, clock.day - 1));
  return instantAt(
    { year: yesterday.getUTCFullYear(), month: yesterday.getUTCMonth() + 1, day: yesterday.getUTCDate() },
    hour,
    timeZone,
  );
}
