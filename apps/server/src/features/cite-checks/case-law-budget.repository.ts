import { and, eq, sql } from "drizzle-orm";
import type { Db, DbExecutor } from "../../db/client.js";
import {
  caseLawDailyUsage,
  caseLawOrganizationTurns,
  caseLawSourceBudgets,
  caseLawSourceRequests,
  caseLawWaitingChecks,
  citeChecks,
} from "../../db/schema.js";
import type { RequestLimits } from "./case-law-source.js";

/** A check whose job has not come back this long after its turn is taken for gone: it no longer holds the line. */
const GONE_AFTER_SECONDS = 120;

export interface TurnRequest {
  source: string;
  checkId: string;
  organizationId: string;
  /** Citations in the check's next batch. */
  wanted: number;
  /** The source's budget per citation; 0 when it has none, and then only the quota applies. */
  secondsEach: number;
  /** Citations an organization may have looked up a day. */
  dailyQuota: number;
  /** The source's requests a minute (spacing them), an hour and a day, across every instance; unset when unlimited. */
  requestLimits?: RequestLimits;
}

export type Turn =
  /** Send now, at most `count` citations (fewer than wanted when the day's quota is nearly used). */
  | { kind: "send"; count: number }
  /** Come back at `at`; `isFirst` when no check is ahead in line and only the slot is awaited. */
  | { kind: "wait"; at: Date; isFirst: boolean }
  | { kind: "quota_reached" }
  /**
   * The source's requests for the hour or the day are used, or the organization's share of the day's
   * ("organization_day"): nothing more is sent before `until`.
   */
  | { kind: "budget_spent"; window: BudgetWindow; until: Date };

export type BudgetWindow = "hour" | "day" | "organization_day";

interface InLine {
  check_id: string;
  ready_at: string | Date;
  wanted: number;
}

/** Today as the quota counts it: the date in UTC. */
export const utcDayOf = (at: Date) => at.toISOString().slice(0, 10);

export const plusSeconds = (at: Date, seconds: number) => new Date(at.getTime() + seconds * 1000);
const startOf = (at: Date, unitMs: number) => new Date(Math.floor(at.getTime() / unitMs) * unitMs);
const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;
/** Request counts are kept this long: the day's, and yesterday's for whoever reads it late. */
const KEPT_MS = 2 * DAY_MS;

interface SourceUsage {
  minute: number;
  hour: number;
  day: number;
  organizationDay: number;
  /** Other organizations that sent the source a request today (UTC). */
  othersToday: number;
}

/** The source's requests this minute, hour and day (UTC), and the organization's today. */
export async function findSourceUsage(
  db: DbExecutor,
  source: string,
  organizationId: string | null,
  now: Date,
): Promise<SourceUsage> {
  const result = (await db.execute(sql`
    select
      coalesce(sum(requests) filter (where minute >= ${startOf(now, MINUTE_MS).toISOString()}::timestamptz), 0)::int
        as minute,
      coalesce(sum(requests) filter (where minute >= ${startOf(now, HOUR_MS).toISOString()}::timestamptz), 0)::int
        as hour,
      coalesce(sum(requests), 0)::int as day,
      coalesce(sum(requests) filter (where organization_id = ${organizationId}), 0)::int as "organizationDay",
      (count(distinct organization_id) filter (where organization_id <> ${organizationId}))::int as "othersToday"
    from ${caseLawSourceRequests}
    where source = ${source} and minute >= ${startOf(now, DAY_MS).toISOString()}::timestamptz`)) as unknown as {
    rows: SourceUsage[];
  };
  return result.rows[0] ?? { minute: 0, hour: 0, day: 0, organizationDay: 0, othersToday: 0 };
}

/**
 * An organization's share of the day's requests: an equal part among the organizations that used the source today
 * and one more to come, so whoever comes next still finds requests left.
 */
export const organizationShareOfDay = (perDay: number, othersToday: number) =>
  Math.max(1, Math.floor(perDay / (othersToday + 2)));

