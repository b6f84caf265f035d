import { courtById } from "@paralex/dockets/courts";
import { paths } from "@paralex/shared/routes";
import { type JobDefinition, jobName } from "../../jobs/job-queue.js";
import {
  claimAlert,
  type DocketEntryRow,
  entryNumbersOf,
  findCaseById,
  findDocketEntry,
  hasUnreadInboxMessage,
  listDocuments,
  listFollowers,
} from "./cases.repository.js";
import type { DocketDeps } from "./cases-deps.js";
import { composeDocketAlert } from "./docket-alert-mail.js";
import { gapsOf, toDocketEntry } from "./docket-views.js";

export interface DocketEntryAlertJobData {
  entryId: string;
  /** When the alert first held back its gaps for mail the inbox had not read yet (ISO); absent on its first run. */
  waitingSince?: string;
}

export const DOCKET_ENTRY_ALERT_JOB = jobName<DocketEntryAlertJobData>("docket-entry-alert");

/** The thread every alert of a case answers, so mail clients group them. */
export const caseThreadIdOf = (caseId: string, publicUrl: string) => `<case-${caseId}@${new URL(publicUrl).hostname}>`;

/** How long an alert that would name gaps waits for notices received before it, and how often it looks again. */
const GAP_WAIT_MS = 30_000;
const GAP_RECHECK_MS = 1_000;
/** Mail received longer than this before the alert and still unread is stuck, not on its way: not waited for. */
const UNREAD_LOOKBACK_MS = 10 * 60_000;

/**
 * Whether the alert waits (queued again shortly) instead of naming gaps now: while a message the organization's
 * inbox received before the alert's first run is still unread, its entries may be the "missing" ones. Only mail
 * received by then counts, and only for GAP_WAIT_MS, so a stream of notices cannot hold an alert back.
 */
async function waitsForUnreadMail(
  deps: DocketDeps,
  data: DocketEntryAlertJobData,
  organizationId: string,
  entry: DocketEntryRow,
): Promise<boolean> {
  const since = data.waitingSince ? new Date(data.waitingSince) : new Date();
  if (Date.now() - since.getTime() >= GAP_WAIT_MS) return false;
  const window = { from: new Date(since.getTime() - UNREAD_LOOKBACK_MS), to: since };
  if (!(await hasUnreadInboxMessage(deps.db, organizationId, window, entry.inboxMessageId))) return false;
  await deps.jobs.enqueue(
    deps.db,
    DOCKET_ENTRY_ALERT_JOB,
    { entryId: entry.id, waitingSince: since.toISOString() },
    { startAfter: new Date(Date.now() + GAP_RECHECK_MS) },
  );
  return true;
}

/**
 * Mails a new entry to each of the case's team who wants every entry: one message per entry and member (claimed in
 * the transaction that queues it, so a retried or requeued job sends no second copy), in the case's thread. Gaps
 * are named once the notices the inbox already holds are filed, or after GAP_WAIT_MS with what is known by then.
 */
export async function alertDocketEntry(deps: DocketDeps, data: DocketEntryAlertJobData): Promise<void> {
  const entry = await findDocketEntry(deps.db, data.entryId);
  if (!entry) return;
  const row = await findCaseById(deps.db, entry.caseId);
  if (row?.status !== "active") return;
  const followers = (await listFollowers(deps.db, row.id)).filter((follower) => follower.alertPreference === "every");
  if (followers.length === 0) return;
  const gaps = gapsOf(await entryNumbersOf(deps.db, row.id));
  if (gaps.length > 0 && (await waitsForUnreadMail(deps, data, row.organizationId, entry))) return;
  const documents = await listDocuments(deps.db, [entry.id]);
  const docketLink = `${deps.publicUrl}${paths.dashboardCase(row.id)}`;
  const thread = caseThreadIdOf(row.id, deps.publicUrl);
  for (const follower of followers) {
    const mail = composeDocketAlert({
      brandName: deps.brandName,
      firstName: follower.firstName,
      caseName: row.caseName,
      courtName: courtById(row.courtId)?.name ?? row.courtId,
      docketNumber: row.docketNumber,
      docketLink,
      entry: toDocketEntry(entry, documents),
      gaps,
    });
    await deps.db.transaction(async (tx) => {
      if (!(await claimAlert(tx, entry.id, follower.userId))) return;
      await deps.mailer.send(tx, {
        to: follower.email,
        ...mail,
        link: docketLink,
        inReplyTo: thread,
        references: [thread],
        headers: { "Auto-Submitted": "auto-generated", "X-Auto-Response-Suppress": "All" },
      });
    });
  }
}

export function docketAlertJob(deps: DocketDeps): JobDefinition<DocketEntryAlertJobData> {
  return {
    name: DOCKET_ENTRY_ALERT_JOB,
    handler: (data) => alertDocketEntry(deps, data),
    policy: { retryLimit: 10, retryDelaySeconds: deps.retryDelaySeconds, timeoutSeconds: 60, keepCompleted: false },
  };
}
