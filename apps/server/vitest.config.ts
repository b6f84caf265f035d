import { defaultServerConditions } from "vite";
import { defineProject } from "vitest/config";

export default defineProject({
  resolve: { conditions: ["source", ...defaultServerConditions] },
  ssr: { resolve: { conditions: ["source", ...defaultServerConditions] }, noExternal: ["@paralex/shared"] },
  test: {
    name: "server",
    include: ["src/**/*.test.ts"],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
