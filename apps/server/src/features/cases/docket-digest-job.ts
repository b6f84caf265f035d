import { courtById } from "@paralex/dockets/courts";
import { paths } from "@paralex/shared/routes";
import { type JobDefinition, jobName } from "../../jobs/job-queue.js";
import { listDocuments } from "./cases.repository.js";
import type { DocketDeps } from "./cases-deps.js";
import {
  advanceDigestClock,
  claimDigest,
  entriesNotDigested,
  listDigestFollowers,
  markDigested,
  takeDigestClock,
} from "./docket-digest.repository.js";
import { composeDocketDigest, type DigestCase } from "./docket-digest-mail.js";
import { latestSlot } from "./docket-digest-time.js";
import { toDocketEntry } from "./docket-views.js";

export interface DocketDigestJobData {
  /** When this run was due (the clock's value it advances from). */
  dueAt: string;
}

export const DOCKET_DIGEST_JOB = jobName<DocketDigestJobData>("docket-digest");

/** The job runs every quarter hour, so zones a half or three quarters of an hour off UTC get their hour too. */
const TICK_MS = 15 * 60_000;
/** A digest whose hour passed longer ago than this (the server was down) waits for the next day's. */
const LATE_AFTER_MS = 12 * 3_600_000;
/** A digest covers at most the day before its hour (a missed one's entries stay on the case page). */
const FIRST_DIGEST_MS = 24 * 3_600_000;

export const nextTickAfter = (at: Date) => new Date((Math.floor(at.getTime() / TICK_MS) + 1) * TICK_MS);

const dateLabelOf = (slot: Date, timeZone: string) =>
  new Intl.DateTimeFormat("en-GB", {
    timeZone,
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
  }).format(slot);

type Follower = Awaited<ReturnType<typeof listDigestFollowers>>[number];

/**
 * Sends each member whose digest hour has come (in their time zone, within the last 12 hours) one digest per slot
 * of the entries learned since their last digest, once: the slot is claimed, the cases marked and the mail queued in
 * one transaction, so instances and restarts never send it twice. A slot with no new entry is claimed without mail.
 * Answers how many digests were mailed.
 */
export async function sendDueDigests(deps: DocketDeps, now: Date): Promise<number> {
  const groups = new Map<string, { slot: Date; followers: Follower[] }>();
  for (const follower of await listDigestFollowers(deps.db)) {
    const slot = latestSlot(now, follower.digestHour, follower.timeZone);
    if (now.getTime() - slot.getTime() > LATE_AFTER_MS) continue;
    const key = `${follower.userId}|${slot.toISOString()}`;
    const group = groups.get(key) ?? { slot, followers: [] };
    group.followers.push(follower);
    groups.set(key, group);
  }
  let sent = 0;
  for (const { slot, followers } of groups.values()) {
    const [member] = followers as [Follower];
    const caseIds = followers.map((follower) => follower.caseId);
    const isMailed = await deps.db.transaction(async (tx) => {
      const rows = await entriesNotDigested(tx, member.userId, caseIds, {
        since: new Date(slot.getTime() - FIRST_DIGEST_MS),
        through: now,
      });
      if (!(await claimDigest(tx, member.userId, slot, rows.length))) return false;
      await markDigested(tx, member.userId, caseIds, now);
      if (rows.length === 0) return false;
      const documents = await listDocuments(
        tx,
        rows.map(({ entry }) => entry.id),
      );
      const cases: DigestCase[] = followers.flatMap((follower) => {
        const entries = rows.filter(({ entry }) => entry.caseId === follower.caseId);
        if (entries.length === 0) return [];
        return [
          {
            caseName: follower.caseName,
            courtName: courtById(follower.courtId)?.name ?? follower.courtId,
            docketNumber: follower.docketNumber,
            docketLink: `${deps.publicUrl}${paths.dashboardCase(follower.caseId)}`,
            entries: entries.map(({ entry }) => toDocketEntry(entry, documents)),
          },
        ];
      });
      const mail = composeDocketDigest({
        brandName: deps.brandName,
        firstName: member.firstName,
        dateLabel: dateLabelOf(slot, member.timeZone),
        cases,
      });
      await deps.mailer.send(tx, {
        to: member.email,
        ...mail,
        link: `${deps.publicUrl}${paths.dashboardCases}`,
        headers: { "Auto-Submitted": "auto-generated", "X-Auto-Response-Suppress": "All" },
      });
      return true;
    });
    if (isMailed) sent += 1;
  }
  return sent;
}

/**
 * One run of the digest clock: the next run, a quarter hour on, queued in the transaction that advances the clock
 * (so exactly one chain of runs lives however many instances start, and a failed send does not end it), then the
 * digests due now; a retry sends what is left.
 */
export async function runDigestTick(deps: DocketDeps, data: DocketDigestJobData, now = new Date()): Promise<void> {
  const next = nextTickAfter(now);
  await deps.db.transaction(async (tx) => {
    if (await advanceDigestClock(tx, new Date(data.dueAt), next)) {
      await deps.jobs.enqueue(tx, DOCKET_DIGEST_JOB, { dueAt: next.toISOString() }, { startAfter: next });
    }
  });
  await sendDueDigests(deps, now);
}

/** At start: queues the first run when no chain is kept or the kept one is an hour overdue (its job was lost). */
export async function startDigestClock(deps: DocketDeps, now = new Date()): Promise<void> {
  const next = nextTickAfter(now);
  await deps.db.transaction(async (tx) => {
    if (await takeDigestClock(tx, next, new Date(now.getTime() - 3_600_000))) {
      await deps.jobs.enqueue(tx, DOCKET_DIGEST_JOB, { dueAt: next.toISOString() }, { startAfter: next });
    }
  });
}

export function docketDigestJob(deps: DocketDeps): JobDefinition<DocketDigestJobData> {
  return {
    name: DOCKET_DIGEST_JOB,
    handler: (data) => runDigestTick(deps, data),
    policy: { retryLimit: 5, retryDelaySeconds: deps.retryDelaySeconds, timeoutSeconds: 300, keepCompleted: false },
  };
}
