import { and, desc, eq, isNotNull, isNull, sql } from "drizzle-orm";
import type { DbExecutor } from "../../db/client.js";
import {
  caseLawImportCases,
  caseLawImportClusters,
  caseLawImportCourts,
  caseLawImportDockets,
  caseLawImports,
} from "../../db/schema.js";
import type { BulkSession } from "./bulk-data-session.js";

export type CaseLawImport = typeof caseLawImports.$inferSelect;

/** The import of these files not yet finished, to resume. */
export async function findUnfinishedImport(db: DbExecutor, fingerprint: string): Promise<CaseLawImport | undefined> {
  const [found] = await db
    .select()
    .from(caseLawImports)
    .where(and(eq(caseLawImports.fingerprint, fingerprint), isNull(caseLawImports.finishedAt)))
    .orderBy(desc(caseLawImports.id))
    .limit(1);
  return found;
}

/** A new import from its first stage; what an earlier import left staged is dropped. */
export async function startImport(
  db: DbExecutor,
  format: string,
  fingerprint: string,
  stage: string,
): Promise<CaseLawImport> {
  await clearImportStaging(db);
  const [started] = await db.insert(caseLawImports).values({ format, fingerprint, stage }).returning();
  if (!started) throw new Error("the import was not recorded");
  return started;
}

export async function clearImportStaging(db: DbExecutor): Promise<void> {
  await db.execute(
    sql`truncate ${caseLawImportClusters}, ${caseLawImportDockets}, ${caseLawImportCourts}, ${caseLawImportCases}`,
  );
}

/** Where the import stands: the file being read, its records committed, and the cases added so far. */
export async function recordImportProgress(
  session: BulkSession,
  id: number,
  progress: { stage: string; stageRows: number; addedRows: number },
): Promise<void> {
  await session.query("update case_law_imports set stage = $2, stage_rows = $3, rows = rows + $4 where id = $1", [
    id,
    progress.stage,
    progress.stageRows,
    progress.addedRows,
  ]);
}

/** Whether the staged clusters are there (an unlogged table is emptied when PostgreSQL crashes). */
export async function hasStagedClusters(db: DbExecutor): Promise<boolean> {
  const [staged] = await db.select({ id: caseLawImportClusters.id }).from(caseLawImportClusters).limit(1);
  return staged !== undefined;
}

/** The import is done: its finish time is kept and its staged files dropped. */
export async function finishImport(db: DbExecutor, id: number): Promise<CaseLawImport> {
  await clearImportStaging(db);
  const [finished] = await db
    .update(caseLawImports)
    .set({ stage: "done", finishedAt: sql`now()` })
    .where(eq(caseLawImports.id, id))
    .returning();
  if (!finished) throw new Error(`no import ${id}`);
  return finished;
}

/** An import done at once (our own CSV format), recorded finished with the cases it added. */
export async function recordFinishedImport(db: DbExecutor, format: string, rows: number): Promise<void> {
  await db.insert(caseLawImports).values({ format, fingerprint: "", stage: "done", rows, finishedAt: sql`now()` });
}

/** When the last bulk import finished and how many cases it added; null before any (of that format, if given). */
export async function lastCaseLawImport(
  db: DbExecutor,
  format?: string,
): Promise<{ finishedAt: Date; rows: number } | null> {
  const [last] = await db
    .select({ finishedAt: caseLawImports.finishedAt, rows: caseLawImports.rows })
    .from(caseLawImports)
    .where(and(isNotNull(caseLawImports.finishedAt), format ? eq(caseLawImports.format, format) : undefined))
    .orderBy(desc(caseLawImports.finishedAt))
    .limit(1);
  return last?.finishedAt ? { finishedAt: last.finishedAt, rows: last.rows } : null;
}

/** Where each column a stage reads sits in its file: `raw` is the batch as copied, every column text. */
export type ColumnsOf = (name: string) => string;

/** SQL for a name, blank as null (what JavaScript's trim() drops at either end). */
const trimmed = (column: string) => `nullif(btrim(${column}, E' \\t\\n\\r\\f\\x0b\\u00a0\\ufeff'), '')`;
/** SQL for an identifier, blank as null. */
const idOf = (column: string) => `nullif(btrim(${column}), '')`;
/**
 * SQL for a whole number from 1 to `max` written in digits only (as the files do), else null: `ltrim` of the digits
 * costs a third of a pattern's match.
 */
