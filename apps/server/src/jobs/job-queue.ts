import { setTimeout as delay } from "node:timers/promises";
import { type SQL, sql } from "drizzle-orm";
import PgBoss from "pg-boss";
import type { Database, DbExecutor } from "../db/client.js";
import { countJobsByState, type FailedJob, findUnfinishedQueues, listFailedJobs } from "./jobs.repository.js";

/** Every enqueue notifies this channel with its queue's name when its transaction commits: that worker starts at once. */
export const JOBS_CHANNEL = "paralex_jobs";
export const JOBS_SCHEMA = "pgboss";
/** How often one query looks, for every queue, for due jobs no notice announced (retries whose wait is over). */
const POLL_INTERVAL_MS = 1000;
/** Failed jobs stay in the live table, where an operator can retry them, this long before they are archived. */
const KEEP_FAILED_SECONDS = 30 * 24 * 60 * 60;

/** The log calls the queue makes: a Fastify logger, or the console for the migration command. */
export interface JobQueueLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** How a queue retries its jobs and how long a run may take. */
export interface JobPolicy {
  /** Tries after the first; the last failure leaves the job failed and listed for an operator. */
  retryLimit: number;
  /** The first retry waits between this and twice this; each next wait doubles (exponential, with jitter). */
  retryDelaySeconds: number;
  /** A run taking longer fails; a run whose process died is retried once this has passed. */
  timeoutSeconds: number;
  /** False deletes a job once it succeeded (its data may hold secrets); true keeps it as completed for a while. */
  keepCompleted: boolean;
}

export interface EnqueueOptions {
  /** Not run before this time (a third party asked us to wait). */
  startAfter?: Date;
}

export interface JobContext {
  id: string;
  /** 0 for the first try. */
  retryCount: number;
}

export type JobHandler<T> = (data: T, job: JobContext) => Promise<void>;

/**
 * One durable job (decision 074): its queue's name, the payload it carries (the type parameter, which `enqueue`
 * checks against the name's), what runs it and its retry policy. A feature lists its definitions; `app.ts` defines
 * them through `registerFeatures`, infrastructure (the mailer) through `jobs.define`.
 */
export interface JobDefinition<Payload extends object> {
  name: JobName<Payload>;
  handler: JobHandler<Payload>;
  policy: JobPolicy;
}

/** A queue's name that carries its payload's type, so an enqueue with the wrong data is a type error. */
export type JobName<Payload extends object> = string & { readonly [payloadType]?: Payload };
declare const payloadType: unique symbol;

/** Names a queue whose jobs carry `Payload`. */
export function jobName<Payload extends object>(name: string): JobName<Payload> {
  return name as JobName<Payload>;
}

/** One queue's backlog as an operator watches it. */
export interface JobQueueStats {
  queue: string;
  /** Created or waiting for a retry, not yet running. */
  waiting: number;
  active: number;
  /** Kept as failed after their last try, until retried or removed. */
  failed: number;
  /** Age of the oldest waiting job; 0 when none waits. */
  oldestWaitingSeconds: number;
}

export interface JobQueue {
  /** Creates the queue (once per database) and, when this instance runs jobs, starts its workers. */
  define<T extends object>(definition: JobDefinition<T>): Promise<void>;
  /**
   * Writes the job in the caller's transaction (or at once, given the database): a rollback drops it, a commit
   * keeps it whatever happens to this process next.
   */
  enqueue<T extends object>(executor: DbExecutor, name: JobName<T>, data: T, options?: EnqueueOptions): Promise<void>;
  listFailed(limit?: number): Promise<FailedJob[]>;
  /** Every defined queue's backlog, for metrics. */
  stats(): Promise<JobQueueStats[]>;
  /** Puts a failed job back in line for one more try; false when no failed job has that id. */
  retryFailed(queue: string, id: string): Promise<boolean>;
  /** Settles once no job of a defined queue is due or running (tests, and waiting for the queue to drain). */
  whenIdle(timeoutMs?: number): Promise<void>;
  /** Stops fetching, lets running jobs finish within graceMs, hands the rest back for a retry. */
  stop(graceMs: number): Promise<void>;
}

/**
 * pg-boss's SQL run by Drizzle inside the caller's transaction: its $n placeholders become Drizzle parameters
 * (public API on both drivers, no reach into the driver's client).
 */
function inTransaction(executor: DbExecutor): PgBoss.Db {
  return {
    executeSql: async (text, values) => {
      const parts = text.split(/\$(\d+)/);
      const chunks: SQL[] = parts.map((part, index) =>
        index % 2 === 0 ? sql.raw(part) : sql`${sql.param(values[Number(part) - 1])}`,
      );
      const result = (await executor.execute(sql.join(chunks))) as unknown as { rows: unknown[] };
      return { rows: result.rows };
    },
  };
}

