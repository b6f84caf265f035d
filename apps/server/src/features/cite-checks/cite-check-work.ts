import type { TCiteCheckView } from "@paralex/shared/cite-check";
import { workerTask } from "../../workers/worker-pool.js";
import type { SourceAnswer } from "./case-law-source.js";
import {
  buildReport,
  type CiteCheckLimits,
  type CiteCheckReport,
  type DraftLookups,
  draftLookups,
} from "./cite-check-report.js";
import { renderCiteCheckPdf } from "./cite-check-report-pdf.js";

/** The heavy steps of a check, each run in a worker thread so that no draft can hold up the server. */

interface ReportInput {
  text: string;
  answers: ReadonlyMap<string, SourceAnswer>;
  uncheckedNote: string;
  limits: CiteCheckLimits;
}

export const lookupsOfDraft = (input: { text: string; limits: CiteCheckLimits }) =>
  draftLookups(input.text, input.limits);

export const reportOfDraft = (input: ReportInput) =>
  buildReport(input.text, input.answers, input.uncheckedNote, input.limits);

export const pdfOfReport = (input: { check: TCiteCheckView; brandName: string }) =>
  renderCiteCheckPdf(input.check, input.brandName);

const here = new URL("./cite-check-work.js", import.meta.url);

export const citeCheckWork = {
  lookups: workerTask<{ text: string; limits: CiteCheckLimits }, DraftLookups>(here, "lookupsOfDraft"),
  report: workerTask<ReportInput, CiteCheckReport>(here, "reportOfDraft"),
  pdf: workerTask<{ check: TCiteCheckView; brandName: string }, Uint8Array>(here, "pdfOfReport"),
};

/** Extraction and judging of a 300-page draft take well under a second; this is the bound for a hostile one. */
export const CITE_CHECK_WORK_TIMEOUT_MS = 60_000;