/** Which budget, if any, forbids another request now, and until when. */
export function spentBudget(
  usage: SourceUsage,
  limits: RequestLimits,
  now: Date,
): Extract<Turn, { kind: "budget_spent" }> | null {
  const tomorrow = new Date(startOf(now, DAY_MS).getTime() + DAY_MS);
  if (usage.day >= limits.perDay) return { kind: "budget_spent", window: "day", until: tomorrow };
  if (usage.hour >= limits.perHour) {
    return { kind: "budget_spent", window: "hour", until: new Date(startOf(now, HOUR_MS).getTime() + HOUR_MS) };
  }
  if (usage.organizationDay >= organizationShareOfDay(limits.perDay, usage.othersToday)) {
    return { kind: "budget_spent", window: "organization_day", until: tomorrow };
  }
  return null;
}

export async function countRequest(tx: DbExecutor, source: string, organizationId: string, now: Date): Promise<void> {
  await tx
    .insert(caseLawSourceRequests)
    .values({ source, organizationId, minute: startOf(now, MINUTE_MS), requests: 1 })
    .onConflictDoUpdate({
      target: [caseLawSourceRequests.source, caseLawSourceRequests.minute, caseLawSourceRequests.organizationId],
      set: { requests: sql`${caseLawSourceRequests.requests} + 1` },
    });
  await tx.execute(sql`delete from ${caseLawSourceRequests}
    where source = ${source} and minute < ${new Date(now.getTime() - KEPT_MS).toISOString()}::timestamptz`);
}

export interface BudgetLeft {
  limit: number;
  used: number;
  remaining: number;
  /** When the window's count starts again. */
  resetsAt: Date;
}

/** What is left of a source's request budget this minute, hour and day (UTC), across every instance. */
export async function sourceBudgetRemaining(
  db: DbExecutor,
  source: string,
  limits: RequestLimits,
  now = new Date(),
): Promise<{ minute: BudgetLeft; hour: BudgetLeft; day: BudgetLeft }> {
  const usage = await findSourceUsage(db, source, null, now);
  const left = (limit: number, used: number, unitMs: number): BudgetLeft => ({
    limit,
    used,
    remaining: Math.max(0, limit - used),
    resetsAt: new Date(startOf(now, unitMs).getTime() + unitMs),
  });
  return {
    minute: left(limits.perMinute, usage.minute, MINUTE_MS),
    hour: left(limits.perHour, usage.hour, HOUR_MS),
    day: left(limits.perDay, usage.day, DAY_MS),
  };
}

/**
 * The source's line, first first: round robin across organizations (each organization's oldest check, the
 * organization served least recently first), then each one's next oldest, and so on. Checks gone or finished are
 * left out.
 */
async function lineOf(tx: DbExecutor, source: string, now: Date): Promise<InLine[]> {
  const result = (await tx.execute(sql`
    with line as (
      select w.check_id, w.ready_at, w.wanted, w.waiting_since, t.last_served_at,
        row_number() over (partition by w.organization_id order by w.waiting_since, w.check_id) as place
      from ${caseLawWaitingChecks} w
      join ${citeChecks} c on c.id = w.check_id and c.status in ('queued', 'running')
      left join ${caseLawOrganizationTurns} t on t.source = w.source and t.organization_id = w.organization_id
      where w.source = ${source}
        and w.ready_at >= ${now.toISOString()}::timestamptz - make_interval(secs => ${GONE_AFTER_SECONDS})
    )
    select check_id, ready_at, wanted from line
    order by place, last_served_at nulls first, waiting_since, check_id`)) as unknown as { rows: InLine[] };
  return result.rows;
}

/**
 * A check asks for its next batch at a source. Under the source's row lock, so every instance decides in turn: the
 * day's quota first; then, for a source with a budget, the check sends only when the slot is free and no check
 * ahead of it in line is there to take it. Otherwise it is told when its turn should come: after the slot and the
 * batches of the checks ahead of it, so the jobs waiting do not race each other.
 */
