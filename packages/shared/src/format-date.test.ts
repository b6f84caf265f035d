import { describe, expect, it } from "vitest";
import { formatDateTime, formatOrdinalDate, ordinalSuffix } from "./format-date.js";

describe("formatOrdinalDate", () => {
  it("writes the spec's example", () => {
    expect(formatOrdinalDate("2024-06-21T00:00:00.000Z")).toBe("21st June 2024");
  });

  it.each([
    [1, "1st"],
    [2, "2nd"],
    [3, "3rd"],
    [4, "4th"],
    [11, "11th"],
    [12, "12th"],
    [13, "13th"],
    [21, "21st"],
    [22, "22nd"],
    [23, "23rd"],
    [30, "30th"],
    [31, "31st"],
  ])("day %i is %s", (day, expected) => {
    expect(`${day}${ordinalSuffix(day)}`).toBe(expected);
    const iso = `2025-01-${String(day).padStart(2, "0")}T00:00:00Z`;
    expect(formatOrdinalDate(iso)).toBe(`${expected} January 2025`);
  });

  it("reads midnight UTC as that day, wherever the browser is", () => {
    expect(formatOrdinalDate(new Date(Date.UTC(2024, 11, 1)))).toBe("1st December 2024");
    expect(formatOrdinalDate(Date.UTC(2023, 1, 2))).toBe("2nd February 2023");
  });

  it("can use the local calendar day instead", () => {
    expect(formatOrdinalDate(new Date(2024, 2, 3, 12), { timeZone: "local" })).toBe("3rd March 2024");
  });

  it("is empty for a value that is not a date", () => {
    expect(formatOrdinalDate("not a date")).toBe("");
    expect(formatOrdinalDate(Number.NaN)).toBe("");
  });
});

describe("formatDateTime", () => {
  it("writes the ordinal date and a 24-hour clock in the reader's own time zone", () => {
    expect(formatDateTime(new Date(2024, 5, 21, 9, 5))).toBe("21st June 2024, 09:05");
    expect(formatDateTime(new Date(2024, 11, 31, 23, 59).toISOString())).toBe("31st December 2024, 23:59");
    expect(formatDateTime("not a date")).toBe("");
  });
});
