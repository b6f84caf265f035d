import { execFile } from "node:child_process";
import { access } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { promisify } from "node:util";
import { PGlite } from "@electric-sql/pglite";

/**
 * PostgreSQL's own 128 MB of shared buffers live in the WebAssembly heap and are touched as pages are read, so on
 * one embedded connection they mostly cost resident memory; 16 MB keeps the heap at its 128 MB floor (decision 037).
 */
export const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, "-c", "shared_buffers=16MB"];

const INIT_SCRIPT = `
const { PGlite } = require(process.argv[1]);
PGlite.create(process.argv[2], { startParams: JSON.parse(process.argv[3]) })
  .then((db) => db.close())
  .catch((error) => { console.error(error); process.exit(1); });
`;

/**
 * Creates the cluster of a new data directory in a short-lived child process. PGlite's initdb runs in a second
 * WebAssembly instance whose half a gigabyte the process keeps after it ends; in a child it is returned at exit.
 */
export async function initializePgliteDirectory(directory: string): Promise<void> {
  if (await exists(path.join(directory, "PG_VERSION"))) return;
  const pgliteEntry = createRequire(import.meta.url).resolve("@electric-sql/pglite");
  await promisify(execFile)(
    process.execPath,
    ["-e", INIT_SCRIPT, pgliteEntry, directory, JSON.stringify(PGLITE_START_PARAMS)],
    { timeout: 120_000 },
  );
}

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );
