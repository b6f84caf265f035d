import { readFileSync } from "node:fs";
import { afterAll } from "vitest";

declare module "@vitest/runner" {
  interface TaskMeta {
    /** CPU time (user + system) the worker process spent on this file, its worker threads included. */
    cpuMs?: number;
    /** CPU time of child processes the file started and waited for (process-spawning tests). */
    childCpuMs?: number;
    workerPid?: number;
  }
}

const TICKS_PER_MS = 100 / 1000;

/** cutime + cstime from /proc (Linux only): children that have exited and were waited for. */
function childCpuMs(): number {
  try {
    const fields = readFileSync("/proc/self/stat", "utf8").split(") ")[1]?.split(" ") ?? [];
    return (Number(fields[13]) + Number(fields[14])) / TICKS_PER_MS;
  } catch {
    return 0;
  }
}

const startCpu = process.cpuUsage();
const startChildren = childCpuMs();

// biome-ignore lint/correctness/noEmptyPattern: vitest parses a hook's first parameter as fixtures to inject
afterAll(({}, suite) => {
  const { user, system } = process.cpuUsage(startCpu);
  suite.meta.cpuMs = (user + system) / 1000;
  suite.meta.childCpuMs = childCpuMs() - startChildren;
  suite.meta.workerPid = process.pid;
});
