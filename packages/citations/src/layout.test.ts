import { describe, expect, test } from "vitest";
import { extractCitations } from "./extract.js";
import { citationsOf, onlyCase } from "./test/helpers.js";

describe("spelling variants of reporters", () => {
  test.each([
    ["123 F. 2d 456", "123 F.2d 456"],
    ["123 F.2d 456", "123 F.2d 456"],
    ["123 F.2d. 456", "123 F.2d 456"],
    ["123 F 2d 456", "123 F.2d 456"],
    ["123 F.2nd 456", "123 F.2d 456"],
    ["123 F. 3d 456", "123 F.3d 456"],
    ["123 F.3rd 456", "123 F.3d 456"],
    ["12 F. 4th 456", "12 F.4th 456"],
    ["123 F.Supp. 456", "123 F. Supp. 456"],
    ["123 F.Supp.2d 456", "123 F. Supp. 2d 456"],
    ["123 F. Supp.2d 456", "123 F. Supp. 2d 456"],
    ["123 F.Supp. 3d 456", "123 F. Supp. 3d 456"],
    ["127 S.Ct. 1955", "127 S. Ct. 1955"],
    ["127 S. Ct. 1955", "127 S. Ct. 1955"],
    ["127 Sup. Ct. 1955", "127 S. Ct. 1955"],
    ["167 L.Ed.2d 929", "167 L. Ed. 2d 929"],
    ["167 L. Ed. 2d 929", "167 L. Ed. 2d 929"],
    ["24 L.Ed. 565", "24 L. Ed. 565"],
    ["500 F. App'x 12", "500 F. App'x 12"],
    ["500 F. App’x 12", "500 F. App'x 12"],
    ["500 Fed. Appx. 12", "500 F. App'x 12"],
    ["500 Fed.Appx. 12", "500 F. App'x 12"],
    ["500 Fed. App'x 12", "500 F. App'x 12"],
    ["500 F. Appx. 12", "500 F. App'x 12"],
    ["550 U. S. 544", "550 U.S. 544"],
    ["550 US 544", "550 U.S. 544"],
    ["300 So.2d 1", "300 So. 2d 1"],
    ["300 So 3d 1", "300 So. 3d 1"],
    ["300 N.E. 2d 1", "300 N.E.2d 1"],
    ["300 N. E. 3d 1", "300 N.E.3d 1"],
    ["300 S.W. 3d 1", "300 S.W.3d 1"],
    ["300 S. E. 2d 1", "300 S.E.2d 1"],
    ["300 N.W. 2d 1", "300 N.W.2d 1"],
    ["300 A. 2d 1", "300 A.2d 1"],
    ["300 P. 3d 1", "300 P.3d 1"],
    ["30 Cal.4th 1", "30 Cal. 4th 1"],
    ["30 Cal.App.4th 1", "30 Cal. App. 4th 1"],
    ["30 Cal. App.4th 1", "30 Cal. App. 4th 1"],
    ["30 Cal.Rptr.3d 1", "30 Cal. Rptr. 3d 1"],
    ["30 NY2d 1", "30 N.Y.2d 1"],
    ["30 N.Y. 3d 1", "30 N.Y.3d 1"],
    ["30 AD3d 1", "30 A.D.3d 1"],
    ["30 App. Div. 2d 1", "30 A.D.2d 1"],
    ["30 Misc.3d 1", "30 Misc. 3d 1"],
    ["30 N.Y.S. 2d 1", "30 N.Y.S.2d 1"],
    ["30 Ill.2d 1", "30 Ill. 2d 1"],
    ["30 Ill.App.3d 1", "30 Ill. App. 3d 1"],
    ["30 Ohio St.3d 1", "30 Ohio St. 3d 1"],
    ["30 Wn.2d 1", "30 Wash. 2d 1"],
    ["30 Wn. App. 1", "30 Wash. App. 1"],
    ["30 Wis.2d 1", "30 Wis. 2d 1"],
    ["30 Mass. App. 1", "30 Mass. App. Ct. 1"],
    ["30 Pa. Cmwlth. 1", "30 Pa. Commw. 1"],
    ["30 N.J.Super. 1", "30 N.J. Super. 1"],
    ["30 W.Va. 1", "30 W. Va. 1"],
    ["30 Vet.App. 1", "30 Vet. App. 1"],
    ["30 Fed.Cl. 1", "30 Fed. Cl. 1"],
    ["30 FRD 1", "30 F.R.D. 1"],
    ["30 Pa. D. & C.4th 1", "30 Pa. D. & C.4th 1"],
    ["30 USPQ2d 1", "30 U.S.P.Q.2d (BNA) 1"],
  ])("%s is %s", (written, normalized) => {
    expect(onlyCase(`Smith v. Jones, ${written} (2000).`).normalized).toBe(normalized);
  });

  test("the written spelling is kept beside the canonical one", () => {
    expect(onlyCase("Doe v. XYZ Corp., 456 Fed.Appx. 12 (5th Cir. 2012).")).toMatchObject({
      reporter: "F. App'x",
      reporterRaw: "Fed.Appx.",
    });
  });
});

