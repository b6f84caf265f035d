import type { Passage } from "../passage.js";

/** Text that looks like a citation and is not one: dates, money, sections, tables, exhibits, phone numbers. */
export const negativePassages: readonly Passage[] = [
  {
    id: "dates-money-sections",
    text: `On March 3, 2019, Plaintiff paid $1,250,000 to Defendant under Section 12 of the Agreement. By 2021 the balance was 15 U.S. dollars short of the amount in Table 1. The parties met on 12 Jan. 2020 at 9:30 a.m. and again on 4 Feb. 2020 at 10 A.M. in Suite 400. Call (555) 123-4567 or 1-800-555-0199 for details. In 2003, 5 U.S. troops were injured and 12 Marines were evacuated; 17 F. temperatures were recorded on 3 Dec. 2003. The shipment weighed 2,500 lbs. and cost 300 U.S. cents per unit.`,
    full: [],
  },
  {
    id: "record-cites",
    text: `See Compl. ¶¶ 4–19; Dkt. No. 45 at 3; ECF No. 12, at 5; Ex. 4 at 12; Tr. 112:4–18; App. 233; Decl. of J. Smith ¶ 7, Ex. B at 2. The hearing is set for Courtroom 3, 17th Floor, 450 Golden Gate Ave. The deposition spanned pages 5 to 212 of Volume 2. The Court GRANTS the motion in part. See Order at 14 n.3. Local Rule 7-3 limits briefs to 25 pages; Civil L.R. 7-2(b).`,
    full: [],
  },
  {
    id: "secondary-sources",
    text: `Commentators have criticised the rule. See Arthur R. Miller, From Conley to Twombly to Iqbal, 60 Duke L.J. 1, 10 (2010); Stephen B. Burbank, Pleading and the Dilemmas of "General Rules," 2009 Wis. L. Rev. 535, 537; 5 Charles Alan Wright & Arthur R. Miller, Federal Practice and Procedure § 1216 (4th ed. 2023); Restatement (Second) of Torts § 402A (Am. L. Inst. 1965); 2 McCormick on Evidence § 185 (8th ed. 2020); 75 Am. Jur. 2d Trial § 4 (2021).`,
    full: [],
  },
  {
    id: "numbers-in-prose",
    text: `The Company had 410 U.S. employees and 93 S. Carolina contractors in 2019. Revenue fell 35% to 147 million. Of 550 U.S. applicants, 544 were admitted; 12 N. Main St. was sold for $2 million. Between 1990 and 2000, 25 Cal. residents and 100 N.Y. residents joined the class. Page 3 of 10. Claim 1 of U.S. Patent No. 9,123,456 recites 12 steps.`,
    full: [],
  },
];
