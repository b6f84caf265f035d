import { spawn, spawnSync } from "node:child_process";
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import path from "node:path";
import { Duplex, type Readable, Transform } from "node:stream";
import { parse as parseCsv } from "csv-parse/sync";
import unbzip2 from "unbzip2-stream";

/** One of Free Law Project's bulk files, plain or bzip2-compressed (by its name's `.bz2`). */
export interface BulkFile {
  /** The file's name, as published (citations-2025-06-30.csv.bz2). */
  name: string;
  /** What tells this file from another of the same name (its size and time on disk): an import resumes only on it. */
  identity: string;
  /** Its size in bytes as stored, for the progress bar; null when unknown. */
  size: number | null;
  open(): Readable;
}

/** A bulk file on disk. */
export async function bulkFileOnDisk(file: string): Promise<BulkFile> {
  const stats = await stat(file);
  return {
    name: path.basename(file),
    identity: `${path.resolve(file)}:${stats.size}:${stats.mtimeMs}`,
    size: stats.size,
    open: () => createReadStream(file, { highWaterMark: 1 << 20 }),
  };
}

/** The system's bzip2, several times faster than decoding in JavaScript, and on another core; when it is installed. */
const hasBzip2Command = (() => {
  let known: boolean | undefined;
  return () => {
    known ??= spawnSync("bzip2", ["--help"], { stdio: "ignore" }).status === 0;
    return known;
  };
})();

function bzip2Command(): Duplex {
  const child = spawn("bzip2", ["-dc"], { stdio: ["pipe", "pipe", "pipe"] });
  const duplex = Duplex.from({ writable: child.stdin, readable: child.stdout });
  const stderr: Buffer[] = [];
  child.stderr.on("data", (chunk: Buffer) => stderr.push(chunk));
  child.on("close", (code) => {
    if (code !== 0) duplex.destroy(new Error(`bzip2: ${Buffer.concat(stderr).toString().trim() || `exit ${code}`}`));
  });
  duplex.on("close", () => child.kill());
  return duplex;
}

/** unbzip2-stream's through stream as a stream.Transform, so a pipeline ends and fails with it. */
function bzip2InJavaScript(): Transform {
  const decoder = unbzip2();
  const transform = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      decoder.write(chunk);
      done();
    },
    flush(done) {
      decoder.once("end", () => done());
      decoder.end();
    },
  });
  decoder.on("data", (chunk: Buffer) => transform.push(chunk));
  decoder.on("error", (error: Error) => transform.destroy(error));
  return transform;
}

/** A decoder for a `.bz2` file: the bzip2 command when installed, else unbzip2-stream. */
export function bunzip2(preferCommand = hasBzip2Command()): Duplex {
  return preferCommand ? bzip2Command() : bzip2InJavaScript();
}

/** Counts the bytes that pass, as stored (before decompression), for the progress bar. */
export function countingBytes(onBytes: (bytes: number) => void): Transform {
  let bytes = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      onBytes(bytes);
      done(null, chunk);
    },
  });
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const NEWLINE = 0x0a;
const CARRIAGE_RETURN = 0x0d;

/** Whole records of a CSV file, as its bytes, with the names of its columns. */
export interface CsvBatch {
  /** The header row's names, in order. */
  columns: readonly string[];
  /** The batch's records as read, each ending with a newline; empty when the batch only skipped records. */
  chunks: Buffer[];
  /** Records in `chunks`. */
  records: number;
  /** Records passed over (`skip`) since the last batch. */
  skipped: number;
}

export interface CsvBatchOptions {
  /** Records in a batch at most. */
  records: number;
  /** Bytes in a batch at most (a batch holds one record more than this when a record is larger). */
  bytes: number;
  /** Records after the header passed over first, as when an import resumes. */
  skip?: number;
}

