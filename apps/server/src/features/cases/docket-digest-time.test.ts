import { describe, expect, it } from "vitest";
import { nextTickAfter } from "./docket-digest-job.js";
import { instantAt, latestSlot } from "./docket-digest-time.js";

describe("a member's digest hour", () => {
  it("is the instant their zone's clocks show it, summer time and half-hour zones included", () => {
    expect(instantAt({ year: 2031, month: 3, day: 10 }, 7, "Asia/Tokyo").toISOString()).toBe(
      "2031-03-09T22:00:00.000Z",
    );
    expect(instantAt({ year: 2031, month: 1, day: 15 }, 8, "America/New_York").toISOString()).toBe(
      "2031-01-15T13:00:00.000Z",
    );
    expect(instantAt({ year: 2031, month: 7, day: 15 }, 8, "America/New_York").toISOString()).toBe(
      "2031-07-15T12:00:00.000Z",
    );
    expect(instantAt({ year: 2031, month: 7, day: 15 }, 9, "Asia/Kolkata").toISOString()).toBe(
      "2031-07-15T03:30:00.000Z",
    );
    expect(instantAt({ year: 2031, month: 7, day: 15 }, 9, "Asia/Kathmandu").toISOString()).toBe(
      "2031-07-15T03:15:00.000Z",
    );
  });

  it("comes an hour late on the night a spring change skips it", () => {
    // 9 March 2031, New York: clocks go from 02:00 to 03:00.
    expect(instantAt({ year: 2031, month: 3, day: 9 }, 2, "America/New_York").toISOString()).toBe(
      "2031-03-09T07:00:00.000Z",
    );
  });

  it("is today's once passed, else yesterday's", () => {
    const now = new Date("2031-07-15T03:40:00Z");
    expect(latestSlot(now, 9, "Asia/Kolkata").toISOString()).toBe("2031-07-15T03:30:00.000Z");
    expect(latestSlot(now, 10, "Asia/Kolkata").toISOString()).toBe("2031-07-14T04:30:00.000Z");
    expect(latestSlot(new Date("2031-01-01T02:00:00Z"), 23, "UTC").toISOString()).toBe("2030-12-31T23:00:00.000Z");
  });

  it("is looked for every quarter hour", () => {
    expect(nextTickAfter(new Date("2031-07-15T03:29:59Z")).toISOString()).toBe("2031-07-15T03:30:00.000Z");
    expect(nextTickAfter(new Date("2031-07-15T03:30:00Z")).toISOString()).toBe("2031-07-15T03:45:00.000Z");
  });
});
