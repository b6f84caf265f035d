import { describe, expect, test } from "vitest";
import { extractCitations } from "./extract.js";
import { citationsOf, onlyCase } from "./test/helpers.js";

describe("citations written the old way or typed carelessly", () => {
  test("no space after a comma before the volume", () => {
    expect(onlyCase("Smith v. State,219 Ala. 557 (1929).").normalized).toBe("219 Ala. 557");
  });

  test("a pin and the next parallel citation's volume joined by a comma", () => {
    const cases = citationsOf("Smith v. State, 117 So. 290,299,105 So.2d 541 (1958).");
    expect(cases.map((citation) => [citation.normalized, citation.pinCite])).toEqual([
      ["117 So. 290", "299"],
      ["105 So. 2d 541", null],
    ]);
    expect(cases[1]?.parallelOf).toBe(0);
  });

  test.each([
    ["Rhode Island v. Massachusetts, 12 Peters, 657 (1838).", "12 Pet. 657"],
    ["Marbury v. Madison, 1 Cranch, 137 (1803).", "1 Cranch 137"],
    ["Gibbons v. Ogden, 9 Wheat., 1, 5 (1824).", "9 Wheat. 1"],
    ["Rhode Island v. Massachusetts, 12 Pet. p. 657 (1838).", "12 Pet. 657"],
    ["Rhode Island v. Massachusetts, 12 Peters, page 657 (1838).", "12 Pet. 657"],
    ["Rhode Island v. Massachusetts, 12 Pet. Page 657 (1838).", "12 Pet. 657"],
  ])("a comma or a page word between reporter and page: %s", (text, normalized) => {
    expect(onlyCase(text).normalized).toBe(normalized);
  });

  test.each([
    ["Brown v. Board of Education, 347 U.S.483 (1954).", "347 U.S. 483"],
    ["Smith v. Jones, 12 Mass.34, 36 (1815).", "12 Mass. 34"],
    ["Smith v. Jones, 12 F. Supp.34 (S.D.N.Y. 1935).", "12 F. Supp. 34"],
  ])("no space between the reporter's last period and the page: %s", (text, normalized) => {
    expect(onlyCase(text).normalized).toBe(normalized);
  });

  test("a page glued to a reporter's period is never cut out of an edition or a word", () => {
    expect(citationsOf("See 12 F.3d. Then 12 Cal.2d, and 12 U.S.C.A.")).toEqual([]);
    expect(citationsOf("Smith v. Jones, 12 F.3d, 5 Cal.4th.")).toEqual([]);
  });

  test("a comma before the page counts only with a case name or a year", () => {
    expect(citationsOf("Of the 12 Peters, 657 were sold; 25 Cal., 100 N.Y. residents joined.")).toEqual([]);
  });

  test("a footnote number before a name is not a volume, and the citation after the name is kept", () => {
    const citations = extractCitations("Erickson v. Pardus, 551 U.S. 89 (2007).\n5 Erickson, 551 U.S. at 94.");
    expect(citations.map((citation) => citation.normalized)).toEqual(["551 U.S. 89", "551 U.S. at 94"]);
  });

  test("a docket number is not a volume", () => {
    expect(citationsOf("Smith v. Jones, No. 12 Civ. 345 (S.D.N.Y. 2019).")).toEqual([]);
    expect(citationsOf("United States v. Doe, Nos. 12 Cr. 345 (S.D.N.Y. 2013).")).toEqual([]);
  });
});

describe("a regional reporter after a state's docket-number citation", () => {
  // Louisiana's public-domain form (La. Sup. Ct. Gen. Admin. R. pt. G, § 8) and Mississippi's (M.R.A.P. 28(e)) are a
  // docket number and a date or paragraph: the regional reporter after them belongs to the case named before them.
  test.each([
    ["Smith v. Jones, 2019-0123 (La. App. 1 Cir. 5/6/19), 277 So. 3d 123.", "277 So. 3d 123", "Smith v. Jones", 2019],
    ["State v. Doe, 10-KA-123 (La. App. 5 Cir. 5/6/10), 40 So. 3d 1, 5.", "40 So. 3d 1", "State v. Doe", 2010],
    ["State v. Roe, 2009-KK-0123 (La. 5/6/09), 9 So. 3d 45.", "9 So. 3d 45", "State v. Roe", 2009],
    // The docket's year is when the appeal was filed, not decided: no year is read from it.
    ["Smith v. State, 2017-KA-00123-SCT (¶ 5), 250 So. 3d 1.", "250 So. 3d 1", "Smith v. State", null],
  ])("%s", (text, normalized, caseName, year) => {
    expect(onlyCase(text)).toMatchObject({ normalized, caseName, year });
  });
});