describe("citations broken across lines and spaces", () => {
  test.each([
    ["Bell Atl. Corp. v. Twombly, 550\nU.S. 544 (2007).", "550 U.S. 544", "Bell Atl. Corp. v. Twombly"],
    ["Bell Atl. Corp. v. Twombly, 550 U.S.\n544 (2007).", "550 U.S. 544", "Bell Atl. Corp. v. Twombly"],
    ["Bell Atl. Corp. v.\nTwombly, 550 U.S. 544 (2007).", "550 U.S. 544", "Bell Atl. Corp. v. Twombly"],
    ["Bell Atl.\nCorp. v. Twombly, 550 U.S. 544 (2007).", "550 U.S. 544", "Bell Atl. Corp. v. Twombly"],
    ["Smith v. Jones, 123 F.\nSupp. 2d 456 (S.D.N.Y. 2000).", "123 F. Supp. 2d 456", "Smith v. Jones"],
    ["Smith v. Jones, 123 F. Supp.\r\n   2d 456 (S.D.N.Y. 2000).", "123 F. Supp. 2d 456", "Smith v. Jones"],
    ["Smith v. Jones, 123  F.3d   456  (9th  Cir.  2019).", "123 F.3d 456", "Smith v. Jones"],
    ["Smith v. Jones,\n\t123 F.3d 456 (9th Cir. 2019).", "123 F.3d 456", "Smith v. Jones"],
    ["Smith v. Jones, 123 F.3d 456\n(9th Cir. 2019).", "123 F.3d 456", "Smith v. Jones"],
    ["Smith v. Jones, 123 F.3d 456 (9th\nCir. 2019).", "123 F.3d 456", "Smith v. Jones"],
    ["Smith v. Jones, 123\u00a0F.3d\u00a0456 (9th Cir. 2019).", "123 F.3d 456", "Smith v. Jones"],
    ["People v. Alvarez, 27 Cal.\nApp. 5th 311 (2018).", "27 Cal. App. 5th 311", "People v. Alvarez"],
  ])("%j", (text, normalized, caseName) => {
    const citation = onlyCase(text);
    expect(citation).toMatchObject({ normalized, caseName });
    expect(citation.year).not.toBeNull();
    expect(text.slice(citation.start, citation.end)).toBe(citation.text);
  });

  test("the court in the parenthetical is written on one line", () => {
    expect(onlyCase("Smith v. Jones, 123 F.3d 456 (9th\n   Cir. 2019).").court).toBe("9th Cir.");
  });
});

