import { and, eq, sql } from "drizzle-orm";
import type { DbExecutor } from "../../db/client.js";
import { caseLaw } from "../../db/schema.js";
import { caseNameKey } from "./case-name-key.js";

export type CaseLawRecord = typeof caseLaw.$inferSelect;

export interface CitationKey {
  volume: number;
  reporter: string;
  page: number;
}

export interface KnownCase {
  caseName: string | null;
  court: string | null;
  dateFiled: string | null;
  url: string | null;
}

export const citationKeyOf = (key: CitationKey) => `${key.volume} ${key.reporter} ${key.page}`;

/** Every row the index holds for these citations (cases, and "not found" answers). */
export async function findCaseLaw(db: DbExecutor, keys: readonly CitationKey[]): Promise<CaseLawRecord[]> {
  if (keys.length === 0) return [];
  // Three array parameters joined against the index: one plan whatever the number of citations.
  const column = <T>(of: (key: CitationKey) => T) => sql.param(keys.map(of));
  const wanted = sql`select * from unnest(${column((key) => key.volume)}::int[], ${column((key) => key.reporter)}::text[],
    ${column((key) => key.page)}::int[])`;
  return db.select().from(caseLaw).where(sql`(${caseLaw.volume}, ${caseLaw.reporter}, ${caseLaw.page}) in (${wanted})`);
}

/**
 * Records a source's answer for one citation: the cases it knows there, or none. A found case replaces an earlier
 * "not found" answer; an answer already recorded is kept once.
 */
export async function saveCaseLawAnswer(
  db: DbExecutor,
  key: CitationKey,
  source: string,
  cases: readonly KnownCase[],
): Promise<void> {
  const where = and(eq(caseLaw.volume, key.volume), eq(caseLaw.reporter, key.reporter), eq(caseLaw.page, key.page));
  if (cases.length === 0) {
    await db.delete(caseLaw).where(and(where, eq(caseLaw.isFound, false)));
    await db
      .insert(caseLaw)
      .values({ ...key, isFound: false, source })
      .onConflictDoNothing();
    return;
  }
  await db.delete(caseLaw).where(and(where, eq(caseLaw.isFound, false)));
  await db
    .insert(caseLaw)
    .values(cases.map((known) => ({ ...key, ...known, nameKey: nameKeyOf(known), isFound: true, source })))
    .onConflictDoNothing();
}

const nameKeyOf = (known: KnownCase) => (known.caseName ? caseNameKey(known.caseName) : null);

/** A case the index knows by its name, with where it is reported. */
export type NamedCase = CitationKey & KnownCase & { nameKey: string };

/** Up to `perName` cases the index knows under each of these name keys (caseNameKey), by exact match. */
export async function findCasesByName(
  db: DbExecutor,
  nameKeys: readonly string[],
  perName: number,
): Promise<NamedCase[]> {
  if (nameKeys.length === 0) return [];
  const result = await db.execute(sql`
    select found.volume, found.reporter, found.page, found.case_name as "caseName", found.court,
      found.date_filed as "dateFiled", found.url, found.name_key as "nameKey"
    from unnest(${sql.param([...nameKeys])}::text[]) as wanted(name_key)
    cross join lateral (
      select * from ${caseLaw} c where c.name_key = wanted.name_key and c.is_found order by c.id limit ${perName}
    ) found`);
  return (result as unknown as { rows: NamedCase[] }).rows;
}

/** Imported cases, in one statement; those already known are skipped. */
export async function insertImportedCases(
  db: DbExecutor,
  rows: readonly (CitationKey & KnownCase)[],
  source: string,
): Promise<number> {
  if (rows.length === 0) return 0;
  const inserted = await db
    .insert(caseLaw)
    .values(rows.map((row) => ({ ...row, nameKey: nameKeyOf(row), isFound: true, source })))
    .onConflictDoNothing()
    .returning({ id: caseLaw.id });
  return inserted.length;
}

/** After an import: "not found" answers for citations the import now knows are dropped. */
export async function deleteAnsweredNotFound(db: DbExecutor): Promise<void> {
  await db.execute(sql`
    delete from ${caseLaw} missing
    where missing.is_found = false
      and exists (select 1 from ${caseLaw} known where known.is_found and known.volume = missing.volume
                  and known.reporter = missing.reporter and known.page = missing.page)`);
}
