import { createWorkerPool, type WorkerPool, type WorkerPoolOptions } from "../workers/worker-pool.js";

/**
 * The worker's threads for test apps (decision 057 addendum). A thread started from the sources spends about 0.8 s
 * of CPU loading its modules before its first task; an app that closes with no task running gives its threads to
 * the next app with the same limits, which finds them warm.
 */
const idle = new Map<string, WorkerPool>();
const borrowers = new WeakMap<WorkerPool, WorkerPoolOptions>();

export function lendWorkerPool(options: WorkerPoolOptions): WorkerPool {
  const key = JSON.stringify([options.threads, options.memoryMb, options.maxQueue]);
  const pool = idle.get(key) ?? newPool(options);
  idle.delete(key);
  borrowers.set(pool, options);
  let running = 0;
  let givenBack = false;
  return {
    async run(task, input, runOptions) {
      running++;
      try {
        return await pool.run(task, input, runOptions);
      } finally {
        running--;
      }
    },
    async close() {
      if (givenBack) return;
      givenBack = true;
      borrowers.delete(pool);
      // A task still running (a hostile document reaching its time limit) would hold a thread of the next app.
      if (running === 0 && !idle.has(key)) idle.set(key, pool);
      else await pool.close();
    },
  };
}

function newPool(options: WorkerPoolOptions): WorkerPool {
  const pool: WorkerPool = createWorkerPool({
    ...options,
    onStrayError: (error) => borrowers.get(pool)?.onStrayError(error),
  });
  return pool;
}
