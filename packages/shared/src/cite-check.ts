import { z } from "zod";
import { documentMessages } from "./document-limits.js";
import { controlsAsSpaces, singleLineText } from "./text-input.js";

/** The products whose subscribers may check citations: Federal Criminal and Civil Litigation. */
export const CITE_CHECK_APP_IDS = [1, 2] as const;

export const CITE_CHECK_MAX_BYTES = 10 * 1024 * 1024;
export const CITE_CHECK_MAX_PAGES = 300;
/** Pasted text: about 300 pages of a brief. */
export const CITE_CHECK_MAX_TEXT_CHARS = 1_500_000;
/** A check's name: the file's name, or the first words of pasted text, until its author renames it. */
export const CITE_CHECK_MAX_NAME_CHARS = 200;
/** Citations one check takes; a draft with more is checked in parts. */
export const CITE_CHECK_MAX_CITATIONS = 5000;
/** The largest report one check keeps, as JSON. */
export const CITE_CHECK_MAX_REPORT_BYTES = 5 * 1024 * 1024;

export const CITE_CHECK_STATUSES = ["queued", "running", "done", "failed"] as const;
export type TCiteCheckStatus = (typeof CITE_CHECK_STATUSES)[number];

export const CITE_CHECK_VERDICTS = [
  "verified",
  "not_found",
  "mismatch",
  "ambiguous",
  "unknown_reporter",
  "invalid",
  "unchecked",
  "recognised",
] as const;
export type TCiteCheckVerdict = (typeof CITE_CHECK_VERDICTS)[number];

/** Each verdict as a word for the report, the page and screen readers. */
export const citeCheckVerdictLabels: Record<TCiteCheckVerdict, string> = {
  verified: "Verified",
  not_found: "Not found",
  mismatch: "Mismatch",
  ambiguous: "Ambiguous",
  unknown_reporter: "Unknown reporter",
  invalid: "Invalid",
  unchecked: "Unchecked",
  recognised: "Recognised (not verified)",
};

export const citeCheckMessages = {
  noSubscription:
    "Cite check is part of the Federal Criminal and Civil Litigation plans. Ask your organization's Admin to subscribe.",
  notFound: "Cite check not found.",
  textRequired: "Paste the text of a draft or upload a file.",
  textTooLong: `The text is too long: at most ${CITE_CHECK_MAX_TEXT_CHARS.toLocaleString("en-US")} characters.`,
  fileRequired: "Upload a .docx, .pdf or .txt file in the field 'file'.",
  fileTooLarge: "The file is larger than 10 MB.",
  fileType: "Upload a Word document (.docx), a PDF or a plain text file (.txt).",
  tooManyPages: `The document has more than ${CITE_CHECK_MAX_PAGES} pages.`,
  scannedPdf:
    "This PDF has no text layer (it looks scanned). Run it through OCR or export the draft from your word processor, then upload it again.",
  unreadableFile: "The file could not be read. Is it damaged?",
  /** For the operator's log: the reports say it to lawyers in the words below. */
  noSourceConfigured:
    "No case-law source is configured: set COURTLISTENER_API_TOKEN or import case law (npm run citations:import). Until then, case citations the index does not know are reported unchecked.",
  noSource:
    "Not checked: your organization has not connected a case-law source. An Admin of your organization can connect one under Organization, Case-law sources.",
  noSourceForMember:
    "Not checked: your organization has not connected a case-law source; ask your Admin to connect one.",
  noSourceForAdmin:
    "Not checked: your organization has not connected a case-law source; as its Admin, you can set one up.",
  untitled: "Pasted text",
  nameRequired: "Give the check a name.",
  nameTooLong: `A name has at most ${CITE_CHECK_MAX_NAME_CHARS} characters.`,
  sourceFailed: "The case-law source could not be reached after several tries.",
  checkFailed: "The check could not be finished. Try again.",
  checkTooHeavy:
    "This draft took more time or memory to check than one check may use. Split it into parts and check each part.",
  reportNotReady: "The report is not ready yet. Download it once the check has finished.",
  tooManyCitations: (limit: number) =>
    `This draft has more than ${limit.toLocaleString("en-US")} citations, more than one check takes. Split the draft into parts and check each part.`,
  reportTooLarge: (bytes: number) =>
    `The report on this draft would be larger than ${(bytes / (1024 * 1024)).toLocaleString("en-US", { maximumFractionDigits: 1 })} MB, more than one check keeps. Split the draft into parts and check each part.`,
  citedElsewhere: (caseName: string, right: string, cited: string) => `${caseName} is ${right}, not ${cited}.`,
  /** A citation not found where the only source is an imported index: the check is as recent as the import. */
  notInImportedIndex: (importedOn: string) =>
    `No case is reported at this volume, reporter and page: it is not in the index imported on ${importedOn}. No other source was asked, so a case reported since then would not be found.`,
  sourceBudgetSpent: (window: "hour" | "day" | "organization_day", until: string) =>
    window === "hour"
      ? `CourtListener's requests for this hour are used up; check again after ${until.slice(11, 16)} UTC to verify the rest.`
      : window === "day"
        ? "CourtListener's requests for today are used up; check again after midnight UTC to verify the rest."
        : "Your organization has used its share of today's CourtListener requests; check again after midnight UTC to verify the rest.",
  lookupQuotaReached: (quota: number) =>
    `Your organization has used today's ${quota.toLocaleString("en-US")} case-law lookups; check again tomorrow to verify the rest.`,
  usageForAdmins: "Only your organization's Admins see its case-law lookups.",
  usageLine: (usage: TCiteCheckUsage) =>
    `Case-law lookups today: ${usage.used.toLocaleString("en-US")} of ${usage.quota.toLocaleString("en-US")} for your organization. The count starts again at midnight UTC.`,
} as const;