class Worker<T> {
  private readonly running = new Set<Promise<void>>();
  private readonly runningIds = new Set<string>();
  private isStopping = false;
  private isWoken = false;
  private wakeUp: (() => void) | undefined;
  private readonly loop: Promise<void>;

  constructor(
    private readonly boss: PgBoss,
    private readonly name: string,
    private readonly handler: JobHandler<T>,
    private readonly options: JobPolicy,
    private readonly concurrency: number,
    private readonly log: JobQueueLog,
  ) {
    this.loop = this.run();
  }

  get busy(): number {
    return this.running.size;
  }

  wake(): void {
    this.isWoken = true;
    this.wakeUp?.();
  }

  private async run(): Promise<void> {
    while (!this.isStopping) {
      this.isWoken = false;
      const free = this.concurrency - this.running.size;
      if (free > 0) {
        const jobs = await this.boss.fetch<T>(this.name, { batchSize: free, includeMetadata: true });
        for (const job of jobs) this.track(job.id, this.execute(job));
      }
      if (this.isWoken) continue;
      // Until a notice, the queue's poll, a finished run or stop() wakes it.
      await new Promise<void>((resolve) => {
        this.wakeUp = resolve;
      });
      this.wakeUp = undefined;
    }
  }

  private track(id: string, run: Promise<void>): void {
    this.running.add(run);
    this.runningIds.add(id);
    void run.finally(() => {
      this.running.delete(run);
      this.runningIds.delete(id);
      this.wake();
    });
  }

  private async execute(job: PgBoss.JobWithMetadata<T>): Promise<void> {
    const timeout = new AbortController();
    try {
      await Promise.race([
        this.handler(job.data, { id: job.id, retryCount: job.retryCount }),
        delay(this.options.timeoutSeconds * 1000, undefined, { signal: timeout.signal }).then(() => {
          throw new Error(`job ran longer than ${this.options.timeoutSeconds}s`);
        }),
      ]);
      if (this.options.keepCompleted) await this.boss.complete(this.name, job.id);
      else await this.boss.deleteJob(this.name, job.id);
    } catch (error) {
      const isLastTry = job.retryCount >= job.retryLimit;
      this.log[isLastTry ? "error" : "warn"](
        { err: error, queue: this.name, jobId: job.id, retryCount: job.retryCount },
        isLastTry ? "job failed on its last try" : "job failed; it will be retried",
      );
      await this.boss
        .fail(this.name, job.id, { message: error instanceof Error ? error.message : String(error) })
        .catch((failError: unknown) => this.log.error({ err: failError, jobId: job.id }, "could not record a failure"));
    } finally {
      timeout.abort();
    }
  }

  async stop(graceMs: number): Promise<void> {
    this.isStopping = true;
    this.wake();
    await this.loop;
    const finished = Promise.allSettled([...this.running]).then(() => true);
    const inTime = await Promise.race([finished, delay(graceMs).then(() => false)]);
    if (inTime || this.runningIds.size === 0) return;
    // Unfinished runs go back in line now instead of waiting out their timeout on the next start.
    for (const id of this.runningIds) {
      await this.boss
        .fail(this.name, id, { message: "the server stopped while the job ran" })
        .catch((error: unknown) => this.log.error({ err: error, jobId: id }, "could not hand back an unfinished job"));
    }
  }
}

/** Every POLL_INTERVAL_MS, one query for due jobs across the queues, waking their workers (not a poll per queue). */
class DuePoll {
  private isStopping = false;
  private stopWaiting: (() => void) | undefined;
  private readonly loop: Promise<void>;

  constructor(
    private readonly wakeDue: () => Promise<unknown>,
    private readonly log: JobQueueLog,
  ) {
    this.loop = this.run();
  }

  private async run(): Promise<void> {
    while (!this.isStopping) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, POLL_INTERVAL_MS);
        this.stopWaiting = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      if (this.isStopping) return;
      await this.wakeDue().catch((error: unknown) => this.log.warn({ err: error }, "could not look for due jobs"));
    }
  }

  async stop(): Promise<void> {
    this.isStopping = true;
    this.stopWaiting?.();
    await this.loop;
  }
}

/**
 * The one durable job queue: pg-boss on the application's database (PostgreSQL, or the embedded PGlite through
 * the same raw-SQL door). Installs its schema on creation; workers run only when concurrency is above 0.
 */
