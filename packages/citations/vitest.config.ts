import { defineProject } from "vitest/config";

export default defineProject({
  test: { name: "citations", include: ["src/**/*.test.ts"], isolate: false },
});
