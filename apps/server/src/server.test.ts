import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { closeSync, constants, mkdtempSync, openSync, readSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, expect, it } from "vitest";
import { TEST_JWT_SECRET } from "./test/test-app.js";

const serverDir = fileURLToPath(new URL("..", import.meta.url));
const GRACE_MS = 3000;

const scratch = mkdtempSync(path.join(tmpdir(), "paralex-server-"));
writeFileSync(path.join(scratch, "index.html"), "<!doctype html><html><head><!--app-config--></head></html>");
let child: ChildProcess | undefined;

afterEach(() => {
  if (child && child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
});

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** The server from source, its standard output a FIFO that this test opens and never reads. */
function startServer(port: number, fifo: string) {
  const reader = openSync(fifo, constants.O_RDONLY | constants.O_NONBLOCK);
  const writer = openSync(fifo, constants.O_WRONLY);
  const stderr = openSync(path.join(scratch, "stderr.log"), "w");
  child = spawn(process.execPath, ["--conditions=source", "--import", "tsx", "src/server.ts"], {
    cwd: serverDir,
    stdio: ["ignore", writer, stderr],
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "test",
      HOST: "127.0.0.1",
      PORT: String(port),
      PGLITE_DIR: "memory://",
      WEB_DIST: scratch,
      JWT_SECRET: TEST_JWT_SECRET,
      LOG_LEVEL: "info",
      SHUTDOWN_DRAIN_MS: "0",
      SHUTDOWN_GRACE_MS: String(GRACE_MS),
    },
  });
  closeSync(writer);
  closeSync(stderr);
  return { reader, process: child };
}

async function waitUntilServing(base: string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    const answered = await fetch(`${base}/api/health`).catch(() => undefined);
    if (answered?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error("the server did not start");
}

/** Bytes waiting in the FIFO: the most it holds is its capacity, 64 KiB on Linux. */
function unreadBytes(reader: number): number {
  const buffer = Buffer.alloc(65_536);
  let total = 0;
  for (;;) {
    try {
      const read = readSync(reader, buffer);
      if (read === 0) return total;
      total += read;
    } catch {
      return total;
    }
  }
}

it("exits on SIGTERM within the grace period although its log output is a full pipe nobody reads", async () => {
  const port = await freePort();
  const fifo = path.join(scratch, "stdout.fifo");
  execFileSync("mkfifo", [fifo]);
  const server = startServer(port, fifo);
  const exited = new Promise<{ code: number | null; at: number }>((resolve) =>
    server.process.on("exit", (code) => resolve({ code, at: Date.now() })),
  );
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitUntilServing(base);
    // Each request logs two lines of about 300 bytes: 2000 of them are far more than the pipe holds.
    let answered = 0;
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        while (answered < 2000) {
          const response = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(5000) });
          await response.arrayBuffer();
          answered += 1;
        }
      }),
    );

    const signalled = Date.now();
    server.process.kill("SIGTERM");
    const exit = await Promise.race([
      exited,
      new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), GRACE_MS + 5000)),
    ]);

    expect(exit, "the server ignored SIGTERM").toBeDefined();
    expect((exit?.at ?? 0) - signalled).toBeLessThan(GRACE_MS + 1000);
    expect(exit?.code).toBe(0);
    expect(unreadBytes(server.reader)).toBeGreaterThan(60_000);
  } finally {
    closeSync(server.reader);
    rmSync(fifo, { force: true });
  }
}, 150_000);
