import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    reporters: ["default", "./scripts/slowest-test-files.ts"],
    projects: ["packages/shared", "packages/citations", "packages/dockets", "apps/server", "apps/web"],
  },
});
