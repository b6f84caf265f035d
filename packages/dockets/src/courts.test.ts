import { describe, expect, test } from "vitest";
import { COURTS, courtById, courtForMailDomain, courtForRegion, searchCourts, siblingCourt } from "./courts.js";

function court(id: string) {
  const found = courtById(id);
  if (!found) throw new Error(`no court ${id}`);
  return found;
}

const ids = (courts: ReadonlyArray<{ id: string }>) => courts.map((court) => court.id);

describe("the list of federal courts", () => {
  test("has 13 courts of appeals, 94 district courts and 94 bankruptcy courts", () => {
    expect(COURTS.filter((court) => court.kind === "appellate")).toHaveLength(13);
    expect(COURTS.filter((court) => court.kind === "district")).toHaveLength(94);
    expect(COURTS.filter((court) => court.kind === "bankruptcy")).toHaveLength(94);
  });

  test("ids are unique and shaped as CourtListener writes them", () => {
    expect(new Set(ids(COURTS)).size).toBe(COURTS.length);
    for (const court of COURTS) {
      const shape = {
        appellate: /^ca(?:\d{1,2}|dc|fc)$/,
        district: /^[a-z]{2,3}[cemnsw]?d$/,
        bankruptcy: /^[a-z]{2,3}[cemnsw]?b$/,
      };
      expect(court.id).toMatch(shape[court.kind]);
      expect(court.mailDomains[0]).toBe(`${court.id}.uscourts.gov`);
    }
  });

  test.each([
    ["ca2", "U.S. Court of Appeals for the Second Circuit", "appellate", undefined],
    ["ca11", "U.S. Court of Appeals for the Eleventh Circuit", "appellate", undefined],
    ["cadc", "U.S. Court of Appeals for the District of Columbia Circuit", "appellate", undefined],
    ["cafc", "U.S. Court of Appeals for the Federal Circuit", "appellate", undefined],
    ["nysd", "U.S. District Court for the Southern District of New York", "district", "NY"],
    ["nysb", "U.S. Bankruptcy Court for the Southern District of New York", "bankruptcy", "NY"],
    ["dcd", "U.S. District Court for the District of Columbia", "district", "DC"],
    ["dcb", "U.S. Bankruptcy Court for the District of Columbia", "bankruptcy", "DC"],
    ["prd", "U.S. District Court for the District of Puerto Rico", "district", "PR"],
    ["prb", "U.S. Bankruptcy Court for the District of Puerto Rico", "bankruptcy", "PR"],
    ["gud", "District Court of Guam", "district", "GU"],
    ["nmid", "District Court for the Northern Mariana Islands", "district", "MP"],
    ["vid", "District Court of the Virgin Islands", "district", "VI"],
    ["areb", "U.S. Bankruptcy Court for the Eastern District of Arkansas", "bankruptcy", "AR"],
    ["cacd", "U.S. District Court for the Central District of California", "district", "CA"],
    ["wvnd", "U.S. District Court for the Northern District of West Virginia", "district", "WV"],
  ])("%s is the %s", (id, name, kind, state) => {
    expect(court(id)).toMatchObject({ id, name, kind });
    expect(court(id).state).toBe(state);
  });

  test("every state has its districts", () => {
    const districtsIn = (state: string) => ids(COURTS.filter((c) => c.kind === "district" && c.state === state));
    expect(districtsIn("NY")).toEqual(["nyed", "nynd", "nysd", "nywd"]);
    expect(districtsIn("CA")).toEqual(["cacd", "caed", "cand", "casd"]);
    expect(districtsIn("TX")).toEqual(["txed", "txnd", "txsd", "txwd"]);
    expect(districtsIn("IA")).toEqual(["iand", "iasd"]);
    expect(districtsIn("MA")).toEqual(["mad"]);
    expect(new Set(COURTS.filter((c) => c.kind === "district").map((c) => c.state)).size).toBe(50 + 5);
  });

  test("ids are case-insensitive and unknown ids give nothing", () => {
    expect(courtById(" NYSD ")?.id).toBe("nysd");
    expect(courtById("nysx")).toBeUndefined();
    expect(courtById("")).toBeUndefined();
  });

  test("a district's bankruptcy court is its sibling", () => {
    expect(siblingCourt(court("nysd"))?.id).toBe("nysb");
    expect(siblingCourt(court("gub"))?.id).toBe("gud");
    expect(siblingCourt(court("ca2"))).toBeUndefined();
  });

  test("a notice's heading names its court", () => {
    expect(courtForRegion("district", "Southern District of New York")?.id).toBe("nysd");
    expect(courtForRegion("bankruptcy", "southern district of new york")?.id).toBe("nysb");
    expect(courtForRegion("appellate", "Ninth Circuit")?.id).toBe("ca9");
    expect(courtForRegion("district", "District of the Virgin Islands")?.id).toBe("vid");
    expect(courtForRegion("district", "Southern District of Atlantis")).toBeUndefined();
  });
});

