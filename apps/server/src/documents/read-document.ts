import { citeCheckMessages } from "@paralex/shared/cite-check";
import { documentMessages } from "@paralex/shared/document-limits";
import { AppError } from "../lib/app-error.js";
import { type WorkerLimit, WorkerLimitError, type WorkerPool, workerTask } from "../workers/worker-pool.js";
import type { DocumentRefusal, DocumentText } from "./document-text.js";

export const readDocumentTextTask = workerTask<Uint8Array, DocumentText>(
  new URL("./document-text.js", import.meta.url),
  "readDocumentText",
);

const refusalMessages: Record<DocumentRefusal, string> = {
  file_type: citeCheckMessages.fileType,
  unreadable: citeCheckMessages.unreadableFile,
  scanned: citeCheckMessages.scannedPdf,
  too_many_pages: citeCheckMessages.tooManyPages,
  too_much_text: citeCheckMessages.textTooLong,
  expanded_too_large: documentMessages.expandedTooLarge,
  empty: citeCheckMessages.textRequired,
};

export interface DocumentReading {
  workers: WorkerPool;
  /** DOCUMENT_READ_SECONDS: past it the worker reading the document is ended. */
  readSeconds: number;
}

/** A document that could not be read, said for its sender: a 400 naming the problem, or a 503 while we are busy. */
export class DocumentRefused extends AppError {
  constructor(
    readonly reason: DocumentRefusal | WorkerLimit,
    message: string,
  ) {
    super(reason === "busy" ? "unavailable" : "validation", message, { file: [message], detail: message });
  }
}

function limitMessageOf(limit: WorkerLimit, readSeconds: number): string {
  if (limit === "time") return documentMessages.tooSlow(readSeconds);
  return limit === "memory" ? documentMessages.tooComplex : documentMessages.busy;
}

/**
 * The text of a document from outside (an upload, a mail attachment), read in a worker thread within the time,
 * memory and size limits of packages/shared/src/document-limits.ts. Never parsed on the thread that serves requests.
 */
export async function readUntrustedDocument(reading: DocumentReading, bytes: Uint8Array): Promise<string> {
  let result: DocumentText;
  try {
    result = await reading.workers.run(readDocumentTextTask, bytes, { timeoutMs: reading.readSeconds * 1000 });
  } catch (error) {
    if (error instanceof WorkerLimitError) {
      throw new DocumentRefused(error.limit, limitMessageOf(error.limit, reading.readSeconds));
    }
    throw error;
  }
  if (!result.ok) throw new DocumentRefused(result.refusal, refusalMessages[result.refusal]);
  return result.text;
}
