import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { attachmentsFromDocketText, parseCourtNotice } from "./notice-parser.js";
import type { CourtNoticeMail, ParsedCourtNotice } from "./types.js";

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), "utf8");

function textMail(name: string, from = "cmecf_notices@example.invalid"): CourtNoticeMail {
  return { from, subject: "Activity in Case", text: fixture(name) };
}

function htmlMail(name: string, from = "cmecf_notices@example.invalid"): CourtNoticeMail {
  return { from, subject: "Activity in Case", html: fixture(name) };
}

function parsed(mail: CourtNoticeMail): ParsedCourtNotice {
  const notice = parseCourtNotice(mail);
  if (!notice) throw new Error("expected a court notice");
  return notice;
}

function only(mail: CourtNoticeMail) {
  const notice = parsed(mail);
  expect(notice.entries).toHaveLength(1);
  const [entry] = notice.entries;
  if (!entry) throw new Error("no entry");
  return { notice, entry };
}

describe("district Notice of Electronic Filing, text", () => {
  test("reads court, case, entry, filer, dates, documents and the free-look link", () => {
    const { notice, entry } = only(textMail("district-nef.txt", "NYSD_ECF_Pool@nysd.uscourts.gov"));
    expect(notice).toMatchObject({ kind: "nef", format: "text" });
    expect(notice.court.id).toBe("nysd");
    expect(entry).toEqual({
      courtId: "nysd",
      caseNumber: "1:22-cv-01461-PKC",
      docketNumber: "22-cv-1461",
      caseName: "Quillfeather Widgets, Inc. v. Borealis Tinware Holdings LLC",
      entryNumber: 42,
      docketText:
        "MOTION to Compel Production of Documents. Document filed by Quillfeather Widgets, Inc.. (Attachments: # (1) Declaration of Delia Marlowe, # (2) Exhibit A - Requests (Set One))(Marlowe, Delia) (Entered: 03/04/2024)",
      filer: "Quillfeather Widgets, Inc.",
      filedOn: "2024-03-04",
      enteredAt: "2024-03-04T10:15:00-05:00",
      documents: [
        {
          number: "42",
          description: "Main Document",
          url: "https://ecf.nysd.uscourts.gov/doc1/127031234567?caseid=573911&de_seq_num=188&magic_num=48213377",
        },
        { number: "42-1", description: "Declaration of Delia Marlowe", url: null },
        { number: "42-2", description: "Exhibit A - Requests (Set One)", url: null },
      ],
      restricted: false,
    });
  });

  test("the court comes from the heading when the sender is no court", () => {
    expect(parsed(textMail("district-nef.txt", "someone@firm.example")).court.id).toBe("nysd");
  });

  test("the court comes from the sender's domain when the heading is missing", () => {
    const text = fixture("district-nef.txt").replace("U.S. District Court\n\nSouthern District of New York\n", "");
    const notice = parsed({ from: "NYSD_ECF_Pool@nysd.uscourts.gov", subject: "", text });
    expect(notice.court.id).toBe("nysd");
  });

  test("and from the host of its CM/ECF link when neither says", () => {
    const text = fixture("district-nef.txt").replace("U.S. District Court\n\nSouthern District of New York\n", "");
    expect(parsed({ from: "forwarder@firm.example", subject: "", text }).court.id).toBe("nysd");
  });

  test("a bankruptcy heading outranks a district sender of the same district", () => {
    const notice = parsed({ from: "cmecf@nysd.uscourts.gov", subject: "", text: fixture("bankruptcy-nef.txt") });
    expect(notice.court.id).toBe("nysb");
  });
});

describe("district Notice of Electronic Filing, HTML", () => {
  test("reads the linked document number, its attachments and their links", () => {
    const { notice, entry } = only(htmlMail("district-nef.html", "ecf_bounces@cacd.uscourts.gov"));
    expect(notice).toMatchObject({ kind: "nef", format: "html" });
    expect(notice.court.id).toBe("cacd");
    expect(entry).toMatchObject({
      caseNumber: "2:24-cv-05518-MEMF-AJR",
      docketNumber: "24-cv-5518",
      caseName: "Sorrel Peak Studios LLC v. Larkmoor Media Group, Inc.",
      entryNumber: 18,
      filer: "Larkmoor Media Group, Inc.",
      filedOn: "2024-07-09",
      enteredAt: "2024-07-09T16:41:00-07:00",
      restricted: false,
    });
    expect(entry.docketText).toMatch(/^NOTICE OF MOTION AND MOTION to Dismiss Case .* \(Entered: 07\/09\/2024\)$/);
    expect(entry.docketText).not.toContain("https://");
    expect(entry.documents).toEqual([
      {
        number: "18",
        description: "Main Document",
        url: "https://ecf.cacd.uscourts.gov/doc1/031144456789?caseid=902211&de_seq_num=61&magic_num=77120934",
      },
      {
        number: "18-1",
        description: "Memorandum of Points and Authorities",
        url: "https://ecf.cacd.uscourts.gov/doc1/031144456790?caseid=902211&de_seq_num=61&magic_num=77120935",
      },
      { number: "18-2", description: "Proposed Order", url: null },
    ]);
  });

  test("the HTML part is preferred when a message has both", () => {
    const mail = { ...htmlMail("district-nef.html"), text: fixture("district-nef.txt") };
    expect(parsed(mail)).toMatchObject({ format: "html", court: { id: "cacd" } });
  });

  test("the text part is read when the HTML part is no notice", () => {
    const mail = { ...textMail("district-nef.txt"), html: "<p>Hello</p>" };
    expect(parsed(mail)).toMatchObject({ format: "text", court: { id: "nysd" } });
  });
});

