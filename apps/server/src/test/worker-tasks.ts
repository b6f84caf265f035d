import { workerTask } from "../workers/worker-pool.js";

/** Keeps its thread busy for `ms`, as a document that is slow to read does. */
export function spin(ms: number): number {
  const until = Date.now() + ms;
  let turns = 0;
  while (Date.now() < until) turns++;
  return turns;
}

export const spinTask = workerTask<number, number>(new URL("./worker-tasks.js", import.meta.url), "spin");
