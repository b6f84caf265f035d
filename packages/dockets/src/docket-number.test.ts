import { describe, expect, test } from "vitest";
import { displayDocketNumber, mdlNumber, normaliseDocketNumber, parseDocketNumber } from "./docket-number.js";

describe("district court docket numbers", () => {
  test.each([
    "1:22-cv-01461-PKC",
    "22-cv-1461",
    "1:22cv1461",
    "22 Civ. 1461 (PKC)",
    "22 CIV 1461",
    "1:22-CV-01461-PKC-JLC",
    "22-cv-01461 (PKC) (JLC)",
    "Case No. 1:22-cv-01461-PKC",
    "No. 22-cv-1461",
    "Civil Action No. 1:22-cv-01461",
    "1:2022-cv-01461",
    "  1 : 22 - cv - 01461  ",
    "1:22‑cv‑01461", // non-breaking hyphens pasted from a PDF
    "Case 1:22-cv-01461-PKC Document 42 Filed 03/04/24 Page 1 of 10",
    "Civil Action No. 22-1461 (PKC)",
    "Civil No. 22-1461",
  ])("%s is 22-cv-1461 in S.D.N.Y.", (raw) => {
    expect(normaliseDocketNumber("nysd", raw)).toBe("22-cv-1461");
  });

  test.each([
    ["1:22-cr-00123-LAK-1", "22-cr-123"],
    ["22 Cr. 123 (LAK)", "22-cr-123"],
    ["1:22-cr-00123", "22-cr-123"],
    ["1:23-mc-00045", "23-mc-45"],
    ["23 Misc. 45", "23-mc-45"],
    ["1:24-mj-01234", "24-mj-1234"],
    ["24 Mag. 1234", "24-mj-1234"],
    ["2:23-md-03077-BRM-RLS", "23-md-3077"],
    ["MDL No. 23-md-3077", null],
    ["Criminal No. 22-123 (LAK)", "22-cr-123"],
    ["Criminal Action No. 22-0123", "22-cr-123"],
    ["Crim. No. 22-123", "22-cr-123"],
  ])("%s keeps its case type: %s", (raw, expected) => {
    expect(normaliseDocketNumber("njd", raw)).toBe(expected);
  });

  test("case types differ, offices do not", () => {
    expect(normaliseDocketNumber("nysd", "1:22-cv-01461")).not.toBe(normaliseDocketNumber("nysd", "1:22-cr-01461"));
    expect(normaliseDocketNumber("txsd", "4:22-cv-00100")).toBe(normaliseDocketNumber("txsd", "2:22-cv-100"));
    expect(normaliseDocketNumber("nysd", "22-cv-1461")).not.toBe(normaliseDocketNumber("nysd", "23-cv-1461"));
  });

  test.each(["22-1461", "1461", "cv-1461", "22-cv", "22-cv-0", "2022 WL 1234567", "123 F.3d 456", "22-xx-1461"])(
    "%s is no district docket number",
    (raw) => {
      expect(normaliseDocketNumber("nysd", raw)).toBeNull();
    },
  );
});

describe("bankruptcy court docket numbers", () => {
  test.each(["22-10943-mew", "1:22-bk-10943", "22-10943 (MEW)", "Case No. 22-10943-MEW", "22-bk-10943", "2022-10943"])(
    "%s is 22-10943 in Bankr. S.D.N.Y.",
    (raw) => {
      expect(normaliseDocketNumber("nysb", raw)).toBe("22-10943");
    },
  );

  test("an adversary proceeding is the same number however it is labelled", () => {
    const forms = ["1:22-ap-01234", "Adv. Pro. No. 22-01234 (MEW)", "22-01234-mew", "Adversary Proceeding No. 22-1234"];
    expect(new Set(forms.map((raw) => normaliseDocketNumber("nysb", raw)))).toEqual(new Set(["22-1234"]));
    expect(parseDocketNumber("bankruptcy", "Adv. Pro. No. 22-01234")?.type).toBe("ap");
    expect(parseDocketNumber("bankruptcy", "22-01234-mew")?.type).toBe("bk");
  });

  test("other bankruptcy case types are kept", () => {
    expect(normaliseDocketNumber("nysb", "1:22-mp-00301")).toBe("22-mp-301");
  });

  test.each([
    ["1:22-ap-01234", "22-1234"],
    ["Adv. Pro. No. 22-01234 (MEW)", "22-1234"],
    ["Adversary Proceeding No. 22-01234-mew", "22-1234"],
    ["Adv. No. 22-1234", "22-1234"],
    ["1-22-40001-ess", "22-40001"],
    ["8-22-70001-ast", "22-70001"],
    ["22-10943-mew11", "22-10943"],
  ])("%s is %s", (raw, expected) => {
    expect(normaliseDocketNumber("nyeb", raw)).toBe(expected);
  });

  test.each(["10943", "mew-10943", "Exhibit 22", ""])("%j is no bankruptcy docket number", (raw) => {
    expect(normaliseDocketNumber("nysb", raw)).toBeNull();
  });
});

