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
