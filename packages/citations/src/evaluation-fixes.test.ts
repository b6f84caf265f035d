import { describe, expect, test } from "vitest";
import { extractCitations } from "./extract.js";
import { citationsOf, onlyCase, withTargets } from "./test/helpers.js";

/** What the evaluation corpus (src/eval) showed the extractor getting wrong. */
describe("a court parenthetical without a year", () => {
  test("keeps the court, and takes the year of the subsequent history that follows", () => {
    const [first, second] = citationsOf(
      "Sprewell v. Golden State Warriors, 266 F.3d 979, 988 (9th Cir.), amended, 275 F.3d 1187 (9th Cir. 2001).",
    );
    expect(first).toMatchObject({ normalized: "266 F.3d 979", court: "9th Cir.", year: 2001, pinCite: "988" });
    expect(first?.text).toBe("266 F.3d 979, 988 (9th Cir.)");
    expect(second).toMatchObject({ normalized: "275 F.3d 1187", court: "9th Cir.", year: 2001 });
  });

  test.each([
    ["(9th Cir.) (per curiam)", "9th Cir."],
    ["(S.D.N.Y.)", "S.D.N.Y."],
    ["(Cal. Ct. App.)", "Cal. Ct. App."],
    ["(Tex.)", "Tex."],
  ])("reads %s as a court", (parenthetical, court) => {
    expect(onlyCase(`Smith v. Jones, 123 F.3d 456 ${parenthetical}.`)).toMatchObject({ court, year: null });
  });

  test.each(["(Posner, J.)", "(Scott)", "(AJP)", "(holding so)"])("does not read %s as a court", (parenthetical) => {
    expect(onlyCase(`Smith v. Jones, 123 F.3d 456 ${parenthetical}.`)).toMatchObject({ court: null });
  });

  test("a court alone with no history after it leaves the year unknown", () => {
    const [first, second] = citationsOf("Doe v. Roe, 5 F.3d 6 (S.D.N.Y.); Ray v. Lee, 7 F.3d 8 (2d Cir. 1999).");
    expect(first).toMatchObject({ court: "S.D.N.Y.", year: null, caseName: "Doe v. Roe" });
    expect(second).toMatchObject({ year: 1999, caseName: "Ray v. Lee" });
  });
});

describe("names after a closing parenthesis", () => {
  test("a judge's parenthetical ends the sentence before the next name", () => {
    const [, second] = citationsOf("Smith v. Jones, 12 F.3d 4 (Posner, J.). Doe v. Roe, 5 F.3d 6 (2d Cir. 1999).");
    expect(second?.caseName).toBe("Doe v. Roe");
  });

  test.each([
    [
      "The contract was signed by Acme Supply Co. Ramos v. Acme Supply Co., 512 F. Supp. 3d 88 (D. Mass. 2021).",
      "Ramos v. Acme Supply Co.",
    ],
    [
      "The release bound Harbor Freight Tools USA, Inc. Lawson v. Harbor Freight Tools USA, Inc., 77 F.4th 612 (6th Cir. 2023).",
      "Lawson v. Harbor Freight Tools USA, Inc.",
    ],
    ["See U.S. Bank N.A. v. Smith, 9 F.4th 9 (2d Cir. 2021).", "U.S. Bank N.A. v. Smith"],
    [
      "Alfred L. Snapp & Son, Inc. v. Puerto Rico ex rel. Barez, 458 U.S. 592 (1982).",
      "Alfred L. Snapp & Son, Inc. v. Puerto Rico ex rel. Barez",
    ],
    ["Acme Co. Inc. v. Doe, 1 F.4th 1 (1st Cir. 2021).", "Acme Co. Inc. v. Doe"],
  ])("a company suffix that ends a sentence is not part of the next name: %s", (text, caseName) => {
    expect(onlyCase(text).caseName).toBe(caseName);
  });

  test("supra after a short form's parenthetical resolves by its own name", () => {
    const text =
      "Bell Atl. Corp. v. Twombly, 550 U.S. 544 (2007); Scott v. Harris, 550 U.S. 372 (2007). 550 U.S. at 381 (Scott). Twombly, supra, at 557.";
    expect(withTargets(text).at(-1)).toEqual(["supra", "Twombly, supra, at 557", "550 U.S. 544"]);
  });
});

describe("California pin cites with a page word", () => {
  const text = "(Sargon Enterprises, Inc. v. University of Southern California (2012) 55 Cal.4th 747, 770.)";
  test.each([
    [`${text} (Sargon, supra, 55 Cal.4th at p. 772.)`, ["short_case", "55 Cal. 4th at 772", "55 Cal. 4th 747"]],
    [`${text} (Id. at p. 773.)`, ["id", "Id. at 773", "55 Cal. 4th 747"]],
    [`${text} (Id. at pp. 773-774.)`, ["id", "Id. at 773-774", "55 Cal. 4th 747"]],
    [`${text} Sargon, supra, 55 Cal.4th at page 851.`, ["short_case", "55 Cal. 4th at 851", "55 Cal. 4th 747"]],
    [`${text} (Sargon, supra, at p. 775.)`, ["supra", "Sargon, supra, at 775", "55 Cal. 4th 747"]],
  ])("%s", (input, expected) => {
    expect(withTargets(input).at(-1)).toEqual(expected);
  });
});

