import { docketEntryKey, docketTextKey } from "@paralex/dockets/docket-entry-key";
import type { DbExecutor } from "../../db/client.js";
import type { JobQueue } from "../../jobs/job-queue.js";
import { type CaseRow, insertDocketEntry, replaceForwardedEntry, touchLastEntry } from "./cases.repository.js";
import { findUnnumberedTwin, hasEntryKey, numberEntry } from "./courtlistener-docket-alerts.repository.js";
import type { CourtListenerEntry } from "./courtlistener-docket-payload.js";
import { DOCKET_ENTRY_ALERT_JOB } from "./docket-alert-job.js";

/**
 * Files CourtListener's entries into a case's docket in the caller's transaction, merged with what court notices
 * brought: an entry whose key (its number, or its date and text) is there already is skipped; a numbered entry whose
 * unnumbered twin came from a notice (appellate notices carry no number) gives the twin its number. Each new entry of
 * an active case queues the same alert as a notice's. Answers how many entries were new.
 */
export async function fileCourtListenerEntries(
  tx: DbExecutor,
  jobs: JobQueue,
  row: CaseRow,
  entries: readonly CourtListenerEntry[],
): Promise<number> {
  let added = 0;
  for (const entry of entries) {
    const entryKey = docketEntryKey(entry);
    const fields = {
      caseId: row.id,
      entryKey,
      entryNumber: entry.entryNumber,
      filedOn: entry.filedOn,
      enteredAt: null,
      docketText: entry.docketText,
      filer: null,
      source: "courtlistener" as const,
      restricted: entry.restricted,
      inboxMessageId: null,
      documents: entry.documents,
    };
    if (await hasEntryKey(tx, row.id, entryKey)) {
      await replaceForwardedEntry(tx, fields);
      continue;
    }
    if (entry.entryNumber !== null) {
      const twin = await findUnnumberedTwin(tx, row.id, docketTextKey(entry));
      if (twin) {
        await numberEntry(tx, twin.id, entry.entryNumber, entryKey);
        continue;
      }
    }
    const inserted = await insertDocketEntry(tx, fields);
    if (!inserted) continue;
    added += 1;
    await touchLastEntry(tx, row.id, inserted.learnedAt);
    if (row.status === "active") await jobs.enqueue(tx, DOCKET_ENTRY_ALERT_JOB, { entryId: inserted.id });
  }
  return added;
}
