// Bulk import of Free Law Project's data into the case-law index: `npm run bench:import` (builds the server first).
//
// Generates the four bulk files in their published format (a header row, every field quoted, backslash escapes) with
// BENCH_IMPORT_ROWS citations (default 2,000,000) over half as many clusters and dockets, imports them into a
// scratch PostgreSQL database (DATABASE_URL's server, default postgres://postgres@127.0.0.1:5432/test) and into the
// embedded database (BENCH_IMPORT_PGLITE_ROWS citations, default 200,000), and prints rows a second. Then it grows
// the PostgreSQL index to BENCH_LOOKUP_INDEX_ROWS (default 10,000,000) and times the lookup of a 250-citation brief:
// its citations, then the name fallback for those not found. Beside rows a second it prints when each file began
// (stageDoneAt: seconds from the start; "finished" includes building the indexes), and the CPU time the import took
// per million records, this process's (process.cpuUsage: JavaScript, and PGlite, which runs in it) and PostgreSQL's
// backends' on the scratch database (read from /proc while they run, so the server must be on this machine), a figure
// that does not depend on what else the machine is doing. Figures go to bench-results/import.json.

import { randomUUID } from "node:crypto";
import { once } from "node:events";
import { createWriteStream } from "node:fs";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import pg from "pg";
import { positiveInt, writeResults } from "./bench-kit.mjs";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const load = (relative) => import(pathToFileURL(path.join(repoRoot, "apps/server/dist", relative)).href);
const { openDatabase } = await load("db/client.js");
const { bulkFileOnDisk } = await load("features/cite-checks/bulk-data-files.js");
const { importBulkData } = await load("features/cite-checks/bulk-data-import.js");
const { findCaseLaw, findCasesByName } = await load("features/cite-checks/case-law.repository.js");

const ROWS = positiveInt("BENCH_IMPORT_ROWS", 2_000_000);
const PGLITE_ROWS = positiveInt("BENCH_IMPORT_PGLITE_ROWS", 200_000);
const INDEX_ROWS = positiveInt("BENCH_LOOKUP_INDEX_ROWS", 10_000_000);
const BASE_URL = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const REPORTERS = ["U.S.", "F.3d", "F.2d", "F. Supp. 2d", "S. Ct.", "N.E.2d", "Cal. App. 4th", "So. 3d"];
const COURTS = 200;

const quoted = (values) => `${values.map((value) => (value === null ? "" : `"${value}"`)).join(",")}\n`;

async function writeLines(file, header, count, lineOf) {
  const out = createWriteStream(file);
  out.write(quoted(header));
  for (let n = 1; n <= count; n++) {
    if (!out.write(lineOf(n))) await once(out, "drain");
  }
  out.end();
  await once(out, "finish");
}

/** The four files for `citations` citations, two per cluster, in Free Law Project's columns (the ones read, and more). */
async function generateFiles(directory, citations) {
  const clusters = Math.ceil(citations / 2);
  const stamp = "2025-01-01 00:00:00.000000+00";
  const file = (name) => path.join(directory, `${name}-2025-06-30.csv`);
  await writeLines(
    file("courts"),
    ["id", "pacer_court_id", "date_modified", "in_use", "position", "citation_string", "short_name", "full_name"],
    COURTS,
    (n) => quoted([`court${n}`, null, stamp, "t", String(n), `Ct. ${n}`, `Court ${n}`, `The Court of District ${n}`]),
  );
  await writeLines(
    file("dockets"),
    ["id", "date_created", "date_modified", "source", "court_id", "case_name", "docket_number", "slug"],
    clusters,
    (n) =>
      quoted([
        String(n),
        stamp,
        stamp,
        "0",
        `court${(n % COURTS) + 1}`,
        `Party${n} v. Opponent${n}`,
        `${n}-cv`,
        `party${n}-v-opponent${n}`,
      ]),
  );
  await writeLines(
    file("opinion-clusters"),
    [
      "id",
      "date_created",
      "date_modified",
      "judges",
      "date_filed",
      "slug",
      "case_name_short",
      "case_name",
      "case_name_full",
      "syllabus",
      "docket_id",
    ],
    clusters,
    (n) =>
      quoted([
        String(n),
        stamp,
        stamp,
        "Smith, Jones",
        `${1950 + (n % 70)}-0${(n % 9) + 1}-1${n % 10}`,
        `party${n}-v-opponent${n}`,
        `Party${n}`,
        `Party${n} v. Opponent${n}`,
        `Party${n}, Appellant v. Opponent${n} \\"the Company\\", Appellee`,
        "",
        String(n),
      ]),
  );
  await writeLines(
    file("citations"),
    ["id", "volume", "reporter", "page", "type", "cluster_id", "date_created", "date_modified"],
    citations,
    (n) => {
      const cluster = Math.ceil(n / 2);
      return quoted([
        String(n),
        String((cluster % 900) + 1),
        REPORTERS[n % REPORTERS.length],
        String(cluster),
        "1",
        String(cluster),
        stamp,
        stamp,
      ]);
    },
  );
  return {
    citations: await bulkFileOnDisk(file("citations")),
    clusters: await bulkFileOnDisk(file("opinion-clusters")),
    dockets: await bulkFileOnDisk(file("dockets")),
    courts: await bulkFileOnDisk(file("courts")),
  };
}