describe("NextGen CM/ECF", () => {
  test("a minute entry with no document attached: numbered, no documents, not restricted", () => {
    const { notice, entry } = only(htmlMail("nextgen-nef.html", "USDC_ECF_ILND@ilnd.uscourts.gov"));
    expect(notice.court.id).toBe("ilnd");
    expect(entry).toMatchObject({
      caseNumber: "1:25-cv-03307",
      docketNumber: "25-cv-3307",
      caseName: "Halvorsen Orchard Supply Co. v. Ferncastle Logistics, Inc. et al",
      entryNumber: 27,
      filer: null,
      filedOn: "2025-11-18",
      enteredAt: "2025-11-18T14:07:00-06:00",
      documents: [],
      restricted: false,
    });
    expect(entry.docketText).toMatch(/^MINUTE entry before the Honorable Sabine Okonkwo-Reyes: .*\(rbk, \)$/);
  });

  test("the heading's version suffix does not hide the court", () => {
    expect(parsed(htmlMail("nextgen-nef.html", "someone@firm.example")).court.id).toBe("ilnd");
  });
});

describe("bankruptcy Notice of Electronic Filing", () => {
  test("reads the entry, its attachments and the filer from the docket text", () => {
    const { notice, entry } = only(textMail("bankruptcy-nef.txt", "nysb_cmecf_notices@nysb.uscourts.gov"));
    expect(notice.court.id).toBe("nysb");
    expect(entry).toMatchObject({
      caseNumber: "22-10943-mew",
      docketNumber: "22-10943",
      caseName: "Northwind Lantern Outfitters LLC",
      entryNumber: 1045,
      filer: "Tamsin Oyelaran-Bright on behalf of Official Committee of Unsecured Creditors",
      filedOn: "2024-02-27",
      enteredAt: "2024-02-27T16:12:00-05:00",
      restricted: false,
    });
    expect(entry.documents.map((document) => [document.number, document.description])).toEqual([
      ["1045", "Main Document"],
      ["1045-1", "Exhibit A - Proposed Order"],
      ["1045-2", "Certificate of Service"],
    ]);
    expect(entry.documents[0]?.url).toBe(
      "https://ecf.nysb.uscourts.gov/doc1/126045678901?pdf_header=&magic_num=67219044&de_seq_num=4211&caseid=318822",
    );
  });
});

describe("bankruptcy adversary proceeding, HTML", () => {
  test("reads the entry, the linked document and the attachment from the associated documents", () => {
    const { notice, entry } = only(htmlMail("bankruptcy-adversary-nef.html", "debnotices@deb.uscourts.gov"));
    expect(notice).toMatchObject({ kind: "nef", format: "html", court: { id: "deb" } });
    expect(entry).toEqual({
      courtId: "deb",
      caseNumber: "24-50312-CTG",
      docketNumber: "24-50312",
      caseName: "Tidewell Freight Holdings, Inc. v. Corriveau Capital Partners LP",
      entryNumber: 14,
      docketText:
        "Answer to Complaint (Amended) Filed by Corriveau Capital Partners LP. (Attachments: # (1) Certificate of Service) (Solvang-Pratt, Ingrid)",
      filer: "Corriveau Capital Partners LP",
      filedOn: "2025-01-16",
      enteredAt: "2025-01-16T23:58:00-05:00",
      documents: [
        {
          number: "14",
          description: "Main Document",
          url: "https://ecf.deb.uscourts.gov/doc1/042024998877?pdf_header=&magic_num=55003112&de_seq_num=88&caseid=201774",
        },
        { number: "14-1", description: "Certificate of Service", url: null },
      ],
      restricted: false,
    });
  });

  test("a heading on one line with a line break inside names the court", () => {
    const html = fixture("bankruptcy-adversary-nef.html").replace(
      "United States Bankruptcy Court<br>District of Delaware",
      "United States Bankruptcy Court for the District of Delaware",
    );
    expect(parsed({ from: "", subject: "", html }).court.id).toBe("deb");
  });
});

describe("court headings", () => {
  const withHeading = (heading: string) =>
    fixture("district-nef.txt")
      .replace("U.S. District Court\n\nSouthern District of New York\n", heading)
      .replace(/https:\/\/ecf\.nysd\.uscourts\.gov/, "https://ecf.example.invalid");

  test.each([
    ["UNITED STATES DISTRICT COURT\nSOUTHERN DISTRICT OF NEW YORK\n", "nysd"],
    ["United States District Court for the Eastern District of Virginia\n", "vaed"],
    ["U.S. District Court\nEastern District of Virginia - (Alexandria)\n", "vaed"],
    ["U.S. District Court\nDistrict of Columbia\n", "dcd"],
    ["U.S. District Court\nDistrict of Puerto Rico\n", "prd"],
    ["District Court of Guam\n", "gud"],
    ["District Court of Guam\nBankruptcy Division\n", "gub"],
    ["District Court for the Northern Mariana Islands\n", "nmid"],
    ["District Court of the Virgin Islands\n", "vid"],
    ["U.S. Bankruptcy Court\nNorthern District of Texas\n", "txnb"],
    ["United States Court of Appeals for the District of Columbia Circuit\n", "cadc"],
  ])("%j is %s", (heading, id) => {
    expect(parsed({ from: "", subject: "", text: withHeading(heading) }).court.id).toBe(id);
  });

  test("a heading that names no known court, and nothing else that does, is no notice", () => {
    expect(
      parseCourtNotice({ from: "", subject: "", text: withHeading("U.S. District Court\nDistrict of Atlantis\n") }),
    ).toBeNull();
  });
});

