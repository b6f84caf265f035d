import { availableParallelism } from "node:os";
import { MessageChannel, type TransferListItem } from "node:worker_threads";
import { Piscina } from "piscina";
import type { TaskMessage } from "./worker-entry.js";

/** A function exported by a module that a worker thread loads: `file` names the compiled `.js`. */
export interface WorkerTask<Input, Output> {
  readonly file: URL;
  readonly name: string;
  /** Types only: what the task takes and gives. */
  readonly _types?: (input: Input) => Output;
}

export const workerTask = <Input, Output>(file: URL, name: string): WorkerTask<Input, Output> => ({ file, name });

/** Why a task was stopped: it ran past its time, past the worker's memory, or too many waited already. */
export type WorkerLimit = "time" | "memory" | "busy";

export class WorkerLimitError extends Error {
  override name = "WorkerLimitError";
  constructor(readonly limit: WorkerLimit) {
    super(`worker task stopped: ${limit}`);
  }
}

export interface WorkerPoolOptions {
  /** Threads at most; each runs one task at a time. */
  threads: number;
  /** Each worker's JavaScript heap; past it the worker dies and its task fails with the "memory" limit. */
  memoryMb: number;
  /** Tasks waiting beyond the running ones; past it a task fails at once with the "busy" limit. */
  maxQueue: number;
  /**
   * A worker's failure when it holds no task: a reader aborted at its time limit can reach its memory limit while it
   * is being ended (seen once in a full test run). Piscina emits it as the pool's 'error' event, which, unheard,
   * would be thrown in the server's own thread and end the process.
   */
  onStrayError: (error: Error) => void;
}

export interface WorkerPool {
  /**
   * Runs the task in a worker thread; `timeoutMs` after the task begins (not counting its wait for a thread), the
   * worker is ended and a fresh one replaces it. What `transferList` names (a MessagePort the task talks back
   * through, a buffer) is moved into the worker, not copied.
   */
  run<Input, Output>(
    task: WorkerTask<Input, Output>,
    input: Input,
    options: { timeoutMs: number; transferList?: TransferListItem[] },
  ): Promise<Output>;
  close(): Promise<void>;
}

const isFromSources = import.meta.url.endsWith(".ts");
const entry = new URL(isFromSources ? "./source-worker-entry.mjs" : "./worker-entry.js", import.meta.url).href;
const moduleOf = (file: URL) => (isFromSources ? file.href.replace(/\.js$/, ".ts") : file.href);

function limitOf(error: unknown): WorkerLimit | null {
  if (!(error instanceof Error)) return null;
  if (error.name === "AbortError") return "time";
  if ((error as { code?: string }).code === "ERR_WORKER_OUT_OF_MEMORY") return "memory";
  if (/queue is at limit/i.test(error.message)) return "busy";
  return null;
}

/**
 * Worker threads for work that must never hold up request handling: untrusted documents, long extraction, PDF
 * rendering. Threads start on first use and end when idle, so a server that never needs them never pays for them.
 */
export function createWorkerPool(options: WorkerPoolOptions): WorkerPool {
  let pool: Piscina | undefined;
  const poolOf = () => {
    if (pool) return pool;
    pool = new Piscina({
      minThreads: 0,
      maxThreads: Math.max(1, Math.min(options.threads, availableParallelism())),
      idleTimeout: 30_000,
      maxQueue: options.maxQueue,
      resourceLimits: { maxOldGenerationSizeMb: options.memoryMb, maxYoungGenerationSizeMb: 16, stackSizeMb: 4 },
      filename: entry,
      ...(isFromSources ? { execArgv: ["--conditions=source"] } : {}),
    });
    pool.on("error", options.onStrayError);
    return pool;
  };
  return {
    async run(task, input, { timeoutMs, transferList = [] }) {
      const stop = new AbortController();
      const { port1: begun, port2: started } = new MessageChannel();
      let timer: NodeJS.Timeout | undefined;
      begun.once("message", () => {
        timer = setTimeout(() => stop.abort(), timeoutMs);
      });
      const message: TaskMessage = { file: moduleOf(task.file), name: task.name, input, started };
      try {
        return await poolOf().run(message, { signal: stop.signal, transferList: [started, ...transferList] as never });
      } catch (error) {
        const limit = limitOf(error);
        if (limit) throw new WorkerLimitError(limit);
        throw error;
      } finally {
        clearTimeout(timer);
        begun.close();
      }
    },
    async close() {
      await pool?.destroy();
    },
  };
}