describe("a citation is never invented", () => {
  test.each([
    ["Commonwealth v. Smith, 377 Mass. 461,472 (1979).", 461, "472"],
    ["Commonwealth v. Smith, 377 Mass. 461, 472 (1979).", 461, "472"],
    ["Smith v. Jones, 12 F.3d 1,234 (9th Cir. 1994).", 1, "234"],
    ["Smith v. Jones, 12 F.3d 100,105, 107 (9th Cir. 1994).", 100, "105, 107"],
  ])("%s is page %i with pin %s, never the two numbers joined", (text, page, pin) => {
    expect(onlyCase(text)).toMatchObject({ page, pinCite: pin });
  });

  test("no page is ever two numbers joined across a comma", () => {
    const reporters = ["U.S.", "F.3d", "Mass.", "So. 2d", "N.E.2d", "Cal. App. 4th", "Pet.", "A.3d"];
    for (const reporter of reporters) {
      for (const [first, second] of [
        [461, 472],
        [1, 234],
        [12, 345],
        [999, 999],
      ]) {
        const text = `Smith v. Jones, 100 ${reporter} ${first},${second} (1990); Doe v. Roe, 7 ${reporter} ${first}, ${second}.`;
        for (const citation of extractCitations(text)) {
          expect(citation.page === null || citation.page <= 999).toBe(true);
          expect(citation.normalized).not.toContain(`${first}${second}`);
        }
      }
    }
  });

  test("a thousands comma stays in the pages of a paragraph-numbered service and of the Federal Register", () => {
    expect(onlyCase("Smith v. Acme, 2005-1 USTC ¶ 50,123 (S.D.N.Y. 2005).").page).toBe(50123);
    expect(extractCitations("See 82 Fed. Reg. 45,161 (Sept. 28, 2017).")[0]?.page).toBe(45161);
  });

  test.each([
    "ANNUAL REPORT 2019 ... 12 F. 345 ... Page 12",
    "Chapter 12 F. 345 of the manual",
    "12 F. 345",
    "The 12 Peters 657 estate was sold.",
    "Page 14 of 20 Smith v. Jones 12 U.S. Dist. 5",
    "In 1999 F. Supp. 2d 45 cases were filed.",
  ])("a running header or stray number next to a reporter is not a citation: %s", (text) => {
    expect(citationsOf(text)).toEqual([]);
  });

  test("a citation with no name, year or pin counts after a signal or subsequent history", () => {
    expect(citationsOf("See 12 Cal. 345. Cf. 13 Cal. 400; aff'd, 800 F.3d 12.").map((c) => c.normalized)).toEqual([
      "12 Cal. 345",
      "13 Cal. 400",
      "800 F.3d 12",
    ]);
  });

  test("a volume no reporter reached is still reported after a case name, for the check to refute", () => {
    expect(onlyCase("Smith v. Jones, 1999 F. Supp. 2d 45 (S.D.N.Y. 1999).").normalized).toBe("1999 F. Supp. 2d 45");
  });

  test("the same text gives the same citations on the first call and the thousandth", () => {
    const text = "Roe v. X, 2005-1 USTC ¶ 50,123 (S.D.N.Y. 2005); Doe v. Y, 117 LRRM 2345 (3d Cir. 1984).";
    const first = extractCitations(text).map((citation) => citation.normalized);
    for (let call = 0; call < 1000; call++) extractCitations(text);
    expect(extractCitations(text).map((citation) => citation.normalized)).toEqual(first);
    expect(first).toHaveLength(2);
  });
});

describe("a case-shaped reference whose reporter we do not know", () => {
  test.each([
    ["Smith v. Jones, 12 Foobar Reports 34 (1999).", "Foobar Reports"],
    ["Smith v. Jones, 12 Xyz. Rptr. 34 (N.D. Cal. 1999).", "Xyz. Rptr."],
    ["In re Acme Corp., 45 Imaginary Bankr. Digest 678 (Bankr. D. Del. 2011).", "Imaginary Bankr. Digest"],
    ["Smith v. Jones, 12 F.5th 34 (9th Cir. 2024).", "F.5th"],
    [
      "Smith v. Jones, 12 Federal Reports of the Ninth Circuit 34, 36 (9th Cir. 1999).",
      "Federal Reports of the Ninth Circuit",
    ],
  ])("is listed as unknown_reporter, never skipped: %s", (text, reporter) => {
    expect(onlyCase(text)).toMatchObject({ reporterKnown: false, reporter });
  });

  test("a secondary source with a case name in its title is not a case", () => {
    expect(citationsOf("See Note, Smith v. Jones Revisited, 12 Harv. L. Rev. 34 (1999).")).toEqual([]);
  });

  test("without a year, or without a case name before words in lower case, nothing unknown is reported", () => {
    expect(citationsOf("Smith v. Jones, 12 Foobar Reports 34.")).toEqual([]);
    expect(citationsOf("In the year 1999, 12 Plaintiffs and their 34 (1999) lawyers.")).toEqual([]);
    expect(citationsOf("Smith v. Jones, 12 Journal of Torts 34 (1999).")).toEqual([]);
    expect(citationsOf("Smith v. Jones, 12 Foo at 345 (1999).")).toEqual([]);
  });
});