describe("layouts that vary", () => {
  test("values in the row below their labels", () => {
    const html = fixture("district-nef.html")
      .replace(
        "<tr><td><strong>Case Number:</strong></td><td>",
        "<tr><td><strong>Case Number:</strong></td></tr><tr><td>",
      )
      .replace(
        "<tr><td><strong>Document Number:</strong></td><td>",
        "<tr><td><strong>Document Number:</strong></td></tr><tr><td>",
      );
    const { entry } = only({ from: "", subject: "", html });
    expect(entry).toMatchObject({ caseNumber: "2:24-cv-05518-MEMF-AJR", entryNumber: 18 });
    expect(entry.documents[0]?.url).toContain("magic_num=77120934");
  });

  test("case number written before case name, in a notice of two cases", () => {
    const text = [
      "U.S. District Court",
      "District of Delaware",
      "Notice of Electronic Filing",
      "The following transaction was entered on 10/2/2024 at 6:48 PM EDT and filed on 10/2/2024",
      "Case Number: 1:24-cv-00388-GBW",
      "Case Name: Brightwater Optics Corp. v. Kestrel Lumen Technologies, Inc.",
      "Document Number: 58(No document attached)",
      "Case Number: 1:24-cv-00412-GBW",
      "Case Name: Brightwater Optics Corp. v. Ostrander Photonics LLC",
      "Document Number: 31(No document attached)",
      "Docket Text:",
      "ORAL ORDER: A discovery conference is set for 10/9/2024 at 2:00 PM. Ordered by Judge Gideon B. Whitcombe.",
    ].join("\n");
    const notice = parsed({ from: "", subject: "", text });
    expect(notice.entries.map((entry) => [entry.docketNumber, entry.caseName, entry.entryNumber])).toEqual([
      ["24-cv-388", "Brightwater Optics Corp. v. Kestrel Lumen Technologies, Inc.", 58],
      ["24-cv-412", "Brightwater Optics Corp. v. Ostrander Photonics LLC", 31],
    ]);
    expect(notice.entries.every((entry) => !entry.restricted && entry.documents.length === 0)).toBe(true);
  });

  test("filed and entered on different days, with no zone written", () => {
    const text = fixture("district-nef.txt").replace(
      "on 3/4/2024 at 10:15 AM EST and filed on 3/4/2024",
      "on 3/4/2024 at 9:05 AM and filed on 3/1/2024",
    );
    expect(only({ from: "", subject: "", text }).entry).toMatchObject({
      filedOn: "2024-03-01",
      enteredAt: "2024-03-04T09:05:00-05:00",
    });
  });

  test("Windows line ends and non-breaking spaces", () => {
    const text = fixture("district-nef.txt")
      .replace(/\n/g, "\r\n")
      .replace(/Case Name: {11}/, "Case Name:\u00a0");
    expect(only({ from: "", subject: "", text }).entry).toMatchObject({
      caseName: "Quillfeather Widgets, Inc. v. Borealis Tinware Holdings LLC",
      docketNumber: "22-cv-1461",
    });
  });

  test("a deadline after 'filed by' is no filer; the filer after it is", () => {
    const text = fixture("district-nef.txt").replace(
      "MOTION to Compel Production of Documents. Document filed by Quillfeather Widgets, Inc..",
      "MOTION to Compel Production of Documents, any opposition to be filed by March 18, 2024. Document filed by Quillfeather Widgets, Inc..",
    );
    const withoutFilerField = text.replace("Filer:               Quillfeather Widgets, Inc.\n", "");
    expect(only({ from: "", subject: "", text: withoutFilerField }).entry.filer).toBe("Quillfeather Widgets, Inc.");
    const deadlineOnly = withoutFilerField.replace(" Document filed by Quillfeather Widgets, Inc..", "");
    expect(only({ from: "", subject: "", text: deadlineOnly }).entry.filer).toBeNull();
  });

  test("a text-only entry written 'Document Number: No document attached'", () => {
    const text = fixture("district-nef.txt")
      .replace("Document Number:     42", "Document Number:     No document attached")
      .replace(/Copy the URL address.*\nhttps:\/\/\S+\n/, "");
    expect(only({ from: "", subject: "", text }).entry).toMatchObject({
      entryNumber: null,
      documents: [],
      restricted: false,
    });
  });
});

describe("multi-case Notice of Electronic Filing", () => {
  test("one filing docketed in three cases gives one entry per case, each with its own number and link", () => {
    const notice = parsed(textMail("multi-case-nef.txt", "njdefiling@njd.uscourts.gov"));
    expect(notice.court.id).toBe("njd");
    expect(
      notice.entries.map((entry) => [entry.caseNumber, entry.docketNumber, entry.caseName, entry.entryNumber]),
    ).toEqual([
      ["2:23-md-03077-BRM-RLS", "23-md-3077", "IN RE: GLIMMERFIELD SOLVENT PRODUCTS LIABILITY LITIGATION", 311],
      ["2:23-cv-21406-BRM-RLS", "23-cv-21406", "PELLINGHAM v. GLIMMERFIELD CHEMICAL CO.", 44],
      ["2:24-cv-00917-BRM-RLS", "24-cv-917", "OSTERHOLT et al v. GLIMMERFIELD CHEMICAL CO. et al", 12],
    ]);
    expect(notice.entries.map((entry) => entry.documents[0]?.url?.split("caseid=")[1])).toEqual([
      "511002&de_seq_num=1422&magic_num=10593311",
      "512340&de_seq_num=201&magic_num=10593312",
      "513377&de_seq_num=58&magic_num=10593313",
    ]);
    for (const entry of notice.entries) {
      expect(entry).toMatchObject({
        docketText:
          "CASE MANAGEMENT ORDER NO. 9 (Plaintiff Fact Sheets). Signed by Judge Bronwyn R. Marchetti on 5/14/2024. (jd, )",
        filedOn: "2024-05-14",
        enteredAt: "2024-05-14T09:02:00-04:00",
        filer: null,
        restricted: false,
      });
    }
  });
  test("HTML: a table per case", () => {
    const table = (name: string, number: string, entry: string, link: string) =>
      `<table><tr><td><strong>Case Name:</strong></td><td>${name}</td></tr><tr><td><strong>Case Number:</strong></td><td><a href="https://ecf.ilnd.uscourts.gov/cgi-bin/DktRpt.pl?1">${number}</a></td></tr><tr><td><strong>Filer:</strong></td><td></td></tr><tr><td><strong>Document Number:</strong></td><td><a href="https://ecf.ilnd.uscourts.gov/doc1/${link}">${entry}</a></td></tr></table>`;
    const html = fixture("nextgen-nef.html").replace(
      /<table[\s\S]*<\/table>/,
      table("In re Fennimore Data Breach Litigation", "1:25-cv-01001", "88", "0671?magic_num=1") +
        table("Ashby v. Fennimore Health, Inc.", "1:25-cv-01337", "9", "0672?magic_num=2"),
    );
    const notice = parsed({ from: "", subject: "", html });
    expect(
      notice.entries.map((entry) => [entry.docketNumber, entry.caseName, entry.entryNumber, entry.documents[0]?.url]),
    ).toEqual([
      [
        "25-cv-1001",
        "In re Fennimore Data Breach Litigation",
        88,
        "https://ecf.ilnd.uscourts.gov/doc1/0671?magic_num=1",
      ],
      ["25-cv-1337", "Ashby v. Fennimore Health, Inc.", 9, "https://ecf.ilnd.uscourts.gov/doc1/0672?magic_num=2"],
    ]);
  });
});

