import { describe, expect, test } from "vitest";
import { extractCitations } from "./extract.js";
import { withTargets } from "./test/helpers.js";

const TWOMBLY = "Bell Atl. Corp. v. Twombly, 550 U.S. 544, 555 (2007).";
const IQBAL = "Ashcroft v. Iqbal, 556 U.S. 662 (2009).";
const MATA = "Mata v. Avianca, Inc., 678 F. Supp. 3d 443, 448 (S.D.N.Y. 2023).";

describe("short forms", () => {
  test.each([
    [`${TWOMBLY} ${IQBAL} 550 U.S. at 556.`, "550 U.S. at 556", "550 U.S. 544"],
    [`${TWOMBLY} ${IQBAL} Twombly, 550 U.S. at 556.`, "550 U.S. at 556", "550 U.S. 544"],
    [`${TWOMBLY} ${IQBAL} See Twombly, 550 U.S. at 556-57.`, "550 U.S. at 556-57", "550 U.S. 544"],
    [`${TWOMBLY} ${IQBAL} Iqbal, 556 U.S. at 678.`, "556 U.S. at 678", "556 U.S. 662"],
    [`${TWOMBLY} ${IQBAL} Iqbal, 556\nU.S. at 678.`, "556 U.S. at 678", "556 U.S. 662"],
    [`${MATA} ${TWOMBLY} Mata, 678 F. Supp. 3d at 450.`, "678 F. Supp. 3d at 450", "678 F. Supp. 3d 443"],
    [`${MATA} ${TWOMBLY} Mata, 678 F.Supp.3d at 450.`, "678 F. Supp. 3d at 450", "678 F. Supp. 3d 443"],
    [`${TWOMBLY} Twombly, 550 U.S. at 556 n.3.`, "550 U.S. at 556 n.3", "550 U.S. 544"],
    [`${TWOMBLY} Twombly, 550 U.S. at *3.`, "550 U.S. at *3", "550 U.S. 544"],
    [`${TWOMBLY} ${IQBAL} Twombly, 550 U. S., at 556.`, "550 U.S. at 556", "550 U.S. 544"],
  ])("%s", (text, normalized, target) => {
    expect(withTargets(text).at(-1)).toEqual(["short_case", normalized, target]);
  });

  test("a short form names the case it shortens", () => {
    const last = extractCitations(`${TWOMBLY} See Twombly, 550 U.S. at 556.`).at(-1);
    expect(last).toMatchObject({
      kind: "short_case",
      caseName: "Twombly",
      volume: 550,
      reporter: "U.S.",
      pinCite: "556",
    });
  });

  test("two cases in one volume: the one whose pages hold the pin cite", () => {
    const text =
      "Anderson v. Liberty Lobby, Inc., 477 U.S. 242 (1986); Celotex Corp. v. Catrett, 477 U.S. 317 (1986). " +
      "477 U.S. at 250. 477 U.S. at 323. Liberty Lobby, 477 U.S. at 255. Celotex, 477 U.S. at 330.";
    expect(withTargets(text).slice(2)).toEqual([
      ["short_case", "477 U.S. at 250", "477 U.S. 242"],
      ["short_case", "477 U.S. at 323", "477 U.S. 317"],
      ["short_case", "477 U.S. at 255", "477 U.S. 242"],
      ["short_case", "477 U.S. at 330", "477 U.S. 317"],
    ]);
  });

  test("a short form to a parallel reporter resolves to that reporter's citation", () => {
    const text = "Roe v. Wade, 410 U.S. 113, 93 S. Ct. 705 (1973). Roe, 93 S. Ct. at 710; Roe, 410 U.S. at 120.";
    expect(withTargets(text).slice(2)).toEqual([
      ["short_case", "93 S. Ct. at 710", "93 S. Ct. 705"],
      ["short_case", "410 U.S. at 120", "410 U.S. 113"],
    ]);
  });

  test("a short form in a reporter not cited before resolves by its name", () => {
    const text = `${TWOMBLY} ${IQBAL} Twombly, 127 S. Ct. at 1965.`;
    expect(withTargets(text).at(-1)).toEqual(["short_case", "127 S. Ct. at 1965", "550 U.S. 544"]);
  });

  test("a short form with nothing before it to stand for resolves to nothing", () => {
    expect(withTargets("Twombly, 550 U.S. at 556.")).toEqual([["short_case", "550 U.S. at 556", null]]);
  });

  test("a Westlaw citation repeated with at and no parenthetical is a short form", () => {
    const text =
      "Mata v. Avianca, Inc., No. 22-cv-1461, 2023 WL 4114965, at *2 (S.D.N.Y. June 22, 2023). " +
      "Mata, 2023 WL 4114965, at *5.";
    expect(withTargets(text)).toEqual([
      ["case", "2023 WL 4114965", null],
      ["short_case", "2023 WL 4114965, at *5", "2023 WL 4114965"],
    ]);
  });
});

