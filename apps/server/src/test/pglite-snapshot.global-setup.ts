import { mkdtempSync, writeFileSync } from "node:fs";
import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import type { TestProject } from "vitest/node";
import { migrationsFolder } from "../db/client.js";
import { PGLITE_START_PARAMS } from "../db/pglite-setup.js";

declare module "vitest" {
  export interface ProvidedContext {
    /** A dump of an embedded database with every migration applied, made once per run (decision 057). */
    pgliteSnapshotPath: string;
  }
}

/** Creating an embedded cluster costs seconds; loading a migrated one's dump, a tenth of that. Once a run, then. */
export default async function setup(project: TestProject) {
  const directory = mkdtempSync(path.join(tmpdir(), "paralex-pglite-snapshot-"));
  const snapshotPath = path.join(directory, "migrated.tar");
  const database = await PGlite.create(undefined, { startParams: PGLITE_START_PARAMS });
  await migrate(drizzle(database), { migrationsFolder });
  writeFileSync(snapshotPath, Buffer.from(await (await database.dumpDataDir("none")).arrayBuffer()));
  await database.close();
  project.provide("pgliteSnapshotPath", snapshotPath);
  return () => rm(directory, { recursive: true, force: true });
}