const headerOf = (bytes: Buffer) => {
  const [names] = parseCsv(bytes, { escape: "\\", bom: true, relax_quotes: true }) as string[][];
  return (names ?? []).map((name) => name.trim());
};

/**
 * Free Law Project's CSV (a header row, quoted fields, a backslash escaping a quote or itself) cut into batches of
 * whole records, without parsing them: only quotes, escapes and newlines are looked at, so the database can parse
 * the bytes itself. Empty lines are dropped, and a last record without a newline gets one.
 */
export async function* csvBatches(
  input: AsyncIterable<Buffer> | Iterable<Buffer>,
  options: CsvBatchOptions,
): AsyncGenerator<CsvBatch> {
  let columns: string[] | null = null;
  let skip = options.skip ?? 0;
  let batch: Buffer[] = [];
  let batchBytes = 0;
  let records = 0;
  let skipped = 0;
  /** The start of a record that began in an earlier chunk. */
  let partial: Buffer[] = [];
  let isQuoted = false;
  let isEscaped = false;
  const take = (piece: Buffer) => {
    if (partial.length > 0) {
      for (const earlier of partial) {
        batch.push(earlier);
        batchBytes += earlier.length;
      }
      partial = [];
    }
    if (piece.length > 0) {
      batch.push(piece);
      batchBytes += piece.length;
    }
  };
  const flush = (): CsvBatch => {
    const done = { columns: columns ?? [], chunks: batch, records, skipped };
    batch = [];
    batchBytes = 0;
    records = 0;
    skipped = 0;
    return done;
  };
  for await (const chunk of input) {
    /** Bytes of this chunk not yet in the batch (nor passed over), and where the record being read starts. */
    let from = 0;
    let recordStart = 0;
    for (let at = 0; at < chunk.length; at++) {
      const byte = chunk[at];
      if (isEscaped) {
        isEscaped = false;
        continue;
      }
      if (isQuoted) {
        if (byte === BACKSLASH) isEscaped = true;
        else if (byte === QUOTE) isQuoted = false;
        continue;
      }
      if (byte === QUOTE) {
        isQuoted = true;
        continue;
      }
      if (byte !== NEWLINE) continue;
      const end = at + 1;
      const length = end - recordStart;
      // An empty line: a newline alone, or after a carriage return (which may have ended the chunk before).
      const isEmpty =
        partial.length === 0
          ? length === 1 || (length === 2 && chunk[recordStart] === CARRIAGE_RETURN)
          : length === 1 && partial.length === 1 && partial[0]?.length === 1 && partial[0][0] === CARRIAGE_RETURN;
      if (columns === null) {
        columns = headerOf(Buffer.concat([...partial, chunk.subarray(recordStart, end)]));
        partial = [];
        from = end;
      } else if (isEmpty) {
        if (partial.length > 0) partial = [];
        take(chunk.subarray(from, recordStart));
        from = end;
      } else if (skip > 0) {
        skip -= 1;
        skipped += 1;
        partial = [];
        from = end;
        if (skipped >= options.records) yield flush();
      } else {
        records += 1;
        const isFull = records >= options.records || batchBytes + (end - from) >= options.bytes;
        // A record begun in an earlier chunk joins the batch at once: `partial` holds only an unfinished record.
        if (isFull || partial.length > 0) {
          take(chunk.subarray(from, end));
          from = end;
        }
        if (isFull) yield flush();
      }
      recordStart = end;
    }
    // The records this chunk ended (an unfinished one begun earlier among them) join the batch; the rest waits.
    if (recordStart > from) take(chunk.subarray(from, recordStart));
    if (recordStart < chunk.length) partial.push(chunk.subarray(recordStart));
  }
  const rest = Buffer.concat(partial);
  if (rest.toString().trim() !== "") {
    if (columns === null) columns = headerOf(rest);
    else if (skip > 0) skipped += 1;
    else {
      batch.push(rest, Buffer.from("\n"));
      records += 1;
    }
  }
  yield flush();
}
