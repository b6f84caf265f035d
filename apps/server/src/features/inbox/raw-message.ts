import { setImmediate as nextTurn } from "node:timers/promises";
import { promisify } from "node:util";
import { gzip } from "node:zlib";
import type { DbExecutor } from "../../db/client.js";
import {
  findInboxMessagePart,
  findInboxMessagePartNumbers,
  findInboxMessageRaw,
  insertInboxMessagePart,
} from "./inbox.repository.js";

/**
 * How a received message is kept (decision 080): gzip-compressed on zlib's thread pool, cut in parts that each take
 * the embedded database, which runs on the server's thread, some milliseconds to write or read, with the server's
 * other requests served between parts. Whole, a 24 MB message held that thread for 1.3 to 1.7 seconds.
 */
export const RAW_PART_BYTES = 256 * 1024;

const gzipAsync = promisify(gzip);

/** A stored message's bytes as the job hands them to a worker thread, which inflates them when gzipped. */
export interface StoredRaw {
  bytes: Uint8Array;
  isGzipped: boolean;
}

/** The message compressed and cut in parts, once for every organization it reached. */
export async function packRawMessage(raw: Buffer): Promise<Buffer[]> {
  const packed = await gzipAsync(raw);
  const parts: Buffer[] = [];
  for (let start = 0; start < packed.length; start += RAW_PART_BYTES) {
    parts.push(packed.subarray(start, start + RAW_PART_BYTES));
  }
  return parts;
}

/** Writes the parts one statement each, in the caller's transaction. */
export async function writeRawMessage(tx: DbExecutor, inboxMessageId: string, parts: readonly Buffer[]) {
  for (const [index, bytes] of parts.entries()) {
    if (index > 0) await nextTurn();
    await insertInboxMessagePart(tx, inboxMessageId, index, bytes);
  }
}

/** The message's bytes: its parts (compressed), else the plain column of a message stored before; null once dropped. */
export async function readRawMessage(db: DbExecutor, inboxMessageId: string): Promise<StoredRaw | null> {
  const numbers = await findInboxMessagePartNumbers(db, inboxMessageId);
  if (numbers.length === 0) {
    const plain = await findInboxMessageRaw(db, inboxMessageId);
    return plain ? { bytes: plain, isGzipped: false } : null;
  }
  const parts: Buffer[] = [];
  for (const part of numbers) {
    await nextTurn();
    const bytes = await findInboxMessagePart(db, inboxMessageId, part);
    if (!bytes) return null;
    parts.push(bytes);
  }
  return { bytes: Buffer.concat(parts), isGzipped: true };
}
