import { describe, expect, test } from "vitest";
import {
  COURTS,
  courtById,
  courtForDocumentHost,
  courtForMailDomain,
  courtForRegion,
  searchCourts,
  siblingCourt,
} from "./courts.js";

function court(id: string) {
  const found = courtById(id);
  if (!found) throw new Error(`no court ${id}`);
  return found;
}

const ids = (courts: ReadonlyArray<{ id: string }>) => courts.map((court) => court.id);

describe("the list of federal courts", () => {
  test("uses CourtListener's own ids where they break its pattern, and the PACER code for the mail domain", () => {
    expect(court("arb")).toMatchObject({ name: "U.S. Bankruptcy Court for the District of Arizona" });
    expect(court("arb").mailDomains).toContain("azb.uscourts.gov");
    expect(courtForMailDomain("azb.uscourts.gov")?.id).toBe("arb");
    expect(court("nebraskab").mailDomains).toContain("neb.uscourts.gov");
    expect(courtById("azb")).toBeUndefined();
    expect(courtById("neb")).toBeUndefined();
    expect(courtForMailDomain("gas.uscourts.gov")?.id).toBe("gasd");
  });

  test("has 13 courts of appeals, 5 bankruptcy appellate panels, 3 national courts, 94 district and 94 bankruptcy courts", () => {
    expect(COURTS.filter((court) => court.kind === "appellate")).toHaveLength(13);
    expect(ids(COURTS.filter((court) => court.kind === "bankruptcy-appellate"))).toEqual([
      "bap1",
      "bap10",
      "bap6",
      "bap8",
      "bap9",
    ]);
    expect(ids(COURTS.filter((court) => court.kind === "national"))).toEqual(["cit", "jpml", "uscfc"]);
    expect(COURTS.filter((court) => court.kind === "district")).toHaveLength(94);
    expect(COURTS.filter((court) => court.kind === "bankruptcy")).toHaveLength(94);
  });

  test("ids are unique and shaped as CourtListener writes them", () => {
    expect(new Set(ids(COURTS)).size).toBe(COURTS.length);
    for (const court of COURTS) {
      const shape = {
        appellate: /^ca(?:\d{1,2}|dc|fc)$/,
        "bankruptcy-appellate": /^bap(?:1|6|8|9|10)$/,
        national: /^(?:cit|uscfc|jpml)$/,
        district: /^[a-z]{2,3}[cemnsw]?d$/,
        bankruptcy: /^(?:[a-z]{2,3}[cemnsw]?|nebraska)b$/,
      };
      expect(court.id).toMatch(shape[court.kind]);
      const pacerCode = { arb: "azb", nebraskab: "neb" }[court.id] ?? court.id;
      expect(court.mailDomains[0]).toBe(`${pacerCode}.uscourts.gov`);
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
    ["bap1", "U.S. Bankruptcy Appellate Panel for the First Circuit", "bankruptcy-appellate", undefined],
    ["bap9", "U.S. Bankruptcy Appellate Panel for the Ninth Circuit", "bankruptcy-appellate", undefined],
    ["cit", "U.S. Court of International Trade", "national", undefined],
    ["uscfc", "U.S. Court of Federal Claims", "national", undefined],
    ["jpml", "U.S. Judicial Panel on Multidistrict Litigation", "national", undefined],
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
    expect(siblingCourt(court("azd"))?.id).toBe("arb");
    expect(siblingCourt(court("nebraskab"))?.id).toBe("ned");
    expect(siblingCourt(court("gub"))?.id).toBe("gud");
    expect(siblingCourt(court("ca2"))).toBeUndefined();
    expect(siblingCourt(court("bap9"))).toBeUndefined();
    expect(siblingCourt(court("cit"))).toBeUndefined();
    expect(siblingCourt(court("uscfc"))).toBeUndefined();
  });

  test("abbreviations and time zones of the panels and the national courts", () => {
    expect(court("bap9")).toMatchObject({ abbreviation: "B.A.P. 9th Cir.", timeZone: "America/Los_Angeles" });
    expect(court("bap10")).toMatchObject({ abbreviation: "B.A.P. 10th Cir.", timeZone: "America/Denver" });
    expect(court("bap8").timeZone).toBe("America/Chicago");
    expect(court("cit")).toMatchObject({ abbreviation: "Ct. Int'l Trade", timeZone: "America/New_York" });
    expect(court("uscfc").abbreviation).toBe("Fed. Cl.");
    expect(court("jpml").abbreviation).toBe("J.P.M.L.");
  });

  test("a notice's heading names its court", () => {
    expect(courtForRegion("district", "Southern District of New York")?.id).toBe("nysd");
    expect(courtForRegion("bankruptcy", "southern district of new york")?.id).toBe("nysb");
    expect(courtForRegion("appellate", "Ninth Circuit")?.id).toBe("ca9");
    expect(courtForRegion("district", "District of the Virgin Islands")?.id).toBe("vid");
    expect(courtForRegion("district", "Southern District of Atlantis")).toBeUndefined();
    expect(courtForRegion("bankruptcy-appellate", "Ninth Circuit")?.id).toBe("bap9");
    expect(courtForRegion("national", "Court of International Trade")?.id).toBe("cit");
    expect(courtForRegion("national", "Judicial Panel on Multidistrict Litigation")?.id).toBe("jpml");
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
    ["ACMS@ca9.fedcourts.us", "ca9"],
    ["bounces+16017090@em4346.ca2.fedcourts.us", "ca2"],
    ["cit_ecf@cit.uscourts.gov", "cit"],
    ["ecf.cit.uscourts.gov", "cit"],
    ["cmecf@cofc.uscourts.gov", "uscfc"],
    ["cfc.uscourts.gov", "uscfc"],
    ["uscfc.uscourts.gov", "uscfc"],
    ["jpml.uscourts.gov", "jpml"],
    ["bap1.uscourts.gov", "bap1"],
    ["pacer.bap09.uscourts.gov", "bap9"],
    ["ca10.uscourts.gov", "ca10"],
  ])("%s is %s", (domain, id) => {
    expect(courtForMailDomain(domain)?.id).toBe(id);
  });

  test("a panel sends from its circuit's domains, which stay the circuit's unless the kind says otherwise", () => {
    expect(courtForMailDomain("ca10_cmecf_notify@ca10.uscourts.gov", "appellate")?.id).toBe("ca10");
    expect(courtForMailDomain("ca10_cmecf_notify@ca10.uscourts.gov", "bankruptcy-appellate")?.id).toBe("bap10");
    expect(courtForMailDomain("ACMS@ca9.fedcourts.us", "bankruptcy-appellate")?.id).toBe("bap9");
    expect(courtForMailDomain("ecf.ca6.uscourts.gov", "bankruptcy-appellate")?.id).toBe("bap6");
    expect(courtForMailDomain("ca2.uscourts.gov", "bankruptcy-appellate")).toBeUndefined();
    expect(court("bap8").mailDomains).toEqual(["bap8.uscourts.gov", "ca8.uscourts.gov"]);
    expect(court("bap9").mailDomains).toEqual([
      "bap9.uscourts.gov",
      "bap09.uscourts.gov",
      "ca9.uscourts.gov",
      "ca9.fedcourts.us",
    ]);
  });

  test.each([
    "nysd.uscourts.gov.attacker.example",
    "evil-nysd.uscourts.gov",
    "uscourts.gov",
    "someone@gmail.com",
    "",
    "not an address",
    "a@b@nysd.uscourts.gov.example",
    "fedcourts.us",
    "ACMS@ca9.fedcourts.us.example",
    "evil-ca9.fedcourts.us",
    "ca9-showdoc.azurewebsites.us",
  ])("%j is no court", (domain) => {
    expect(courtForMailDomain(domain)).toBeUndefined();
  });

  test("a domain two courts share answers only when the kind is given", () => {
    expect(courtForMailDomain("dc_notices@txs.uscourts.gov")).toBeUndefined();
    expect(courtForMailDomain("dc_notices@txs.uscourts.gov", "district")?.id).toBe("txsd");
    expect(courtForMailDomain("ecf.txs.uscourts.gov", "bankruptcy")?.id).toBe("txsb");
  });
});

describe("courtForDocumentHost", () => {
  test("ACMS's document hosts are the courts', exactly", () => {
    expect(courtForDocumentHost("ca9-showdoc.azurewebsites.us")?.id).toBe("ca9");
    expect(courtForDocumentHost("CA2-SHOWDOC.azurewebsites.us.")?.id).toBe("ca2");
    for (const host of [
      "ca9-showdoc.azurewebsites.us.example",
      "ca9-showdoc-files.azurewebsites.us",
      "x.ca9-showdoc.azurewebsites.us",
      "ecf.ca9.uscourts.gov",
      "constructor",
      "__proto__",
      "",
    ]) {
      expect(courtForDocumentHost(host)).toBeUndefined();
    }
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
    ["B.A.P. 9th Cir.", ["bap9"]],
    ["9th Cir. BAP", ["bap9"]],
    ["BAP 10th Cir.", ["bap10"]],
    ["bap1", ["bap1"]],
    ["Ct. Int'l Trade", ["cit"]],
    ["CIT", ["cit"]],
    ["Fed. Cl.", ["uscfc"]],
    ["CFC", ["uscfc"]],
    ["COFC", ["uscfc"]],
    ["J.P.M.L.", ["jpml"]],
    ["MDL panel", ["jpml"]],
  ])("%s finds %j first", (query, expected) => {
    expect(ids(searchCourts(query)).slice(0, expected.length)).toEqual(expected);
  });

  test("words of the name find the courts that have them all", () => {
    expect(ids(searchCourts("southern new york"))).toEqual(["nysd", "nysb"]);
    expect(ids(searchCourts("bankruptcy delaware"))).toEqual(["deb"]);
    expect(ids(searchCourts("ninth circuit"))).toEqual(["ca9", "bap9"]);
    expect(ids(searchCourts("bankruptcy appellate panel")).sort()).toEqual(["bap1", "bap10", "bap6", "bap8", "bap9"]);
    expect(ids(searchCourts("court of federal claims"))).toEqual(["uscfc"]);
    expect(ids(searchCourts("international trade"))).toEqual(["cit"]);
    expect(ids(searchCourts("multidistrict"))).toEqual(["jpml"]);
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
