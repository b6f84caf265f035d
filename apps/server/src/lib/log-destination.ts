import { constants, fstatSync, openSync, writeSync } from "node:fs";

/** Lines waiting for a full pipe to drain, at most; beyond it new lines are dropped (and counted). */
const MAX_PENDING_BYTES = 1_048_576;
const RETRY_MS = 100;

export interface LogDestination {
  write(line: string): void;
  /** Lines lost because the reader did not keep up, since the start. */
  readonly dropped: number;
}

/**
 * Standard output for the log when it is a pipe: reopened without blocking (Linux's /proc/self/fd/1 gives a new
 * open file of the same pipe), so a reader that stalls costs dropped lines, never a blocked main thread. A server
 * whose parent stopped reading then still answers, and still exits on SIGTERM: no write, and no flush at exit,
 * can wait on the reader. Undefined when standard output is not a pipe (a terminal or a file never stalls for
 * long) or cannot be reopened; the logger then writes to it as usual.
 */
export function openPipeLogDestination(fd = 1): LogDestination | undefined {
  let out: number;
  try {
    if (!fstatSync(fd).isFIFO()) return undefined;
    out = openSync(`/proc/self/fd/${fd}`, constants.O_WRONLY | constants.O_NONBLOCK);
  } catch {
    return undefined;
  }
  const pending: Buffer[] = [];
  let pendingBytes = 0;
  let dropped = 0;
  let reportedDropped = 0;
  let retry: NodeJS.Timeout | undefined;

  const drop = (count: number) => {
    dropped += count;
    pending.length = 0;
    pendingBytes = 0;
  };

  const flush = () => {
    retry = undefined;
    while (pending.length > 0) {
      const head = pending[0] as Buffer;
      let written: number;
      try {
        written = writeSync(out, head);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "EAGAIN") {
          retry ??= setTimeout(flush, RETRY_MS).unref();
        } else {
          // The reader is gone (EPIPE) or the pipe broke: nothing will ever take these lines.
          drop(pending.length);
        }
        return;
      }
      pendingBytes -= written;
      if (written < head.length) pending[0] = head.subarray(written);
      else pending.shift();
    }
  };

  const enqueue = (line: string) => {
    const bytes = Buffer.from(line);
    if (pendingBytes + bytes.length > MAX_PENDING_BYTES) {
      dropped += 1;
      return;
    }
    pending.push(bytes);
    pendingBytes += bytes.length;
  };

  return {
    get dropped() {
      return dropped;
    },
    write(line) {
      if (dropped > reportedDropped && pending.length === 0) {
        const msg = `${dropped - reportedDropped} log lines dropped: the output was full`;
        reportedDropped = dropped;
        enqueue(`${JSON.stringify({ level: 40, time: Date.now(), msg })}\n`);
      }
      enqueue(line);
      if (!retry) flush();
    },
  };
}