describe("appellate Notice of Docket Activity", () => {
  test("text: court, case, filed date, the document link; no entry number", () => {
    const { notice, entry } = only(textMail("appellate-nda.txt", "cmecf@ca4.uscourts.gov"));
    expect(notice).toMatchObject({ kind: "nda", format: "text", court: { id: "ca4" } });
    expect(entry).toMatchObject({
      caseNumber: "24-1187",
      docketNumber: "24-1187",
      caseName: "Quarrington Mills, LLC v. Tessaline Fabrics, Inc.",
      entryNumber: null,
      filer: "Appellee Tessaline Fabrics, Inc.",
      filedOn: "2024-04-22",
      enteredAt: null,
      restricted: false,
      documents: [
        {
          number: null,
          description: "Response to motion",
          url: "https://ecf.ca4.uscourts.gov/docs1/004011234567?uid=5e1f0c2b8a7d9e10",
        },
      ],
    });
    expect(entry.docketText).toMatch(/^RESPONSE\/ANSWER by Appellee .* \(NRE\)$/);
  });

  test("HTML: the entered time in the docket text, read in the court's zone", () => {
    const { notice, entry } = only(htmlMail("appellate-nda.html", "cmecf@cafc.uscourts.gov"));
    expect(notice).toMatchObject({ kind: "nda", format: "html", court: { id: "cafc" } });
    expect(entry).toMatchObject({
      caseNumber: "24-1345",
      docketNumber: "24-1345",
      caseName: "Pemberly Acoustics, Inc. v. Stonequill Devices LLC",
      entryNumber: null,
      filer: "Appellant Pemberly Acoustics, Inc.",
      filedOn: "2024-06-03",
      enteredAt: "2024-06-03T15:15:00-04:00",
      documents: [
        {
          number: null,
          description: "Entry of Appearance",
          url: "https://ecf.cafc.uscourts.gov/docs1/01302299812?uid=a1b2c3d4e5f60718",
        },
      ],
    });
  });

  test("a winter time without a zone takes standard time", () => {
    const html = fixture("appellate-nda.html").replace(
      "[Entered: 06/03/2024 03:15 PM]",
      "[Entered: 12/03/2024 03:15 PM]",
    );
    expect(only({ from: "", subject: "", html }).entry.enteredAt).toBe("2024-12-03T15:15:00-05:00");
  });
});

describe("sealed or restricted entries", () => {
  test("a sealed letter has no link and says so", () => {
    const { notice, entry } = only(textMail("sealed-nef.txt", "ded_nefreply@ded.uscourts.gov"));
    expect(notice.court.id).toBe("ded");
    expect(entry).toMatchObject({ entryNumber: 57, docketNumber: "24-cv-388", restricted: true });
    expect(entry.documents.map((document) => document.url)).toEqual([null, null, null]);
    expect(entry.documents.map((document) => document.number)).toEqual(["57", "57-1", "57-2"]);
  });

  test("a numbered document without a link is restricted even when the text does not say sealed", () => {
    const text = fixture("district-nef.txt").replace(/Copy the URL address.*\nhttps:\/\/\S+\n/, "");
    const { entry } = only({ from: "", subject: "", text });
    expect(entry.restricted).toBe(true);
    expect(entry.documents[0]).toEqual({ number: "42", description: "Main Document", url: null });
  });
});

describe("forwarded notices", () => {
  test("Gmail's forward of a text notice", () => {
    const { notice, entry } = only(textMail("gmail-forward.txt", "noor@firm.example"));
    expect(notice.court.id).toBe("nysd");
    expect(entry).toMatchObject({ docketNumber: "22-cv-1461", entryNumber: 42, filedOn: "2024-03-04" });
    expect(entry.documents[0]?.url).toContain("magic_num=48213377");
  });

  test("Gmail's forward of an HTML notice", () => {
    const { notice, entry } = only(htmlMail("gmail-forward.html", "noor@firm.example"));
    expect(notice).toMatchObject({ format: "html", court: { id: "cacd" } });
    expect(entry).toMatchObject({ docketNumber: "24-cv-5518", entryNumber: 18 });
    expect(entry.documents[0]?.url).toContain("magic_num=77120934");
  });

  test("Outlook's '>'-quoted forward", () => {
    const { notice, entry } = only(textMail("outlook-quoted.txt", "lucius@fairweather.example"));
    expect(notice.court.id).toBe("nysb");
    expect(entry).toMatchObject({
      docketNumber: "22-10943",
      entryNumber: 1045,
      caseName: "Northwind Lantern Outfitters LLC",
      restricted: false,
    });
    expect(entry.documents).toHaveLength(3);
  });

  test("the forwarded header's court address is used when nothing else names the court", () => {
    const text = fixture("gmail-forward.txt")
      .replace("U.S. District Court\n\nSouthern District of New York\n", "")
      .replace(/https:\/\/ecf\.nysd\.uscourts\.gov\S+/, "");
    expect(parsed({ from: "noor@firm.example", subject: "", text }).court.id).toBe("nysd");
  });
});

