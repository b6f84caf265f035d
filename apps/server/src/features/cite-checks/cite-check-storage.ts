import { promisify } from "node:util";
import { gunzip, gunzipSync, gzip, gzipSync } from "node:zlib";

/**
 * How a check's draft and report are kept (decision 064): gzip-compressed, so that the embedded database, which runs
 * on the request thread, moves kilobytes rather than megabytes per check. Rows written before keep the plain forms,
 * which every reader still accepts.
 */

/** A draft as stored: compressed, or plain text in a row from before migration 0012. */
export type StoredDraft = { gz: Uint8Array } | { text: string };

/** A report as stored: compressed JSON, or the citations of a row from before migration 0012. */
export type StoredReport = { gz: Uint8Array } | { citations: readonly unknown[] };

const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);

/** The draft compressed on the thread pool of zlib, off the request thread. */
export const packDraft = async (text: string): Promise<Buffer> => gzipAsync(text);

/** In a worker thread: the draft's text. */
export const draftText = (draft: StoredDraft): string =>
  "gz" in draft ? gunzipSync(draft.gz).toString("utf8") : draft.text;

/** In a worker thread: the report compressed. */
export const packReport = (citations: readonly unknown[]): Buffer => gzipSync(JSON.stringify(citations));

/** In a worker thread: the report's citations. */
export const reportCitations = (report: StoredReport): readonly unknown[] =>
  "gz" in report ? (JSON.parse(gunzipSync(report.gz).toString("utf8")) as unknown[]) : report.citations;

/** On the request thread: the report's citations, inflated on the thread pool of zlib. */
export const unpackReport = async (gz: Uint8Array): Promise<unknown[]> =>
  JSON.parse((await gunzipAsync(gz)).toString("utf8")) as unknown[];