const wholeNumber = (column: string, max: number) =>
  `(case when length(${column}) between 1 and 15 and ltrim(${column}, '0123456789') = ''
    and ${column}::bigint between 1 and ${max} then ${column}::bigint end)`;
/**
 * SQL for caseNameKey: the same lower case, punctuation runs as one space, "vs" and "versus" as "v" (the second
 * pattern only for the few names that hold "vs" or "versus" at all).
 */
export const nameKeySql = (name: string) => {
  const spaced = `btrim(regexp_replace(lower(${name}), '[^a-z0-9]+', ' ', 'g'))`;
  return `(case when strpos(lower(${name}), 'vs') > 0 or strpos(lower(${name}), 'versus') > 0
    then regexp_replace(${spaced}, '(^| )(vs|versus)(?= |$)', '\\1v', 'g') else ${spaced} end)`;
};
const MAX_ID = Number.MAX_SAFE_INTEGER;

/**
 * The staging tables are written without their primary keys (a plain insert costs a third of one that checks a
 * key), each key built once its file is read, duplicates dropped first.
 */
const STAGING_TABLES = {
  courts: "case_law_import_courts",
  dockets: "case_law_import_dockets",
  clusters: "case_law_import_clusters",
} as const;
export type StagingTable = keyof typeof STAGING_TABLES;

export async function dropStagingKeys(session: BulkSession): Promise<void> {
  for (const table of Object.values(STAGING_TABLES)) {
    await session.query(`alter table ${table} drop constraint if exists ${table}_pkey`);
  }
}

/** The staged file's primary key, once it is read (a file that names an id twice keeps its first record). */
export async function buildStagingKey(session: BulkSession, staged: StagingTable): Promise<void> {
  const table = STAGING_TABLES[staged];
  const { rows } = await session.query<{ count: number }>(
    `select count(*)::int as count from pg_constraint where conname = '${table}_pkey'`,
  );
  if (rows[0]?.count) return;
  const addKey = () => session.query(`alter table ${table} add constraint ${table}_pkey primary key (id)`);
  try {
    await addKey();
  } catch (error) {
    if ((error as { code?: string }).code !== "23505") throw error;
    await session.query(`
      delete from ${table} where ctid in (
        select ctid from (select ctid, row_number() over (partition by id order by ctid) as copy from ${table}) numbered
        where copy > 1)`);
    await addKey();
  }
  await session.query(`analyze ${table}`);
}

/** The batch's courts staged; answers the records that were a court. */
export async function stageCourts(session: BulkSession, column: ColumnsOf): Promise<number> {
  const { affected } = await session.query(`
    insert into case_law_import_courts (id, name)
    select id, coalesce(full_name, short_name, id)
    from (select ${idOf(column("id"))} as id, ${trimmed(column("full_name"))} as full_name,
            ${trimmed(column("short_name"))} as short_name
          from raw offset 0) court
    where id is not null`);
  return affected;
}

/** The batch's dockets staged (which court each is in); answers the records that were a docket. */
export async function stageDockets(session: BulkSession, column: ColumnsOf): Promise<number> {
  const { affected } = await session.query(`
    insert into case_law_import_dockets (id, court_id)
    select id, court_id
    from (select ${wholeNumber(column("id"), MAX_ID)} as id, ${idOf(column("court_id"))} as court_id from raw offset 0)
      docket
    where id is not null and court_id is not null`);
  return affected;
}

/** The batch's opinion clusters staged (name, name key, date, slug, docket); answers the records that were one. */
export async function stageClusters(session: BulkSession, column: ColumnsOf): Promise<number> {
  const { affected } = await session.query(`
    insert into case_law_import_clusters (id, case_name, name_key, date_filed, slug, docket_id)
    select id, case_name, ${nameKeySql("case_name")},
      case when date_filed ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' then date_filed end, slug, docket_id
    from (
      select ${wholeNumber(column("id"), MAX_ID)} as id,
        coalesce(${trimmed(column("case_name"))}, ${trimmed(column("case_name_full"))},
          ${trimmed(column("case_name_short"))}) as case_name,
        btrim(${column("date_filed")}) as date_filed, ${idOf(column("slug"))} as slug,
        ${wholeNumber(column("docket_id"), MAX_ID)} as docket_id
      from raw offset 0) cluster
    where id is not null and case_name is not null`);
  return affected;
}

