import path from "node:path";
import type { Reporter, TestModule } from "vitest/node";

const SHOWN = 10;

interface Timed {
  file: string;
  ms: number;
  cpuMs: number | undefined;
  childCpuMs: number;
  worker: number | undefined;
}

const seconds = (ms: number) => (ms / 1000).toFixed(1).padStart(6);

/**
 * After a run, the ten test files that took longest (import, set-up and tests), to keep the suite fast. Where the
 * project loads scripts/test-file-cpu-time.setup.ts, also the CPU each file and each worker used: wall time
 * depends on how busy the machine is, CPU time much less. PARALEX_TEST_TIMES=all lists every file.
 */
export default class SlowestTestFiles implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const timed: Timed[] = testModules.map((module) => {
      const { duration, collectDuration, setupDuration, prepareDuration } = module.diagnostic();
      const meta = module.meta();
      return {
        file: `${module.project.name}: ${path.relative(process.cwd(), module.moduleId)}`,
        ms: duration + collectDuration + setupDuration + prepareDuration,
        cpuMs: meta.cpuMs,
        childCpuMs: meta.childCpuMs ?? 0,
        worker: meta.workerPid,
      };
    });
    if (timed.length === 0) return;
    const withCpu = timed.filter((entry) => entry.cpuMs !== undefined);
    const all = process.env.PARALEX_TEST_TIMES === "all";
    const byWall = [...timed].sort((a, b) => b.ms - a.ms).slice(0, all ? undefined : SHOWN);
    console.log(`\nSlowest ${byWall.length} test files (wall, then CPU of the worker + of its child processes):`);
    for (const entry of byWall) {
      const cpu = entry.cpuMs === undefined ? "" : `  cpu ${seconds(entry.cpuMs)} s + ${seconds(entry.childCpuMs)} s`;
      console.log(`  ${seconds(entry.ms)} s${cpu}  ${entry.file}`);
    }
    if (withCpu.length === 0) return;
    const byCpu = [...withCpu]
      .sort((a, b) => (b.cpuMs ?? 0) + b.childCpuMs - ((a.cpuMs ?? 0) + a.childCpuMs))
      .slice(0, all ? undefined : SHOWN);
    console.log(`\nMost CPU-hungry ${byCpu.length} test files:`);
    for (const entry of byCpu) {
      console.log(`  cpu ${seconds(entry.cpuMs ?? 0)} s + ${seconds(entry.childCpuMs)} s  ${entry.file}`);
    }
    const workers = new Map<number, { files: number; cpuMs: number; ms: number }>();
    for (const entry of withCpu) {
      if (entry.worker === undefined) continue;
      const worker = workers.get(entry.worker) ?? { files: 0, cpuMs: 0, ms: 0 };
      worker.files += 1;
      worker.cpuMs += (entry.cpuMs ?? 0) + entry.childCpuMs;
      worker.ms += entry.ms;
      workers.set(entry.worker, worker);
    }
    const total = withCpu.reduce((sum, entry) => sum + (entry.cpuMs ?? 0) + entry.childCpuMs, 0);
    console.log(`\nTest files' CPU: ${seconds(total)} s in ${workers.size} workers`);
    for (const [pid, worker] of [...workers].sort((a, b) => b[1].cpuMs - a[1].cpuMs)) {
      console.log(
        `  worker ${pid}: ${worker.files} files, cpu ${seconds(worker.cpuMs)} s, wall ${seconds(worker.ms)} s`,
      );
    }
  }
}
