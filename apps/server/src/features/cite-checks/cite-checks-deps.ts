import type { Db } from "../../db/client.js";
import type { JobQueue } from "../../jobs/job-queue.js";
import type { SubscriptionsService } from "../subscriptions/create-subscriptions-service.js";
import type { CaseLawSource } from "./case-law-source.js";

export interface CiteChecksDeps {
  db: Db;
  jobs: JobQueue;
  subscriptions: SubscriptionsService;
  /** The outside source (CourtListener); undefined when none is configured. */
  source: CaseLawSource | undefined;
  /** The longest a check waits in its job for the source's budget before it is put back in line. */
  maxThrottleWaitMs: number;
}