describe("database and neutral citations", () => {
  test("a Westlaw number may have eight digits", () => {
    expect(onlyCase("Smith v. Jones Holdings, Inc., 2022 WL 17089876, at *2 (D. Colo. Nov. 21, 2022).")).toMatchObject({
      normalized: "2022 WL 17089876",
      pinCite: "*2",
      year: 2022,
    });
  });

  test("a hyphenated neutral citation after an official one is its parallel, not a pin cite", () => {
    expect(citationsOf("Kemp v. Lowe, 112 Ohio St.3d 201, 2006-Ohio-6551.")).toMatchObject([
      { normalized: "112 Ohio St. 3d 201", pinCite: null },
      { normalized: "2006-Ohio-6551", parallelOf: 0, caseName: "Kemp v. Lowe", year: 2006 },
    ]);
  });

  test("a neutral citation repeated after one party's name with a paragraph is a short form", () => {
    const text = "People v. Clark, 2016 IL 118845, ¶ 18. Later: Clark, 2016 IL 118845, ¶ 20. Id. ¶ 21.";
    expect(withTargets(text)).toEqual([
      ["case", "2016 IL 118845", null],
      ["short_case", "2016 IL 118845, at ¶ 20", "2016 IL 118845"],
      ["id", "Id. ¶ 21", "2016 IL 118845"],
    ]);
  });

  test("the same neutral citation with its full name again stays a full citation", () => {
    const text = "People v. Clark, 2016 IL 118845, ¶ 18. Later: People v. Clark, 2016 IL 118845, ¶ 20.";
    expect(citationsOf(text)).toHaveLength(2);
  });
});

describe("early state nominative reporters", () => {
  test.each([
    ["Jackson v. Rowe, 4 Johns. 101 (N.Y. 1809)", "Johns."],
    ["Tucker v. Gray, 3 Pick. 12 (Mass. 1825)", "Pick."],
    ["Lee v. Lee, 3 Serg. & Rawle 10 (Pa. 1817)", "Serg. & Rawle"],
    ["Doe v. Roe, 12 Gray 5 (1858)", "Gray"],
    ["Hill v. Ray, 5 Wend. 9 (N.Y. Sup. Ct. 1830)", "Wend."],
  ])("%s is a known reporter", (text, reporter) => {
    expect(onlyCase(`${text}.`)).toMatchObject({ reporter, reporterKnown: true });
  });

  test("a nominative word in prose is no citation", () => {
    expect(citationsOf("He walked 5 Gray 10 miles and 3 Allen 4 times.")).toEqual([]);
  });
});

describe("rules and state statutes (recognised, not verified)", () => {
  test.each([
    ["To survive a Rule 12(b)(6) motion", "rule", "Rule 12(b)(6)"],
    ["Rule 10b-5 prohibits", "rule", "Rule 10b-5"],
    ["under Rule 23(b)(3),", "rule", "Rule 23(b)(3)"],
    ["Cal. Civ. Code § 1542", "statute", "Cal. Civ. Code § 1542"],
    ["N.Y. Gen. Bus. Law § 349", "statute", "N.Y. Gen. Bus. Law § 349"],
    ["Tex. Civ. Prac. & Rem. Code Ann. § 16.003", "statute", "Tex. Civ. Prac. & Rem. Code Ann. § 16.003"],
    ["Mass. Gen. Laws ch. 93A, § 2", "statute", "Mass. Gen. Laws ch. 93A, § 2"],
    ["Del. Code Ann. tit. 10, § 8106", "statute", "Del. Code Ann. tit. 10, § 8106"],
    ["42 Pa. Cons. Stat. § 5524", "statute", "42 Pa. Cons. Stat. § 5524"],
    ["La. Civ. Code Ann. art. 2315", "statute", "La. Civ. Code Ann. art. 2315"],
    ["Fla. Stat. § 501.204", "statute", "Fla. Stat. § 501.204"],
    ["Penal Law § 125.25", "statute", "Penal Law § 125.25"],
    ["735 ILCS 5/2-615", "statute", "735 ILCS 5/2-615"],
    ["CPLR 3211(a)(7)", "rule", "N.Y. C.P.L.R. 3211(a)(7)"],
    ["(Pen. Code, § 1538.5.)", "statute", "Pen. Code, § 1538.5"],
    ["(Code Civ. Proc., § 425.16.)", "statute", "Code Civ. Proc., § 425.16"],
  ])("%s", (text, kind, normalized) => {
    const citations = extractCitations(text);
    expect(citations).toHaveLength(1);
    expect(citations[0]).toMatchObject({ kind, normalized });
  });

  test.each([
    "Local Rule 7-3 limits briefs",
    "The Code, § 5 is vague.",
    "Section 12 of the Act",
    "the rule in Table 1",
  ])("%s is no statute", (text) => {
    expect(extractCitations(text)).toEqual([]);
  });
});
