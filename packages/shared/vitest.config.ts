import { defineProject } from "vitest/config";

export default defineProject({
  resolve: { conditions: ["source"] },
  test: { name: "shared", include: ["src/**/*.test.ts"] },
});
