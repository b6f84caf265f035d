import { defineConfig } from "vitest/config";

// `npm run test:scale`: kept out of `npm test` (it needs the build, PostgreSQL, Redis and nginx).
export default defineConfig({
  test: {
    name: "scale",
    root: import.meta.dirname,
    include: ["*.test.mjs"],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 90_000,
  },
});
