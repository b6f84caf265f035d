import { pipeline } from "node:stream/promises";
import { YEAR_VOLUMES_FROM } from "@paralex/citations/reporter-index";
import type { Database } from "../../db/client.js";
import { type BulkFile, bunzip2, countingBytes, csvBatches } from "./bulk-data-files.js";
import { type BulkSession, openBulkSessions } from "./bulk-data-session.js";
import { deleteAnsweredNotFound } from "./case-law.repository.js";
import { canonicalReporter, IMPORT_SOURCE } from "./case-law-import.js";
import {
  analyzeCaseLaw,
  buildCaseLawIndexes,
  buildStagingKey,
  type CaseLawImport,
  type ColumnsOf,
  createReportersTable,
  dropCaseLawIndexes,
  dropStagingKeys,
  findUnfinishedImport,
  findUnmappedReporters,
  finishImport,
  hasCaseLawIndexes,
  hasStagedClusters,
  insertCitedClusters,
  isCaseLawEmpty,
  recordImportProgress,
  type StagingTable,
  saveReporters,
  stageCases,
  stageClusters,
  stageCourts,
  stageDockets,
  startImport,
  uncountImportedRows,
} from "./case-law-import.repository.js";

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
  /** Records committed together: what an interruption can lose, and what is held in memory (once per session, and one more). */
  chunkRecords?: number;
  /**
   * Connections writing batches side by side on PostgreSQL (2 by default): one copies and merges a batch while the
   * other does the next; each commits after the batch before it, so the import's place is always a whole prefix.
   */
  sessions?: number;
  /** Bytes of a file committed together at most, whatever the records' count. */
  chunkBytes?: number;
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

/** Writes a batch copied into `raw`; answers the records that were valid and the cases added to the index. */
type StageWriter = (session: BulkSession, column: ColumnsOf) => Promise<{ valid: number; added: number }>;

const DEFAULT_CHUNK_RECORDS = 250_000;
const STAGED: readonly StagingTable[] = ["courts", "dockets", "clusters"];
const DEFAULT_CHUNK_BYTES = 64 << 20;
const DEFAULT_SESSIONS = 2;

const staged =
  (stage: (session: BulkSession, column: ColumnsOf) => Promise<number>): StageWriter =>
  async (session, column) => ({ valid: await stage(session, column), added: 0 });

function writers(options: { hasIndexes: boolean }): Record<BulkStage, StageWriter> {
  /** What the session's reporters table holds: each reporter as written, for a volume that is a year or not. */
  const mapped = new Set<string>();
  return {
    courts: staged(stageCourts),
    dockets: staged(stageDockets),
    clusters: staged(stageClusters),
    citations: async (session, column) => {
      const unmapped = (await findUnmappedReporters(session, column)).filter((raw) => !mapped.has(raw));
      await saveReporters(
        session,
        unmapped.flatMap((raw) => {
          mapped.add(raw);
          const reporter = raw.trim().replace(/\s+/g, " ");
          return [false, true].map((isYear) => ({
            raw,
            isYear,
            reporter: reporter === "" ? null : canonicalReporter(isYear ? YEAR_VOLUMES_FROM : 1, reporter),
          }));
        }),
      );
      return insertCitedClusters(session, column, {
        source: IMPORT_SOURCE,
        yearVolumesFrom: YEAR_VOLUMES_FROM,
        hasIndexes: options.hasIndexes,
      });
    },
  };
}

/** The files given, by stage, in reading order. */
const stagesOf = (files: BulkDataFiles) =>
  BULK_STAGES.flatMap((stage) => (files[stage] ? [{ stage, file: files[stage] as BulkFile }] : []));

const fingerprintOf = (files: BulkDataFiles) =>
  JSON.stringify(stagesOf(files).map(({ stage, file }) => [stage, file.identity]));

/** The batch's table, a text column for each of the file's, and the SQL naming each column a stage reads. */
async function createRawTable(session: BulkSession, columns: readonly string[]): Promise<ColumnsOf> {
  await session.query("drop table if exists pg_temp.raw");
  const definitions = columns.map((_, at) => `c${at} text`).join(", ");
  await session.query(`create temporary table raw (${definitions || "c0 text"}) on commit delete rows`);
  return (name) => {
    const at = columns.indexOf(name);
    return at === -1 ? "null::text" : `raw.c${at}`;
  };
}

/** A stage's sessions, each with the writer that keeps what it has learnt (the reporters mapped) across batches. */
interface StageSession {
  session: BulkSession;
  write: StageWriter;
}

/**
 * Reads one file from `skip` records on: its bytes cut into batches of whole records, each copied into a session's
 * temporary table, merged into the staging tables or the index and the import's place recorded, in one transaction.
 * The sessions take the batches in turn, so one writes while the next copies and the file is read meanwhile; a batch
 * commits only after the one before it (a failure rolls back every batch after it), so the place recorded is always
 * a prefix of the file that is written.
 */
