import { courtById } from "@paralex/dockets/courts";
import { paths } from "@paralex/shared/routes";
import { type JobDefinition, jobName } from "../../jobs/job-queue.js";
import {
  claimAlert,
  entryNumbersOf,
  findCaseById,
  findDocketEntry,
  listDocuments,
  listFollowers,
} from "./cases.repository.js";
import type { DocketDeps } from "./cases-deps.js";
import { composeDocketAlert } from "./docket-alert-mail.js";
import { gapsOf, toDocketEntry } from "./docket-views.js";

export interface DocketEntryAlertJobData {
  entryId: string;
}

export const DOCKET_ENTRY_ALERT_JOB = jobName<DocketEntryAlertJobData>("docket-entry-alert");

/** The thread every alert of a case answers, so mail clients group them. */
export const caseThreadIdOf = (caseId: string, publicUrl: string) => `<case-${caseId}@${new URL(publicUrl).hostname}>`;

/**
 * Mails a new entry to each of the case's team who wants every entry: one message per entry and member (claimed in
 * the transaction that queues it, so a retried job sends no second copy), in the case's thread.
 */
export async function alertDocketEntry(deps: DocketDeps, data: DocketEntryAlertJobData): Promise<void> {
  const entry = await findDocketEntry(deps.db, data.entryId);
  if (!entry) return;
  const row = await findCaseById(deps.db, entry.caseId);
  if (row?.status !== "active") return;
  const followers = (await listFollowers(deps.db, row.id)).filter((follower) => follower.alertPreference === "every");
  if (followers.length === 0) return;
  const documents = await listDocuments(deps.db, [entry.id]);
  const gaps = gapsOf(await entryNumbersOf(deps.db, row.id));
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
