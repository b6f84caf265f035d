import { describe, expect, test } from "vitest";
import { extractCitations } from "./extract.js";
import { checkCitation } from "./validate.js";

const check = (text: string, currentYear = 2025) => {
  const citations = extractCitations(text);
  return citations.map((citation) => checkCitation(citation, citations, currentYear));
};

describe("checkCitation", () => {
  test.each([
    [
      "Smith v. Jones, 12 F.4th 345 (9th Cir. 2015).",
      "year_outside_reporter",
      "F.4th reports decisions from 2021 onward, not 2015.",
    ],
    [
      "Smith v. Jones, 900 F.3d 1 (9th Cir. 2023).",
      "year_outside_reporter",
      "F.3d reports decisions from 1993 to 2021, not 2023.",
    ],
    [
      "Smith v. Jones, 12 F.2d 345 (2d Cir. 2001).",
      "year_outside_reporter",
      "F.2d reports decisions from 1924 to 1993, not 2001.",
    ],
    [
      "Doe v. Roe, 12 F. Supp. 3d 4 (D. Mass. 2005).",
      "year_outside_reporter",
      "F. Supp. 3d reports decisions from 2014 onward, not 2005.",
    ],
    [
      "Doe v. Roe, 100 A.2d 4 (Pa. 2015).",
      "year_outside_reporter",
      "A.2d reports decisions from 1938 to 2010, not 2015.",
    ],
    [
      "Doe v. Roe, 10 Cal. 5th 4 (2001).",
      "year_outside_reporter",
      "Cal. 5th reports decisions from 2016 onward, not 2001.",
    ],
    [
      "Doe v. Roe, 500 F. App'x 4 (3d Cir. 2023).",
      "year_outside_reporter",
      "F. App'x reports decisions from 2001 to 2022, not 2023.",
    ],
    [
      "Bell Atl. Corp. v. Twombly, 550 U.S. 544, 540 (2007).",
      "pin_before_page",
      "The pin cite 540 comes before the first page, 544.",
    ],
    [
      "Smith v. Jones, 123 F.3d 456, 455-60 (9th Cir. 1997).",
      "pin_before_page",
      "The pin cite 455 comes before the first page, 456.",
    ],
    ["Smith v. Jones, 123 F.3d 456 (9th Cir. 2031).", "year_in_future", "The year 2031 has not come yet."],
  ])("%s is invalid: %s", (text, code, message) => {
    expect(check(text)).toEqual([{ valid: false, code, message }]);
  });

  test.each([
    "Bell Atl. Corp. v. Twombly, 550 U.S. 544, 556 (2007).",
    "Smith v. Jones, 12 F.4th 345 (9th Cir. 2021).",
    "Smith v. Jones, 999 F.3d 1 (9th Cir. 2021).",
    "Mata v. Avianca, Inc., 2023 WL 4114965, at *2 (S.D.N.Y. June 22, 2023).",
    "People v. Smith, 2019 IL 123456, ¶ 25.",
    "Doe v. State, 2012 Ark. 234 (2012).",
    "State v. Hart, 290 Ark. 1 (1986).",
    "Brown v. Plata, 563 U.S. ___ (2011).",
    "Smith v. Jones, 123 F.3d 456.",
    "See 18 U.S.C. § 1341.",
    "Smith v. Jones, 123 F.5th 456 (9th Cir. 2019).",
  ])("%s is valid on its face", (text) => {
    expect(check(text)).toEqual(check(text).map(() => ({ valid: true })));
  });

  test("a short form's pin is checked against the page of the case it refers to", () => {
    expect(check("Bell Atl. Corp. v. Twombly, 550 U.S. 544 (2007). Twombly, 550 U.S. at 500.")).toEqual([
      { valid: true },
      { valid: false, code: "pin_before_page", message: "The pin cite 500 comes before the first page, 544." },
    ]);
  });
});