/** An organization's lookups at the case-law source today (UTC) against its daily quota, as its Admins see them. */
export interface TCiteCheckUsage {
  used: number;
  quota: number;
  /** When today's count starts again at zero (the next midnight, UTC). */
  resetsAt: string;
}

/**
 * A draft's text as pasted from a PDF or a court's page: its page breaks and other layout controls become spaces.
 * Only a NUL is refused: text never holds one, binary data does.
 */
export function draftText(params?: Parameters<typeof z.string>[0]) {
  return z
    .string(params)
    .refine((text) => !text.includes("\u0000"), { message: documentMessages.notText, abort: true })
    .overwrite(controlsAsSpaces);
}

export const ZCiteCheckText = z.object({
  text: draftText({ error: citeCheckMessages.textRequired })
    .max(CITE_CHECK_MAX_TEXT_CHARS, citeCheckMessages.textTooLong)
    .refine((text) => text.trim() !== "", citeCheckMessages.textRequired),
});

export const ZCiteCheckRename = z.object({
  name: singleLineText({ error: citeCheckMessages.nameRequired })
    .trim()
    .min(1, citeCheckMessages.nameRequired)
    .max(CITE_CHECK_MAX_NAME_CHARS, citeCheckMessages.nameTooLong),
});

/** Why a citation stayed unchecked, when its reader has something to do about it. */
export const CITE_CHECK_REASONS = ["no_source"] as const;
export type TCiteCheckReason = (typeof CITE_CHECK_REASONS)[number];

export interface TCaseMatch {
  caseName: string | null;
  court: string | null;
  dateFiled: string | null;
  url: string | null;
}

export interface TCiteCheckCitation {
  kind: string;
  text: string;
  start: number;
  end: number;
  volume: number | null;
  reporter: string | null;
  page: number | null;
  pinCite: string | null;
  year: number | null;
  caseName: string | null;
  normalized: string;
  verdict: TCiteCheckVerdict;
  refersTo: number | null;
  match: TCaseMatch | null;
  candidates: TCaseMatch[];
  /** Why: the mismatch, the invalidity, or why the citation is unchecked. */
  note: string | null;
  /** Why an unchecked citation is so, when its reader has a next step; the note says it in their words. */
  reason: TCiteCheckReason | null;
  /** The sentence around the citation, and where the citation sits in it. */
  context: { sentence: string; start: number; end: number };
}

export type TCiteCheckCounts = Partial<Record<TCiteCheckVerdict, number>>;

/** What a finished check asks of its author, in numbers and in one plain sentence. */
export interface TCiteCheckAttention {
  total: number;
  /** To fix, to review, or not checked. */
  needsAttention: number;
  toFix: number;
  unchecked: number;
  toReview: number;
  verified: number;
  headline: string;
  /** Only when citations were verified and none needs attention. */
  isClean: boolean;
}

export interface TCiteCheckView {
  id: string;
  status: TCiteCheckStatus;
  /** The file's name or the first words of the pasted text, until the author renames the check. */
  name: string;
  createdAt: string;
  finishedAt: string | null;
  progress: { found: number; checked: number };
  counts: TCiteCheckCounts;
  /** What needs the author's attention, once the check is done. */
  attention: TCiteCheckAttention | null;
  citations: TCiteCheckCitation[];
  error: string | null;
}

export type TCiteCheckSummary = Omit<TCiteCheckView, "citations">;
