import { and, eq, sql } from "drizzle-orm";
import type { DbExecutor } from "../../db/client.js";
import { caseLaw, caseLawSourceBudgets } from "../../db/schema.js";

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
    .values(cases.map((known) => ({ ...key, ...known, isFound: true, source })))
    .onConflictDoNothing();
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
    .values(rows.map((row) => ({ ...row, isFound: true, source })))
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

/**
 * Takes `count` citations' worth of the source's budget (`secondsEach` apiece) when the budget is free within
 * `maxWaitMs`: answers when the request may be sent. Otherwise takes nothing and answers when to come back. One
 * UPDATE under the row's lock, so every instance shares the budget.
 */
export async function reserveSourceBudget(
  db: DbExecutor,
  source: string,
  count: number,
  secondsEach: number,
  maxWaitMs: number,
): Promise<{ isReserved: true; sendAt: Date } | { isReserved: false; retryAt: Date }> {
  await db.insert(caseLawSourceBudgets).values({ source }).onConflictDoNothing();
  const cost = sql`make_interval(secs => ${count * secondsEach}::double precision)`;
  const rows = (await db.execute(sql`
    update ${caseLawSourceBudgets}
    set next_allowed_at = greatest(next_allowed_at, clock_timestamp()) + ${cost}
    where source = ${source}
      and next_allowed_at <= clock_timestamp() + make_interval(secs => ${maxWaitMs / 1000}::double precision)
    returning next_allowed_at - ${cost} as send_at`)) as unknown as { rows: { send_at: string | Date }[] };
  const [reserved] = rows.rows;
  // The slot itself, maybe just past: the caller sends at once then, and the next slot still starts from this one.
  if (reserved) return { isReserved: true, sendAt: new Date(reserved.send_at) };
  const [budget] = await db
    .select({ nextAllowedAt: caseLawSourceBudgets.nextAllowedAt })
    .from(caseLawSourceBudgets)
    .where(eq(caseLawSourceBudgets.source, source));
  return { isReserved: false, retryAt: budget?.nextAllowedAt ?? new Date() };
}

/** The source said to wait: nobody asks it again before `until`. */
export async function holdSourceUntil(db: DbExecutor, source: string, until: Date): Promise<void> {
  await db
    .insert(caseLawSourceBudgets)
    .values({ source, nextAllowedAt: until })
    .onConflictDoUpdate({
      target: caseLawSourceBudgets.source,
      set: { nextAllowedAt: sql`greatest(${caseLawSourceBudgets.nextAllowedAt}, excluded.next_allowed_at)` },
    });
}