async function withAdmin(run) {
  const client = new pg.Client({ connectionString: BASE_URL });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** Clock ticks a second of /proc/<pid>/stat's times (USER_HZ, 100 on Linux's every architecture). */
const TICKS_PER_SECOND = 100;

/** CPU seconds a process has used, from /proc; null once it has gone (or where there is no /proc). */
async function processCpuSeconds(pid) {
  const stat = await readFile(`/proc/${pid}/stat`, "utf8").catch(() => null);
  if (!stat) return null;
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

/**
 * The CPU time of PostgreSQL's processes serving `database` (backends and their parallel workers), sampled every
 * quarter second until stopped: each process's last reading counts, so a process that ends loses at most its last
 * quarter second.
 */
function watchBackendsCpu(database) {
  const seen = new Map();
  let isWatching = true;
  const watching = withAdmin(async (client) => {
    while (isWatching) {
      const { rows } = await client.query("select pid from pg_stat_activity where datname = $1", [database]);
      for (const { pid } of rows) {
        const seconds = await processCpuSeconds(pid);
        if (seconds !== null) seen.set(pid, seconds);
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  });
  return async () => {
    isWatching = false;
    await watching;
    return [...seen.values()].reduce((sum, seconds) => sum + seconds, 0);
  };
}

async function timeImport(database, files, citations, scratchDatabase) {
  const stopWatching = scratchDatabase ? watchBackendsCpu(scratchDatabase) : null;
  const backendsBefore = stopWatching ? await processCpuSecondsOfBackends(scratchDatabase) : 0;
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  // Where the time goes: seconds from the start to each file's first batch, and to the end (indexes, analyze).
  const stageStarts = {};
  const onProgress = (progress) => {
    stageStarts[progress.stage] ??= Number(((performance.now() - started) / 1000).toFixed(1));
  };
  const summary = await importBulkData(database, files, {
    opinionBaseUrl: "https://www.courtlistener.com/opinion/",
    onProgress,
  });
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  const nodeSeconds = (cpu.user + cpu.system) / 1e6;
  const backendSeconds = stopWatching ? (await stopWatching()) - backendsBefore : null;
  const records = citations + 2 * Math.ceil(citations / 2) + COURTS;
  const perMillion = (value) => (value === null ? null : Number(((value * 1e6) / records).toFixed(2)));
  return {
    citations,
    records,
    imported: summary.imported,
    seconds: Number(seconds.toFixed(1)),
    citationsPerSecond: Math.round(citations / seconds),
    recordsPerSecond: Math.round(records / seconds),
    stageDoneAt: { ...stageStarts, finished: Number(seconds.toFixed(1)) },
    cpuSecondsPerMillionRecords: {
      node: perMillion(nodeSeconds),
      postgresBackends: perMillion(backendSeconds),
      total: perMillion(nodeSeconds + (backendSeconds ?? 0)),
    },
    /** Records a second that one core's CPU time would give: independent of the machine's load. */
    recordsPerCpuSecond: Math.round(records / (nodeSeconds + (backendSeconds ?? 0))),
  };
}

/** The CPU seconds the scratch database's backends have used before the import (the pool's, and migrations'). */
async function processCpuSecondsOfBackends(database) {
  return withAdmin(async (client) => {
    const { rows } = await client.query("select pid from pg_stat_activity where datname = $1", [database]);
    let sum = 0;
    for (const { pid } of rows) sum += (await processCpuSeconds(pid)) ?? 0;
    return sum;
  });
}

/** The PostgreSQL index grown to `rows` with generated cases, then a 250-citation brief looked up (median of 20). */
async function timeLookup(database) {
  await database.executeSql(`
    insert into case_law (volume, reporter, page, is_found, case_name, name_key, court, date_filed, url, source)
    select 2000 + n % 50000, 'F. Supp. 3d', n, true, 'Generated' || n || ' v. Case', 'generated' || n || ' v case',
      'court', '2020-01-01', 'https://www.courtlistener.com/opinion/' || n || '/generated/', 'bench'
    from generate_series(1, greatest(0, ${INDEX_ROWS} - (select count(*) from case_law))) as n`);
  await database.executeSql("analyze case_law");
  const [{ count }] = (await database.executeSql("select count(*)::bigint as count from case_law")).rows;
  const timings = [];
  for (let run = 0; run < 20; run++) {
    const keys = Array.from({ length: 250 }, (_, n) => {
      const cluster = 1 + Math.floor(Math.random() * (ROWS / 2));
      return n % 5 === 4
        ? { volume: 99_999, reporter: "U.S.", page: cluster }
        : { volume: (cluster % 900) + 1, reporter: REPORTERS[(cluster * 2) % REPORTERS.length], page: cluster };
    });
    const names = keys.filter((key) => key.volume === 99_999).map((key) => `party${key.page} v opponent${key.page}`);
    const started = performance.now();
    await findCaseLaw(database.db, keys);
    await findCasesByName(database.db, names, 50);
    timings.push(performance.now() - started);
  }
  timings.sort((a, b) => a - b);
  return {
    indexRows: Number(count),
    briefCitations: 250,
    medianMs: Number(timings[10].toFixed(1)),
    worstMs: Number(timings[19].toFixed(1)),
  };
}

const loadBefore = os.loadavg();
const directory = await mkdtemp(path.join(os.tmpdir(), "paralex-bench-import-"));
const scratch = `paralex_bench_${randomUUID().replaceAll("-", "")}`;
try {
  console.log(`generating ${ROWS.toLocaleString("en-US")} citations in Free Law Project's format...`);
  const files = await generateFiles(directory, ROWS);
  await withAdmin((client) => client.query(`create database ${scratch}`));
  const url = new URL(BASE_URL);
  url.pathname = `/${scratch}`;
  const postgres = await openDatabase({ databaseUrl: url.toString(), pgliteDir: "" });
  let postgresFigures;
  let lookup;
  try {
    postgresFigures = await timeImport(postgres, files, ROWS, scratch);
    console.log(`PostgreSQL: ${JSON.stringify(postgresFigures)}`);
    lookup = await timeLookup(postgres);
    console.log(`lookup of a 250-citation brief: ${JSON.stringify(lookup)}`);
  } finally {
    await postgres.close();
    await withAdmin((client) => client.query(`drop database ${scratch} with (force)`));
  }

  const small = path.join(directory, "pglite");
  await rm(small, { recursive: true, force: true });
  await import("node:fs/promises").then(({ mkdir }) => mkdir(small));
  const pgliteFiles = await generateFiles(small, PGLITE_ROWS);
  const pglite = await openDatabase({ pgliteDir: "memory://" });
  let pgliteFigures;
  try {
    pgliteFigures = await timeImport(pglite, pgliteFiles, PGLITE_ROWS);
    console.log(`embedded PGlite: ${JSON.stringify(pgliteFigures)}`);
  } finally {
    await pglite.close();
  }
  await writeResults(path.join(repoRoot, "bench-results/import.json"), {
    loadBefore,
    loadAfter: os.loadavg(),
    postgres: postgresFigures,
    pglite: pgliteFigures,
    lookup,
  });
} finally {
  await rm(directory, { recursive: true, force: true });
}
