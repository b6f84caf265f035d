import type { Db } from "../../db/client.js";
import type { JobQueue } from "../../jobs/job-queue.js";
import type { ByteCache } from "../../lib/byte-cache.js";
import type { WorkerPool } from "../../workers/worker-pool.js";
import type { CaseLawSource } from "./case-law-source.js";

export interface CiteChecksDeps {
  db: Db;
  jobs: JobQueue;
  /** Threads for the draft's document, extraction and the PDF report: never the thread serving requests. */
  workers: WorkerPool;
  /** Finished reports' PDFs this instance served lately. */
  reportPdfs: ByteCache;
  /** The brand printed on the PDF report. */
  brandName: string;
  /** DOCUMENT_READ_SECONDS. */
  documentReadSeconds: number;
  /** The outside source (CourtListener); undefined when none is configured. */
  source: CaseLawSource | undefined;
  /** The longest a check waits in its job for the source's budget before it is put back in line. */
  maxThrottleWaitMs: number;
  /** The longest a check waits in the source's line, in all, for its searches by case name. */
  nameSearchMaxWaitMs: number;
  /** Citations each organization may have looked up at the source a day (UTC). */
  lookupsPerOrganizationPerDay: number;
}
