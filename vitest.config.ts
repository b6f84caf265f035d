import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    reporters: ["default", "./scripts/slowest-test-files.ts"],
    // Vitest's default leaves one core to itself (one worker on 2 cores); its own share is small next to the
    // server tests'. A third of each server worker's time is spent waiting (mail, timers, child processes), so one
    // worker more than the cores keeps every core busy.
    maxWorkers: availableParallelism() + 1,
    projects: ["packages/shared", "packages/citations", "packages/dockets", "apps/server", "apps/web"],
  },
});
