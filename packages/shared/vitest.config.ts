import { defaultServerConditions } from "vite";
import { defineProject } from "vitest/config";

export default defineProject({
  resolve: { conditions: ["source", ...defaultServerConditions] },
  ssr: { resolve: { conditions: ["source", ...defaultServerConditions] }, noExternal: ["@paralex/shared"] },
  test: { name: "shared", include: ["src/**/*.test.ts"], isolate: false },
});