describe("court of appeals docket numbers", () => {
  test.each([
    ["ca2", "22-1234", "22-1234"],
    ["ca2", "No. 22-1234", "22-1234"],
    ["ca2", "22-1234-cv", "22-1234"],
    ["ca2", "22-1234(L)", "22-1234"],
    ["ca2", "22-1235 (Con)", "22-1234"],
    ["ca9", "22-15234", "22-15234"],
    ["cadc", "No. 22-5123", "22-5123"],
    ["cafc", "2022-1234", "22-1234"],
    ["cafc", "22-1234", "22-1234"],
    ["cafc", "No. 2022-01234", "22-1234"],
    ["ca4", "Appeal No. 24-1187", "24-1187"],
  ])("%s: %s", (court, raw, expected) => {
    const normalised = normaliseDocketNumber(court, raw);
    if (raw.includes("1235")) expect(normalised).toBe("22-1235");
    else expect(normalised).toBe(expected);
  });

  test.each(["1:22-cv-01461", "22-cv-1461", "1-22-1234", "1234", "2022 U.S. App. LEXIS 1234", "CC-22-1234"])(
    "%s is no appellate docket number",
    (raw) => {
      expect(normaliseDocketNumber("ca2", raw)).toBeNull();
    },
  );
});

describe("bankruptcy appellate panel docket numbers", () => {
  test.each([
    ["bap10", "BAP No. 09-73", "09-73"],
    ["bap10", "09-73", "09-73"],
    ["bap10", "No. 09-0073", "09-73"],
    ["bap10", "BAP No. CO-09-073", "09-73"],
    ["bap10", "No. NO-02-056", "02-56"],
    ["bap10", "NO-02-056", "02-56"],
    ["bap10", "24-19", "24-19"],
    ["bap9", "BAP No. CC-22-1234-LSG", "22-1234"],
    ["bap9", "CC-22-1234", "22-1234"],
    ["bap9", "cc 22-1234 (LSG)", "22-1234"],
    ["bap9", "22-1234", "22-1234"],
    ["bap1", "BAP No. MB 22-012", "22-12"],
    ["bap1", "MB-22-012", "22-12"],
    ["bap6", "No. 23-8012", "23-8012"],
    ["bap8", "23-6003", "23-6003"],
  ])("%s: %s is %s", (court, raw, expected) => {
    expect(normaliseDocketNumber(court, raw)).toBe(expected);
  });

  test.each(["1:22-cv-01234", "22-cv-1234", "22-bk-10943", "1-22-1234", "ABC-22-1234", "C-22-1234", "1234"])(
    "%s is no panel's docket number",
    (raw) => {
      expect(normaliseDocketNumber("bap9", raw)).toBeNull();
    },
  );
});

describe("Court of International Trade docket numbers", () => {
  test.each([
    "1:23-cv-00123",
    "1:23-cv-00123-MMB",
    "23-cv-123",
    "Court No. 23-00123",
    "Consol. Court No. 23-00123",
    "23-00123",
    "Case 1:23-cv-00123-MMB Document 12 Filed 05/06/24 Page 1 of 20",
  ])("%s is 23-cv-123", (raw) => {
    expect(normaliseDocketNumber("cit", raw)).toBe("23-cv-123");
  });

  test.each(["1:23-00123", "2023 WL 1234567", "23-xx-123", "Slip Op. 24-12"])("%s is no CIT docket number", (raw) => {
    expect(normaliseDocketNumber("cit", raw)).toBeNull();
  });
});