describe("courtForMailDomain", () => {
  test.each([
    ["nysd.uscourts.gov", "nysd"],
    ["ecf.nysd.uscourts.gov", "nysd"],
    ["NYSD_ECF_Pool@nysd.uscourts.gov", "nysd"],
    ["U.S. Bankruptcy Court <cmecf_notices@nysb.uscourts.gov>", "nysb"],
    ["ecf_bounces@cacd.uscourts.gov", "cacd"],
    ["ca2.uscourts.gov", "ca2"],
    ["ecf.cafc.uscourts.gov.", "cafc"],
    ["notices@ecf.prb.uscourts.gov", "prb"],
  ])("%s is %s", (domain, id) => {
    expect(courtForMailDomain(domain)?.id).toBe(id);
  });

  test.each([
    "nysd.uscourts.gov.attacker.example",
    "evil-nysd.uscourts.gov",
    "uscourts.gov",
    "someone@gmail.com",
    "",
    "not an address",
    "a@b@nysd.uscourts.gov.example",
  ])("%j is no court", (domain) => {
    expect(courtForMailDomain(domain)).toBeUndefined();
  });

  test("a domain two courts share answers only when the kind is given", () => {
    expect(courtForMailDomain("dc_notices@txs.uscourts.gov")).toBeUndefined();
    expect(courtForMailDomain("dc_notices@txs.uscourts.gov", "district")?.id).toBe("txsd");
    expect(courtForMailDomain("ecf.txs.uscourts.gov", "bankruptcy")?.id).toBe("txsb");
  });
});

describe("searchCourts", () => {
  test.each([
    ["SDNY", ["nysd", "nysb"]],
    ["S.D.N.Y.", ["nysd", "nysb"]],
    ["sdny", ["nysd", "nysb"]],
    ["Bankr. S.D.N.Y.", ["nysb"]],
    ["nysb", ["nysb"]],
    ["2d Cir.", ["ca2"]],
    ["ca9", ["ca9"]],
    ["D.C. Cir.", ["cadc"]],
    ["Fed. Cir.", ["cafc"]],
    ["N.D. Ill.", ["ilnd", "ilnb"]],
    ["D. Mass.", ["mad", "mab"]],
    ["D.D.C.", ["dcd", "dcb"]],
    ["CDCA", ["cacd", "cacb"]],
    ["EDVA", ["vaed", "vaeb"]],
    ["NDIL", ["ilnd", "ilnb"]],
    ["SDNY Bankr.", ["nysb"]],
    ["Bankr. D. Del.", ["deb"]],
    ["Bankr DDE", ["deb"]],
  ])("%s finds %j first", (query, expected) => {
    expect(ids(searchCourts(query)).slice(0, expected.length)).toEqual(expected);
  });

  test("words of the name find the courts that have them all", () => {
    expect(ids(searchCourts("southern new york"))).toEqual(["nysd", "nysb"]);
    expect(ids(searchCourts("bankruptcy delaware"))).toEqual(["deb"]);
    expect(ids(searchCourts("ninth circuit"))).toEqual(["ca9"]);
    expect(ids(searchCourts("guam"))).toEqual(["gud", "gub"]);
    expect(ids(searchCourts("virgin islands"))).toEqual(["vid", "vib"]);
    expect(ids(searchCourts("puerto rico"))).toEqual(["prd", "prb"]);
    expect(ids(searchCourts("District of Columbia")).slice(0, 3)).toEqual(["cadc", "dcd", "dcb"]);
  });

  test("typing a prefix narrows as letters come", () => {
    expect(ids(searchCourts("calif", 20)).sort()).toEqual([
      "cacb",
      "cacd",
      "caeb",
      "caed",
      "canb",
      "cand",
      "casb",
      "casd",
    ]);
    expect(ids(searchCourts("texas south"))).toEqual(["txsd", "txsb"]);
  });

  test("limits, empty and nonsense queries", () => {
    expect(searchCourts("district", 5)).toHaveLength(5);
    expect(searchCourts("")).toEqual([]);
    expect(searchCourts("   ")).toEqual([]);
    expect(searchCourts("zzzz qqq")).toEqual([]);
    expect(searchCourts("new york", 0)).toEqual([]);
    expect(() => searchCourts("(".repeat(10_000))).not.toThrow();
  });
});
