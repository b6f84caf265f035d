import { type Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { lookupSeries } from "@paralex/citations/reporter-index";
import { parse } from "csv-parse";
import pg from "pg";
import { from as copyFrom } from "pg-copy-streams";
import type { Database } from "../../db/client.js";
import {
  type CitationKey,
  deleteAnsweredNotFound,
  insertImportedCases,
  type KnownCase,
} from "./case-law.repository.js";
import { recordFinishedImport } from "./case-law-import.repository.js";
import { caseNameKey } from "./case-name-key.js";

export const IMPORT_SOURCE = "import";
/** Our own CSV format, as recorded among the imports. */
export const CSV_FORMAT = "csv";
const BATCH_ROWS = 1000;
const HEADER_ALIASES: Record<string, keyof ImportRow> = {
  volume: "volume",
  reporter: "reporter",
  page: "page",
  case_name: "caseName",
  casename: "caseName",
  name: "caseName",
  court: "court",
  date: "dateFiled",
  date_filed: "dateFiled",
  datefiled: "dateFiled",
  decided: "dateFiled",
  url: "url",
};

type ImportRow = CitationKey & KnownCase;

export interface ImportSummary {
  read: number;
  imported: number;
  /** Lines refused (a bad volume, page or reporter, or a missing case name), with why; the first 20. */
  refused: { line: number; reason: string }[];
  refusedCount: number;
}

/** The reporter as our extractor writes it ("F. 2d" -> "F.2d"), so the index answers what drafts cite. */
export function canonicalReporter(volume: number, reporter: string): string {
  const series = lookupSeries(reporter, volume);
  return series?.type === "reporter" ? series.edition.abbreviation : reporter;
}

function rowOf(record: Record<string, string>): ImportRow | string {
  const value = (name: keyof ImportRow) => record[name]?.trim() ?? "";
  const volume = Number(value("volume"));
  const page = Number(value("page"));
  if (!Number.isInteger(volume) || volume <= 0 || volume > 100_000) return "volume is not a number";
  if (!Number.isInteger(page) || page <= 0 || page > 10_000_000) return "page is not a number";
  if (value("reporter") === "") return "reporter is empty";
  if (value("caseName") === "") return "case name is empty";
  const dateFiled = value("dateFiled");
  if (dateFiled !== "" && !/^\d{4}(-\d{2}(-\d{2})?)?$/.test(dateFiled)) return "date is not YYYY-MM-DD";
  const url = value("url");
  if (url !== "" && !/^https?:\/\//.test(url)) return "url is not http(s)";
  return {
    volume,
    reporter: canonicalReporter(volume, value("reporter").replace(/\s+/g, " ")),
    page,
    caseName: value("caseName"),
    court: value("court") || null,
    dateFiled: dateFiled || null,
    url: url || null,
  };
}

/** Parses the CSV (header row required) into checked rows, counting and describing the refused ones. */
function rowsOf(input: Readable, summary: ImportSummary): Readable {
  const parser = parse({
    columns: (header: string[]) =>
      header.map(
        (name) =>
          HEADER_ALIASES[
            name
              .trim()
              .toLowerCase()
              .replace(/[\s-]+/g, "_")
          ] ?? false,
      ),
    skip_empty_lines: true,
    trim: true,
    bom: true,
    info: true,
  });
  const check = new Transform({
    objectMode: true,
    transform(chunk: { record: Record<string, string>; info: { lines: number } }, _encoding, done) {
      summary.read += 1;
      const row = rowOf(chunk.record);
      if (typeof row !== "string") return done(null, row);
      summary.refusedCount += 1;
      if (summary.refused.length < 20) summary.refused.push({ line: chunk.info.lines, reason: row });
      done();
    },
  });
  return input.pipe(parser).pipe(check);
}

const csvField = (value: string | number | null) => (value === null ? "" : `"${String(value).replaceAll('"', '""')}"`);

/** PostgreSQL: COPY into a temporary table, then one INSERT ... ON CONFLICT DO NOTHING into the index. */
async function importWithCopy(databaseUrl: string, rows: Readable): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query("begin");
    await client.query(`create temporary table case_law_import (volume int, reporter text, page int,
      case_name text, name_key text, court text, date_filed text, url text) on commit drop`);
    const toCsv = new Transform({
      writableObjectMode: true,
      transform(row: ImportRow, _encoding, done) {
        const nameKey = row.caseName ? caseNameKey(row.caseName) : null;
        const fields = [row.volume, row.reporter, row.page, row.caseName, nameKey, row.court, row.dateFiled, row.url];
        done(null, `${fields.map(csvField).join(",")}\n`);
      },
    });
    await pipeline(rows, toCsv, client.query(copyFrom("copy case_law_import from stdin (format csv)")));
    const inserted = await client.query(`insert into case_law
        (volume, reporter, page, is_found, case_name, name_key, court, date_filed, url, source)
      select distinct on (volume, reporter, page, coalesce(url, ''), case_name)
        volume, reporter, page, true, case_name, name_key, court, date_filed, url, '${IMPORT_SOURCE}'
      from case_law_import
      on conflict do nothing`);
    await client.query(`delete from case_law missing where missing.is_found = false and exists (
      select 1 from case_law known where known.is_found and known.volume = missing.volume
        and known.reporter = missing.reporter and known.page = missing.page)`);
    await client.query("commit");
    return inserted.rowCount ?? 0;
  } catch (error) {
    await client.query("rollback").catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}

/** PGlite (one connection, no COPY from a stream): inserts of a thousand rows at a time. */
async function importInBatches(database: Database, rows: Readable): Promise<number> {
  let imported = 0;
  let batch: ImportRow[] = [];
  for await (const row of rows as AsyncIterable<ImportRow>) {
    batch.push(row);
    if (batch.length >= BATCH_ROWS) {
      imported += await insertImportedCases(database.db, batch, IMPORT_SOURCE);
      batch = [];
    }
  }
  imported += await insertImportedCases(database.db, batch, IMPORT_SOURCE);
  await deleteAnsweredNotFound(database.db);
  return imported;
}

/**
 * Streams a CSV of known cases (volume, reporter, page, case name, court, date, URL; header row) into the shared
 * case-law index. Cases already known are skipped; earlier "not found" answers for imported citations are dropped.
 */
export async function importCaseLawCsv(
  database: Database,
  databaseUrl: string | undefined,
  input: Readable,
): Promise<ImportSummary> {
  const summary: ImportSummary = { read: 0, imported: 0, refused: [], refusedCount: 0 };
  const rows = rowsOf(input, summary);
  summary.imported =
    database.kind === "postgres" && databaseUrl
      ? await importWithCopy(databaseUrl, rows)
      : await importInBatches(database, rows);
  await recordFinishedImport(database.db, CSV_FORMAT, summary.imported);
  return summary;
}