export async function takeSourceTurn(db: Db, request: TurnRequest): Promise<Turn> {
  const { source, checkId, organizationId, wanted, secondsEach } = request;
  return db.transaction(async (tx) => {
    await tx.insert(caseLawSourceBudgets).values({ source }).onConflictDoNothing();
    const [budget] = await tx
      .select({ nextAllowedAt: caseLawSourceBudgets.nextAllowedAt, now: sql<string>`clock_timestamp()` })
      .from(caseLawSourceBudgets)
      .where(eq(caseLawSourceBudgets.source, source))
      .for("update");
    if (!budget) throw new Error(`no budget row for ${source}`);
    const now = new Date(budget.now);
    const day = utcDayOf(now);
    const remaining = request.dailyQuota - (await findDailyLookups(tx, organizationId, day));
    if (remaining <= 0) {
      await leaveSourceLine(tx, checkId);
      return { kind: "quota_reached" };
    }
    const limits = request.requestLimits;
    const spent = limits ? spentBudget(await findSourceUsage(tx, source, organizationId, now), limits, now) : null;
    if (spent) {
      await leaveSourceLine(tx, checkId);
      return spent;
    }
    const secondsPerRequest = limits ? 60 / limits.perMinute : 0;
    const secondsFor = (citations: number) => Math.max(citations * secondsEach, secondsPerRequest);

    const slotAt = new Date(Math.max(budget.nextAllowedAt.getTime(), now.getTime()));
    if (secondsEach > 0 || secondsPerRequest > 0) {
      await tx
        .insert(caseLawWaitingChecks)
        .values({ checkId, source, organizationId, waitingSince: now, readyAt: now, wanted })
        .onConflictDoUpdate({ target: caseLawWaitingChecks.checkId, set: { readyAt: now, wanted } });
      const line = await lineOf(tx, source, now);
      const place = line.findIndex((row) => row.check_id === checkId);
      const ahead = place === -1 ? line : line.slice(0, place);
      const isThereAhead = ahead.some((row) => new Date(row.ready_at) <= now);
      if (slotAt > now || isThereAhead) {
        const at = plusSeconds(
          slotAt,
          ahead.reduce((sum, row) => sum + secondsFor(row.wanted), 0),
        );
        await tx.update(caseLawWaitingChecks).set({ readyAt: at }).where(eq(caseLawWaitingChecks.checkId, checkId));
        return { kind: "wait", at, isFirst: ahead.length === 0 };
      }
    }

    const count = Math.min(wanted, remaining);
    const nextAllowedAt = plusSeconds(slotAt, secondsFor(count));
    if (limits) await countRequest(tx, source, organizationId, now);
    await tx.update(caseLawSourceBudgets).set({ nextAllowedAt }).where(eq(caseLawSourceBudgets.source, source));
    // Back in line for its next batch no sooner than the slot after this one.
    await tx
      .update(caseLawWaitingChecks)
      .set({ readyAt: nextAllowedAt })
      .where(eq(caseLawWaitingChecks.checkId, checkId));
    await tx
      .insert(caseLawOrganizationTurns)
      .values({ source, organizationId, lastServedAt: now })
      .onConflictDoUpdate({
        target: [caseLawOrganizationTurns.source, caseLawOrganizationTurns.organizationId],
        set: { lastServedAt: now },
      });
    await tx
      .insert(caseLawDailyUsage)
      .values({ organizationId, day, lookups: count })
      .onConflictDoUpdate({
        target: [caseLawDailyUsage.organizationId, caseLawDailyUsage.day],
        set: { lookups: sql`${caseLawDailyUsage.lookups} + ${count}` },
      });
    return { kind: "send", count };
  });
}

/** The check needs the source no more (answered, out of quota, or given up). */
export async function leaveSourceLine(db: DbExecutor, checkId: string): Promise<void> {
  await db.delete(caseLawWaitingChecks).where(eq(caseLawWaitingChecks.checkId, checkId));
}

/** Citations the organization had looked up at a source on that day (UTC). */
export async function findDailyLookups(db: DbExecutor, organizationId: string, day: string): Promise<number> {
  const [usage] = await db
    .select({ lookups: caseLawDailyUsage.lookups })
    .from(caseLawDailyUsage)
    .where(and(eq(caseLawDailyUsage.organizationId, organizationId), eq(caseLawDailyUsage.day, day)));
  return usage?.lookups ?? 0;
}

/** The source said to wait: nobody asks it again before `until`. */
export async function holdSourceUntil(db: DbExecutor, source: string, until: Date): Promise<void> {
  await db
    .insert(caseLawSourceBudgets)
    .values({ source, nextAllowedAt: until })
    .onConflictDoUpdate({
      target: caseLawSourceBudgets.source,
      set: { nextAllowedAt: sql`greatest(${caseLawSourceBudgets.nextAllowedAt}, excluded.next_allowed_at)` },
    });
}
