import { describe, expect, test } from "vitest";
import { extractCitations } from "./extract.js";

const only = (text: string) => {
  const citations = extractCitations(text);
  expect(citations).toHaveLength(1);
  return citations[0];
};

describe("federal statutes", () => {
  test.each([
    ["Mail fraud, 18 U.S.C. § 1341, requires", "18 U.S.C. § 1341", 18, "1341"],
    ["See 28 U.S.C. §§ 1331-1332.", "28 U.S.C. §§ 1331-1332", 28, "1331-1332"],
    ["See 28 U.S.C. §§ 1331–1332.", "28 U.S.C. §§ 1331-1332", 28, "1331-1332"],
    ["Under 42 U.S.C. § 1983, a person", "42 U.S.C. § 1983", 42, "1983"],
    ["Title VII, 42 U.S.C. § 2000e-2(a)(1), forbids", "42 U.S.C. § 2000e-2(a)(1)", 42, "2000e-2(a)(1)"],
    ["42 U.S.C. § 2000e et seq.", "42 U.S.C. § 2000e et seq.", 42, "2000e et seq."],
    ["42 U.S.C. 1983", "42 U.S.C. § 1983", 42, "1983"],
    ["42 USC § 1983", "42 U.S.C. § 1983", 42, "1983"],
    ["42 U.S.C.A. § 1983", "42 U.S.C.A. § 1983", 42, "1983"],
    ["42 U.S.C.S. § 1983", "42 U.S.C.S. § 1983", 42, "1983"],
    ["15 U.S.C. §§ 1, 2", "15 U.S.C. §§ 1, 2", 15, "1, 2"],
    ["29 U.S.C. § 201 to 219", "29 U.S.C. § 201 to 219", 29, "201 to 219"],
    ["29 U.S.C. 201 to 219", "29 U.S.C. §§ 201 to 219", 29, "201 to 219"],
    ["42 U.S.C. § 1320a-7b(b)", "42 U.S.C. § 1320a-7b(b)", 42, "1320a-7b(b)"],
    ["18 U.S.C.\n§ 1343", "18 U.S.C. § 1343", 18, "1343"],
    ["35 U.S.C. sec. 101", "35 U.S.C. § 101", 35, "101"],
  ])("%j", (text, normalized, volume, section) => {
    expect(only(text)).toMatchObject({ kind: "statute", normalized, volume, section, reporter: expect.any(String) });
  });

  test("Statutes at Large are statutes", () => {
    expect(only("Pub. L. No. 111-148, 124 Stat. 119 (2010).")).toMatchObject({
      kind: "statute",
      normalized: "124 Stat. 119",
    });
  });
});

describe("federal regulations", () => {
  test.each([
    ["29 C.F.R. § 1630.2", "29 C.F.R. § 1630.2", "1630.2"],
    ["29 C.F.R. § 1630.2(g)(1)", "29 C.F.R. § 1630.2(g)(1)", "1630.2(g)(1)"],
    ["40 CFR 60.1", "40 C.F.R. § 60.1", "60.1"],
    ["29 C.F.R. pt. 1630", "29 C.F.R. pt. 1630", "1630"],
    ["17 C.F.R. §§ 240.10b-5", "17 C.F.R. §§ 240.10b-5", "240.10b-5"],
  ])("%s", (text, normalized, section) => {
    expect(only(`See ${text}.`)).toMatchObject({ kind: "regulation", normalized, section, reporter: "C.F.R." });
  });

  test("a Federal Register page may be written with a thousands comma", () => {
    expect(only("Proclamation No. 9645, 82 Fed. Reg. 45,161 (Sept. 24, 2017).")).toMatchObject({
      kind: "regulation",
      normalized: "82 Fed. Reg. 45161",
      page: 45161,
    });
  });

  test("the Federal Register is a regulation source", () => {
    expect(only("85 Fed. Reg. 12345 (Mar. 3, 2020)")).toMatchObject({
      kind: "regulation",
      normalized: "85 Fed. Reg. 12345",
    });
  });
});

describe("federal rules", () => {
  test.each([
    ["Fed. R. Civ. P. 12(b)(6)", "Fed. R. Civ. P. 12(b)(6)"],
    ["Fed.R.Civ.P. 56(a)", "Fed. R. Civ. P. 56(a)"],
    ["Fed. R. Civ. P. 23", "Fed. R. Civ. P. 23"],
    ["Fed. R. Evid. 403", "Fed. R. Evid. 403"],
    ["Fed. R. Evid. 702", "Fed. R. Evid. 702"],
    ["Fed. R. Crim. P. 11(b)(1)", "Fed. R. Crim. P. 11(b)(1)"],
    ["Fed. R. App. P. 4(a)(1)(A)", "Fed. R. App. P. 4(a)(1)(A)"],
    ["Fed. R. Bankr. P. 9019", "Fed. R. Bankr. P. 9019"],
    ["Federal Rule of Civil Procedure 12(b)(6)", "Fed. R. Civ. P. 12(b)(6)"],
    ["Federal Rule of Evidence 801(d)(2)", "Fed. R. Evid. 801(d)(2)"],
    ["FRCP 26(b)(1)", "Fed. R. Civ. P. 26(b)(1)"],
    ["Sup. Ct. R. 10", "Sup. Ct. R. 10"],
  ])("%s", (text, normalized) => {
    expect(only(`Under ${text}, the court may act.`)).toMatchObject({ kind: "rule", normalized });
  });
});
