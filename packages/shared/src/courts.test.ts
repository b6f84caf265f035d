import { describe, expect, it } from "vitest";
import { caseMatchLine, formatDecisionDate } from "./case-match-format.js";
import { courtName } from "./courts.js";

describe("a court's name", () => {
  it.each([
    ["scotus", "Supreme Court of the United States"],
    ["ca11", "United States Court of Appeals for the Eleventh Circuit"],
    ["cadc", "United States Court of Appeals for the District of Columbia Circuit"],
    ["nysd", "United States District Court for the Southern District of New York"],
    ["dcd", "United States District Court for the District of Columbia"],
    ["nysb", "United States Bankruptcy Court for the Southern District of New York"],
    ["cal", "California Supreme Court"],
  ])("%s is %s", (id, name) => {
    expect(courtName(id)).toBe(name);
  });

  it("falls back to the code for a court the table does not know", () => {
    expect(courtName("zzctapp")).toBe("zzctapp");
  });
});

describe("a case found at a citation", () => {
  it("reads with its court by name and its date in the product's format", () => {
    const match = { caseName: "Bell Atlantic Corp. v. Twombly", court: "scotus", dateFiled: "2007-05-21", url: null };
    expect(caseMatchLine(match)).toBe(
      "Bell Atlantic Corp. v. Twombly, Supreme Court of the United States, 21st May 2007",
    );
    expect(formatDecisionDate("2007-05")).toBe("May 2007");
    expect(formatDecisionDate("2007")).toBe("2007");
  });
});
