import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";

/**
 * TypeScript 7's native compiler, which checks and builds the workspaces (decision 083). It is installed under the
 * alias `typescript-7` beside TypeScript 5.9, the `typescript` that dependency-cruiser and gql.tada load for its
 * API; both packages name their command `tsc`, so the scripts call this one by its path.
 * Usage, from a workspace: node ../../scripts/tsc.mjs --noEmit
 */
const require = createRequire(import.meta.url);
const compiler = path.join(path.dirname(require.resolve("typescript-7/package.json")), "bin", "tsc");
const { status, signal } = spawnSync(process.execPath, [compiler, ...process.argv.slice(2)], { stdio: "inherit" });
process.exit(status ?? (signal ? 1 : 0));