describe("parallel citations", () => {
  test("each reporter of a parallel citation is a full citation sharing name, court and year", () => {
    const text = "Ashcroft v. Iqbal, 556 U.S. 662, 678, 129 S. Ct. 1937, 173 L. Ed. 2d 868 (2009). Next sentence.";
    const citations = citationsOf(text);
    expect(citations.map((citation) => [citation.normalized, citation.pinCite, citation.parallelOf])).toEqual([
      ["556 U.S. 662", "678", null],
      ["129 S. Ct. 1937", null, 0],
      ["173 L. Ed. 2d 868", null, 0],
    ]);
    for (const citation of citations) {
      expect(citation).toMatchObject({ caseName: "Ashcroft v. Iqbal", year: 2009, court: null });
      expect(text.slice(citation.fullStart, citation.fullEnd)).toBe(
        "Ashcroft v. Iqbal, 556 U.S. 662, 678, 129 S. Ct. 1937, 173 L. Ed. 2d 868 (2009)",
      );
    }
  });

  test.each([
    [
      "Roe v. Wade, 410 U.S. 113, 93 S. Ct. 705, 35 L. Ed. 2d 147 (1973).",
      ["410 U.S. 113", "93 S. Ct. 705", "35 L. Ed. 2d 147"],
      "Roe v. Wade",
      1973,
    ],
    ["Hawkins v. McGee, 84 N.H. 114, 146 A. 641 (1929).", ["84 N.H. 114", "146 A. 641"], "Hawkins v. McGee", 1929],
    [
      "Tarasoff v. Regents of Univ. of Cal., 17 Cal. 3d 425, 551 P.2d 334, 131 Cal. Rptr. 14 (1976).",
      ["17 Cal. 3d 425", "551 P.2d 334", "131 Cal. Rptr. 14"],
      "Tarasoff v. Regents of Univ. of Cal.",
      1976,
    ],
    [
      "Palsgraf v. Long Island R.R. Co., 248 N.Y. 339, 162 N.E. 99 (1928).",
      ["248 N.Y. 339", "162 N.E. 99"],
      "Palsgraf v. Long Island R.R. Co.",
      1928,
    ],
    ["Lucy v. Zehmer, 196 Va. 493, 84 S.E.2d 516 (1954).", ["196 Va. 493", "84 S.E.2d 516"], "Lucy v. Zehmer", 1954],
    [
      "State v. Doe, 2020 WI 10, 390 Wis. 2d 1, 938 N.W.2d 1.",
      ["2020 WI 10", "390 Wis. 2d 1", "938 N.W.2d 1"],
      "State v. Doe",
      2020,
    ],
    [
      "People v. Smith, 2019 IL 123456, ¶ 12, 130 N.E.3d 1.",
      ["2019 IL 123456", "130 N.E.3d 1"],
      "People v. Smith",
      2019,
    ],
    [
      "Bell Atl. Corp. v. Twombly, 550 U.S. 544, 556, 127 S.Ct. 1955, 167 L.Ed.2d 929 (2007).",
      ["550 U.S. 544", "127 S. Ct. 1955", "167 L. Ed. 2d 929"],
      "Bell Atl. Corp. v. Twombly",
      2007,
    ],
  ])("%s", (text, normalized, caseName, year) => {
    const citations = citationsOf(text);
    expect(citations.map((citation) => citation.normalized)).toEqual(normalized);
    expect(citations.every((citation) => citation.caseName === caseName && citation.year === year)).toBe(true);
    expect(citations.slice(1).every((citation) => citation.parallelOf === 0)).toBe(true);
  });

  test("California style puts the year first and the parallel citation in brackets", () => {
    const citations = citationsOf("People v. Smith (2001) 25 Cal.4th 1, 5 [103 Cal.Rptr.2d 1].");
    expect(
      citations.map((citation) => [citation.normalized, citation.caseName, citation.year, citation.parallelOf]),
    ).toEqual([
      ["25 Cal. 4th 1", "People v. Smith", 2001, null],
      ["103 Cal. Rptr. 2d 1", "People v. Smith", 2001, 0],
    ]);
  });

  test("a citation after a court parenthetical starts a new case, with no name of its own", () => {
    const citations = citationsOf(
      "Smith v. Jones, 1 F. Supp. 3d 1 (D. Mass. 2014), aff'd, 800 F.3d 1 (1st Cir. 2015).",
    );
    expect(citations.map((citation) => [citation.normalized, citation.caseName, citation.parallelOf])).toEqual([
      ["1 F. Supp. 3d 1", "Smith v. Jones", null],
      ["800 F.3d 1", null, null],
    ]);
  });
});

