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

/** The server from source, writing its log to stdout (a file descriptor of the test's). */
function spawnServer(port: number, stdout: number, env: Record<string, string> = {}): ChildProcess {
  const stderr = openSync(path.join(scratch, "stderr.log"), "w");
  child = spawn(process.execPath, ["--conditions=source", "--import", "tsx", "src/server.ts"], {
    cwd: serverDir,
    stdio: ["ignore", stdout, stderr],
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
      ...env,
    },
  });
  closeSync(stderr);
  return child;
}

/** The server with its standard output a FIFO that this test opens and never reads. */
function startServerOnUnreadPipe(port: number, fifo: string, env: Record<string, string>) {
  const reader = openSync(fifo, constants.O_RDONLY | constants.O_NONBLOCK);
  const writer = openSync(fifo, constants.O_WRONLY);
  const server = spawnServer(port, writer, env);
  closeSync(writer);
  return { reader, process: server };
}

function exitOf(server: ChildProcess) {
  return new Promise<{ code: number | null; at: number }>((resolve) =>
    server.on("exit", (code) => resolve({ code, at: Date.now() })),
  );
}

function within<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  return Promise.race([promise, new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), ms))]);
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

// One server for both behaviours: each start from the sources costs a test file ~12 s of CPU (initdb, migrations,
// loading), and the shutdown must hold with its log a full pipe anyway.
it("on SIGTERM, with its log a full pipe nobody reads, turns unready at once, serves through the drain period and exits within the grace period", async () => {
  const port = await freePort();
  const fifo = path.join(scratch, "stdout.fifo");
  execFileSync("mkfifo", [fifo]);
  const drainMs = 2000;
  const server = startServerOnUnreadPipe(port, fifo, { SHUTDOWN_DRAIN_MS: String(drainMs) });
  const exited = exitOf(server.process);
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitUntilServing(base);
    expect((await fetch(`${base}/api/health/ready`)).status).toBe(200);
    // Each request logs about 600 bytes: 600 of them are several times what the pipe holds.
    let answered = 0;
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        while (answered < 600) {
          const response = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(5000) });
          await response.arrayBuffer();
          answered += 1;
        }
      }),
    );

    const signalled = Date.now();
    server.process.kill("SIGTERM");
    await new Promise((resolve) => setTimeout(resolve, 300));
    const ready = await fetch(`${base}/api/health/ready`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ status: "unready", checks: { shutdown: { status: "down" } } });
    expect((await fetch(`${base}/api/health/live`)).status).toBe(200);
    expect((await fetch(`${base}/api/health`)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, drainMs - 1000));
    expect((await fetch(`${base}/api/health`)).status).toBe(200);

    const exit = await within(exited, drainMs + GRACE_MS + 2000);
    expect(exit, "the server ignored SIGTERM").toBeDefined();
    // 0, not the 1 of the exit forced when the grace period runs out: it closed within the grace period.
    expect(exit?.code).toBe(0);
    expect((exit?.at ?? 0) - signalled).toBeGreaterThanOrEqual(drainMs);
    expect(unreadBytes(server.reader)).toBeGreaterThan(60_000);
  } finally {
    closeSync(server.reader);
    rmSync(fifo, { force: true });
  }
}, 150_000);
