import { defineProject } from "vitest/config";

export default defineProject({
  test: { name: "dockets", include: ["src/**/*.test.ts"], isolate: false },
});