describe("ACMS Notice of Docket Activity (Second and Ninth Circuits)", () => {
  const acmsSubject = "Halloran Vineyards, LLC, et al. v. Pettibone Cooperage Co. 25-3187 - 041 - Order";
  const acmsMail = (html = fixture("acms-nda.html"), from = "ACMS@ca9.fedcourts.us", subject = acmsSubject) => ({
    from,
    subject,
    html,
  });
  const ninthHeading = "United States Court of Appeals for the&nbsp;Ninth Circuit";

  test("HTML: court, case, the entry number from the subject, docket text, dates and each document's link", () => {
    const { notice, entry } = only(acmsMail());
    expect(notice).toMatchObject({ kind: "nda", format: "html", court: { id: "ca9" } });
    expect(entry).toEqual({
      courtId: "ca9",
      caseNumber: "25-3187",
      docketNumber: "25-3187",
      caseName: "Halloran Vineyards, LLC, et al. v. Pettibone Cooperage Co.",
      entryNumber: 41,
      docketText:
        "ORDER FILED. (Rosalind T. ABERNATHY-KOH, Matthias O. ELLSWORTH, Priya D. NANDAKUMAR) Appellants' motion to stay the judgment pending appeal (Docket Entry No. 12) is granted in part. The opening brief is due November 3, 2025. [Entered: 09/22/2025 10:14 AM]",
      filer: null,
      filedOn: "2025-09-22",
      enteredAt: "2025-09-22T10:12:47-07:00",
      documents: [
        {
          number: null,
          description: "Order",
          url: "https://ca9-showdoc.azurewebsites.us/NDA/7e1c44a0-5b97-f011-8e61-001dd80a2f3c",
        },
        {
          number: null,
          description: "Statement of Judge Ellsworth",
          url: "https://ca9-showdoc.azurewebsites.us/NDA/9a02f1d8-5b97-f011-8e61-001dd80a2f3c",
        },
      ],
      restricted: false,
    });
  });

  test("the court comes from ACMS's fedcourts.us sender when the heading is missing", () => {
    const html = fixture("acms-nda.html").replace(ninthHeading, "");
    expect(parsed(acmsMail(html)).court.id).toBe("ca9");
  });

  test("and from the court's ACMS document host when neither heading nor sender says", () => {
    const html = fixture("acms-nda.html").replace(ninthHeading, "");
    expect(parsed(acmsMail(html, "someone@firm.example")).court.id).toBe("ca9");
  });

  test("a link to a look-alike host is no document link and names no court", () => {
    const html = fixture("acms-nda.html").replaceAll(
      "ca9-showdoc.azurewebsites.us/NDA",
      "ca9-showdocs.azurewebsites.us/NDA",
    );
    const { entry } = only(acmsMail(html, "someone@firm.example"));
    expect(entry.documents.map((document) => document.url)).toEqual([null, null]);
    expect(parseCourtNotice(acmsMail(html.replace(ninthHeading, ""), "someone@firm.example"))).toBeNull();
  });

  test.each([
    [
      "a subject without an entry number",
      "National Vintners v. Pettibone Cooperage Co. 25-3187 - Citation of Supplemental Authorities - 515663",
    ],
    ["another case's number", "Halloran Vineyards, LLC v. Pettibone Cooperage Co. 25-3188 - 041 - Order"],
    ["a number glued to the case number", "Halloran Vineyards v. Pettibone 125-3187 - 041 - Order"],
    ["no subject", ""],
  ])("no entry number from %s", (_name, subject) => {
    expect(only(acmsMail(undefined, undefined, subject)).entry.entryNumber).toBeNull();
  });

  test("an entry without documents (a notice of appearance) is not restricted", () => {
    const html = fixture("acms-nda.html").replace(/<div class='documents'>.*?<\/div>/s, "");
    const { entry } = only(
      acmsMail(html, undefined, "Halloran Vineyards v. Pettibone 25-3187 - 042 - Notice of Appearance"),
    );
    expect(entry).toMatchObject({ entryNumber: 42, documents: [], restricted: false });
  });

  test("plain text forwarded by a member: the court from the heading, the number from the forwarded subject", () => {
    const mail = {
      from: "ines@wexler-hale.example",
      subject:
        "Fwd: Brannigan Shipping Corp. v. Ostrova Marine Insurance Co. 24-2716 - 087 - Petition for Rehearing En Banc FILED",
      text: fixture("acms-nda-forward.txt"),
    };
    const { notice, entry } = only(mail);
    expect(notice).toMatchObject({ kind: "nda", format: "text", court: { id: "ca2" } });
    expect(entry).toEqual({
      courtId: "ca2",
      caseNumber: "24-2716",
      docketNumber: "24-2716",
      caseName: "Brannigan Shipping Corp. v. Ostrova Marine Insurance Co.",
      entryNumber: 87,
      docketText:
        "PETITION FOR REHEARING EN BANC, on behalf of Appellant Brannigan Shipping Corp., FILED. Service date 10/09/2025 by ACMS. [Entered: 10/09/2025 06:40 PM]",
      filer: "Appellant Brannigan Shipping Corp.",
      filedOn: "2025-10-09",
      enteredAt: "2025-10-09T18:39:12-04:00",
      documents: [
        {
          number: null,
          description: "Petition for Rehearing En Banc",
          url: "https://ca2-showdoc.azurewebsites.us/NDA/3c1d9e42-77a5-f011-8e61-001dd80b4c2a",
        },
      ],
      restricted: false,
    });
  });

  test("the forwarded header's ACMS address names the court when nothing else does", () => {
    const text = fixture("acms-nda-forward.txt")
      .replace("United States Court of Appeals for the Second Circuit\n", "")
      .replaceAll("ca2-showdoc.azurewebsites.us", "example.invalid");
    expect(parsed({ from: "ines@wexler-hale.example", subject: "", text }).court.id).toBe("ca2");
  });

  test("the document line right under the docket text is not docket text", () => {
    const text = fixture("acms-nda-forward.txt").replace(
      "[Entered: 10/09/2025 06:40 PM]\n\n\n",
      "[Entered: 10/09/2025 06:40 PM]\n",
    );
    const { entry } = only({ from: "", subject: "", text });
    expect(entry.docketText).toMatch(/\[Entered: 10\/09\/2025 06:40 PM\]$/);
    expect(entry.documents).toHaveLength(1);
  });
});

