import { pipeline } from "node:stream/promises";
import { YEAR_VOLUMES_FROM } from "@paralex/citations/reporter-index";
import type { Database, DbExecutor } from "../../db/client.js";
import { type BulkFile, bulkCsvParser, bunzip2, countingBytes } from "./bulk-data-files.js";
import { deleteAnsweredNotFound } from "./case-law.repository.js";
import { canonicalReporter, IMPORT_SOURCE } from "./case-law-import.js";
import {
  analyzeCaseLaw,
  type CaseLawImport,
  type CitedCluster,
  findUnfinishedImport,
  finishImport,
  insertCitedClusters,
  recordImportProgress,
  type StagedCluster,
  type StagedCourt,
  type StagedDocket,
  stageClusters,
  stageCourts,
  stageDockets,
  startImport,
} from "./case-law-import.repository.js";
import { caseNameKey } from "./case-name-key.js";

export const BULK_DATA_FORMAT = "courtlistener";
/** The files in the order they are read: each stage needs the ones before it staged. */
export const BULK_STAGES = ["courts", "dockets", "clusters", "citations"] as const;
export type BulkStage = (typeof BULK_STAGES)[number];

export type BulkDataFiles = { citations: BulkFile; clusters: BulkFile } & Partial<
  Record<"dockets" | "courts", BulkFile>
>;

export interface BulkImportProgress {
  stage: BulkStage;
  file: string;
  /** Bytes read of the file as stored (compressed, for a .bz2), and its size when known. */
  bytes: number;
  totalBytes: number | null;
  /** Records of this file read so far, those an earlier run committed included. */
  records: number;
}

export interface BulkImportOptions {
  /** Where a cluster's opinion page is: `${opinionBaseUrl}${id}/${slug}/`. */
  opinionBaseUrl: string;
  /** Records committed together: what an interruption can lose, and what is held in memory (twice). */
  chunkRecords?: number;
  onProgress?: (progress: BulkImportProgress) => void;
  /** Decode .bz2 with the system's bzip2 (true) or in JavaScript (false); by default the command when installed. */
  useBzip2Command?: boolean;
}

export interface BulkImportSummary {
  /** Cases the import added to the index, over every run of it. */
  imported: number;
  /** Records left out, by file: a page that is not a number, a cluster without a name, and the like. */
  skipped: Partial<Record<BulkStage, number>>;
  /** Where this run picked an interrupted import up, or null for a new one. */
  resumedFrom: { stage: BulkStage; records: number } | null;
  finishedAt: Date;
}

interface StageReader<Row> {
  columns: readonly string[];
  rowOf(record: Record<string, string>): Row | null;
  /** Writes a chunk; answers the cases it added to the index. */
  write(db: DbExecutor, rows: Row[]): Promise<number>;
}

const DEFAULT_CHUNK_RECORDS = 10_000;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const REPORTER_CACHE_LIMIT = 10_000;

const wholeNumber = (text: string | undefined, max: number) => {
  if (!text || !/^\d{1,15}$/.test(text)) return null;
  const value = Number(text);
  return value > 0 && value <= max ? value : null;
};

function readers(options: BulkImportOptions): { [Stage in BulkStage]: StageReader<unknown> } {
  const reporters = new Map<string, string>();
  const reporterOf = (volume: number, raw: string) => {
    const key = `${raw}|${volume >= YEAR_VOLUMES_FROM}`;
    const known = reporters.get(key);
    if (known !== undefined) return known;
    const reporter = canonicalReporter(volume, raw.replace(/\s+/g, " "));
    if (reporters.size < REPORTER_CACHE_LIMIT) reporters.set(key, reporter);
    return reporter;
  };
  const courts: StageReader<StagedCourt> = {
    columns: ["id", "full_name", "short_name"],
    rowOf: (record) => {
      const id = record.id?.trim();
      return id ? { id, name: record.full_name?.trim() || record.short_name?.trim() || id } : null;
    },
    write: async (db, rows) => {
      await stageCourts(db, rows);
      return 0;
    },
  };
  const dockets: StageReader<StagedDocket> = {
    columns: ["id", "court_id"],
    rowOf: (record) => {
      const id = wholeNumber(record.id, Number.MAX_SAFE_INTEGER);
      const courtId = record.court_id?.trim();
      return id && courtId ? { id, courtId } : null;
    },
    write: async (db, rows) => {
      await stageDockets(db, rows);
      return 0;
    },
  };
  const clusters: StageReader<StagedCluster> = {
    columns: ["id", "case_name", "case_name_full", "case_name_short", "date_filed", "slug", "docket_id"],
    rowOf: (record) => {
      const id = wholeNumber(record.id, Number.MAX_SAFE_INTEGER);
      const caseName = record.case_name?.trim() || record.case_name_full?.trim() || record.case_name_short?.trim();
      if (!id || !caseName) return null;
      const dateFiled = record.date_filed?.trim() ?? "";
      return {
        id,
        caseName,
        nameKey: caseNameKey(caseName),
        dateFiled: DATE.test(dateFiled) ? dateFiled : null,
        slug: record.slug?.trim() || null,
        docketId: wholeNumber(record.docket_id, Number.MAX_SAFE_INTEGER),
      };
    },
    write: async (db, rows) => {
      await stageClusters(db, rows);
      return 0;
    },
  };
  const citations: StageReader<CitedCluster> = {
    columns: ["volume", "reporter", "page", "cluster_id"],
    rowOf: (record) => {
      const volume = wholeNumber(record.volume, 100_000);
      const page = wholeNumber(record.page, 10_000_000);
      const clusterId = wholeNumber(record.cluster_id, Number.MAX_SAFE_INTEGER);
      const reporter = record.reporter?.trim();
      if (!volume || !page || !clusterId || !reporter) return null;
      return { volume, reporter: reporterOf(volume, reporter), page, clusterId };
    },
    write: (db, rows) =>
      insertCitedClusters(db, rows, { opinionBaseUrl: options.opinionBaseUrl, source: IMPORT_SOURCE }),
  };
  return { courts, dockets, clusters, citations } as { [Stage in BulkStage]: StageReader<unknown> };
}

