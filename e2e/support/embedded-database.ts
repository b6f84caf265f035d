import { execFile } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";

const SERVER_PACKAGE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../apps/server/package.json");

const SCRIPT = `
const { PGlite } = require(process.argv[1]);
PGlite.create(process.argv[2])
  .then(async (db) => { await db.exec(process.argv[3]); await db.close(); })
  .catch((error) => { console.error(error); process.exit(1); });
`;

/**
 * Runs SQL on the embedded database kept in `directory` while no server holds it: what only time would otherwise do,
 * such as a case that has heard nothing for weeks. PGlite is the server's own, in a child process (its WebAssembly
 * heap is returned when the child ends).
 */
export async function runOnEmbeddedDatabase(directory: string, sql: string): Promise<void> {
  const pglite = createRequire(SERVER_PACKAGE).resolve("@electric-sql/pglite");
  await promisify(execFile)(process.execPath, ["-e", SCRIPT, pglite, directory, sql], { timeout: 120_000 });
}
