import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    reporters: ["default", "./scripts/slowest-test-files.ts"],
    // Vitest's default leaves one core to itself (one worker on 2 cores); its own share is small next to the
    // server tests', so a worker per core (at least two) keeps every core busy.
    maxWorkers: Math.max(2, availableParallelism()),
    projects: ["packages/shared", "packages/citations", "packages/dockets", "apps/server", "apps/web"],
  },
});
