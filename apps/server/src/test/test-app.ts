import { randomUUID } from "node:crypto";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { FastifyInstance } from "fastify";
import { inject } from "vitest";
import { buildApp } from "../app.js";
import { loadConfig } from "../config.js";
import { PGLITE_START_PARAMS } from "../db/pglite-setup.js";
import type { DnsResolver } from "../features/inbox/inbox-deps.js";
import type { WorkerPool, WorkerPoolOptions } from "../workers/worker-pool.js";
import { lendPglite } from "./pglite-pool.js";
import { withAdminClient } from "./postgres-admin.js";
import { lendWorkerPool } from "./worker-pool-lending.js";

const fakeWebDist = mkdtempSync(path.join(tmpdir(), "paralex-web-"));
writeFileSync(
  path.join(fakeWebDist, "index.html"),
  '<!doctype html><html><head><title>x</title><!--app-config--></head><body><div id="root"></div></body></html>',
);

let pgliteSnapshot: Blob | undefined;
/** The run's migrated embedded database, read once per worker: what the worker's in-memory databases start from. */
export const pgliteSnapshotOf = () => {
  pgliteSnapshot ??= new Blob([readFileSync(inject("pgliteSnapshotPath"))]);
  return pgliteSnapshot;
};

export const TEST_JWT_SECRET = "test-secret-that-is-long-enough-for-hs256-signing";

/**
 * A fresh app on a fresh database for one test file: in-memory PGlite by default (the worker's, emptied to the
 * migrated state), or a new database on the PostgreSQL server named by DATABASE_URL (dropped again on close).
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: {
    dnsResolver?: DnsResolver;
    /** `createWorkerPool` for threads of the app's own, started cold (a file that counts answers during an attack). */
    workerPool?: (options: WorkerPoolOptions) => WorkerPool;
  } = {},
): Promise<FastifyInstance> {
  const hasOwnDatabase = Boolean(env.DATABASE_URL || env.PGLITE_DIR);
  const baseUrl = hasOwnDatabase ? undefined : process.env.DATABASE_URL;
  const databaseUrl = baseUrl ? await createScratchDatabase(baseUrl, { migrated: true }) : undefined;
  const config = loadConfig({
    NODE_ENV: "test",
    PGLITE_DIR: "memory://",
    WEB_DIST: fakeWebDist,
    LOG_LEVEL: "silent",
    JWT_SECRET: TEST_JWT_SECRET,
    // A cite check's searches by name wait in line for the minute's budget (up to 30 s, decision 078); the line has
    // tests of its own, and everywhere else the wait was most of a file's time.
    COURTLISTENER_NAME_SEARCH_MAX_WAIT_MS: "0",
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...env,
  });
  const isInMemory = !databaseUrl && config.pgliteDir.startsWith("memory://") && !config.databaseUrl;
  const app = await buildApp(config, {
    logger: false,
    ...(isInMemory ? { lentPglite: await lendPglite(pgliteSnapshotOf) } : {}),
    workerPool: lendWorkerPool,
    ...options,
  });
  if (baseUrl && databaseUrl) {
    // Not an onClose hook: those run last-added first, so it would drop the database under the open pool.
    const closeApp = app.close.bind(app);
    app.close = (async () => {
      await closeApp();
      await dropScratchDatabase(baseUrl, databaseUrl);
    }) as FastifyInstance["close"];
  }
  return app;
}

/**
 * A database that outlives one app, so a test can close an app and open another on the same data: a scratch
 * PostgreSQL database when DATABASE_URL is set, else a PGlite directory. Pass its env to createTestApp.
 * The PGlite directory starts as a copy of the run's migrated snapshot (no initdb in a child process, no
 * migration); `{ empty: true }` leaves it empty for a test of what a server does with a brand-new directory.
 */
export async function createLastingTestDatabase(
  options: { empty?: boolean } = {},
): Promise<{ env: Record<string, string>; drop(): Promise<void> }> {
  const baseUrl = process.env.DATABASE_URL;
  if (baseUrl) {
    const databaseUrl = await createScratchDatabase(baseUrl, { migrated: !options.empty });
    return { env: { DATABASE_URL: databaseUrl }, drop: () => dropScratchDatabase(baseUrl, databaseUrl) };
  }
  const directory = mkdtempSync(path.join(tmpdir(), "paralex-pglite-"));
  if (!options.empty) {
    const seeded = await PGlite.create(directory, {
      loadDataDir: pgliteSnapshotOf(),
      startParams: PGLITE_START_PARAMS,
    });
    await seeded.close();
  }
  return { env: { PGLITE_DIR: directory }, drop: () => rm(directory, { recursive: true, force: true }) };
}

/** A new database on the server; `migrated`, a copy of the run's migrated template (postgres-template.global-setup). */
async function createScratchDatabase(baseUrl: string, { migrated }: { migrated: boolean }): Promise<string> {
  const name = `paralex_test_${randomUUID().replaceAll("-", "")}`;
  const template = migrated ? inject("postgresTemplate") : undefined;
  await withAdminClient(baseUrl, (client) =>
    client.query(`create database ${name}${template ? ` template ${template}` : ""}`),
  );
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * The pool's end() resolves before its connections have left; dropping with force at once would kill them
 * mid-goodbye and surface as unhandled "terminating connection" errors. So wait for them, then force.
 */
async function dropScratchDatabase(baseUrl: string, databaseUrl: string): Promise<void> {
  const name = new URL(databaseUrl).pathname.slice(1);
  await withAdminClient(baseUrl, async (client) => {
    for (let attempt = 0; attempt < 50; attempt++) {
      const { rows } = await client.query<{ count: number }>(
        "select count(*)::int as count from pg_stat_activity where datname = $1",
        [name],
      );
      if (rows[0]?.count === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await client.query(`drop database if exists ${name} with (force)`);
  });
}
