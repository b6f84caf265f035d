import { mkdir } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePg, type NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { listenForPgNotices, type NoticeHandlers } from "./pg-notices.js";
import { initializePgliteDirectory, PGLITE_START_PARAMS } from "./pglite-setup.js";
import * as schema from "./schema.js";

/**
 * Both drivers speak the same PostgreSQL dialect through the same query builder; the rest of the
 * server sees one type so repositories are written once.
 */
export type Db = NodePgDatabase<typeof schema>;

/** The database or an open transaction: what a repository function needs to run its queries. */
export type DbExecutor = Omit<Db, "$client">;

/** An open in-memory PGlite lent to one app: the app's close gives it back rather than closing it. */
export interface LentPglite {
  client: PGlite;
  giveBack(): Promise<void>;
}

export interface Database {
  db: Db;
  kind: "postgres" | "pglite";
  ping(): Promise<void>;
  /**
   * One raw statement (with $n values) or, without values, a script of several, outside any transaction: for
   * libraries that bring their own SQL, such as the job queue. A failure never leaves a transaction open.
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  /** The connection pool's use, on PostgreSQL (PGlite has one connection and no pool). */
  poolUse?(): { total: number; idle: number; waiting: number; max: number };
  /** Runs one process at a time across every instance on the database, as the migrations do. */
  withMigrationLock<T>(run: () => Promise<T>): Promise<T>;
  /** Hears NOTIFY on the channel, from this process and any other using the database, until close(). */
  listen(channel: string, handlers: NoticeHandlers): Promise<void>;
  close(): Promise<void>;
}

export const migrationsFolder = fileURLToPath(new URL("../../drizzle", import.meta.url));
const MIGRATION_LOCK = "paralex.migrations";
const POOL_MAX = 10;

/** Opens the database named by the configuration and brings its schema up to date. */
export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  pgliteDir: string;
  /**
   * An open in-memory PGlite to use instead of creating one, handed back on close (the tests' pool of migrated
   * databases; decision 057).
   */
  lentPglite?: LentPglite | undefined;
  onConnectionError?: (error: Error) => void;
}): Promise<Database> {
  const { databaseUrl } = options;
  if (databaseUrl) {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: POOL_MAX });
    // An idle connection that the server drops must not crash the process; the pool replaces it.
    pool.on("error", (error) => options.onConnectionError?.(error));
    const db = drizzlePg(pool, { schema });
    await withMigrationLock(pool, () => migratePg(db, { migrationsFolder }));
    const listeners: { close(): Promise<void> }[] = [];
    return {
      db,
      kind: "postgres",
      ping: async () => void (await db.execute(sql`select 1`)),
      executeSql: async (text, values) => {
        const client = await pool.connect();
        try {
          const result = await client.query(text, values);
          client.release();
          return result;
        } catch (error) {
          // A script that failed after its BEGIN leaves the connection in an aborted transaction: discard it.
          client.release(error as Error);
          throw error;
        }
      },
      poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: POOL_MAX }),
      withMigrationLock: (run) => withMigrationLock(pool, run),
      listen: async (channel, handlers) => {
        listeners.push(listenForPgNotices(databaseUrl, channel, handlers));
      },
      close: once(async () => {
        await Promise.all(listeners.map((listener) => listener.close()));
        await pool.end();
      }),
    };
  }
  const inMemory = options.pgliteDir.startsWith("memory://");
  if (!inMemory) {
    await mkdir(path.resolve(options.pgliteDir), { recursive: true });
    await initializePgliteDirectory(path.resolve(options.pgliteDir));
  }
  const lent = inMemory ? options.lentPglite : undefined;
  const client =
    lent?.client ??
    (await PGlite.create(inMemory ? undefined : path.resolve(options.pgliteDir), { startParams: PGLITE_START_PARAMS }));
  const pgliteDb = drizzlePglite(client, { schema });
  const unlisteners: (() => Promise<void>)[] = [];
  await migratePglite(pgliteDb, { migrationsFolder });
  return {
    db: pgliteDb as unknown as Db,
    kind: "pglite",
    ping: async () => void (await client.query("select 1")),
    executeSql: async (text, values) => {
      if (values && values.length > 0) return client.query<Record<string, unknown>>(text, values);
      try {
        const results = await client.exec(text);
        return results.at(-1) ?? { rows: [] };
      } catch (error) {
        // The one connection must not stay in a transaction a failed script began.
        await client.exec("rollback").catch(() => undefined);
        throw error;
      }
    },
    withMigrationLock: (run) => run(),
    listen: async (channel, handlers) => {
      unlisteners.push(await client.listen(channel, (payload) => handlers.onNotice(payload)));
      handlers.onListening(true);
    },
    close: once(async () => {
      await Promise.all(unlisteners.map((unlisten) => unlisten()));
      await (lent ? lent.giveBack() : client.close());
    }),
  };
}

/**
 * Runs while holding a session-level advisory lock, so instances starting together take turns: the first applies
 * the migrations, the others then find nothing to do. A crashed holder's lock ends with its connection.
 */
async function withMigrationLock<T>(pool: pg.Pool, run: () => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query("select pg_advisory_lock(hashtext($1))", [MIGRATION_LOCK]);
    try {
      return await run();
    } finally {
      await client.query("select pg_advisory_unlock(hashtext($1))", [MIGRATION_LOCK]);
      client.release();
    }
  } catch (error) {
    client.release(error as Error);
    throw error;
  }
}

function once(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => {
    closing ??= close();
    return closing;
  };
}