async function readStage(
  sessions: readonly StageSession[],
  running: CaseLawImport,
  stage: BulkStage,
  file: BulkFile,
  skip: number,
  options: BulkImportOptions,
): Promise<number> {
  let bytes = 0;
  let records = 0;
  let skipped = 0;
  const report = () =>
    options.onProgress?.({ stage, file: file.name, bytes, totalBytes: file.size, records: Math.max(records, skip) });
  const rawTables = new Map<BulkSession, Promise<ColumnsOf>>();
  const commit = async (
    { session, write }: StageSession,
    batch: { columns: readonly string[]; chunks: Buffer[]; records: number },
    upTo: number,
    before: Promise<void>,
  ) => {
    if (!rawTables.has(session)) rawTables.set(session, createRawTable(session, batch.columns));
    const column = await (rawTables.get(session) as Promise<ColumnsOf>);
    await session.transaction(async (tx) => {
      let written = { valid: 0, added: 0 };
      if (batch.records > 0) {
        await tx.copyCsv("raw", batch.chunks);
        written = await write(tx, column);
      }
      await before;
      skipped += batch.records - written.valid;
      await recordImportProgress(tx, running.id, { stage, stageRows: upTo, addedRows: written.added });
    });
  };

  const input = file.open() as unknown as NodeJS.ReadWriteStream;
  const steps: NodeJS.ReadWriteStream[] = [
    input,
    countingBytes((count) => {
      bytes = count;
    }),
  ];
  if (file.name.endsWith(".bz2")) steps.push(bunzip2(options.useBzip2Command));
  const consume = async (source: AsyncIterable<Buffer>) => {
    /** Each session's batch in flight, and the last batch's commit, which the next one waits for. */
    const inFlight: Promise<void>[] = sessions.map(() => Promise.resolve());
    let last: Promise<void> = Promise.resolve();
    let turn = 0;
    const batches = csvBatches(source, {
      records: options.chunkRecords ?? DEFAULT_CHUNK_RECORDS,
      bytes: options.chunkBytes ?? DEFAULT_CHUNK_BYTES,
      skip,
    });
    try {
      for await (const batch of batches) {
        records += batch.skipped + batch.records;
        if (batch.records === 0 && records < skip) {
          report();
          continue;
        }
        const at = turn++ % sessions.length;
        await inFlight[at];
        const written = commit(sessions[at] as StageSession, batch, records, last);
        written.catch(() => undefined);
        inFlight[at] = written;
        last = written;
        report();
      }
    } finally {
      // The batches being written when the file fails are kept: the import resumes after them.
      await Promise.allSettled(inFlight);
    }
    await last;
    report();
  };
  // The pipeline fails as soon as the file does; the batches in flight are waited for all the same.
  let consumed: Promise<void> = Promise.resolve();
  try {
    await pipeline([
      ...steps,
      (source: AsyncIterable<Buffer>) => {
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
  let unfinished = await findUnfinishedImport(database.db, fingerprint);
  // Staging tables are unlogged: after a crash of PostgreSQL they are empty, and the import starts again.
  const isPastClusters = (stage: string) => BULK_STAGES.indexOf(stage as BulkStage) > BULK_STAGES.indexOf("clusters");
  if (unfinished && isPastClusters(unfinished.stage) && !(await hasStagedClusters(database.db))) unfinished = undefined;
  const running = unfinished ?? (await startImport(database.db, BULK_DATA_FORMAT, fingerprint, first));
  const resumedAt = BULK_STAGES.indexOf(running.stage as BulkStage);
  const skipped: BulkImportSummary["skipped"] = {};
  const sessions = await openBulkSessions(database, options.sessions ?? DEFAULT_SESSIONS);
  const [session] = sessions as [BulkSession];
  try {
    // Into an index that holds no case yet, rows are written without its indexes, built once at the end.
    if (!unfinished) {
      await dropStagingKeys(session);
      if (await isCaseLawEmpty(session)) await dropCaseLawIndexes(session);
    }
    const hasIndexes = await hasCaseLawIndexes(session);
    const stageSessions = await Promise.all(
      sessions.map(async (each) => {
        await createReportersTable(each);
        return { session: each, write: writers({ hasIndexes }) };
      }),
    );
    for (const { stage, file } of stages) {
      const at = BULK_STAGES.indexOf(stage);
      if (at < resumedAt) continue;
      // Two sessions inserting a case at once into an index with its unique key could each wait for the other.
      let writing = stageSessions.map(({ session: each, write }) => ({ session: each, write: write[stage] }));
      if (stage === "citations") {
        for (const staged of STAGED) await buildStagingKey(session, staged);
        if (hasIndexes) writing = writing.slice(0, 1);
        await stageCases(session, options.opinionBaseUrl);
      }
      const skip = at === resumedAt ? running.stageRows : 0;
      skipped[stage] = await readStage(writing, running, stage, file, skip, options);
    }
    await uncountImportedRows(session, running.id, await buildCaseLawIndexes(sessions));
    await deleteAnsweredNotFound(database.db);
    await analyzeCaseLaw(session);
  } finally {
    await Promise.all(sessions.map((each) => each.close()));
  }
  const finished = await finishImport(database.db, running.id);
  return {
    imported: finished.rows,
    skipped,
    resumedFrom: unfinished ? { stage: unfinished.stage as BulkStage, records: unfinished.stageRows } : null,
    finishedAt: finished.finishedAt ?? new Date(),
  };
}
