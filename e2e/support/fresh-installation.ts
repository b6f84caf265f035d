import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect } from "@playwright/test";

const E2E_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const SERVER = path.join(E2E_DIR, "../apps/server/dist/server.js");

/** A port the system has just given out, free for the server to take. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

export interface FreshInstallation {
  baseURL: string;
  stop(): Promise<void>;
}

export interface FreshInstallationOptions {
  /** A PostgreSQL database of its own (empty, or holding an earlier run's data); by default an in-memory one. */
  databaseUrl?: string;
  /** Else an embedded database kept in this folder, which a restart finds again; by default an in-memory one. */
  pgliteDir?: string;
  /** Where it listens (a restart keeps its address); a free port by default. */
  port?: number;
  /** More of the server's environment, for what a spec turns on. */
  env?: Record<string, string>;
}

/**
 * The built product as a firm installs it, on a database of its own and with no case-law source: no CourtListener
 * token, nothing imported. The suite's own server has a (fake) CourtListener, so this one runs beside it. On
 * PostgreSQL (`databaseUrl`), another process such as `npm run citations:import` can reach its database.
 */
export async function startFreshInstallation({
  databaseUrl,
  pgliteDir = "memory://",
  port: chosenPort,
  env = {},
}: FreshInstallationOptions = {}): Promise<FreshInstallation> {
  const port = chosenPort ?? (await freePort());
  const baseURL = `http://127.0.0.1:${port}`;
  const server: ChildProcess = spawn(process.execPath, [SERVER], {
    cwd: E2E_DIR,
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: "127.0.0.1",
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { PGLITE_DIR: pgliteDir }),
      LOG_LEVEL: "warn",
      NODE_ENV: "test",
      PUBLIC_URL: baseURL,
      TRUST_PROXY: "127.0.0.1",
      ...env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  await expect
    .poll(async () => (await fetch(`${baseURL}/api/health`).catch(() => null))?.status, {
      message: "the fresh installation did not start",
      timeout: 120_000,
      intervals: [500],
    })
    .toBe(200);
  return {
    baseURL,
    stop: () =>
      new Promise<void>((resolve) => {
        server.once("exit", () => resolve());
        server.kill("SIGTERM");
      }),
  };
}