/** The reporters, as the batch writes them, that `reporters` (the session's table of canonical forms) lacks. */
export async function findUnmappedReporters(session: BulkSession, column: ColumnsOf): Promise<string[]> {
  const { rows } = await session.query<{ raw: string }>(`
    select distinct ${column("reporter")} as raw from raw
    where ${column("reporter")} is not null
      and not exists (select 1 from reporters known where known.raw = ${column("reporter")})`);
  return rows.map((row) => row.raw);
}

/** A session's table of the reporters' canonical forms, by what the files write and whether a volume is a year. */
export async function createReportersTable(session: BulkSession): Promise<void> {
  await session.query("drop table if exists pg_temp.reporters");
  await session.query(
    "create temporary table reporters (raw text not null, is_year boolean not null, reporter text, primary key (raw, is_year))",
  );
}

export async function saveReporters(
  session: BulkSession,
  reporters: readonly { raw: string; isYear: boolean; reporter: string | null }[],
): Promise<void> {
  if (reporters.length === 0) return;
  await session.query(
    `insert into reporters (raw, is_year, reporter)
     select * from unnest($1::text[], $2::boolean[], $3::text[]) on conflict do nothing`,
    [reporters.map((row) => row.raw), reporters.map((row) => row.isYear), reporters.map((row) => row.reporter)],
  );
}

/**
 * The staged clusters joined once with their docket and court, each with its opinion page, for the citations to join
 * (instead of every batch joining the dockets again): written once per import, in one transaction, its key built
 * after the rows; an import resumed among its citations finds it written.
 */
export async function stageCases(session: BulkSession, opinionBaseUrl: string): Promise<void> {
  const { rows } = await session.query<{ staged: boolean }>(
    "select exists (select 1 from case_law_import_cases) as staged",
  );
  if (rows[0]?.staged) return;
  await session.transaction(async (tx) => {
    await tx.query("alter table case_law_import_cases drop constraint if exists case_law_import_cases_pkey");
    await tx.query(
      `insert into case_law_import_cases (id, case_name, name_key, court, date_filed, url)
      select cluster.id, cluster.case_name, cluster.name_key, coalesce(court.name, docket.court_id), cluster.date_filed,
        $1 || cluster.id || '/' || coalesce(nullif(cluster.slug, ''), 'opinion') || '/'
      from case_law_import_clusters cluster
      left join case_law_import_dockets docket on docket.id = cluster.docket_id
      left join case_law_import_courts court on court.id = docket.court_id`,
      [opinionBaseUrl],
    );
    await tx.query("alter table case_law_import_cases add constraint case_law_import_cases_pkey primary key (id)");
  });
  await session.query("analyze case_law_import_cases");
}

/**
 * The batch's citations joined with their staged cluster (its name, date and opinion page), docket and court, into
 * the index; citations of a cluster not staged are left out, and cases already known skipped (when the index has its
 * indexes: without them, a first import's duplicates are dropped when they are built). Answers the records that were
 * a citation and the cases added.
 */
export async function insertCitedClusters(
  session: BulkSession,
  column: ColumnsOf,
  options: { source: string; yearVolumesFrom: number; hasIndexes: boolean },
): Promise<{ valid: number; added: number }> {
  // The batch's citations, checked and typed, into a table of their own that the planner can count: the three
  // numbers written in digits only (a third of the cost of a pattern), cast only then, and within range (volume 1 to
  // 100,000, page 1 to 10,000,000, cluster from 1).
  await session.query("drop table if exists pg_temp.cited");
  // The batch was never analyzed: taken for a few rows, it would be joined to the reporters row by row.
  await session.query("set local enable_nestloop = off");
  const [volume, page, cluster] = [column("volume"), column("page"), column("cluster_id")];
  await session.query(`
    create temporary table cited on commit drop as
    select cited.volume, known.reporter, cited.page, cited.cluster_id
    from (
      select (case when is_numeric then ${volume}::int end) as volume,
        (case when is_numeric then ${page}::int end) as page,
        (case when is_numeric then ${cluster}::bigint end) as cluster_id, ${column("reporter")} as raw
      from (
        select raw.*,
          length(${volume}) between 1 and 9 and length(${page}) between 1 and 9 and length(${cluster}) between 1 and 18
            and ltrim(${volume} || ${page} || ${cluster}, '0123456789') = '' as is_numeric
        from raw offset 0) raw
      where is_numeric
    ) cited
    join reporters known on known.raw = cited.raw and known.is_year = (cited.volume >= ${options.yearVolumesFrom})
    where known.reporter is not null and cited.volume between 1 and 100000 and cited.page between 1 and 10000000
      and cited.cluster_id >= 1`);
  await session.query("set local enable_nestloop = on");
  await session.query("analyze cited");
  const { rows } = await session.query<{ valid: number }>("select count(*)::int as valid from cited");
  const valid = rows[0]?.valid ?? 0;
  const { affected: added } = await session.query(
    `
    insert into case_law (volume, reporter, page, is_found, case_name, name_key, court, date_filed, url, source)
    select cited.volume, cited.reporter, cited.page, true, cases.case_name, cases.name_key, cases.court,
      cases.date_filed, cases.url, $1
    from cited
    join case_law_import_cases cases on cases.id = cited.cluster_id
    ${options.hasIndexes ? "order by cited.volume, cited.reporter, cited.page on conflict do nothing" : ""}`,
    [options.source],
  );
  return { valid, added };
}