export async function createJobQueue(options: {
  database: Database;
  concurrency: number;
  log: JobQueueLog;
}): Promise<JobQueue> {
  const { database, concurrency, log } = options;
  const boss = new PgBoss({
    db: { executeSql: (text, values) => database.executeSql(text, values) },
    schema: JOBS_SCHEMA,
    schedule: false,
    archiveFailedAfterSeconds: KEEP_FAILED_SECONDS,
  });
  boss.on("error", (error) => log.error({ err: error }, "job queue maintenance failed"));
  // pg-boss locks its own install, yet two installs at once still collide on CREATE SCHEMA: take turns.
  await database.withMigrationLock(() => boss.start());

  // A restart defines the same queues again: only a new or changed one needs its table and the lock.
  const queuesAtStart = new Map((await boss.getQueues()).map((queue) => [queue.name, queue]));
  const workers = new Map<string, Worker<never>>();
  const names: string[] = [];
  const wakeAll = () => {
    for (const worker of workers.values()) worker.wake();
  };
  /** Wakes the workers of the queues with jobs due now; answers whether any queue has a job due or running. */
  const wakeDue = async (): Promise<boolean> => {
    const { due, running } = await findUnfinishedQueues(database.db, names);
    for (const name of due) workers.get(name)?.wake();
    return due.length > 0 || running.length > 0;
  };
  if (concurrency > 0) {
    await database.listen(JOBS_CHANNEL, {
      onNotice: (queue) => {
        const worker = workers.get(queue);
        if (worker) worker.wake();
        else wakeAll();
      },
      onListening: () => undefined,
      onError: (error) => log.warn({ err: error }, "job notices lost; polling until the listener is back"),
    });
  }
  const poll = concurrency > 0 ? new DuePoll(wakeDue, log) : undefined;

  return {
    async define({ name, handler, policy: jobOptions }) {
      if (names.includes(name)) throw new Error(`job ${name} is already defined`);
      const queueOptions = {
        name,
        retryLimit: jobOptions.retryLimit,
        retryDelay: jobOptions.retryDelaySeconds,
        retryBackoff: true,
        expireInSeconds: jobOptions.timeoutSeconds,
      };
      const existing = queuesAtStart.get(name);
      const isUnchanged =
        existing?.retryLimit === queueOptions.retryLimit &&
        existing.retryDelay === queueOptions.retryDelay &&
        existing.retryBackoff === queueOptions.retryBackoff &&
        existing.expireInSeconds === queueOptions.expireInSeconds;
      // Creating a queue creates a table: instances starting together would deadlock without taking turns.
      if (!isUnchanged) {
        await database.withMigrationLock(async () => {
          await boss.createQueue(name, queueOptions);
          await boss.updateQueue(name, queueOptions);
        });
      }
      names.push(name);
      if (concurrency > 0) {
        workers.set(name, new Worker(boss, name, handler as JobHandler<never>, jobOptions, concurrency, log));
      }
    },
    async enqueue(executor, name, data, enqueueOptions = {}) {
      const startAfter = enqueueOptions.startAfter ? { startAfter: enqueueOptions.startAfter } : {};
      await boss.send(name, data, { db: inTransaction(executor), ...startAfter });
      await executor.execute(sql`select pg_notify(${JOBS_CHANNEL}, ${name})`);
    },
    listFailed: (limit = 100) => listFailedJobs(database.db, limit),
    async stats() {
      const counts = await countJobsByState(database.db);
      const now = Date.now();
      return names.map((queue) => {
        const of = (...states: string[]) => counts.filter((row) => row.queue === queue && states.includes(row.state));
        const waiting = of("created", "retry");
        const oldest = Math.min(now, ...waiting.map((row) => row.oldestCreatedAt.getTime()));
        return {
          queue,
          waiting: waiting.reduce((sum, row) => sum + row.count, 0),
          active: of("active").reduce((sum, row) => sum + row.count, 0),
          failed: of("failed").reduce((sum, row) => sum + row.count, 0),
          oldestWaitingSeconds: Math.max(0, (now - oldest) / 1000),
        };
      });
    },
    async retryFailed(queue, id) {
      if (!names.includes(queue) || !/^[0-9a-f-]{36}$/i.test(id)) return false;
      // pg-boss answers { affected } here although its types say void.
      const result = (await boss.retry(queue, id)) as unknown as { affected: number };
      workers.get(queue)?.wake();
      return result.affected === 1;
    },
    // Generous: a run of receipts with their PDFs took over 15 s on a busy two-core machine. It returns once idle.
    async whenIdle(timeoutMs = 60_000) {
      if (concurrency === 0) throw new Error("this instance runs no jobs (JOB_CONCURRENCY=0)");
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const busy = [...workers.values()].reduce((sum, worker) => sum + worker.busy, 0);
        if (!(await wakeDue()) && busy === 0) return;
        if (Date.now() > deadline) throw new Error("jobs still due or running");
        await delay(20);
      }
    },
    async stop(graceMs) {
      await poll?.stop();
      await Promise.all([...workers.values()].map((worker) => worker.stop(graceMs)));
      await boss.stop({ graceful: false, close: false });
    },
  };
}