describe("bankruptcy appellate panel Notice of Docket Activity", () => {
  const bapMail = (text = fixture("bap-nda.txt"), from = "ca10_cmecf_notify@ca10.uscourts.gov") => ({
    from,
    subject: '24-19 Ostermeyer v. Calloway Farm Credit "Appellee\'s brief filed"',
    text,
  });

  test("sent from the circuit's CM/ECF, the heading names the panel", () => {
    const { notice, entry } = only(bapMail());
    expect(notice).toMatchObject({ kind: "nda", format: "text", court: { id: "bap10" } });
    expect(entry).toEqual({
      courtId: "bap10",
      caseNumber: "24-19",
      docketNumber: "24-19",
      caseName: "Ostermeyer v. Calloway Farm Credit, ACA",
      entryNumber: null,
      docketText:
        "[10218864] Appellee's brief filed by Calloway Farm Credit, ACA. Served on 02/18/2025. Manner of Service: ECF/NDA. Appellant's optional reply brief due 03/04/2025. [Entered: 02/18/2025 02:36 PM]",
      filer: "Calloway Farm Credit, ACA",
      filedOn: "2025-02-18",
      enteredAt: "2025-02-18T14:36:00-07:00",
      documents: [
        {
          number: null,
          description: "Appellee's Brief",
          url: "https://ecf.ca10.uscourts.gov/docs1/010111872304?uid=c41d0e9a7b3f2a15",
        },
      ],
      restricted: false,
    });
  });

  test("the same sender with the circuit's heading is the court of appeals", () => {
    const text = fixture("bap-nda.txt").replace(
      "United States Bankruptcy Appellate Panel for the Tenth Circuit",
      "United States Court of Appeals for the Tenth Circuit",
    );
    expect(parsed(bapMail(text)).court.id).toBe("ca10");
  });

  test.each([
    ["U.S. Bankruptcy Appellate Panel of the First Circuit", "bap1"],
    ["United States Bankruptcy Appellate Panel of the Sixth Circuit", "bap6"],
    ["United States Bankruptcy Appellate Panel for the Eighth Circuit", "bap8"],
    ["United States Bankruptcy Appellate Panel for the Ninth Circuit", "bap9"],
  ])("%j is %s", (heading, id) => {
    const text = fixture("bap-nda.txt")
      .replace("United States Bankruptcy Appellate Panel for the Tenth Circuit", heading)
      .replace("ecf.ca10.uscourts.gov", "ecf.example.invalid");
    expect(parsed(bapMail(text, "")).court.id).toBe(id);
  });

  test("a panel that no circuit has is no court", () => {
    const text = fixture("bap-nda.txt")
      .replace(
        "United States Bankruptcy Appellate Panel for the Tenth Circuit",
        "United States Bankruptcy Appellate Panel for the Second Circuit",
      )
      .replace("ecf.ca10.uscourts.gov", "ecf.example.invalid");
    expect(parseCourtNotice(bapMail(text, ""))).toBeNull();
  });
});

