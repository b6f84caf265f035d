// The contract between the notice parser (this package) and the server's cases feature.

/**
 * "bankruptcy-appellate": a circuit's Bankruptcy Appellate Panel (bap1, bap6, bap8, bap9, bap10), which sits within its
 * circuit and sends Notices of Docket Activity from the circuit's systems. "national": the Court of International Trade,
 * the Court of Federal Claims and the Judicial Panel on Multidistrict Litigation, which send the district-court NEF.
 */
export type CourtKind = "district" | "bankruptcy" | "appellate" | "bankruptcy-appellate" | "national";

export interface Court {
  /** CourtListener's court id, e.g. "nysd", "nysb", "ca2". */
  id: string;
  /** Full name, e.g. "U.S. District Court for the Southern District of New York". */
  name: string;
  kind: CourtKind;
  /** Two-letter state or territory code; appellate and national courts have none. */
  state?: string;
  /** Mail domains the court's CM/ECF (or ACMS) sends from, e.g. ["nysd.uscourts.gov"]; the first is {id}.uscourts.gov. */
  mailDomains: readonly string[];
}

/** What the inbox hands the parser: one received message, already decoded. */
export interface CourtNoticeMail {
  from: string;
  subject: string;
  text?: string;
  html?: string;
}

export interface NoticeDocument {
  /** "12" for the main document, "12-1" for its first attachment; null when the notice gives none. */
  number: string | null;
  description: string | null;
  /** The free-look link as written in the notice; stored and shown, never followed by us. */
  url: string | null;
}

export interface NoticeEntry {
  courtId: string;
  /** As the notice wrote it, e.g. "1:22-cv-01461-PKC". */
  caseNumber: string;
  /** normaliseDocketNumber(courtId, caseNumber). */
  docketNumber: string;
  caseName: string;
  /** Docket entry number; null for entries without one (e.g. minute entries some courts leave unnumbered). */
  entryNumber: number | null;
  docketText: string;
  filer: string | null;
  /** ISO date (YYYY-MM-DD). */
  filedOn: string | null;
  /** ISO date-time with the court's offset when the notice gives a time, else ISO date. */
  enteredAt: string | null;
  documents: NoticeDocument[];
  /** Sealed or restricted: the notice withholds the document link. */
  restricted: boolean;
}

export interface ParsedCourtNotice {
  court: Court;
  /** "nef" for a Notice of Electronic Filing, "nda" for an appellate Notice of Docket Activity. */
  kind: "nef" | "nda";
  format: "text" | "html";
  /** One entry per case the notice covers (multi-case notices give several). */
  entries: NoticeEntry[];
}
