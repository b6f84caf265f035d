import { mkdtempSync, readFileSync } from "node:fs";
import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, expect, it } from "vitest";
import { openDatabase } from "./client.js";

const MB = 1024 * 1024;
const residentBytes = () => Number(readFileSync("/proc/self/status", "utf8").match(/VmRSS:\s+(\d+)/)?.[1]) * 1024;
const directory = mkdtempSync(path.join(tmpdir(), "paralex-pglite-memory-"));
afterAll(() => rm(directory, { recursive: true, force: true }));

it("opens a new data directory, migrated, for under 250 MB of resident memory and with 16 MB of shared buffers", async () => {
  const before = residentBytes();
  const database = await openDatabase({ pgliteDir: directory });
  try {
    const grown = residentBytes() - before;
    const settings = await database.db.execute(sql`select current_setting('shared_buffers') as shared_buffers`);
    const tables = await database.db.execute(sql`select count(*)::int as count from information_schema.tables
      where table_schema = 'public'`);

    expect(settings.rows[0]?.shared_buffers).toBe("16MB");
    expect(Number(tables.rows[0]?.count)).toBeGreaterThan(5);
    expect(grown / MB).toBeLessThan(250);
  } finally {
    await database.close();
  }
});
