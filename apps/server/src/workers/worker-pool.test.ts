import { afterEach, describe, expect, it } from "vitest";
import { readDocumentTextTask as readText } from "../documents/read-document.js";
import { spinTask } from "../test/worker-tasks.js";
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

  it("counts a task's time limit from when a thread starts it, not while it waits behind another", async () => {
    pool = createWorkerPool({ threads: 1, memoryMb: 64, maxQueue: 20, onStrayError: () => {} });
    await pool.run(spinTask, 0, { timeoutMs: 10_000 });

    const [slow, waiting] = await Promise.allSettled([
      pool.run(spinTask, 1500, { timeoutMs: 5000 }),
      pool.run(spinTask, 10, { timeoutMs: 1000 }),
    ]);

    expect([slow.status, waiting.status]).toEqual(["fulfilled", "fulfilled"]);
  });

  it("still stops a task that runs past its limit", async () => {
    pool = createWorkerPool({ threads: 1, memoryMb: 64, maxQueue: 20, onStrayError: () => {} });

    await expect(pool.run(spinTask, 5000, { timeoutMs: 500 })).rejects.toMatchObject({ limit: "time" });
  });
});
