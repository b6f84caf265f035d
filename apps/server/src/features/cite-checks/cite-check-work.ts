import type { TCiteCheckCounts, TCiteCheckSummary } from "@paralex/shared/cite-check";
import { workerTask } from "../../workers/worker-pool.js";
import type { SourceAnswer } from "./case-law-source.js";
import {
  buildReport,
  type CiteCheckLimits,
  type DraftLookups,
  draftLookups,
  type Refused,
} from "./cite-check-report.js";
import { renderCiteCheckPdf } from "./cite-check-report-pdf.js";
import { draftText, packReport, reportCitations, type StoredDraft, type StoredReport } from "./cite-check-storage.js";
import { viewOf } from "./cite-check-view.js";

/**
 * The heavy steps of a check, each run in a worker thread so that no draft can hold up the server. The draft goes in
 * and the report comes out compressed, as they are stored: the request thread never holds either whole (decision 064).
 */

interface ReportInput {
  draft: StoredDraft;
  answers: ReadonlyMap<string, SourceAnswer>;
  uncheckedNote: string;
  limits: CiteCheckLimits;
}

/** The report as stored: its citations compressed, with their number and counts. */
export type PackedReport = { kind: "report"; found: number; counts: TCiteCheckCounts; reportGz: Uint8Array } | Refused;

export const lookupsOfDraft = (input: { draft: StoredDraft; limits: CiteCheckLimits }) =>
  draftLookups(draftText(input.draft), input.limits);

export function reportOfDraft(input: ReportInput): PackedReport {
  const report = buildReport(draftText(input.draft), input.answers, input.uncheckedNote, input.limits);
  if (report.kind === "refused") return report;
  return {
    kind: "report",
    found: report.citations.length,
    counts: report.counts,
    reportGz: packReport(report.citations),
  };
}

export const pdfOfReport = (input: { summary: TCiteCheckSummary; report: StoredReport; brandName: string }) =>
  renderCiteCheckPdf(viewOf(input.summary, reportCitations(input.report)), input.brandName);

const here = new URL("./cite-check-work.js", import.meta.url);

export const citeCheckWork = {
  lookups: workerTask<{ draft: StoredDraft; limits: CiteCheckLimits }, DraftLookups>(here, "lookupsOfDraft"),
  report: workerTask<ReportInput, PackedReport>(here, "reportOfDraft"),
  pdf: workerTask<{ summary: TCiteCheckSummary; report: StoredReport; brandName: string }, Uint8Array>(
    here,
    "pdfOfReport",
  ),
};

/** Extraction and judging of a 300-page draft take well under a second; this is the bound for a hostile one. */
export const CITE_CHECK_WORK_TIMEOUT_MS = 60_000;