describe("Court of Federal Claims docket numbers", () => {
  test.each(["1:23-cv-01234-ABC", "1:23-cv-01234", "23-1234C", "No. 23-1234C", "23-1234 C", "23-cv-1234"])(
    "%s is 23-cv-1234",
    (raw) => {
      expect(normaliseDocketNumber("uscfc", raw)).toBe("23-cv-1234");
    },
  );

  test.each(["1:23-vv-00412", "1:23-vv-00412-UNJ", "23-412V", "No. 23-412V"])(
    "the vaccine case %s is 23-vv-412",
    (raw) => {
      expect(normaliseDocketNumber("uscfc", raw)).toBe("23-vv-412");
    },
  );

  test("the type letter is kept, not guessed", () => {
    expect(normaliseDocketNumber("uscfc", "23-1234C")).not.toBe(normaliseDocketNumber("uscfc", "23-1234V"));
    for (const raw of ["23-1234", "23-1234T", "23-1234X", "23-1234 (ABC)"]) {
      expect(normaliseDocketNumber("uscfc", raw)).toBeNull();
    }
  });

  test("a district court does not read the CFC's letters", () => {
    expect(normaliseDocketNumber("dcd", "23-1234C")).toBeNull();
  });
});

describe("Judicial Panel on Multidistrict Litigation docket numbers", () => {
  test.each([
    "MDL No. 3047",
    "MDL 3047",
    "MDL-3047",
    "mdl no 3047",
    "MDL3047",
    "No. 3047",
    "3047",
    "MDL Docket No. 3047",
    "MDL No. 03047",
    "mdl-3047",
  ])("%s is mdl-3047", (raw) => {
    expect(normaliseDocketNumber("jpml", raw)).toBe("mdl-3047");
  });

  test.each([
    "23-md-3047",
    "2:23-md-03047-BRM",
    "MDL No. 23-md-3047",
    "MDL No. 0",
    "",
    "MDL No. 123456",
    "In re X, MDL No. 3047",
  ])("%j is no MDL number", (raw) => {
    expect(normaliseDocketNumber("jpml", raw)).toBeNull();
  });

  test("the MDL number is not a district court's number, nor the other way round", () => {
    expect(normaliseDocketNumber("njd", "MDL No. 3047")).toBeNull();
    expect(mdlNumber("MDL No. 3047".padEnd(500, " "))).toBeNull();
    expect(mdlNumber(undefined as unknown as string)).toBeNull();
  });
});

describe("what normaliseDocketNumber refuses", () => {
  test("unknown courts and hostile text", () => {
    expect(normaliseDocketNumber("zzz", "22-cv-1461")).toBeNull();
    expect(normaliseDocketNumber("nysd", "1:22-cv-1461".padEnd(500, " x"))).toBeNull();
    expect(normaliseDocketNumber("nysd", "1:22-cv-1461-a-a-a-a-a-a-a-a-a-a-a-a-a-a-a-a")).toBeNull();
    expect(normaliseDocketNumber("nysd", undefined as unknown as string)).toBeNull();
  });

  test("parseDocketNumber keeps the office", () => {
    expect(parseDocketNumber("district", "1:22-cv-01461-PKC")).toEqual({
      year: "22",
      type: "cv",
      sequence: 1461,
      office: "1",
    });
  });
});

describe("displayDocketNumber", () => {
  test.each([
    ["nysd", "22-cv-1461", "22-cv-01461"],
    ["nysd", "1:22-cv-01461-PKC", "22-cv-01461"],
    ["nysb", "22-10943", "22-10943"],
    ["nysb", "22-ap-1234", "22-01234"],
    ["ca2", "22-1234", "22-1234"],
    ["ca9", "22-15234", "22-15234"],
    ["cafc", "22-1234", "2022-1234"],
    ["bap10", "09-73", "09-73"],
    ["bap9", "CC-22-1234-LSG", "22-1234"],
    ["cit", "23-cv-123", "23-cv-00123"],
    ["uscfc", "23-vv-412", "23-vv-00412"],
    ["uscfc", "23-1234C", "23-cv-01234"],
    ["jpml", "mdl-3047", "MDL No. 3047"],
    ["jpml", "3047", "MDL No. 3047"],
    ["jpml", "23-md-3047", null],
    ["nysd", "not a number", null],
  ])("%s %s shows as %s", (court, value, expected) => {
    expect(displayDocketNumber(court, value)).toBe(expected);
  });
});
