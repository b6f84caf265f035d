import { describe, expect, test } from "vitest";
import { extractCitations } from "./extract.js";
import { findReporter, lookupSeries, reporterEditions, reporterKey } from "./reporter-index.js";
import { stateReporters } from "./reporters/states.js";

const STATES =
  "AL AK AZ AR CA CO CT DE FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA " +
  "RI SC SD TN TX UT VT VA WA WV WI WY";

const yearVolume = (form: string | undefined) => form === "neutral" || form === "database";

describe("the reporter table", () => {
  test.each([
    ..."U.S.|S. Ct.|L. Ed.|L. Ed. 2d|F.|F.2d|F.3d|F.4th|F. Supp.|F. Supp. 2d|F. Supp. 3d|F.R.D.|B.R.|Fed. Cl.".split(
      "|",
    ),
    ..."Ct. Cl.|Cl. Ct.|M.J.|Vet. App.|T.C.|F. App'x|F. Cas.|Ct. Int'l Trade".split("|"),
    ..."A.|A.2d|A.3d|N.E.|N.E.2d|N.E.3d|N.W.|N.W.2d|P.|P.2d|P.3d|S.E.|S.E.2d|S.W.|S.W.2d|S.W.3d|So.|So. 2d|So. 3d".split(
      "|",
    ),
    ..."Cal. Rptr.|Cal. Rptr. 2d|Cal. Rptr. 3d|N.Y.S.|N.Y.S.2d|N.Y.S.3d".split("|"),
    ..."Cal.|Cal. 2d|Cal. 3d|Cal. 4th|Cal. 5th|Cal. App.|Cal. App. 2d|Cal. App. 3d|Cal. App. 4th|Cal. App. 5th".split(
      "|",
    ),
    ..."N.Y.|N.Y.2d|N.Y.3d|A.D.|A.D.2d|A.D.3d|Misc.|Misc. 2d|Misc. 3d|Ill.|Ill. 2d|Ill. App.|Ill. App. 3d".split("|"),
    ..."Mass.|Pa.|Ohio St.|Ohio St. 3d|Wash.|Wash. 2d|Wis. 2d|N.J.|N.J. Super.|Va.|Ga.|Md.|Mich.|N.C.|Or.".split("|"),
  ])("has %s", (abbreviation) => {
    expect(findReporter(abbreviation)?.abbreviation).toBe(abbreviation);
  });

  test.each(STATES.split(" "))("has the official reports of %s", (state) => {
    expect(stateReporters.some((edition) => edition.jurisdiction === state)).toBe(true);
  });

  test.each(reporterEditions.map((edition) => [edition.abbreviation, edition] as const))(
    "%s has sensible years",
    (_abbreviation, edition) => {
      expect(edition.firstYear).toBeGreaterThanOrEqual(1700);
      if (edition.lastYear !== null) expect(edition.lastYear).toBeGreaterThanOrEqual(edition.firstYear);
      expect(edition.lastYear ?? 2100).toBeLessThanOrEqual(2100);
    },
  );

  test("no two editions share a spelling unless a volume tells them apart", () => {
    const owners = new Map<string, string[]>();
    for (const edition of reporterEditions) {
      for (const spelling of new Set([edition.abbreviation, ...(edition.variants ?? [])].map(reporterKey))) {
        owners.set(spelling, [...(owners.get(spelling) ?? []), `${edition.abbreviation}|${edition.form ?? ""}`]);
      }
    }
    const clashes = [...owners].filter(([, editions]) => {
      const ordinary = editions.filter((owner) => !yearVolume(owner.split("|")[1]));
      return ordinary.length > 1 || editions.length - ordinary.length > 1;
    });
    expect(clashes).toEqual([]);
  });

  test("a volume picks between an official report and a neutral citation with the same spelling", () => {
    expect(lookupSeries("Ark.", 290)).toMatchObject({ type: "reporter", edition: { name: "Arkansas Reports" } });
    expect(lookupSeries("Ark.", 2012)).toMatchObject({ type: "reporter", edition: { form: "neutral" } });
    expect(lookupSeries("ND", 2017)).toMatchObject({ type: "reporter", edition: { abbreviation: "ND" } });
    expect(lookupSeries("N.D.", 60)).toMatchObject({ type: "reporter", edition: { abbreviation: "N.D." } });
    expect(lookupSeries("WL", 12)).toBeNull();
  });

  test.each(
    reporterEditions.flatMap((edition) =>
      [edition.abbreviation, ...(edition.variants ?? [])].map((spelling) => [spelling, edition] as const),
    ),
  )("%s is found in a citation", (spelling, edition) => {
    const volume = yearVolume(edition.form) ? edition.firstYear + 1 : 12;
    const year = edition.lastYear ?? edition.firstYear + 1;
    const [citation] = extractCitations(`See Smith v. Jones, ${volume} ${spelling} 345 (${year}).`);
    expect(citation).toMatchObject({ kind: "case", reporter: edition.abbreviation, reporterKnown: true, page: 345 });
  });
});