describe("id.", () => {
  test.each([
    [`${TWOMBLY} Id.`, "Id."],
    [`${TWOMBLY} Id. at 556.`, "Id. at 556"],
    [`${TWOMBLY} See id. at 12.`, "Id. at 12"],
    [`${TWOMBLY} Id. at 12-13.`, "Id. at 12-13"],
    [`${TWOMBLY} Id., at 557.`, "Id. at 557"],
    [`${TWOMBLY} (quoting id. at 570).`, "Id. at 570"],
    [`${TWOMBLY} Id.\nat 558.`, "Id. at 558"],
    [`${TWOMBLY} Ibid.`, "Id."],
    [`${TWOMBLY} Id. at 556 n.4.`, "Id. at 556 n.4"],
  ])("%s", (text, normalized) => {
    expect(withTargets(text).at(-1)).toEqual(["id", normalized, "550 U.S. 544"]);
  });

  test("id. follows the citation just before it, through short forms and other id.", () => {
    const text = `${TWOMBLY} ${IQBAL} Id. at 678. Id. at 679. Twombly, 550 U.S. at 556. Id. at 557. ${MATA} Id.`;
    expect(withTargets(text).slice(2)).toEqual([
      ["id", "Id. at 678", "556 U.S. 662"],
      ["id", "Id. at 679", "556 U.S. 662"],
      ["short_case", "550 U.S. at 556", "550 U.S. 544"],
      ["id", "Id. at 557", "550 U.S. 544"],
      ["case", "678 F. Supp. 3d 443", null],
      ["id", "Id.", "678 F. Supp. 3d 443"],
    ]);
  });

  test("id. after a parallel citation refers to its first reporter", () => {
    const text = "Hamdi v. Rumsfeld, 542 U.S. 507, 124 S. Ct. 2633, 159 L. Ed. 2d 578 (2004). Id. at 510.";
    expect(withTargets(text).at(-1)).toEqual(["id", "Id. at 510", "542 U.S. 507"]);
  });

  test("id. skips a citation inside an explanatory parenthetical", () => {
    const text = "Roe v. Wade, 410 U.S. 113, 120 (1973) (quoting Doe v. Bolton, 410 U.S. 179, 181 (1973)). Id. at 121.";
    expect(withTargets(text).at(-1)).toEqual(["id", "Id. at 121", "410 U.S. 113"]);
  });

  test("id. after a statute refers to the statute", () => {
    const text = "See 18 U.S.C. § 1341. Id. § 1343.";
    expect(withTargets(text)).toEqual([
      ["statute", "18 U.S.C. § 1341", null],
      ["id", "Id. § 1343", "18 U.S.C. § 1341"],
    ]);
  });

  test("id. with nothing before it resolves to nothing", () => {
    expect(withTargets("Id. at 5.")).toEqual([["id", "Id. at 5", null]]);
  });
});

describe("supra", () => {
  test.each([
    [`${TWOMBLY} ${IQBAL} Twombly, supra, at 556.`, "Twombly, supra, at 556", "550 U.S. 544"],
    [`${TWOMBLY} ${IQBAL} Twombly, supra.`, "Twombly, supra", "550 U.S. 544"],
    [`${TWOMBLY} ${IQBAL} See Iqbal, supra, at 679.`, "Iqbal, supra, at 679", "556 U.S. 662"],
    [`${TWOMBLY} ${IQBAL} Bell Atl., supra, at 557.`, "Bell Atl., supra, at 557", "550 U.S. 544"],
    [`${TWOMBLY} ${IQBAL} Bell Atlantic, supra, at 557.`, "Bell Atlantic, supra, at 557", "550 U.S. 544"],
    [`${MATA} ${IQBAL} Avianca, supra, at 450.`, "Avianca, supra, at 450", "678 F. Supp. 3d 443"],
    [`${MATA} ${IQBAL} Mata, supra, at\n450.`, "Mata, supra, at 450", "678 F. Supp. 3d 443"],
  ])("%s", (text, normalized, target) => {
    expect(withTargets(text).at(-1)).toEqual(["supra", normalized, target]);
  });

  test("supra resolves to the latest case of that name", () => {
    const text = "Smith v. Jones, 1 F.3d 1 (1st Cir. 1993). Smith v. Brown, 2 F.3d 2 (2d Cir. 1993). Smith, supra.";
    expect(withTargets(text).at(-1)).toEqual(["supra", "Smith, supra", "2 F.3d 2"]);
  });

  test("supra before a short form lends the short form its name", () => {
    const text = `${TWOMBLY} ${IQBAL} Twombly, supra, 550 U.S. at 556.`;
    const last = extractCitations(text).at(-1);
    expect(last).toMatchObject({ kind: "short_case", caseName: "Twombly", normalized: "550 U.S. at 556", refersTo: 0 });
  });

  test("a case cited again after many others of its volume is the one its short form and supra find", () => {
    const others = Array.from({ length: 150 }, (_, n) => `Party${n} v. Opponent${n}, 500 F.3d ${1000 + n} (2010).`);
    const roe = "Roe v. Wade, 500 F.3d 10 (2010).";
    const text = [roe, ...others, roe, "Roe, 500 F.3d at 12. Wade, supra, at 11."].join(" ");
    expect(withTargets(text).slice(-2)).toEqual([
      ["short_case", "500 F.3d at 12", "500 F.3d 10"],
      ["supra", "Wade, supra, at 11", "500 F.3d 10"],
    ]);
    expect(extractCitations(text).at(-1)?.refersTo).toBe(151);
  });

  test("supra naming no case cited resolves to nothing", () => {
    expect(withTargets(`${TWOMBLY} Wright & Miller, supra note 3, at 12.`).at(-1)).toEqual([
      "supra",
      "Wright & Miller, supra, at 12",
      null,
    ]);
  });
});
