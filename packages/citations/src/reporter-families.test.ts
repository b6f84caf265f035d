import { describe, expect, test } from "vitest";
import { extractCitations } from "./extract.js";
import { findReporter, reporterEditions } from "./reporter-index.js";
import { onlyCase } from "./test/helpers.js";

const normalizedIn = (text: string) => onlyCase(text).normalized;

describe("every reporter family, as a citation is written and as the report shows it", () => {
  test.each([
    // Supreme Court, with its nominative reporters by name.
    ["Marbury v. Madison, 5 U.S. (1 Cranch) 137 (1803)", "5 U.S. 137"],
    ["The Prize Cases, 67 U.S. (2 Black) 635 (1863)", "67 U.S. 635"],
    ["Rhode Island v. Massachusetts, 12 Pet. 657 (1838)", "12 Pet. 657"],
    ["Fletcher v. Peck, 6 Cranch 87 (1810)", "6 Cranch 87"],
    ["Chisholm v. Georgia, 2 Dall. 419 (1793)", "2 Dall. 419"],
    ["McCulloch v. Maryland, 4 Wheat. 316 (1819)", "4 Wheat. 316"],
    ["Dred Scott v. Sandford, 19 How. 393 (1857)", "19 How. 393"],
    ["Ex parte Milligan, 4 Wall. 2 (1866)", "4 Wall. 2"],
    ["Munn v. Illinois, 4 Otto 113 (1877)", "4 Otto 113"],
    ["Brown v. Bd. of Educ., 347 U.S. 483 (1954)", "347 U.S. 483"],
    ["Roe v. Wade, 93 S. Ct. 705 (1973)", "93 S. Ct. 705"],
    ["Roe v. Wade, 35 L. Ed. 2d 147 (1973)", "35 L. Ed. 2d 147"],
    // Courts of appeals and district courts.
    ["Smith v. Jones, 12 F. 345 (9th Cir. 1882)", "12 F. 345"],
    ["Smith v. Jones, 12 F.2d 345 (2d Cir. 1926)", "12 F.2d 345"],
    ["Smith v. Jones, 12 F.3d 345 (2d Cir. 1994)", "12 F.3d 345"],
    ["Smith v. Jones, 12 F.4th 345 (2d Cir. 2021)", "12 F.4th 345"],
    ["Smith v. Jones, 12 F. App'x 345 (2d Cir. 2001)", "12 F. App'x 345"],
    ["Smith v. Jones, 12 F. Supp. 345 (S.D.N.Y. 1935)", "12 F. Supp. 345"],
    ["Smith v. Jones, 12 F. Supp. 2d 345 (S.D.N.Y. 1998)", "12 F. Supp. 2d 345"],
    ["Smith v. Jones, 12 F. Supp. 3d 345 (S.D.N.Y. 2014)", "12 F. Supp. 3d 345"],
    ["Smith v. Jones, 12 F. Cas. 345 (C.C.D. Mass. 1820)", "12 F. Cas. 345"],
    ["Smith v. Jones, 12 F.R.D. 345 (S.D.N.Y. 1952)", "12 F.R.D. 345"],
    ["Smith v. Jones, 12 Fed. R. Serv. 3d 345 (S.D.N.Y. 1989)", "12 Fed. R. Serv. 3d 345"],
    // Special courts.
    ["In re Smith, 12 B.R. 345 (Bankr. S.D.N.Y. 1981)", "12 B.R. 345"],
    ["Smith v. United States, 12 Fed. Cl. 345 (1987)", "12 Fed. Cl. 345"],
    ["Smith v. United States, 12 Cl. Ct. 345 (1987)", "12 Cl. Ct. 345"],
    ["Smith v. United States, 120 Ct. Cl. 345 (1951)", "120 Ct. Cl. 345"],
    ["Smith v. Comm'r, 120 T.C. 345 (2003)", "120 T.C. 345"],
    ["Smith v. Comm'r, T.C. Memo. 2019-12", "T.C. Memo. 2019-12"],
    ["Smith v. Comm'r, T.C. Summary Opinion 2015-3", "T.C. Summ. Op. 2015-3"],
    ["Smith v. Comm'r, 12 B.T.A. 345 (1928)", "12 B.T.A. 345"],
    ["United States v. Smith, 12 M.J. 345 (C.M.A. 1982)", "12 M.J. 345"],
    ["United States v. Smith, 12 C.M.A. 345 (1961)", "12 C.M.A. 345"],
    ["United States v. Smith, 12 C.M.R. 345 (1953)", "12 C.M.R. 345"],
    ["Smith v. Shinseki, 12 Vet. App. 345 (1999)", "12 Vet. App. 345"],
    ["Smith Co. v. United States, 12 Ct. Int'l Trade 345 (1988)", "12 Ct. Int'l Trade 345"],
    ["Smith Co. v. United States, 12 Cust. Ct. 345 (1944)", "12 Cust. Ct. 345"],
    ["Smith Co. v. United States, 12 C.C.P.A. 345 (1925)", "12 C.C.P.A. 345"],
    // Regional reporters in every edition.
    ["Smith v. Jones, 12 A. 345 (Pa. 1888)", "12 A. 345"],
    ["Smith v. Jones, 12 A.2d 345 (Pa. 1940)", "12 A.2d 345"],
    ["Smith v. Jones, 12 A.3d 345 (Pa. 2011)", "12 A.3d 345"],
    ["Smith v. Jones, 12 N.E. 345 (Ill. 1887)", "12 N.E. 345"],
    ["Smith v. Jones, 12 N.E.2d 345 (Ill. 1937)", "12 N.E.2d 345"],
    ["Smith v. Jones, 12 N.E.3d 345 (Ill. 2014)", "12 N.E.3d 345"],
    ["Smith v. Jones, 12 N.W. 345 (Iowa 1882)", "12 N.W. 345"],
    ["Smith v. Jones, 12 N.W.2d 345 (Iowa 1943)", "12 N.W.2d 345"],
    ["Smith v. Jones, 12 N.W.3d 345 (Iowa 2024)", "12 N.W.3d 345"],
    ["Smith v. Jones, 12 P. 345 (Cal. 1886)", "12 P. 345"],
    ["Smith v. Jones, 12 P.2d 345 (Cal. 1932)", "12 P.2d 345"],
    ["Smith v. Jones, 12 P.3d 345 (Colo. 2000)", "12 P.3d 345"],
    ["Smith v. Jones, 12 S.E. 345 (Ga. 1890)", "12 S.E. 345"],
    ["Smith v. Jones, 12 S.E.2d 345 (Ga. 1941)", "12 S.E.2d 345"],
    ["Smith v. Jones, 12 S.W. 345 (Tex. 1889)", "12 S.W. 345"],
    ["Smith v. Jones, 12 S.W.2d 345 (Tex. 1929)", "12 S.W.2d 345"],
    ["Smith v. Jones, 12 S.W.3d 345 (Tex. 2000)", "12 S.W.3d 345"],
    ["Smith v. Jones, 12 So. 345 (Fla. 1893)", "12 So. 345"],
    ["Smith v. Jones, 12 So. 2d 345 (Fla. 1943)", "12 So. 2d 345"],
    ["Smith v. Jones, 12 So. 3d 345 (Fla. 2009)", "12 So. 3d 345"],
    ["People v. Smith, 12 Cal. Rptr. 3d 345 (Ct. App. 2004)", "12 Cal. Rptr. 3d 345"],
    ["People v. Smith, 12 N.Y.S.3d 345 (App. Div. 2015)", "12 N.Y.S.3d 345"],
    ["People v. Smith, 12 Ill. Dec. 345 (1977)", "12 Ill. Dec. 345"],
    // Official state reports and their series.
    ["People v. Smith, 12 Cal. 5th 345 (2021)", "12 Cal. 5th 345"],
    ["People v. Smith, 12 Cal. App. 4th Supp. 1 (1992)", "12 Cal. App. 4th Supp. 1"],
    ["People v. Smith, 12 N.Y.3d 345 (2009)", "12 N.Y.3d 345"],
    ["People v. Smith, 12 A.D.3d 345 (2004)", "12 A.D.3d 345"],
    ["People v. Smith, 12 Misc. 3d 345 (Sup. Ct. 2006)", "12 Misc. 3d 345"],
    ["Smith v. Jones, 12 Hun 345 (N.Y. Sup. Ct. 1877)", "12 Hun 345"],
    ["Commonwealth v. Smith, 412 Mass. 345 (1992)", "412 Mass. 345"],
    ["Commonwealth v. Smith, 12 Mass. App. Ct. 345 (1981)", "12 Mass. App. Ct. 345"],
    ["State v. Smith, 12 Ohio St. 3d 345 (1984)", "12 Ohio St. 3d 345"],
    ["State v. Smith, 12 Ohio App. 3d 345 (1983)", "12 Ohio App. 3d 345"],
    ["Commonwealth v. Smith, 512 Pa. 345 (1986)", "512 Pa. 345"],
    ["Commonwealth v. Smith, 312 Pa. Super. 345 (1983)", "312 Pa. Super. 345"],
    ["State v. Smith, 112 Wis. 2d 345 (1983)", "112 Wis. 2d 345"],
    ["State v. Smith, 112 Wash. 2d 345 (1989)", "112 Wash. 2d 345"],
    ["State v. Smith, 12 Wash. App. 2d 345 (2020)", "12 Wash. App. 2d 345"],
    ["Smith v. Jones, 112 Ill. 2d 345 (1986)", "112 Ill. 2d 345"],
    ["Smith v. Jones, 112 Ill. App. 3d 345 (1983)", "112 Ill. App. 3d 345"],
    ["State v. Smith, 112 N.J. 345 (1988)", "112 N.J. 345"],
    ["State v. Smith, 112 N.J. Super. 345 (App. Div. 1970)", "112 N.J. Super. 345"],
    ["State v. Smith, 112 Or. App. 345 (1992)", "112 Or. App. 345"],
    ["Smith v. Jones, 112 Ga. App. 345 (1965)", "112 Ga. App. 345"],
    ["Smith v. Jones, 112 N.C. App. 345 (1993)", "112 N.C. App. 345"],
    ["Smith v. Jones, 112 Md. App. 345 (1996)", "112 Md. App. 345"],
    ["Smith v. Jones, 112 Mich. App. 345 (1982)", "112 Mich. App. 345"],
    ["Smith v. Jones, 12 Kan. App. 2d 345 (1987)", "12 Kan. App. 2d 345"],
    ["Smith v. Jones, 135 Nev. Adv. Op. No. 12 (2019)", "135 Nev. Adv. Op. No. 12"],
    ["Smith v. Jones, 135 Nev. Adv. Op. 12 (2019)", "135 Nev. Adv. Op. No. 12"],
    // The Supreme Court of Nevada's own style puts a comma after the volume's "Nev." (NRAP 36(f)).
    ["Smith v. Jones, 135 Nev., Adv. Op. 12 (2019)", "135 Nev. Adv. Op. No. 12"],
    ["Smith v. Jones, 135 Nev., Adv. Op. No. 12 (2019)", "135 Nev. Adv. Op. No. 12"],
    ["Smith v. Jones, 12 Utah Adv. Rep. 345 (1985)", "12 Utah Adv. Rep. 345"],
    ["Smith v. Jones, 12 Conn. L. Rptr. 345 (Conn. Super. Ct. 1994)", "12 Conn. L. Rptr. 345"],
    ["Smith v. Jones, 12 Pa. D. & C.4th 345 (C.P. 1991)", "12 Pa. D. & C.4th 345"],
    ["Smith v. Jones, 12 Tex. Civ. App. 345 (1896)", "12 Tex. Civ. App. 345"],
    ["Smith v. Jones, 12 Tenn. App. 345 (1930)", "12 Tenn. App. 345"],
    ["Smith v. Jones, 12 Va. App. 345 (1991)", "12 Va. App. 345"],
    // State nominative reports.
    ["Commonwealth v. Hunt, 45 Mass. (4 Met.) 111 (1842)", "45 Mass. 111"],
    ["Commonwealth v. Hunt, 4 Met. 111 (1842)", "4 Met. 111"],
    ["Pierson v. Post, 3 Cai. R. 175 (N.Y. Sup. Ct. 1805)", "3 Cai. 175"],
    ["Smith v. Jones, 1 Hen. & M. 45 (Va. 1806)", "1 Hen. & M. 45"],
    ["Smith v. Jones, 12 Va. (2 Hen. & M.) 45 (1808)", "12 Va. 45"],
    ["Smith v. Jones, 3 Serg. & Rawle 45 (Pa. 1817)", "3 Serg. & Rawle 45"],
    ["Smith v. Jones, 5 Bush 45 (Ky. 1868)", "5 Bush 45"],
    ["Smith v. Jones, 5 Abb. Pr. (n.s.) 45 (N.Y. 1868)", "5 Abb. Pr. (n.s.) 45"],
    // Looseleaf services and topical reporters.
    ["Smith v. Union, 117 L.R.R.M. (BNA) 2345 (3d Cir. 1984)", "117 L.R.R.M. (BNA) 2345"],
    ["Smith v. Union, 117 LRRM 2345 (3d Cir. 1984)", "117 L.R.R.M. (BNA) 2345"],
    ["Smith v. Acme Co., 45 Fair Empl. Prac. Cas. (BNA) 12 (N.D. Ill. 1987)", "45 Fair Empl. Prac. Cas. (BNA) 12"],
    ["Smith v. Acme Co., 45 FEP Cas. 12 (N.D. Ill. 1987)", "45 Fair Empl. Prac. Cas. (BNA) 12"],
    ["Smith v. Acme Co., 30 USPQ2d 1234 (Fed. Cir. 1994)", "30 U.S.P.Q.2d (BNA) 1234"],
    ["Smith v. Acme Co., 12 U.S.P.Q. 345 (C.C.P.A. 1932)", "12 U.S.P.Q. (BNA) 345"],
    ["Smith v. Acme Co., 2005-1 U.S. Tax Cas. (CCH) ¶ 50,123 (S.D.N.Y. 2005)", "2005-1 U.S. Tax Cas. (CCH) ¶ 50,123"],
    ["Smith v. Acme Co., 2005-1 USTC ¶ 50,123 (S.D.N.Y. 2005)", "2005-1 U.S. Tax Cas. (CCH) ¶ 50,123"],
    ["Smith v. Acme Co., 1990-1 Trade Cas. (CCH) ¶ 69,000 (9th Cir. 1990)", "1990-1 Trade Cas. (CCH) ¶ 69,000"],
    ["Smith v. Acme Co., 45 Empl. Prac. Dec. (CCH) ¶ 37,678 (5th Cir. 1988)", "45 Empl. Prac. Dec. (CCH) ¶ 37,678"],
    ["Smith v. Acme Co., 12 Wage & Hour Cas. 2d (BNA) 345 (D. Md. 2006)", "12 Wage & Hour Cas. 2d (BNA) 345"],
    ["Smith v. Acme Co., 12 IER Cas. 345 (D. Md. 1997)", "12 Indiv. Empl. Rts. Cas. (BNA) 345"],
    ["Smith v. Acme Co., 12 Media L. Rep. 345 (D. Md. 1986)", "12 Media L. Rep. (BNA) 345"],
    ["Smith v. United States, 95 A.F.T.R.2d 345 (5th Cir. 2005)", "95 A.F.T.R.2d (RIA) 345"],
    ["Smith v. Comm'r, 45 T.C.M. (CCH) 345 (1983)", "45 T.C.M. 345"],
    ["In re Smith, 12 Bankr. Ct. Dec. 345 (Bankr. D. Del. 1985)", "12 Bankr. Ct. Dec. 345"],
    // Territories.
    ["Pueblo v. Smith, 112 D.P.R. 345 (1982)", "112 D.P.R. 345"],
    ["Smith v. Jones, 12 P.R. Offic. Trans. 345 (1982)", "12 P.R. Offic. Trans. 345"],
    ["Smith v. Jones, 12 V.I. 345 (1975)", "12 V.I. 345"],
    ["Smith v. Jones, 3 N. Mar. I. 345 (1993)", "3 N. Mar. I. 345"],
    ["Smith v. Jones, 2 Am. Samoa 3d 45 (1998)", "2 Am. Samoa 3d 45"],
    ["Smith v. Jones, 2 Guam 45 (1975)", "2 Guam 45"],
    ["Smith v. Navajo Nation, 6 Navajo Rptr. 45 (1990)", "6 Navajo Rptr. 45"],
  ])("%s is %s", (written, normalized) => {
    expect(normalizedIn(`See ${written}.`)).toBe(normalized);
  });
});