/**
 * The index's own indexes, as the migrations create them (0007, 0010): dropped for an import into an index that
 * holds no case yet, whose rows are then written without them, and built again when it finishes.
 */
const CASE_LAW_INDEXES = {
  case_law_citation_case_key: `create unique index if not exists "case_law_citation_case_key" on "case_law" using btree
    ("volume","reporter","page",coalesce("url", ''),coalesce("case_name", ''))`,
  case_law_citation_idx: `create index if not exists "case_law_citation_idx" on "case_law" using btree
    ("volume","reporter","page")`,
  case_law_name_key_idx: `create index if not exists "case_law_name_key_idx" on "case_law" using btree ("name_key")
    where "case_law"."name_key" is not null`,
};

/** Whether the index knows no case yet (only "not found" answers, if anything). */
export async function isCaseLawEmpty(session: BulkSession): Promise<boolean> {
  const { rows } = await session.query<{ empty: boolean }>(
    "select not exists (select 1 from case_law where is_found) as empty",
  );
  return rows[0]?.empty ?? false;
}

/** Whether the index's own indexes are all there (an import into an empty index drops them until it finishes). */
export async function hasCaseLawIndexes(session: BulkSession): Promise<boolean> {
  const { rows } = await session.query<{ count: number }>(
    "select count(*)::int as count from pg_indexes where schemaname = current_schema() and indexname = any($1::text[])",
    [Object.keys(CASE_LAW_INDEXES)],
  );
  return rows[0]?.count === Object.keys(CASE_LAW_INDEXES).length;
}

export async function dropCaseLawIndexes(session: BulkSession): Promise<void> {
  await session.transaction(async (tx) => {
    for (const name of Object.keys(CASE_LAW_INDEXES)) await tx.query(`drop index if exists "${name}"`);
  });
}

/**
 * The index's own indexes built again, if an import dropped them, spread over the sessions (each builds its own at
 * once). Should the files hold one case twice (two spellings of a reporter that are one edition), the copies are
 * dropped first.
 */
export async function buildCaseLawIndexes(sessions: readonly BulkSession[]): Promise<number> {
  let dropped = 0;
  const build = async (session: BulkSession, name: string, create: string) => {
    try {
      await session.query(create);
    } catch (error) {
      if (name !== "case_law_citation_case_key" || (error as { code?: string }).code !== "23505") throw error;
      await session.query(`drop index if exists "${name}"`);
      ({ affected: dropped } = await session.query(`
        delete from case_law where id in (
          select id from (
            select id, row_number() over (partition by volume, reporter, page, coalesce(url, ''), coalesce(case_name, '')
              order by id) as copy
            from case_law) numbered
          where copy > 1)`));
      await session.query(create);
    }
  };
  // The unique key, the largest, on the first session; the others on the rest in turn.
  const sessionFor = (n: number) => (n === 0 || sessions.length === 1 ? 0 : 1 + ((n - 1) % (sessions.length - 1)));
  const indexes = Object.entries(CASE_LAW_INDEXES);
  await Promise.all(
    sessions.map(async (session, at) => {
      for (const [name, create] of indexes.filter((_, n) => sessionFor(n) === at)) await build(session, name, create);
    }),
  );
  return dropped;
}

/** Cases the import counted as added that were copies, dropped when the indexes were built. */
export async function uncountImportedRows(session: BulkSession, id: number, rows: number): Promise<void> {
  if (rows > 0) await session.query("update case_law_imports set rows = rows - $2 where id = $1", [id, rows]);
}

/** After a bulk import: the planner learns the index's new size. */
export async function analyzeCaseLaw(session: BulkSession): Promise<void> {
  await session.query("analyze case_law");
}
