// What every benchmark script needs: its settings from the environment and its figures written where
// `bench-results/` keeps them, with the machine and its load beside them.
import { mkdir, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";

/** A positive whole number from the environment, or the fallback when unset. */
export function positiveInt(name, fallback) {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive integer, got "${raw}"`);
  return value;
}

/** Writes a run's figures as JSON with the date, Node, the core count and the load average before and after. */
export async function writeResults(resultsFile, { loadBefore, loadAfter, ...figures }) {
  await mkdir(path.dirname(resultsFile), { recursive: true });
  const run = {
    date: new Date().toISOString(),
    node: process.version,
    cpus: os.cpus().length,
    loadAverage: { before: loadBefore, after: loadAfter },
    ...figures,
  };
  await writeFile(resultsFile, `${JSON.stringify(run, null, 2)}\n`);
  console.log(`Wrote ${path.relative(process.cwd(), resultsFile)}`);
}

/** A new empty database on the PostgreSQL server of `adminUrl`; `drop()` removes it again, connections and all. */
export async function createScratchDatabase(adminUrl, name) {
  const { default: pg } = await import("pg");
  const run = async (statement) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists "${name}" with (force)`) };
}
