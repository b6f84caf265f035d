import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../config.js";
import type { Db } from "../../db/client.js";
import type { JobQueue } from "../../jobs/job-queue.js";
import type { WorkerPool } from "../../workers/worker-pool.js";
import type { CiteChecksService } from "../cite-checks/create-cite-checks-service.js";
import type { Mailer } from "../mail/mail.service.js";
import type { InboxSkill } from "./inbox-skills.js";

/** A DNS lookup as mailauth calls it (name, record type); the system's resolver when not given. */
export type DnsResolver = (name: string, rrtype: string) => Promise<unknown>;

export interface InboxDeps {
  db: Db;
  jobs: JobQueue;
  mailer: Mailer;
  /** The cite check's own operations: who may check, start a check, read its report and PDF. */
  citeChecks: CiteChecksService;
  inbound: Config["inbound"];
  /** The worker threads that read each message (never the thread serving requests), within DOCUMENT_READ_SECONDS. */
  workers: WorkerPool;
  documentReadSeconds: number;
  publicUrl: string;
  brandName: string;
  isProduction: boolean;
  retryDelaySeconds: number;
  log: FastifyBaseLogger;
  dnsResolver?: DnsResolver;
  /** Skills consulted in order before the cite check takes a member's message (the docket's court notices). */
  skills?: readonly InboxSkill[];
}
