import { defaultServerConditions } from "vite";
import { defineProject } from "vitest/config";

export default defineProject({
  ssr: { resolve: { conditions: ["source", ...defaultServerConditions] }, noExternal: ["@paralex/shared"] },
  test: { name: "web", include: ["src/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"], environment: "node" },
});
