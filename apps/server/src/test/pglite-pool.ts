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

/** Every row written since the dump goes; the dump's own rows come back; the session's state is reset (discard). */
async function emptyToSnapshot(client: PGlite): Promise<void> {
  await client.exec("rollback");
  const tables = [
    ...(await userTables(client, ["public"])).map((table) => `public.${table}`),
    ...(await userTables(client, [JOBS_SCHEMA]))
      .filter((table) => !KEPT_JOB_TABLES.includes(table))
      .map((table) => `${JOBS_SCHEMA}.${table}`),
  ];
  const seeded = await userTables(client, [SEED_SCHEMA]);
  await client.exec(
    [
      `truncate ${tables.join(", ")} restart identity cascade`,
      // The seeded rows refer to each other; their order is the dump's, so no constraint trigger needs to run.
      "set session_replication_role = replica",
      ...seeded.map(
        (table) => `insert into public.${table} overriding system value select * from ${SEED_SCHEMA}.${table}`,
      ),
    ].join(";\n"),
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
