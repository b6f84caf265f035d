import { describe, expect, it } from "vitest";
import { enteredLabel, filedLabel, gapSentence, ZAlertPreference, ZNewCase } from "./cases.js";

describe("case words", () => {
  it("names the entries not seen and where to look", () => {
    expect(gapSentence([])).toBe("");
    expect(
      gapSentence([
        { from: 13, to: 14 },
        { from: 20, to: 20 },
      ]),
    ).toBe("We have not seen entries 13–14, entry 20. Look on PACER or ask the court's clerk's office.");
  });

  it("shows an entered time with its offset, and a bare date as it is", () => {
    expect(enteredLabel("2024-03-04T10:15:00-05:00")).toBe("4th March 2024, 10:15 (UTC-05:00)");
    expect(enteredLabel("2024-03-04T15:15:00Z")).toBe("4th March 2024, 15:15 (UTC)");
    expect(enteredLabel("2024-03-04")).toBe("4th March 2024");
    expect(filedLabel("2024-03-01")).toBe("1st March 2024");
  });
});

describe("case input", () => {
  it("trims a new case and refuses an empty name or a team member who is not an id", () => {
    expect(ZNewCase.parse({ courtId: " nysd ", docketNumber: " 22-cv-1461 ", caseName: " Roe v. Wade " })).toEqual({
      courtId: "nysd",
      docketNumber: "22-cv-1461",
      caseName: "Roe v. Wade",
      clientMatter: "",
      team: [],
    });
    expect(ZNewCase.safeParse({ courtId: "nysd", docketNumber: "22-cv-1461", caseName: " " }).success).toBe(false);
    expect(
      ZNewCase.safeParse({ courtId: "nysd", docketNumber: "22-cv-1461", caseName: "A", team: ["x"] }).success,
    ).toBe(false);
  });

  it("takes an alert preference with an hour and a real time zone", () => {
    expect(ZAlertPreference.parse({ alertPreference: "every" })).toEqual({
      alertPreference: "every",
      digestHour: 8,
      timeZone: "UTC",
    });
    expect(ZAlertPreference.safeParse({ alertPreference: "digest", timeZone: "Mars/Olympus" }).success).toBe(false);
    expect(ZAlertPreference.safeParse({ alertPreference: "digest", digestHour: 24 }).success).toBe(false);
  });
});