/** The files given, by stage, in reading order. */
const stagesOf = (files: BulkDataFiles) =>
  BULK_STAGES.flatMap((stage) => (files[stage] ? [{ stage, file: files[stage] as BulkFile }] : []));

const fingerprintOf = (files: BulkDataFiles) =>
  JSON.stringify(stagesOf(files).map(({ stage, file }) => [stage, file.identity]));

/**
 * Reads one file from `skip` records on: a chunk at a time, each chunk written and the import's place recorded in
 * one transaction, the next chunk parsed while the database writes the last.
 */
async function readStage(
  database: Database,
  running: CaseLawImport,
  stage: BulkStage,
  file: BulkFile,
  skip: number,
  options: BulkImportOptions,
): Promise<number> {
  const reader = readers(options)[stage];
  const chunkRecords = options.chunkRecords ?? DEFAULT_CHUNK_RECORDS;
  let bytes = 0;
  let records = 0;
  let skipped = 0;
  const report = () =>
    options.onProgress?.({ stage, file: file.name, bytes, totalBytes: file.size, records: Math.max(records, skip) });
  const commit = (rows: unknown[], upTo: number) =>
    database.db.transaction(async (tx) => {
      const added = rows.length > 0 ? await reader.write(tx, rows) : 0;
      await recordImportProgress(tx, running.id, { stage, stageRows: upTo, addedRows: added });
    });

  const steps: NodeJS.ReadWriteStream[] = [
    file.open() as unknown as NodeJS.ReadWriteStream,
    countingBytes((count) => {
      bytes = count;
    }),
  ];
  if (file.name.endsWith(".bz2")) steps.push(bunzip2(options.useBzip2Command));
  steps.push(bulkCsvParser(reader.columns));
  const consume = async (source: AsyncIterable<Record<string, string>>) => {
    let chunk: unknown[] = [];
    let pending: Promise<void> = Promise.resolve();
    try {
      for await (const record of source) {
        records += 1;
        if (records <= skip) {
          if (records % chunkRecords === 0) report();
          continue;
        }
        const row = reader.rowOf(record);
        if (row === null) skipped += 1;
        else chunk.push(row);
        if (records % chunkRecords === 0) {
          await pending;
          pending = commit(chunk, records);
          pending.catch(() => undefined);
          chunk = [];
          report();
        }
      }
    } finally {
      // A chunk being written when the file fails is kept: the import resumes after it.
      await pending.catch(() => undefined);
    }
    await pending;
    await commit(chunk, records);
    report();
  };
  // The pipeline fails as soon as the file does; the chunk in flight is waited for all the same.
  let consumed: Promise<void> = Promise.resolve();
  try {
    await pipeline([
      ...steps,
      (source: AsyncIterable<Record<string, string>>) => {
        consumed = consume(source);
        return consumed;
      },
    ] as unknown as NodeJS.ReadWriteStream[]);
  } finally {
    await consumed.catch(() => undefined);
  }
  return skipped;
}

/**
 * Free Law Project's bulk data into the case-law index: the courts, dockets and opinion clusters staged in the
 * database (memory stays bounded whatever their size), then each citation joined with its cluster, docket and court.
 * An import of the same files that was interrupted resumes after its last committed chunk.
 */
export async function importBulkData(
  database: Database,
  files: BulkDataFiles,
  options: BulkImportOptions,
): Promise<BulkImportSummary> {
  const fingerprint = fingerprintOf(files);
  const stages = stagesOf(files);
  const first = stages[0]?.stage ?? "citations";
  const unfinished = await findUnfinishedImport(database.db, fingerprint);
  const running = unfinished ?? (await startImport(database.db, BULK_DATA_FORMAT, fingerprint, first));
  const resumedAt = BULK_STAGES.indexOf(running.stage as BulkStage);
  const skipped: BulkImportSummary["skipped"] = {};
  for (const { stage, file } of stages) {
    const at = BULK_STAGES.indexOf(stage);
    if (at < resumedAt) continue;
    skipped[stage] = await readStage(database, running, stage, file, at === resumedAt ? running.stageRows : 0, options);
  }
  await deleteAnsweredNotFound(database.db);
  await analyzeCaseLaw(database.db);
  const finished = await finishImport(database.db, running.id);
  return {
    imported: finished.rows,
    skipped,
    resumedFrom: unfinished ? { stage: unfinished.stage as BulkStage, records: unfinished.stageRows } : null,
    finishedAt: finished.finishedAt ?? new Date(),
  };
}
