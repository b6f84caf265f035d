import { spawn, spawnSync } from "node:child_process";
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import path from "node:path";
import { Duplex, type Readable, Transform } from "node:stream";
import { parse } from "csv-parse";
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

/** Free Law Project's CSV: a header row, every field quoted, backslash as the escape character. */
export function bulkCsvParser(wanted: readonly string[]) {
  const wantedNames = new Set(wanted);
  return parse({
    columns: (header: string[]) => header.map((name) => (wantedNames.has(name) ? name : false)),
    escape: "\\",
    bom: true,
    skip_empty_lines: true,
    relax_column_count: true,
  });
}