describe("public-domain citations of every state that has one", () => {
  test.each([
    ["People v. Smith, 2019 IL 123456", "2019 IL 123456"],
    ["People v. Smith, 2017 IL App (1st) 143684-B", "2017 IL App (1st) 143684-B"],
    ["People v. Smith, 2013 IL App (2d) 120001-U", "2013 IL App (2d) 120001-U"],
    ["Smith v. Ill. Workers' Comp. Comm'n, 2013 IL App (1st) 121234WC", "2013 IL App (1st) 121234WC"],
    ["State v. Smith, 2006-Ohio-2095", "2006-Ohio-2095"],
    ["State v. Smith, 2012-NMSC-001", "2012-NMSC-001"],
    ["State v. Smith, 2012-NMCA-012", "2012-NMCA-012"],
    ["State v. Smith, 2007-NMCERT-008", "2007-NMCERT-008"],
    ["People v. Smith, 2016 NY Slip Op 51865(U)", "2016 N.Y. Slip Op. 51865(U)"],
    ["People v. Smith, 2016 NY Slip Op 06512", "2016 N.Y. Slip Op. 06512"],
    ["Matter of Smith, 2019 NY Slip Op 50012(A)", "2019 N.Y. Slip Op. 50012(A)"],
    ["State v. Smith, 2020 WI 10", "2020 WI 10"],
    ["State v. Smith, 2020 WI App 10", "2020 WI App 10"],
    ["State v. Smith, 2017 ND 15", "2017 ND 15"],
    ["State v. Smith, 2017 SD 15", "2017 SD 15"],
    ["State v. Smith, 2017 ME 15", "2017 ME 15"],
    ["State v. Smith, 2017 MT 15", "2017 MT 15"],
    ["Smith v. Jones, 2017 OK 15", "2017 OK 15"],
    ["Smith v. State, 2017 OK CR 15", "2017 OK CR 15"],
    ["Smith v. Jones, 2017 OK CIV APP 15", "2017 OK CIV APP 15"],
    ["State v. Smith, 2017 UT 15", "2017 UT 15"],
    ["State v. Smith, 2017 UT App 15", "2017 UT App 15"],
    ["State v. Smith, 2017 VT 15", "2017 VT 15"],
    ["Smith v. State, 2017 WY 15", "2017 WY 15"],
    ["People v. Smith, 2017 CO 15", "2017 CO 15"],
    ["People v. Smith, 2017 COA 15", "2017 COA 15"],
    ["Smith v. State, 2017 Ark. 15", "2017 Ark. 15"],
    ["Smith v. State, 2017 Ark. App. 15", "2017 Ark. App. 15"],
    ["Commonwealth v. Smith, 2001 PA Super 15", "2001 PA Super 15"],
    ["People v. Smith, 2017 Guam 15", "2017 Guam 15"],
    ["Commonwealth v. Smith, 2017 MP 15", "2017 MP 15"],
    ["People v. Smith, 2017 VI 15", "2017 VI 15"],
    ["Pueblo v. Smith, 2017 TSPR 15", "2017 TSPR 15"],
  ])("%s is %s", (written, normalized) => {
    const citation = onlyCase(`See ${written}.`);
    expect(citation.normalized).toBe(normalized);
    expect(citation.year).toBe(Number(/\d{4}/.exec(written)?.[0]));
  });

  test("a page suffix names another document, so it stays in the citation", () => {
    const [unreported, reported] = extractCitations(
      "People v. Doe, 2016 NY Slip Op 51865(U) (Sup. Ct. 2016); People v. Roe, 2016 NY Slip Op 51865 (2016).",
    );
    expect(unreported?.normalized).not.toBe(reported?.normalized);
    expect(unreported?.page).toBe(51865);
  });

  test("a hyphenated letter after an ordinary reporter's page is not read as part of it; New York's (A) is", () => {
    expect(onlyCase("Smith v. Jones, 12 F.3d 45-B (9th Cir. 1994).").normalized).toBe("12 F.3d 45");
    expect(onlyCase("People v. Smith, 45 Misc 3d 1234(A) (Sup Ct 2014).").normalized).toBe("45 Misc. 3d 1234(A)");
  });
});