describe("string citations", () => {
  test("citations separated by semicolons each get their own name, court and year", () => {
    const text =
      "See Bell Atl. Corp. v. Twombly, 550 U.S. 544, 556 (2007); Ashcroft v. Iqbal, 556 U.S. 662 (2009); " +
      "see also Smith v. City of New York, 123 F. Supp. 2d 456, 460 (S.D.N.Y. 2000); cf. In re Gault, 387 U.S. 1 " +
      "(1967); but see Doe v. Roe, 45 A.3d 678 (Pa. Super. Ct. 2012); accord Ex parte Young, 209 U.S. 123 (1908).";
    expect(
      citationsOf(text).map((citation) => [citation.normalized, citation.caseName, citation.court, citation.year]),
    ).toEqual([
      ["550 U.S. 544", "Bell Atl. Corp. v. Twombly", null, 2007],
      ["556 U.S. 662", "Ashcroft v. Iqbal", null, 2009],
      ["123 F. Supp. 2d 456", "Smith v. City of New York", "S.D.N.Y.", 2000],
      ["387 U.S. 1", "In re Gault", null, 1967],
      ["45 A.3d 678", "Doe v. Roe", "Pa. Super. Ct.", 2012],
      ["209 U.S. 123", "Ex parte Young", null, 1908],
    ]);
  });

  test("a string citation mixing cases, statutes and rules keeps document order", () => {
    const text =
      "See 42 U.S.C. § 1983; Monell v. Dep't of Soc. Servs., 436 U.S. 658, 690 (1978); Fed. R. Civ. P. 12(b)(6); " +
      "Harlow v. Fitzgerald, 457 U.S. 800 (1982).";
    expect(extractCitations(text).map((citation) => [citation.kind, citation.normalized])).toEqual([
      ["statute", "42 U.S.C. § 1983"],
      ["case", "436 U.S. 658"],
      ["rule", "Fed. R. Civ. P. 12(b)(6)"],
      ["case", "457 U.S. 800"],
    ]);
  });

  test.each([
    ["TABLE OF AUTHORITIES\nAshcroft v. Iqbal,\n556 U.S. 662 (2009) ........ 3, 5, 7", "Ashcroft v. Iqbal"],
    ["..... 3, 5, 7\nBell Atl. Corp. v. Twombly,\n550 U.S. 544 (2007) ..... passim", "Bell Atl. Corp. v. Twombly"],
    ["The rule is settled (Smith v. Jones, 123 F.3d 456 (9th Cir. 1997)).", "Smith v. Jones"],
    ["[Doe v. Roe, 45 A.3d 678 (Pa. Super. Ct. 2012)]", "Doe v. Roe"],
    ["overruled on other grounds by Doe v. Roe, 200 F.3d 1 (9th Cir. 2000).", "Doe v. Roe"],
    ['"The claim fails." Smith v. Jones, 123 F.3d 456 (9th Cir. 1997).', "Smith v. Jones"],
    ["as the Court held. 12 Smith v. Jones, 123 F.3d 456 (9th Cir. 1997).", "Smith v. Jones"],
    ["See *Smith v. Jones*, 123 F.3d 456 (9th Cir. 1997).", "Smith v. Jones"],
    ["See _Smith v. Jones_, 123 F.3d 456 (9th Cir. 1997).", "Smith v. Jones"],
  ])("the name in %j", (text, caseName) => {
    expect(onlyCase(text).caseName).toBe(caseName);
  });

  test("case names are not taken from the prose before them", () => {
    const text =
      "The court in Ashcroft v. Iqbal, 556 U.S. 662 (2009), held so. Plaintiff relies on United States v. Morrison, " +
      "529 U.S. 598 (2000). Moreover, Jones v. Clinton, 520 U.S. 681 (1997), is clear. The Act applies. Brown v. " +
      "Board of Education, 347 U.S. 483 (1954). As held in 10 F.3d 20 (2d Cir. 1993), nothing follows.";
    expect(citationsOf(text).map((citation) => citation.caseName)).toEqual([
      "Ashcroft v. Iqbal",
      "United States v. Morrison",
      "Jones v. Clinton",
      "Brown v. Board of Education",
      null,
    ]);
  });
});
