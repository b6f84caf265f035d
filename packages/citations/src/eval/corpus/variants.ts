import type { Passage } from "../passage.js";

/** Spelling variants, layouts across lines, and reference forms written after the first rounds of fixes. */
export const variantPassages: readonly Passage[] = [
  {
    id: "reporter-spellings",
    text: `See Kelly v. Marcantonio, 187 F.3d 192 (1st Cir.1999); Dunn v. Ruiz, 24 F.Supp.2d 412 (E.D.Pa.1998); Hart v. Bayer, 199 F.Supp. 3 (S.D.N.Y.1961); Nguyen v. Lam, 88 Fed.Appx. 112 (5th Cir.2004); Price v. Klein, 15 Fed. Cl. 201 (1988); Orr v. Orr, 901 So.2d 17 (Ala. 2004); Lund v. Sand, 612 N.W.2d 88 (N.D. 2000); Tate v. Bell, 501 S.E.2d 130 (Va. 1998); Ruiz v. Moss, 90 Cal.Rptr.2d 201 (Ct. App. 1999); Kemp v. Lowe, 112 Ohio St.3d 201, 2006-Ohio-6551; Roth v. Glen, 165 Ohio App.3d 12 (2005); Snell v. Vick, 839 A.2d 1 (Pa. Super. 2003); Dale v. Troy, 271 Mich. App. 500 (2006); Brandt v. Opp, 2019 WI 50, 386 Wis.2d 512; Haller v. Haller, 312 Ill.App.3d 1 (2000); Oates v. Ivy, 360 N.J. Super. 1 (App. Div. 2003); Fink v. Maas, 62 Mass. App. Ct. 901 (2004); Geer v. Ryan, 140 Conn. App. 55 (2013); Bragg v. Nash, 199 Md. App. 1 (2011); Hurd v. Cole, 301 Ga. App. 17 (2009); Ives v. Cruz, 250 N.C. App. 1 (2016); Penn v. Ward, 180 Wash. App. 10 (2014); Marsh v. Lyle, 290 Or. App. 1 (2018).`,
    full: [
      "187 F.3d 192",
      "24 F. Supp. 2d 412",
      "199 F. Supp. 3",
      "88 F. App'x 112",
      "15 Fed. Cl. 201",
      "901 So. 2d 17",
      "612 N.W.2d 88",
      "501 S.E.2d 130",
      "90 Cal. Rptr. 2d 201",
      "112 Ohio St. 3d 201",
      "2006-Ohio-6551",
      "165 Ohio App. 3d 12",
      "839 A.2d 1",
      "271 Mich. App. 500",
      "2019 WI 50",
      "386 Wis. 2d 512",
      "312 Ill. App. 3d 1",
      "360 N.J. Super. 1",
      "62 Mass. App. Ct. 901",
      "140 Conn. App. 55",
      "199 Md. App. 1",
      "301 Ga. App. 17",
      "250 N.C. App. 1",
      "180 Wash. App. 10",
      "290 Or. App. 1",
    ],
  },
  {
    id: "breaks-everywhere",
    text: `The rule is settled. See Sanchez v. Ortiz, 123
F.3d 456, 460 (9th Cir. 1997); Kim v. Park, 77 F.
Supp. 3d 88, 90 (C.D. Cal. 2015); Berg v. Stone, 5 F.4th
1001, 1003 (8th Cir. 2021); Lowell v. Haines, 640 F. App'x 12, 14 (2d
Cir. 2016); (See also Tran v. Vo, 45 F.3d 77, 79 (7th Cir. 1995).) Sanchez, 123 F.3d
at 461; Kim, 77 F. Supp. 3d at
91. Id. at 92.`,
    full: ["123 F.3d 456", "77 F. Supp. 3d 88", "5 F.4th 1001", "640 F. App'x 12", "45 F.3d 77"],
    refs: [
      ["123 F.3d\nat 461", "123 F.3d 456"],
      ["77 F. Supp. 3d at", "77 F. Supp. 3d 88"],
      ["Id. at 92", "77 F. Supp. 3d 88"],
    ],
  },
  {
    id: "dates-in-parentheticals",
    text: `District courts have split. Compare Yates v. Ruiz, No. 3:19-cv-00412, 2019 WL 4567890, at *2 (N.D. Cal. Mar. 4, 2019), with Hale v. Dunn, 2020 U.S. Dist. LEXIS 44521, at *5 (S.D. Tex. Mar. 13, 2020), and Ames v. Fox, 2021 U.S. LEXIS 3412 (U.S. June 1, 2021). The Supreme Court's later ruling, Texas v. New Mexico, ___ U.S. ___, 141 S. Ct. 509, 512 (2020) (per curiam), did not address it. Neither did Biden v. Texas, 597 U.S. 785, 142 S. Ct. 2528 (2022). Yates, 2019 WL 4567890, at *3. Hale, 2020 U.S. Dist. LEXIS 44521, at *6. 141 S. Ct. at 513.`,
    full: [
      "2019 WL 4567890",
      "2020 U.S. Dist. LEXIS 44521",
      "2021 U.S. LEXIS 3412",
      "141 S. Ct. 509",
      "597 U.S. 785",
      "142 S. Ct. 2528",
    ],
    refs: [
      ["Yates, 2019 WL", "2019 WL 4567890"],
      ["Hale, 2020", "2020 U.S. Dist. LEXIS 44521"],
      ["141 S. Ct. at 513", "141 S. Ct. 509"],
    ],
  },
  {
    id: "reference-forms",
    text: `The standard is familiar. Holmes v. Sec. Inv'r Prot. Corp., 503 U.S. 258, 268 (1992). Proximate cause requires "some direct relation." Id. at 268 (emphasis added). Courts apply it strictly. See id. (quoting Associated Gen. Contractors of Cal., Inc. v. Cal. State Council of Carpenters, 459 U.S. 519, 540 (1983)). Anza v. Ideal Steel Supply Corp., 547 U.S. 451, 457 (2006). Id. at 457–58 & n.3. Holmes, 503 U.S., at 269. Anza, supra note 4, at 460. Associated General Contractors, 459 U.S. at 541. See Holmes, supra, at 270; Anza, 547 U.S. at 461; id. at 462.`,
    full: ["503 U.S. 258", "459 U.S. 519", "547 U.S. 451"],
    refs: [
      ["Id. at 268", "503 U.S. 258"],
      ["See id.", "503 U.S. 258"],
      ["Id. at 457", "547 U.S. 451"],
      ["503 U.S., at 269", "503 U.S. 258"],
      ["Anza, supra", "547 U.S. 451"],
      ["459 U.S. at 541", "459 U.S. 519"],
      ["Holmes, supra", "503 U.S. 258"],
      ["547 U.S. at 461", "547 U.S. 451"],
      ["id. at 462", "547 U.S. 451"],
    ],
  },
  {
    id: "statute-then-id",
    text: `The Act defines "employer" broadly. 29 U.S.C. § 203(d). See id. § 203(e)(1). Regulations elaborate. 29 C.F.R. § 791.2(a) (2020). Id. § 791.2(b). The Supreme Court construed the term in Falk v. Brennan, 414 U.S. 190, 195 (1973). Id. at 195. And the Ninth Circuit in Bonnette v. Cal. Health & Welfare Agency, 704 F.2d 1465, 1469 (9th Cir. 1983). Id. at 1470. Cf. Fed. R. Civ. P. 23(b)(3); id. 23(c)(2)(B).`,
    full: ["414 U.S. 190", "704 F.2d 1465"],
    refs: [
      ["id. § 203(e)(1)", "29 U.S.C. § 203(d)"],
      ["Id. § 791.2(b)", "29 C.F.R. § 791.2(a)"],
      ["Id. at 195", "414 U.S. 190"],
      ["Id. at 1470", "704 F.2d 1465"],
    ],
    statutes: ["29 U.S.C. § 203(d)", "29 C.F.R. § 791.2(a)", "Fed. R. Civ. P. 23(b)(3)"],
  },
];
