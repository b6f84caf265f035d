// Several instances of the built server on one PostgreSQL database and one Redis, behind nginx: the pieces that
// the scale-out test (e2e/scale/scale-out.test.mjs) and `npm run bench:scale` (bench/scale.mjs) both start.

import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { chmod, mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import Redis from "ioredis";
import pg from "pg";

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const serverEntry = path.join(repoRoot, "apps/server/dist/server.js");
export const NGINX = process.env.NGINX_BIN || "/usr/sbin/nginx";

/** One secret for every instance: a token signed by one must verify on the other. */
const JWT_SECRET = `paralex-scale-${randomBytes(16).toString("hex")}`;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** SCALE_BASE_PORT=3210 gives 3210, 3211, ...; unset, the system picks free ports. */
export async function portsFor(count) {
  const base = Number(process.env.SCALE_BASE_PORT);
  if (Number.isInteger(base) && base > 0) {
    const ports = Array.from({ length: count }, (_, index) => base + index);
    // A leftover server on one of them would answer the health checks meant for a new instance.
    for (const port of ports) if (await isListening(port)) throw new Error(`port ${port} is already in use`);
    return ports;
  }
  const ports = [];
  for (let index = 0; index < count; index += 1) ports.push(await freePort());
  return ports;
}

/** A port nothing listens on now, from the system. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** A fresh database on the PostgreSQL server of adminUrl (only its server and login are used); drop() removes it. */
export async function createScratchDatabase(adminUrl, label) {
  const name = `paralex_${label}_${randomBytes(4).toString("hex")}`;
  const run = async (statement) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop: () => run(`drop database if exists "${name}" with (force)`) };
}

/** Empties the Redis database of url, so no counter of an earlier run is met. */
export async function flushRedis(url) {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    await redis.flushdb();
  } finally {
    redis.disconnect();
  }
}

/**
 * Starts `node apps/server/dist/server.js` on port with env added to a clean environment (nothing of the caller's
 * shell may send mail, reach a payment provider or share counters). Its output is read at all times (a full pipe
 * would stall it) and the last lines are kept for a failure report.
 */
export function startInstance({ name, port, env }) {
  const base = { ...process.env };
  for (const key of Object.keys(base)) {
    if (/^(REDIS|SMTP|STRIPE|MAILCHIMP|DATABASE|PUBLIC|GRAPHQL_RATE|PGLITE|OPS|JOB|SHUTDOWN)_/.test(key))
      delete base[key];
  }
  const child = spawn(process.execPath, [serverEntry], {
    cwd: repoRoot,
    env: {
      ...base,
      NODE_ENV: "test",
      HOST: "127.0.0.1",
      PORT: String(port),
      LOG_LEVEL: "warn",
      TRUST_PROXY: "127.0.0.1",
      JWT_SECRET,
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const lines = [];
  for (const stream of [child.stdout, child.stderr]) {
    let pending = "";
    stream.setEncoding("utf8");
    stream.on("data", (chunk) => {
      pending += chunk;
      const parts = pending.split("\n");
      pending = parts.pop() ?? "";
      for (const line of parts) if (line.trim()) lines.push(line.trim());
      if (lines.length > 200) lines.splice(0, lines.length - 200);
    });
  }
  const exited = new Promise((resolve) => child.once("exit", (code, signal) => resolve({ code, signal })));
  const hasExited = () => child.exitCode !== null || child.signalCode !== null;
  return {
    name,
    port,
    url: `http://127.0.0.1:${port}`,
    child,
    exited,
    hasExited,
    output: () => lines.join("\n"),
    async waitUntilHealthy(timeoutMs = 60_000) {
      await waitForHealth(`http://127.0.0.1:${port}`, timeoutMs, () => {
        if (hasExited()) throw new Error(`${name} exited during start-up:\n${lines.join("\n")}`);
      });
    },
    /** SIGTERM, then SIGKILL after 15 s. */
    async stop() {
      if (hasExited()) return;
      child.kill("SIGTERM");
      const stopped = await Promise.race([exited, sleep(15_000).then(() => undefined)]);
      if (!stopped) {
        child.kill("SIGKILL");
        await exited;
      }
    },
  };
}

export async function waitForHealth(baseUrl, timeoutMs, check = () => {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    check();
    try {
      const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error(`${baseUrl}/api/health did not answer 2xx within ${timeoutMs / 1000} s`);
}

/**
 * nginx's configuration for a round-robin balancer on port over the upstream ports. An upstream that refuses or
 * times out is marked down for 30 s and the request goes to the next one (a POST only when it never reached the
 * dead upstream: nginx does not resend non-idempotent requests). `keepalive` keeps that many idle upstream
 * connections per worker (the benchmark); without it each request opens its own, so a killed instance leaves no
 * cached connection to fail a POST on. X-Upstream tells the caller which instance answered.
 */
export function nginxConfig({ dir, port, upstreamPorts, keepalive = 0, workers = 1 }) {
  const temp = (name) => path.join(dir, name);
  return `worker_processes ${workers};
error_log ${temp("error.log")} warn;
pid ${temp("nginx.pid")};
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${temp("client_body")};
  proxy_temp_path ${temp("proxy")};
  fastcgi_temp_path ${temp("fastcgi")};
  uwsgi_temp_path ${temp("uwsgi")};
  scgi_temp_path ${temp("scgi")};
  upstream paralex {
${upstreamPorts.map((upstream) => `    server 127.0.0.1:${upstream} max_fails=1 fail_timeout=30s;`).join("\n")}
${keepalive > 0 ? `    keepalive ${keepalive};` : ""}
  }
  server {
    listen 127.0.0.1:${port};
    client_max_body_size 5m;
    location / {
      proxy_pass http://paralex;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_next_upstream error timeout;
      proxy_next_upstream_tries 2;
      proxy_connect_timeout 2s;
      proxy_read_timeout 30s;
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`;
}

/** Runs nginx in the foreground (a child of this process) with a generated configuration in a temporary directory. */
export async function startNginx({ port, upstreamPorts, keepalive, workers }) {
  if (!existsSync(NGINX)) throw new Error(`${NGINX} is missing: apt-get install -y nginx`);
  const dir = await mkdtemp(path.join(os.tmpdir(), "paralex-nginx-"));
  // Started as root, nginx runs its workers as nobody: they must reach the temporary files under dir.
  await chmod(dir, 0o755);
  for (const sub of ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"]) await mkdir(path.join(dir, sub));
  await writeFile(path.join(dir, "nginx.conf"), nginxConfig({ dir, port, upstreamPorts, keepalive, workers }));
  const child = spawn(
    NGINX,
    ["-p", dir, "-c", path.join(dir, "nginx.conf"), "-e", path.join(dir, "error.log"), "-g", "daemon off;"],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  let output = "";
  for (const stream of [child.stdout, child.stderr]) {
    stream.setEncoding("utf8");
    stream.on("data", (chunk) => {
      output = (output + chunk).slice(-4000);
    });
  }
  const exited = new Promise((resolve) => child.once("exit", (code, signal) => resolve({ code, signal })));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}): ${output}`);
    if (await isListening(port)) break;
    if (Date.now() > deadline) throw new Error(`nginx did not listen on ${port}: ${output}`);
    await sleep(100);
  }
  return {
    url,
    dir,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill("SIGQUIT");
        const stopped = await Promise.race([exited, sleep(5000).then(() => undefined)]);
        if (!stopped) {
          child.kill("SIGKILL");
          await exited;
        }
      }
      await rm(dir, { recursive: true, force: true });
    },
  };
}

function isListening(port) {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}