describe("spellings that courts and lawyers actually write", () => {
  test.each([
    ["12 F. 2d 45", "12 F.2d 45"],
    ["12 F.2d. 45", "12 F.2d 45"],
    ["12 F2d 45", "12 F.2d 45"],
    ["12 Fed. (2d) 45", "12 F.2d 45"],
    ["12 Fed. 2d 45", "12 F.2d 45"],
    ["12 F.Supp. 3D 45", "12 F. Supp. 3d 45"],
    ["12 F. Supp. 2ND 45", "12 F. Supp. 2d 45"],
    ["12 A2d 45", "12 A.2d 45"],
    ["12 Atl. 45", "12 A. 45"],
    ["12 S. W. 2d 45", "12 S.W.2d 45"],
    ["12 S.W. Rep. 45", "12 S.W. 45"],
    ["12 P. [2d] 45", "12 P.2d 45"],
    ["12 Pac. 45", "12 P. 45"],
    ["12 N. E. 2d 45", "12 N.E.2d 45"],
    ["12 So.2d 45", "12 So. 2d 45"],
    ["12 Ohio State 45", "12 Ohio St. 45"],
    ["12 Ohio State 3d 45", "12 Ohio St. 3d 45"],
    ["12 Ore. 45", "12 Or. 45"],
    ["12 L.Ed.2d 45", "12 L. Ed. 2d 45"],
    ["12 L. ed. 45", "12 L. Ed. 45"],
    ["12 S.Ct. 45", "12 S. Ct. 45"],
    ["12 Sup. Ct. 45", "12 S. Ct. 45"],
    ["12 U. S. 45", "12 U.S. 45"],
    ["12 Fed.Appx. 45", "12 F. App'x 45"],
    ["12 NY2d 45", "12 N.Y.2d 45"],
    ["12 AD3d 45", "12 A.D.3d 45"],
    ["12 Misc 3d 45", "12 Misc. 3d 45"],
    ["12 Cal.App.4th 45", "12 Cal. App. 4th 45"],
    ["12 Wn.2d 45", "12 Wash. 2d 45"],
    ["12 Peters 45", "12 Pet. 45"],
    ["12 Wheaton 45", "12 Wheat. 45"],
    ["12 Metc. 45", "12 Met. 45"],
  ])("%s is %s", (written, normalized) => {
    expect(normalizedIn(`Smith v. Jones, ${written} (1990).`)).toBe(normalized);
  });

  test("every edition's canonical form is found as its own spelling", () => {
    for (const edition of reporterEditions) {
      expect(findReporter(edition.abbreviation)?.abbreviation).toBe(edition.abbreviation);
    }
  });
});
