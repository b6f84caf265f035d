import { createRequire } from "node:module";
import { defaultServerConditions } from "vite";
import { defineProject } from "vitest/config";

const require = createRequire(import.meta.url);

export default defineProject({
  resolve: {
    conditions: ["source", ...defaultServerConditions],
    // graphql 16 ships CJS (main) and ESM (module) copies; Node, mercurius and Pothos all load the CJS one, so
    // our sources must too, or schema types from one copy fail the other's instanceof checks.
    alias: [{ find: /^graphql$/, replacement: require.resolve("graphql") }],
  },
  // These conditions also reach Node, which loads the external packages: without "module", as in production, where
  // a package's ESM copy under that condition may not even load in Node (@opentelemetry/api's, under prom-client).
  ssr: {
    resolve: { conditions: ["source", ...defaultServerConditions.filter((condition) => condition !== "module")] },
    noExternal: ["@paralex/shared"],
  },
  test: {
    name: "server",
    include: ["src/**/*.test.ts"],
    environment: "node",
    // Each file builds its own app on its own database, so the files of one worker can share loaded modules:
    // importing the server once per worker instead of once per file saves most of the suite's import time.
    isolate: false,
    globalSetup: ["src/test/pglite-snapshot.global-setup.ts", "src/test/postgres-template.global-setup.ts"],
    setupFiles: ["../../scripts/test-file-cpu-time.setup.ts"],
    // A file's first test pays for what its worker has not loaded yet (a thread's PDF renderer, the server's modules
    // when it is the worker's first file): 26 s of the 30 s this was, on a slow machine with the checks beside it.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
