import { describe, expect, test } from "vitest";
import { extractCitations } from "./extract.js";

describe("text that merely looks like a citation", () => {
  test.each([
    "On March 3, 2021, the parties met.",
    "The hearing was set for June 22, 2023 at 10 a.m.",
    "Plaintiff paid $5,000 and then $12,500.50.",
    "The settlement was $1,234,567 in 2019.",
    "Under section 12 of the Act, the agency must act.",
    "Sections 3 and 4 of the agreement govern.",
    "See Page 5 of 10 of the exhibit.",
    "Exhibit 12 at page 3 shows the invoice.",
    "The letters 3 F. and 4 G. appear on the form.",
    "We met at 10:30 A.M. and left at 5 P.M. sharp.",
    "Call (555) 123-4567 or 555-123-4567 or +1 212 555 0100.",
    "In 2019 Congress passed 3 bills and 12 Resolutions.",
    "He filed 12 Motions 3 times.",
    "The 2 U.S. Marshals arrived.",
    "The 12 F. cases were sorted.",
    "Table 3 A. 4 lists the data.",
    "Exhibit 12 F. 3 is blank.",
    "Suite 200, Columbus, Ohio 43215.",
    "She lived at 10 Downing St. 5 (2019) for a while.",
    "About 5 Ways 10 Tips (2019) were listed.",
    "Chapter 11 Bankruptcy Code proceedings began in 2020.",
    "Room 4 Ohio 12 was booked.",
    "Idaho and Iowa joined the brief.",
    "The id. card was expired.",
    "Paragraph 5 of the Complaint alleges 12 counts.",
    "Docket No. 22-cv-1461 (PKC) was reassigned.",
    "Case No. 1:19-cv-01234 was filed on 3/4/2019.",
    "Version 2.0 of the software shipped in Q3 2021.",
    "The vote was 5-4 in 2022.",
    "She scored 98 out of 100 in 2020.",
    "A 3 to 2 majority held so in 1999.",
    "123 Harv. L. Rev. 456 (2010) discusses it.",
    "99 Yale L.J. 1 (1990) disagrees.",
    "45 Stan. L. Rev. 789 (1993) is a classic.",
    "155 Cong. Rec. 1234 (2009) records the debate.",
    "Restatement (Second) of Torts § 402A (1965).",
    "11 Charles Alan Wright & Arthur R. Miller, Federal Practice and Procedure § 2948 (3d ed. 2013).",
    "Black's Law Dictionary 1012 (11th ed. 2019).",
    "H.R. Rep. No. 104-458, at 5 (1996).",
    "U.S. Const. art. III, § 2.",
    "ISO 9001 certification (2015) is required.",
    "Route 66 Arizona 12 (1950) was a song.",
    "The ratio was 1 in 1,000.",
    "Flight UA 123 departs at 5:45.",
    "Annotation, Liability of Landlord, 12 A.L.R.5th 345 (1993).",
    "12 A.L.R. Fed. 3d 1 (2016).",
    "63C Am. Jur. 2d Products Liability § 5 (2020).",
    "12 Am. Jur. Trials 1 (1966).",
    "88 C.J.S. Trial § 5 (2019).",
    "5 U.L.A. 123 (1999).",
    "S. Rep. No. 95-989, at 5 (1978), reprinted in 1978 U.S.C.C.A.N. 5787 (1978).",
    "49 Op. Att'y Gen. 1 (1980).",
    "12 Wash. & Lee L. Rev. 345 (1955).",
    "12 Stan. J. Complex Litig. 1 (2020).",
    "See supra Part II.A; Part III, supra; Section IV, supra.",
    "The supra-national body met in 2021.",
  ])("%s", (text) => {
    expect(extractCitations(text).map((citation) => citation.text)).toEqual([]);
  });
});

describe("reporters that are not in the table", () => {
  test.each([
    ["Smith v. Jones, 123 F.5th 456 (9th Cir. 2019).", "F.5th"],
    ["Doe v. Roe, 12 Cal. 7th 34 (2020).", "Cal. 7th"],
    ["Doe v. Roe, 12 N.W.4th 34 (Minn. 2020).", "N.W.4th"],
    ["Doe v. Roe, 12 So. 4th 34 (Fla. 2020).", "So. 4th"],
    ["Doe v. Roe, 12 Fed. Supp. 5th 34 (D. Mass. 2020).", "Fed. Supp. 5th"],
    ["Doe v. Roe, 45 Xyz. Rptr. 67 (Tex. 2015).", "Xyz. Rptr."],
  ])("%s is a case citation with an unknown reporter", (text, reporter) => {
    const [citation] = extractCitations(text);
    expect(citation).toMatchObject({ kind: "case", reporterKnown: false, reporter, year: expect.any(Number) });
  });

  test("an unknown abbreviation without a court and year parenthetical is not a citation", () => {
    expect(extractCitations("Doe v. Roe, 12 Xyz. Rptr. 34.")).toEqual([]);
  });

  test("a short form of an unknown reporter cited before resolves to it", () => {
    const [full, short] = extractCitations("Smith v. Jones, 123 F.5th 456 (9th Cir. 2019). Smith, 123 F.5th at 460.");
    expect(full?.reporterKnown).toBe(false);
    expect(short).toMatchObject({ kind: "short_case", reporterKnown: false, refersTo: 0 });
  });
});
