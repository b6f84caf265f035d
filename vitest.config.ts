import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    reporters: ["default", "./scripts/slowest-test-files.ts"],
    projects: ["packages/shared", "packages/citations", "apps/server", "apps/web"],
  },
});