describe("the national courts' Notices of Electronic Filing", () => {
  test("Court of International Trade, text", () => {
    const { notice, entry } = only(textMail("cit-nef.txt", "cit_ecf@cit.uscourts.gov"));
    expect(notice).toMatchObject({ kind: "nef", format: "text", court: { id: "cit", kind: "national" } });
    expect(entry).toEqual({
      courtId: "cit",
      caseNumber: "1:24-cv-00087-LWB",
      docketNumber: "24-cv-87",
      caseName: "Marrowfield Steel Fittings Co. v. United States",
      entryNumber: 31,
      docketText:
        "MOTION for Judgment on the Agency Record under Rule 56.2 filed by Marrowfield Steel Fittings Co.. (Attachments: # (1) Memorandum in Support, # (2) Proposed Order)(Haldane, Corinne) (Entered: 01/14/2025)",
      filer: "Marrowfield Steel Fittings Co.",
      filedOn: "2025-01-14",
      enteredAt: "2025-01-14T15:22:00-05:00",
      documents: [
        {
          number: "31",
          description: "Main Document",
          url: "https://ecf.cit.uscourts.gov/doc1/17900471238?caseid=19844&de_seq_num=112&magic_num=30551827",
        },
        { number: "31-1", description: "Memorandum in Support", url: null },
        { number: "31-2", description: "Proposed Order", url: null },
      ],
      restricted: false,
    });
  });

  test("Court of Federal Claims, HTML, sent from its CM/ECF host cofc.uscourts.gov", () => {
    const { notice, entry } = only(htmlMail("cfc-nef.html", "cofc_cmecf@cofc.uscourts.gov"));
    expect(notice).toMatchObject({ kind: "nef", format: "html", court: { id: "uscfc" } });
    expect(entry).toEqual({
      courtId: "uscfc",
      caseNumber: "1:24-cv-01518-KTM",
      docketNumber: "24-cv-1518",
      caseName: "TARROW LOGISTICS GROUP, INC. v. USA",
      entryNumber: 38,
      docketText:
        "ORDER granting [35] Unopposed Motion for Leave to File Amended Complaint. The amended complaint shall be filed by April 9, 2025. Signed by Judge Kendra T. Marsh. (ljm) Service on parties made.",
      filer: null,
      filedOn: "2025-04-02",
      enteredAt: "2025-04-02T17:47:00-04:00",
      documents: [
        {
          number: "38",
          description: "Main Document",
          url: "https://ecf.cofc.uscourts.gov/doc1/15621983004?caseid=48821&de_seq_num=97&magic_num=61230418",
        },
      ],
      restricted: false,
    });
  });

  test("a sealed CFC order without its link is restricted", () => {
    const html = fixture("cfc-nef.html")
      .replace(/<a href="https:\/\/ecf\.cofc\.uscourts\.gov\/doc1\/[^"]*" target="_blank">38<\/a>/, "38")
      .replace("ORDER granting", "SEALED ORDER granting");
    expect(only({ from: "cmecf@cfc.uscourts.gov", subject: "", html }).entry).toMatchObject({
      courtId: "uscfc",
      entryNumber: 38,
      restricted: true,
      documents: [{ number: "38", url: null }],
    });
  });

  test("a vaccine case keeps its type", () => {
    const html = fixture("cfc-nef.html").replace("1:24-cv-01518-KTM</a>", "1:23-vv-00412-UNJ</a>");
    expect(only({ from: "", subject: "", html }).entry).toMatchObject({
      caseNumber: "1:23-vv-00412-UNJ",
      docketNumber: "23-vv-412",
    });
  });

  test("Judicial Panel on Multidistrict Litigation, text: the MDL number whole", () => {
    const { notice, entry } = only(textMail("jpml-nef.txt", "jpml_ecf@jpml.uscourts.gov"));
    expect(notice).toMatchObject({ kind: "nef", format: "text", court: { id: "jpml" } });
    expect(entry).toMatchObject({
      caseNumber: "MDL No. 3147",
      docketNumber: "mdl-3147",
      caseName: "IN RE: Brindlemoor Hair Relaxer Products Liability Litigation",
      entryNumber: 214,
      filer: null,
      filedOn: "2025-06-10",
      enteredAt: "2025-06-10T11:04:00-04:00",
      restricted: false,
    });
    expect(entry.docketText).toMatch(/^CONDITIONAL TRANSFER ORDER \(CTO-12\)/);
    expect(entry.documents).toEqual([
      {
        number: "214",
        description: "Main Document",
        url: "https://ecf.jpml.uscourts.gov/doc1/85101762219?caseid=3147&de_seq_num=1630&magic_num=40711952",
      },
    ]);
  });

  test("the MDL number on the line below its label", () => {
    const text = fixture("jpml-nef.txt").replace("Case Number:         MDL No. 3147", "Case Number:\nMDL No. 3147");
    expect(only({ from: "", subject: "", text }).entry.docketNumber).toBe("mdl-3147");
  });

  test.each([
    ["cit-nef.txt", "U.S. Court of International Trade", "UNITED STATES COURT OF INTERNATIONAL TRADE", "cit"],
    ["cit-nef.txt", "U.S. Court of International Trade", "Court of International Trade", "cit"],
    [
      "jpml-nef.txt",
      "United States Judicial Panel on Multidistrict Litigation",
      "U.S. Judicial Panel on Multidistrict Litigation",
      "jpml",
    ],
  ])("%s: the heading %j names the court", (name, heading, replacement, id) => {
    const text = fixture(name)
      .replace(heading, replacement)
      .replace(/https:\/\/ecf\.[a-z]+\.uscourts\.gov/, "https://ecf.example.invalid");
    expect(parsed({ from: "", subject: "", text }).court.id).toBe(id);
  });

  test("the CFC's heading names it in HTML", () => {
    const html = fixture("cfc-nef.html").replaceAll("ecf.cofc.uscourts.gov", "ecf.example.invalid");
    expect(parsed({ from: "", subject: "", html }).court.id).toBe("uscfc");
  });
});

describe("mail that is not a court notice", () => {
  test.each(["not-a-notice-newsletter.txt", "not-a-notice-reply.txt", "not-a-notice-phishing.txt"])("%s", (name) => {
    expect(parseCourtNotice(textMail(name, "someone@nysd.uscourts.gov"))).toBeNull();
  });

  test.each([
    { from: "", subject: "" },
    { from: "a@b.example", subject: "Hello", text: "" },
    { from: "a@b.example", subject: "Hello", html: "<p>Lunch?</p>" },
    { from: "a@b.example", subject: "Hello", text: "Notice of Electronic Filing" },
    { from: "a@b.example", subject: "Hello", text: "Notice of Electronic Filing\nCase Number: 1:22-cv-1\n" },
  ])("%j", (mail) => {
    expect(parseCourtNotice(mail)).toBeNull();
  });

  test("malformed input does not throw", () => {
    expect(parseCourtNotice(null as unknown as CourtNoticeMail)).toBeNull();
    expect(parseCourtNotice({ from: 42, subject: null, text: 7, html: {} } as unknown as CourtNoticeMail)).toBeNull();
  });
});

