import type { Passage } from "../passage.js";

/**
 * Citations typed carelessly or the old way, and the traps around them: numbers joined by a comma, docket numbers,
 * running heads and page numbers beside a reporter's name, invented reporters after a case name.
 */
export const carelessPassages: readonly Passage[] = [
  {
    id: "careless-typing",
    text: `The rule is old in Alabama. Smith v. State,219 Ala. 557, 122 So. 690 (1929); Jones v. State, 266 Ala. 288, 96 So. 2d 290,299,105 So.2d 541 (1957). Massachusetts agrees. Commonwealth v. Gagliardi, 377 Mass. 461,472 (1979); Commonwealth v. Amirault, 424 Mass. 618,651 (1997). The Court said as much in Rhode Island v. Massachusetts, 12 Peters, 657, 720, and in Fletcher v. Peck, 6 Cranch, p. 87. Compare Ellis v. Ross, 12 Pet. Page 700 (1838).`,
    full: [
      "219 Ala. 557",
      "122 So. 690",
      "266 Ala. 288",
      "96 So. 2d 290",
      "105 So. 2d 541",
      "377 Mass. 461",
      "424 Mass. 618",
      "12 Pet. 657",
      "6 Cranch 87",
      "12 Pet. 700",
    ],
  },
  {
    id: "invented-reporters-after-a-case-name",
    text: `Counsel's brief relied on Varghese v. China Southern Airlines Co., 925 F.3d 1339 (11th Cir. 2019), which does not exist, and on Shaboon v. Egyptair, 2013 IL App (1st) 111279-U, which does. It also cited Petersen v. Iran Air, 12 Federal Reports Digest 345 (D.D.C. 2012), Martinez v. Delta Air Lines, 2019 Imaginary Lexus Rptr. 16 (Tex. App. 2019), Miller v. United Airlines, 34 Aviation Cases Reporter 210 (2d Cir. 2018), and Durden v. KLM Royal Dutch Airlines, 21 Reports of the Second Circuit 88, 90 (2d Cir. 2017).`,
    full: [
      "925 F.3d 1339",
      "2013 IL App (1st) 111279-U",
      "12 Federal Reports Digest 345",
      "2019 Imaginary Lexus Rptr. 16",
      "34 Aviation Cases Reporter 210",
      "21 Reports of the Second Circuit 88",
    ],
  },
  {
    id: "docket-number-citations-and-glued-pages",
    text: `Louisiana courts cite by docket number first. Watson v. State Farm Fire & Cas. Ins. Co., 469 So. 2d 967 (La. 1985); Hebert v. Webre, 2008-0060 (La. 5/21/08), 982 So. 2d 770, 773; Dennis v. Copelin, 94-0138 (La. App. 4 Cir. 1/19/95), 652 So. 2d 1, 3; State v. Guidry, 2016-KA-0442 (La. App. 1 Cir. 9/16/16), 204 So. 3d 209. Mississippi does the same: Jones v. State, 2016-KA-01256-SCT (¶ 14), 245 So. 3d 440. Nevada's own style puts a comma after its name, as in Landreth v. Malik, 127 Nev., Adv. Op. 16, 251 P.3d 163 (2011), and a careless hand leaves out the space before a page, as in Brown v. Board of Education, 347 U.S.483, 495 (1954), and Erie R. Co. v. Tompkins, 304 U.S.64 (1938).`,
    full: [
      "469 So. 2d 967",
      "982 So. 2d 770",
      "652 So. 2d 1",
      "204 So. 3d 209",
      "245 So. 3d 440",
      "127 Nev. Adv. Op. No. 16",
      "251 P.3d 163",
      "347 U.S. 483",
      "304 U.S. 64",
    ],
  },
  {
    id: "headers-dockets-and-stray-numbers",
    text: `Case 1:19-cv-01234-PKC Document 45 Filed 03/04/20 Page 12 of 30

     12 F.3d

the moving party. See Smith v. Jones, No. 12 Civ. 345 (S.D.N.Y. 2019); United States v. Doe, Nos. 12 Cr. 345 (S.D.N.Y. 2013). The 12 Peters 657 estate was sold in 1999, and 3 Wheaton 200 acres with it. ANNUAL REPORT 2019 12 Cal. 345 Page 7. On page 12 F. 345 of the transcript the witness hesitated. Exhibit 4, 12 U.S. 345, was stamped in 2019 by 2 Black 17 agents.`,
    full: [],
    ambiguous: ["12 Cal. 345", "12 U.S. 345", "2 Black 17"],
  },
];
