import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: ["packages/shared", "packages/citations", "apps/server", "apps/web"],
  },
});
