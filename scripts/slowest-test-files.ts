import path from "node:path";
import type { Reporter, TestModule } from "vitest/node";

const SHOWN = 10;

/** After a run, the ten test files that took longest (import, set-up and tests), to keep the suite fast. */
export default class SlowestTestFiles implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const timed = testModules.map((module) => {
      const { duration, collectDuration, setupDuration, prepareDuration } = module.diagnostic();
      return {
        file: path.relative(process.cwd(), module.moduleId),
        ms: duration + collectDuration + setupDuration + prepareDuration,
      };
    });
    const slowest = timed.sort((a, b) => b.ms - a.ms).slice(0, SHOWN);
    if (slowest.length === 0) return;
    console.log(`\nSlowest ${slowest.length} test files:`);
    for (const { file, ms } of slowest) console.log(`  ${(ms / 1000).toFixed(1).padStart(6)} s  ${file}`);
  }
}
