import { afterEach, describe, expect, it } from "vitest";
import { readDocumentTextTask as readText } from "../documents/read-document.js";
import { createWorkerPool, type WorkerPool } from "./worker-pool.js";

describe("worker pool", () => {
  let pool: WorkerPool | undefined;
  afterEach(() => pool?.close());

  it("runs task after task without adding a listener for each (a server reads thousands of documents)", async () => {
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(`${warning.name}: ${warning.message}`);
    process.on("warning", onWarning);
    try {
      pool = createWorkerPool({ threads: 1, memoryMb: 64, maxQueue: 20, onStrayError: () => {} });
      for (let task = 0; task < 15; task++) {
        const text = await pool.run(readText, new TextEncoder().encode(`Draft ${task}`), { timeoutMs: 10_000 });
        expect(text).toEqual({ ok: true, text: `Draft ${task}` });
      }
      // A warning is emitted on the next tick.
      await new Promise((resolve) => setImmediate(resolve));
    } finally {
      process.off("warning", onWarning);
    }
    expect(warnings.filter((warning) => warning.startsWith("MaxListenersExceededWarning"))).toEqual([]);
  });
});
