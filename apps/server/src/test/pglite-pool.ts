import { PGlite } from "@electric-sql/pglite";
import type { LentPglite } from "../db/client.js";
import { PGLITE_START_PARAMS } from "../db/pglite-setup.js";
import { JOBS_SCHEMA } from "../jobs/job-queue.js";

/**
 * The worker's in-memory databases (decision 057 addendum). Loading the migrated dump costs about a second of CPU
 * per app; emptying a used database costs a tenth of that. So an app's close gives its database back, emptied to the
 * dump's state, for the next app of this worker. An app that starts while another is open gets a database of its own.
 */
const idle: PGlite[] = [];
/** Two apps open at once is the most any file needs; more idle databases would only hold memory. */
const MAX_IDLE = 2;
/** Where each database keeps a copy of the rows its tables had in the dump (the seeded catalogue). */
const SEED_SCHEMA = "test_seed";
/** pg-boss's own bookkeeping, kept: every app defines the same queues again. */
const KEPT_JOB_TABLES = ["version", "queue"];

export async function lendPglite(snapshot: () => Blob): Promise<LentPglite> {
  const client = idle.pop() ?? (await openFromSnapshot(snapshot()));
  let givenBack = false;
  // A timer of a closed app must fail as it did on a closed database, never write into the next app's rows.
  const guarded = new Proxy(client, {
    get(target, property) {
      if (givenBack) throw new Error("this database was given back when its app closed");
      const value = Reflect.get(target, property, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return {
    client: guarded,
    async giveBack() {
      givenBack = true;
      const emptied = await emptyToSnapshot(client).then(
        () => true,
        (error: Error) => {
          // Still correct (the next app gets a new database), but each such file pays the full load again.
          console.warn(`A test database could not be emptied for reuse: ${error.message}`);
          return false;
        },
      );
      if (emptied && idle.length < MAX_IDLE) idle.push(client);
      else await client.close();
    },
  };
}

async function openFromSnapshot(snapshot: Blob): Promise<PGlite> {
  const client = await PGlite.create(undefined, { loadDataDir: snapshot, startParams: PGLITE_START_PARAMS });
  const tables = await userTables(client, ["public"]);
  const statements = [`create schema ${SEED_SCHEMA}`];
  for (const table of tables) {
    const { rows } = await client.query<{ any: boolean }>(`select exists (select from public.${table}) as any`);
    if (rows[0]?.any) statements.push(`create table ${SEED_SCHEMA}.${table} as table public.${table}`);
  }
  await client.exec(statements.join(";\n"));
  return client;
}

/**
 * Every row written since the dump goes; the dump's own rows come back; the sequences start again; the session's
 * state is reset (discard). Only the tables an app wrote to are emptied (a table never written to has no pages and
 * no used sequence), and by deleting their rows: truncating a table makes new files for it and each of its indexes,
 * which cost 150-200 ms of CPU an app on a slow machine where deleting a test's few rows costs 6.
 */
async function emptyToSnapshot(client: PGlite): Promise<void> {
  await client.exec("rollback");
  const seeded = await userTables(client, [SEED_SCHEMA]);
  const { rows } = await client.query<{ name: string }>(
    `select quote_ident(n.nspname) || '.' || quote_ident(c.relname) as name
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind = 'r'
        and (n.nspname = 'public' or (n.nspname = $1 and c.relname <> all($2)))
        and (pg_relation_size(c.oid) > 0
          or (n.nspname = 'public' and c.relname = any($3))
          or exists (select from pg_depend d join pg_sequence q on q.seqrelid = d.objid
                      where d.refobjid = c.oid and pg_sequence_last_value(q.seqrelid) is not null))`,
    [JOBS_SCHEMA, KEPT_JOB_TABLES, seeded],
  );
  const written = rows.map((row) => row.name);
  // As a replica the session runs no triggers: no foreign key is checked while the rows go and the seeds come back.
  await client.exec(
    ["set session_replication_role = replica", ...written.map((table) => `delete from ${table}`)].join(";\n"),
  );
  await client.query(
    `select setval(q.seqrelid, q.seqstart, false)
       from pg_depend d join pg_sequence q on q.seqrelid = d.objid
      where d.refobjid = any($1::regclass[])`,
    [written],
  );
  await client.exec(
    seeded
      .map((table) => `insert into public.${table} overriding system value select * from ${SEED_SCHEMA}.${table}`)
      .join(";\n"),
  );
  await client.exec("discard all");
}

async function userTables(client: PGlite, schemas: string[]): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    "select quote_ident(tablename) as name from pg_tables where schemaname = any($1) order by tablename",
    [schemas],
  );
  return rows.map((row) => row.name);
}
