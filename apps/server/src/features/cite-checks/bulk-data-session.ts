import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { PGlite, Transaction } from "@electric-sql/pglite";
import pg from "pg";
import { from as copyFrom } from "pg-copy-streams";
import type { Database } from "../../db/client.js";

/** Free Law Project's CSV as PostgreSQL's COPY reads it: quoted fields, backslash escaping a quote or itself. */
const COPY_OPTIONS = "(format csv, escape '\\')";
/** A bulk import's PostgreSQL session: batches of a few hundred thousand rows, and indexes built at the end. */
const SETTINGS = [
  "synchronous_commit = off",
  "temp_buffers = '256MB'",
  "work_mem = '64MB'",
  "maintenance_work_mem = '512MB'",
];

/**
 * One connection for a bulk import, on either database: raw SQL, CSV bytes copied into a table (COPY FROM STDIN on
 * PostgreSQL, PGlite's `/dev/blob` on the embedded one, so the database parses the files, not JavaScript), and
 * transactions. Its temporary tables live as long as it does.
 */
export interface BulkSession {
  readonly kind: Database["kind"];
  query<Row = Record<string, unknown>>(text: string, values?: unknown[]): Promise<{ rows: Row[]; affected: number }>;
  /** The chunks, whole CSV records without a header, into `table`'s columns in order. */
  copyCsv(table: string, chunks: readonly Buffer[]): Promise<void>;
  transaction<T>(run: (session: BulkSession) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

function postgresSession(client: pg.Client): BulkSession {
  const session: BulkSession = {
    kind: "postgres",
    async query<Row>(text: string, values?: unknown[]) {
      const result = await client.query(text, values);
      return { rows: result.rows as Row[], affected: result.rowCount ?? 0 };
    },
    async copyCsv(table, chunks) {
      await pipeline(Readable.from(chunks), client.query(copyFrom(`copy ${table} from stdin ${COPY_OPTIONS}`)));
    },
    async transaction(run) {
      await client.query("begin");
      try {
        const result = await run(session);
        await client.query("commit");
        return result;
      } catch (error) {
        await client.query("rollback").catch(() => undefined);
        throw error;
      }
    },
    close: () => client.end(),
  };
  return session;
}

function pgliteSession(client: PGlite | Transaction): BulkSession {
  return {
    kind: "pglite",
    async query<Row>(text: string, values?: unknown[]) {
      const result = await client.query<Row>(text, values);
      return { rows: result.rows, affected: result.affectedRows ?? 0 };
    },
    async copyCsv(table, chunks) {
      await client.query(`copy ${table} from '/dev/blob' ${COPY_OPTIONS}`, [], {
        blob: new Blob(chunks as unknown as Uint8Array<ArrayBuffer>[]),
      });
    },
    transaction: (run) =>
      "transaction" in client
        ? client.transaction((tx) => run(pgliteSession(tx)))
        : Promise.reject(new Error("a transaction is already open")),
    close: async () => undefined,
  };
}

/**
 * Sessions of their own: on PostgreSQL `count` new connections (not the pool's: their settings and temporary tables
 * end with them), set to write fast (a commit does not wait for the disk: the import's place is committed with its
 * rows, so a crash only loses what it will read again); PGlite's one connection otherwise, whatever `count`.
 */
export async function openBulkSessions(database: Database, count = 1): Promise<BulkSession[]> {
  const client = (database.db as unknown as { $client: pg.Pool | PGlite }).$client;
  if (database.kind === "pglite") return [pgliteSession(client as PGlite)];
  const sessions: BulkSession[] = [];
  try {
    for (let n = 0; n < count; n++) {
      const connection = new pg.Client((client as pg.Pool).options);
      await connection.connect();
      const session = postgresSession(connection);
      sessions.push(session);
      for (const setting of SETTINGS) await session.query(`set ${setting}`);
    }
  } catch (error) {
    await Promise.all(sessions.map((session) => session.close().catch(() => undefined)));
    throw error;
  }
  return sessions;
}
