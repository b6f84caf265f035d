import { createHash } from "node:crypto";
import { docketEntryKey } from "@paralex/dockets/docket-entry-key";
import type { NoticeEntry, ParsedCourtNotice } from "@paralex/dockets/types";
import { isAdminOfOrganization } from "../../access/membership.js";
import type { DbExecutor } from "../../db/client.js";
import {
  type CaseRow,
  findCaseByDocket,
  findFollower,
  insertCase,
  insertDocketEntry,
  recordNoticeCopy,
  touchLastEntry,
} from "./cases.repository.js";
import { freeTagFor } from "./cases.service.js";
import type { DocketDeps } from "./cases-deps.js";
import { DOCKET_ENTRY_ALERT_JOB } from "./docket-alert-job.js";

/**
 * Past this many cases nobody added, a notice proposes none (real multi-case notices name a few dozen cases at most,
 * and a flood of proposals would bury the Admins' list); its entries still go to the cases the organization has.
 */
export const MAX_PROPOSED_CASES_PER_NOTICE = 10;

/**
 * The court's own copy (DMARC or the operator's allow-list), or a member's forward, which files only into cases that
 * member may see and stands until the court's copy or CourtListener confirms it.
 */
export type NoticeOrigin = { kind: "court" } | { kind: "forward"; userId: string };

const keyOf = (entry: NoticeEntry) => `${entry.courtId}|${entry.docketNumber}|${docketEntryKey(entry)}`;

/** One notice, whatever copy of it: its court and its entries' keys; a forward never counts as the court's copy. */
const noticeKeyOf = (notice: ParsedCourtNotice, origin: NoticeOrigin) =>
  createHash("sha256")
    .update(`${origin.kind}\n${notice.entries.map(keyOf).sort().join("\n")}`)
    .digest("hex");

/** A member files into a case they follow; an Admin into any case of the organization. */
export async function canFileInto(
  tx: DbExecutor,
  row: CaseRow,
  organizationId: string,
  userId: string,
): Promise<boolean> {
  return Boolean(await findFollower(tx, row.id, userId)) || (await isAdminOfOrganization(tx, userId, organizationId));
}

const label = (entry: NoticeEntry) =>
  `${entry.caseName} (${entry.caseNumber})${entry.entryNumber === null ? "" : `, entry ${entry.entryNumber}`}`;

/**
 * Files a court notice's entries into the organization's cases, once however many copies arrive: a case nobody added
 * becomes a proposed case holding its entries; each new entry of an active case queues its alert in the same
 * transaction. Answers what was filed, for the inbox's record of the message.
 */
export async function fileCourtNotice(
  deps: DocketDeps,
  organizationId: string,
  inboxMessageId: string,
  notice: ParsedCourtNotice,
  origin: NoticeOrigin,
): Promise<string> {
  return deps.db.transaction(async (tx) => {
    if (!(await recordNoticeCopy(tx, organizationId, noticeKeyOf(notice, origin), inboxMessageId))) {
      return `Court notice already filed (another copy): ${notice.entries.map(label).join("; ")}`;
    }
    const known = await Promise.all(
      notice.entries.map((entry) => findCaseByDocket(tx, organizationId, entry.courtId, entry.docketNumber)),
    );
    const mayPropose =
      new Set(notice.entries.filter((_, index) => !known[index]).map((entry) => entry.docketNumber)).size <=
      MAX_PROPOSED_CASES_PER_NOTICE;
    const filed: string[] = [];
    const skipped: string[] = [];
    for (const [index, entry] of notice.entries.entries()) {
      let row = known[index] ?? (await findCaseByDocket(tx, organizationId, entry.courtId, entry.docketNumber));
      if (row && origin.kind === "forward" && !(await canFileInto(tx, row, organizationId, origin.userId))) {
        skipped.push(label(entry));
        continue;
      }
      if (!row && !mayPropose) {
        skipped.push(label(entry));
        continue;
      }
      if (!row) {
        row = await insertCase(tx, {
          organizationId,
          courtId: entry.courtId,
          docketNumber: entry.docketNumber,
          caseName: entry.caseName.slice(0, 300) || entry.caseNumber,
          clientMatter: null,
          status: "proposed",
          tag: await freeTagFor(tx, organizationId, entry.courtId, entry.docketNumber),
          createdByUserId: null,
        });
      }
      if (!row) continue;
      const inserted = await insertDocketEntry(tx, {
        caseId: row.id,
        entryKey: docketEntryKey(entry),
        entryNumber: entry.entryNumber,
        filedOn: entry.filedOn,
        enteredAt: entry.enteredAt,
        docketText: entry.docketText,
        filer: entry.filer,
        source: origin.kind === "court" ? "notice" : "forward",
        restricted: entry.restricted,
        inboxMessageId,
        documents: entry.documents.map((document) => ({ ...document })),
      });
      if (!inserted) continue;
      await touchLastEntry(tx, row.id, inserted.learnedAt);
      if (row.status === "active") await deps.jobs.enqueue(tx, DOCKET_ENTRY_ALERT_JOB, { entryId: inserted.id });
      filed.push(`${label(entry)}${row.status === "proposed" ? " (proposed case)" : ""}`);
    }
    const notFiled =
      skipped.length > 0
        ? ` Not filed (a case the sender does not follow, or too many new cases in one notice): ${skipped.join("; ")}.`
        : "";
    if (filed.length > 0) return `Court notice filed: ${filed.join("; ")}.${notFiled}`;
    return notFiled ? notFiled.trim() : `Court notice already on the docket: ${notice.entries.map(label).join("; ")}.`;
  });
}
