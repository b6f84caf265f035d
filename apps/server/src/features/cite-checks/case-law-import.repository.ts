import { and, desc, eq, isNotNull, isNull, sql } from "drizzle-orm";
import type { DbExecutor } from "../../db/client.js";
import {
  caseLaw,
  caseLawImportClusters,
  caseLawImportCourts,
  caseLawImportDockets,
  caseLawImports,
} from "../../db/schema.js";

export type CaseLawImport = typeof caseLawImports.$inferSelect;

export interface StagedCourt {
  id: string;
  name: string;
}

export interface StagedDocket {
  id: number;
  courtId: string;
}

export interface StagedCluster {
  id: number;
  caseName: string;
  nameKey: string;
  dateFiled: string | null;
  slug: string | null;
  docketId: number | null;
}

export interface CitedCluster {
  volume: number;
  reporter: string;
  page: number;
  clusterId: number;
}

const column = <Row, T>(rows: readonly Row[], of: (row: Row) => T) => sql.param(rows.map(of));

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
  await db.execute(sql`truncate ${caseLawImportClusters}, ${caseLawImportDockets}, ${caseLawImportCourts}`);
}

/** Where the import stands: the file being read, its records committed, and the cases added so far. */
export async function recordImportProgress(
  db: DbExecutor,
  id: number,
  progress: { stage: string; stageRows: number; addedRows: number },
): Promise<void> {
  await db
    .update(caseLawImports)
    .set({
      stage: progress.stage,
      stageRows: progress.stageRows,
      rows: sql`${caseLawImports.rows} + ${progress.addedRows}`,
    })
    .where(eq(caseLawImports.id, id));
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

export async function stageCourts(db: DbExecutor, rows: readonly StagedCourt[]): Promise<void> {
  await db.execute(sql`
    insert into ${caseLawImportCourts} (id, name)
    select * from unnest(${column(rows, (row) => row.id)}::text[], ${column(rows, (row) => row.name)}::text[])
    on conflict do nothing`);
}

export async function stageDockets(db: DbExecutor, rows: readonly StagedDocket[]): Promise<void> {
  await db.execute(sql`
    insert into ${caseLawImportDockets} (id, court_id)
    select * from unnest(${column(rows, (row) => row.id)}::bigint[], ${column(rows, (row) => row.courtId)}::text[])
    on conflict do nothing`);
}

export async function stageClusters(db: DbExecutor, rows: readonly StagedCluster[]): Promise<void> {
  await db.execute(sql`
    insert into ${caseLawImportClusters} (id, case_name, name_key, date_filed, slug, docket_id)
    select * from unnest(${column(rows, (row) => row.id)}::bigint[], ${column(rows, (row) => row.caseName)}::text[],
      ${column(rows, (row) => row.nameKey)}::text[], ${column(rows, (row) => row.dateFiled)}::text[],
      ${column(rows, (row) => row.slug)}::text[], ${column(rows, (row) => row.docketId)}::bigint[])
    on conflict do nothing`);
}

/**
 * Citations joined with their staged cluster (its name, date and opinion page), docket and court, into the index;
 * citations of a cluster not staged are left out, and cases already known skipped. Answers the cases added.
 */
export async function insertCitedClusters(
  db: DbExecutor,
  rows: readonly CitedCluster[],
  options: { opinionBaseUrl: string; source: string },
): Promise<number> {
  if (rows.length === 0) return 0;
  const result = await db.execute(sql`
    insert into ${caseLaw} (volume, reporter, page, is_found, case_name, name_key, court, date_filed, url, source)
    select cited.volume, cited.reporter, cited.page, true, cluster.case_name, cluster.name_key,
      coalesce(court.name, docket.court_id), cluster.date_filed,
      ${options.opinionBaseUrl} || cluster.id || '/' || coalesce(nullif(cluster.slug, ''), 'opinion') || '/',
      ${options.source}
    from unnest(${column(rows, (row) => row.volume)}::int[], ${column(rows, (row) => row.reporter)}::text[],
      ${column(rows, (row) => row.page)}::int[], ${column(rows, (row) => row.clusterId)}::bigint[])
      as cited(volume, reporter, page, cluster_id)
    join ${caseLawImportClusters} cluster on cluster.id = cited.cluster_id
    left join ${caseLawImportDockets} docket on docket.id = cluster.docket_id
    left join ${caseLawImportCourts} court on court.id = docket.court_id
    on conflict do nothing`);
  // node-postgres counts in rowCount, PGlite in affectedRows.
  const counted = result as unknown as { rowCount?: number | null; affectedRows?: number };
  return counted.rowCount ?? counted.affectedRows ?? 0;
}

/** After a bulk import: the planner learns the index's new size. */
export async function analyzeCaseLaw(db: DbExecutor): Promise<void> {
  await db.execute(sql`analyze ${caseLaw}`);
}
