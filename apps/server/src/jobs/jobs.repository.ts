import { sql } from "drizzle-orm";
import type { Db } from "../db/client.js";

const iso = (value: unknown) => (typeof value === "string" ? new Date(value).toISOString() : null);

/** Failed jobs, newest failure first, without their data (a mail job's data holds its link). */
export interface FailedJob {
  id: string;
  queue: string;
  retryCount: number;
  error: string | null;
  createdAt: string;
  failedAt: string | null;
}

export async function listFailedJobs(db: Db, limit: number): Promise<FailedJob[]> {
  const result = await db.execute(sql`
    select id::text as id, name, retry_count, output->>'message' as error,
      to_json(created_on)#>>'{}' as created_on, to_json(completed_on)#>>'{}' as completed_on
    from pgboss.job
    where state = 'failed'
    order by completed_on desc nulls last, id
    limit ${limit}`);
  return result.rows.map((row) => ({
    id: String(row.id),
    queue: String(row.name),
    retryCount: Number(row.retry_count),
    error: typeof row.error === "string" ? row.error : null,
    createdAt: iso(row.created_on) ?? "",
    failedAt: iso(row.completed_on),
  }));
}

/** Of these queues, those with jobs due now (waiting, their start time past) and those with jobs running. */
export async function findUnfinishedQueues(db: Db, queues: string[]): Promise<{ due: string[]; running: string[] }> {
  if (queues.length === 0) return { due: [], running: [] };
  const result = await db.execute(sql`
    select name, bool_or(state in ('created', 'retry')) as due, bool_or(state = 'active') as running
    from pgboss.job
    where name in ${queues}
      and (state = 'active' or (state in ('created', 'retry') and start_after < now()))
    group by name`);
  const names = (flag: "due" | "running") =>
    result.rows.filter((row) => row[flag] === true).map((row) => String(row.name));
  return { due: names("due"), running: names("running") };
}

export interface JobQueueStateCount {
  queue: string;
  state: "created" | "retry" | "active" | "failed";
  count: number;
  oldestCreatedAt: Date;
}

/** Jobs not yet done, and those kept as failed, counted per queue and state with the oldest one's creation. */
export async function countJobsByState(db: Db): Promise<JobQueueStateCount[]> {
  const result = await db.execute(sql`
    select name, state::text as state, count(*)::int as count,
      to_json(min(created_on))#>>'{}' as oldest_created_on
    from pgboss.job
    where state in ('created', 'retry', 'active', 'failed')
    group by name, state`);
  return result.rows.map((row) => ({
    queue: String(row.name),
    state: row.state as JobQueueStateCount["state"],
    count: Number(row.count),
    oldestCreatedAt: new Date(String(row.oldest_created_on)),
  }));
}