describe("attachmentsFromDocketText", () => {
  test.each([
    ["(Attachments: # 1 Exhibit A, # 2 Exhibit B (Part 1))", ["Exhibit A", "Exhibit B (Part 1)"]],
    ["(Attachments: # (1) Declaration, # (2) Exhibit 2)", ["Declaration", "Exhibit 2"]],
    [
      "(Attachments: # 1 Exhibit A - Proposed Order # 2 Certificate of Service)",
      ["Exhibit A - Proposed Order", "Certificate of Service"],
    ],
    ["No attachments here", []],
    ["(Attachments: # 1 Unclosed", ["Unclosed"]],
  ])("%s", (text, expected) => {
    expect(attachmentsFromDocketText(text).map((attachment) => attachment.description)).toEqual(expected);
  });
});

describe("hostile input", () => {
  const twoMegabytes = 2 * 1024 * 1024;
  const bodies: Array<[string, string]> = [
    [
      "one long case-number line",
      `Notice of Electronic Filing\nCase Number: ${"1".repeat(twoMegabytes)}\nDocket Text:\nx`,
    ],
    [
      "spaces after a label",
      `Notice of Electronic Filing\nCase Name:${" ".repeat(twoMegabytes)}x\nCase Number: 1:22-cv-1`,
    ],
    [
      "a transaction line that never ends",
      `U.S. District Court\nDistrict of Delaware\nNotice of Electronic Filing\nThe following transaction was entered by ${"a on 1/1/2024 at ".repeat(twoMegabytes / 18)}\nCase Number: 1:22-cv-1\nDocument Number: 1\nDocket Text:\nx`,
    ],
    [
      "unclosed attachments",
      `U.S. District Court\nDistrict of Delaware\nNotice of Electronic Filing\nCase Number: 1:22-cv-1\nDocument Number: 1\nDocket Text:\n(Attachments: #${" (1".repeat(twoMegabytes / 3)}`,
    ],
    ["quote marks", `${"> ".repeat(twoMegabytes / 2)}Notice of Electronic Filing`],
    [
      "a hundred thousand cases",
      `U.S. District Court\nDistrict of Delaware\nNotice of Electronic Filing\n${"Case Name: A v. B\nCase Number: 1:22-cv-1\nDocument Number: 1\n".repeat(twoMegabytes / 56)}Docket Text:\nx`,
    ],
    [
      "a filed-by that never stops",
      `Notice of Electronic Filing\nCase Number: 1:22-cv-1\nDocket Text:\nfiled by ${"Inc. ".repeat(twoMegabytes / 5)}`,
    ],
    [
      "a docket text of spaces",
      `U.S. District Court\nDistrict of Delaware\nNotice of Electronic Filing\nCase Number: 1:22-cv-1\nDocument Number: 1\nDocket Text:\n${`x${" ".repeat(19_998)}x\n`.repeat(100)}`,
    ],
    [
      "many lines before the first field",
      `Notice of Electronic Filing\n${"a\n".repeat(twoMegabytes / 2)}Case Number: 1:22-cv-1`,
    ],
    ["URL-like noise", `Notice of Electronic Filing\nDocument Number: 1 ${"<https://".repeat(twoMegabytes / 9)}`],
  ];

  test.each(bodies)("text: %s", (_name, text) => {
    const result = parseCourtNotice({ from: "cmecf@ded.uscourts.gov", subject: "", text });
    expect(result === null || typeof result === "object").toBe(true);
  });

  test.each([
    [
      "nested tags",
      `${"<div><a href='https://ecf.ded.uscourts.gov/doc1/1'>".repeat(twoMegabytes / 50)}Notice of Electronic Filing`,
    ],
    ["an unclosed attribute", `<p>Notice of Electronic Filing</p><a href="${"x".repeat(twoMegabytes)}`],
    ["an unclosed comment", `<!--${"-".repeat(twoMegabytes)}`],
    [
      "table rows",
      `<p>Notice of Electronic Filing</p>${"<tr><td>Case Number:</td><td>1:22-cv-1</td></tr>".repeat(twoMegabytes / 50)}`,
    ],
  ])("HTML: %s", (_name, html) => {
    const result = parseCourtNotice({ from: "cmecf@ded.uscourts.gov", subject: "", html });
    expect(result === null || typeof result === "object").toBe(true);
  });

  test("ACMS: a huge subject, endless document lines, and a runaway 'filed by'", () => {
    const html = fixture("acms-nda.html");
    const subject = `${"25-3187 - ".repeat(twoMegabytes / 10)}041 - Order`;
    expect(parseCourtNotice({ from: "ACMS@ca9.fedcourts.us", subject, html })?.entries[0]?.entryNumber).toBeNull();
    const documents =
      "<b>Document:</b> <a href='https://ca9-showdoc.azurewebsites.us/NDA/7e1c44a0-5b97-f011-8e61-001dd80a2f3c'>Order</a><br/>".repeat(
        20_000,
      );
    const many = html.replace("<div class='documents'>", `<div class='documents'>${documents}`);
    expect(only({ from: "ACMS@ca9.fedcourts.us", subject: "", html: many }).entry.documents).toHaveLength(500);
    const text = `U.S. District Court\nDistrict of Delaware\nNotice of Electronic Filing\nCase Number: 1:22-cv-1\nDocument Number: 1\nDocket Text:\n${"filed by April 1, 2024 ".repeat(twoMegabytes / 22)}`;
    expect(parsed({ from: "", subject: "", text }).entries[0]?.filer).toBeNull();
  });

  test("a hundred thousand cases stop at the cap", () => {
    const text = `U.S. District Court\nDistrict of Delaware\nNotice of Electronic Filing\n${"Case Name: A v. B\nCase Number: 1:22-cv-1\nDocument Number: 1\n".repeat(100_000)}Docket Text:\nx`;
    expect(parsed({ from: "", subject: "", text }).entries).toHaveLength(500);
  });
});
