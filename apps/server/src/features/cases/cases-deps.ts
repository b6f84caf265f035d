import type { Db } from "../../db/client.js";
import type { JobQueue } from "../../jobs/job-queue.js";
import type { InboxService } from "../inbox/create-inbox-service.js";
import type { Mailer } from "../mail/mail.service.js";
import type { CourtListenerDocketDeps } from "./courtlistener-docket-deps.js";

/** What filing court notices and alerting a case's team need (the inbox's court-notice skill is built from it). */
export interface DocketDeps {
  db: Db;
  jobs: JobQueue;
  mailer: Mailer;
  publicUrl: string;
  brandName: string;
  /** INBOUND_COURT_SENDERS: relays and senders trusted for court mail outside production. */
  courtSenders: readonly string[];
  retryDelaySeconds: number;
}

export interface CasesDeps extends DocketDeps, CourtListenerDocketDeps {
  /** The organization's agent address, for a case's plus-address (`slug+{tag}@`). */
  inbox: Pick<InboxService, "getInboxOverview">;
  /** CASE_QUIET_WARNING_DAYS: an active case that heard nothing this long shows a warning. */
  quietWarningDays: number;
}
