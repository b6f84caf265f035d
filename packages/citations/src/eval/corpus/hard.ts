import type { Passage } from "../passage.js";

/** Layouts that break naive extractors: tables of authorities, footnotes, odd spacing, nested parentheticals. */
export const hardPassages: readonly Passage[] = [
  {
    id: "table-of-authorities",
    text: `TABLE OF AUTHORITIES

Cases                                                                Page(s)

Ashcroft v. Iqbal,
   556 U.S. 662 (2009) ........................................ 4, 6, 9
Bell Atl. Corp. v. Twombly,
   550 U.S. 544 (2007) ........................................ passim
Celotex Corp. v. Catrett,
   477 U.S. 317 (1986) ........................................ 12
In re Gilead Scis. Sec. Litig.,
   536 F.3d 1049 (9th Cir. 2008) .............................. 7
Manzarek v. St. Paul Fire & Marine Ins. Co.,
   519 F.3d 1025 (9th Cir. 2008) .............................. 5
United States ex rel. Silingo v. WellPoint, Inc.,
   904 F.3d 667 (9th Cir. 2018) ............................... 10, 11

Statutes

31 U.S.C. § 3729(a)(1) ........................................ 10
28 U.S.C. § 1332(d) ........................................... 2`,
    full: ["556 U.S. 662", "550 U.S. 544", "477 U.S. 317", "536 F.3d 1049", "519 F.3d 1025", "904 F.3d 667"],
    statutes: ["31 U.S.C. § 3729(a)(1)", "28 U.S.C. § 1332(d)"],
  },
  {
    id: "odd-spacing",
    text: `See Roe v. Wade, 410 U. S. 113, 153 (1973); Doe v. Bolton, 410 U.S. 179, 93 S.Ct. 739, 35 L.Ed.2d 201 (1973); Lemon v. Kurtzman, 403 U.S. 602, 91 S. Ct. 2105, 29 L. Ed. 2d 745 (1971); Hazel-Atlas Glass Co. v. Hartford-Empire Co., 322 U.S. 238, 64 S.Ct. 997, 88 L.Ed. 1250 (1944); Smith v. Allwright, 321 U.S. 649 (1944); Wilson v. Layne, 141 F. 3d 111, 114 (4th Cir. 1998) (en banc), aff'd, 526 U.S. 603 (1999); Lopez v. Smith, 203 F.3d 1122, 1130 (9th Cir. 2000)(en banc); Hall v. City of L.A., 697 F.3d 1059 (9th Cir.2012); Adams v. Johnson, 355 F.3d 1179, 1183 (9th Cir.2004); Berry v. Hennepin Cnty., 58 F.Supp.3d 1 (D. Minn. 2014); Casey v. Moore, 12 F.Supp.2d 99 (N.D.Ill.1998).`,
    full: [
      "410 U.S. 113",
      "410 U.S. 179",
      "93 S. Ct. 739",
      "35 L. Ed. 2d 201",
      "403 U.S. 602",
      "91 S. Ct. 2105",
      "29 L. Ed. 2d 745",
      "322 U.S. 238",
      "64 S. Ct. 997",
      "88 L. Ed. 1250",
      "321 U.S. 649",
      "141 F.3d 111",
      "526 U.S. 603",
      "203 F.3d 1122",
      "697 F.3d 1059",
      "355 F.3d 1179",
      "58 F. Supp. 3d 1",
      "12 F. Supp. 2d 99",
    ],
  },
  {
    id: "footnotes-and-quoting",
    text: `The plaintiff must allege more than labels and conclusions.3 Defendants' reliance on Conley is misplaced.4

______________
3 See Twombly, 550 U.S. at 555 (citing Papasan v. Allain, 478 U.S. 265, 286 (1986)). Cf. Erickson v. Pardus, 551 U.S. 89, 93–94 (2007) (per curiam) (quoting Estelle v. Gamble, 429 U.S. 97, 106 (1976)).
4 Conley v. Gibson, 355 U.S. 41, 45–46 (1957). The "no set of facts" language has "earned its retirement." Bell Atl. Corp. v. Twombly, 550 U.S. 544, 563 (2007). Id. at 562–63. But see id. at 577 (Stevens, J., dissenting).
5 Erickson, 551 U.S. at 94. Id. Papasan, 478 U.S. at 286.`,
    full: ["478 U.S. 265", "551 U.S. 89", "429 U.S. 97", "355 U.S. 41", "550 U.S. 544"],
    refs: [
      ["Id. at 562", "550 U.S. 544"],
      ["id. at 577", "550 U.S. 544"],
      ["551 U.S. at 94", "551 U.S. 89"],
      ["Id. Papasan", "551 U.S. 89"],
      ["478 U.S. at 286", "478 U.S. 265"],
    ],
  },
  {
    id: "slip-and-blank-pages",
    text: `The Court recently addressed the question. Moore v. United States, 602 U.S. ___, 144 S. Ct. 1680, 1687 (2024); see also Snyder v. United States, 603 U.S. ___, No. 23-108, slip op. at 5 (June 26, 2024). The Ninth Circuit followed suit in Doe v. Horne, ___ F.4th ___, 2024 WL 4113838, at *6 (9th Cir. Sept. 9, 2024). Moore, 144 S. Ct. at 1690. Horne, 2024 WL 4113838, at *7.`,
    full: ["602 U.S. ___", "144 S. Ct. 1680", "603 U.S. ___", "2024 WL 4113838"],
    refs: [
      ["144 S. Ct. at 1690", "144 S. Ct. 1680"],
      ["Horne, 2024 WL", "2024 WL 4113838"],
    ],
  },
  {
    id: "criminal-brief",
    text: `ARGUMENT

I. THE DISTRICT COURT ERRED IN DENYING THE MOTION TO SUPPRESS

A traffic stop may not be prolonged beyond the time reasonably required to complete its mission. Rodriguez v. United States, 575 U.S. 348, 354–55, 135 S. Ct. 1609, 191 L. Ed. 2d 492 (2015). Here the officer held Mr. Alvarez for twenty-two minutes. (ER 45–47.) That was unlawful. Rodriguez, 575 U.S. at 357; United States v. Evans, 786 F.3d 779, 788 (9th Cir. 2015); United States v. Gorman, 859 F.3d 706, 715 (9th Cir. 2017), as amended (June 21, 2017). The government's reliance on Illinois v. Caballes, 543 U.S. 405, 407 (2005), is misplaced, because Caballes involved no delay at all. Id. at 408. A dog sniff is not a search. Id. at 409; accord United States v. Place, 462 U.S. 696, 707 (1983). But the exclusionary rule applies to evidence derived from the illegal stop. Wong Sun v. United States, 371 U.S. 471, 484–88 (1963); Utah v. Strieff, 579 U.S. 232, 237–38 (2016). Evans, supra, at 789. Gorman, 859 F.3d at 716.`,
    full: [
      "575 U.S. 348",
      "135 S. Ct. 1609",
      "191 L. Ed. 2d 492",
      "786 F.3d 779",
      "859 F.3d 706",
      "543 U.S. 405",
      "462 U.S. 696",
      "371 U.S. 471",
      "579 U.S. 232",
    ],
    refs: [
      ["575 U.S. at 357", "575 U.S. 348"],
      ["Id. at 408", "543 U.S. 405"],
      ["Id. at 409", "543 U.S. 405"],
      ["Evans, supra", "786 F.3d 779"],
      ["859 F.3d at 716", "859 F.3d 706"],
    ],
  },
  {
    id: "state-brief-mixed-styles",
    text: `Respondent's argument fails under both the Penal Code and the decisional law. (Pen. Code, § 1538.5; People v. Redd (2010) 48 Cal.4th 691, 719–720; People v. Williams (1999) 20 Cal.4th 119, 127, 130 [83 Cal.Rptr.2d 275, 973 P.2d 52].) The burden is on the People. (Williams, at p. 136.) As Redd explained, the standard is deferential. (Redd, supra, 48 Cal.4th at p. 720; see also People v. Brown (2015) 61 Cal.4th 968, 975; In re Tony C. (1978) 21 Cal.3d 888, 893.) The Court of Appeal agreed. (People v. Superior Court (Cruz) (2019) 35 Cal.App.5th 1061, 1068.) Ibid.`,
    full: [
      "48 Cal.4th 691",
      "20 Cal.4th 119",
      "83 Cal.Rptr.2d 275",
      "973 P.2d 52",
      "61 Cal.4th 968",
      "21 Cal.3d 888",
      "35 Cal.App.5th 1061",
    ],
    refs: [
      ["48 Cal.4th at p. 720", "48 Cal.4th 691"],
      ["Ibid.", "35 Cal.App.5th 1061"],
    ],
    statutes: ["Pen. Code, § 1538.5"],
  },
  {
    id: "texas-and-ny-dense",
    text: `The trial court abused its discretion. See Walker v. Packer, 827 S.W.2d 833, 839–40 (Tex. 1992) (orig. proceeding); In re Columbia Med. Ctr. of Las Colinas, Subsidiary, L.P., 290 S.W.3d 204, 207 (Tex. 2009) (orig. proceeding); Pena v. State, 285 S.W.3d 459, 464 (Tex. Crim. App. 2009); Lozano v. State, 359 S.W.3d 790, 814 (Tex. App.—Fort Worth 2012, pet. ref'd). In New York, the rule is similar. People v. Garcia, 20 N.Y.3d 317, 322, 983 N.E.2d 259, 959 N.Y.S.2d 464 (2012); People v. Hollman, 79 N.Y.2d 181, 184–85 (1992); Matter of Ramos v. Kelly, 182 A.D.3d 447, 448 (1st Dep't 2020); Rivera v. Metro. Transp. Auth., 68 Misc. 3d 512, 515 (Sup. Ct. N.Y. Cnty. 2020). Walker, 827 S.W.2d at 840. Garcia, 20 N.Y.3d at 323. Id. at 324.`,
    full: [
      "827 S.W.2d 833",
      "290 S.W.3d 204",
      "285 S.W.3d 459",
      "359 S.W.3d 790",
      "20 N.Y.3d 317",
      "983 N.E.2d 259",
      "959 N.Y.S.2d 464",
      "79 N.Y.2d 181",
      "182 A.D.3d 447",
      "68 Misc. 3d 512",
    ],
    refs: [
      ["827 S.W.2d at 840", "827 S.W.2d 833"],
      ["20 N.Y.3d at 323", "20 N.Y.3d 317"],
      ["Id. at 324", "20 N.Y.3d 317"],
    ],
  },
  {
    id: "sentence-ends-abbreviations",
    text: `The release covered claims against Fairview Holdings Co. Fairview later sued. Fairview Holdings Co. v. Dunmore Partners, L.P., 301 F. Supp. 3d 210, 214 (D. Del. 2018). The court dismissed it. Dunmore appealed to the Third Circuit, which affirmed in an unpublished order. Fairview Holdings Co. v. Dunmore Partners, L.P., 772 F. App'x 81, 83 (3d Cir. 2019). The firm was then known as Kessler & Assocs., P.C. It moved for fees under 28 U.S.C. § 1927. Id. Kessler & Assocs., P.C. v. Fairview Holdings Co., 2020 WL 5550111, at *2 (D. Del. Sept. 16, 2020). Fairview, 301 F. Supp. 3d at 215. Fairview, 772 F. App'x at 84.`,
    full: ["301 F. Supp. 3d 210", "772 F. App'x 81", "2020 WL 5550111"],
    refs: [
      ["Id. Kessler", "28 U.S.C. § 1927"],
      ["301 F. Supp. 3d at 215", "301 F. Supp. 3d 210"],
      ["772 F. App'x at 84", "772 F. App'x 81"],
    ],
    statutes: ["28 U.S.C. § 1927"],
  },
  {
    id: "more-negatives",
    text: `The 2019 amendments took effect on Dec. 1, 2019. Plaintiff worked 60 hours a week at 123 Main St. for 4 years, earning 15 U.S. dollars an hour. See Pl.'s Opp'n at 12; Def.'s Mot. 4; Hr'g Tr. 23:4–9 (Mar. 2, 2022). Exhibit 12 at 3 shows 2,400 F. shipments. He was 18 in 2010. Part II.B, infra. Section 5 of the Act. Claims 1–20 of the '123 patent. In 1998, 55 Cal. companies and 31 N.J. firms signed. ECF No. 88 at 4 n.2. Room 10 A.M. Session.`,
    full: [],
  },
];
