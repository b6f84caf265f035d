// API throughput benchmark: `npm run bench:api` (builds first) or `node bench/api.mjs` (uses the existing build).
//
// Starts the built server against a scratch PostgreSQL database (or a fresh embedded one), creates confirmed users
// through the real account API, then measures each endpoint with autocannon for a fixed time and prints requests/s and
// latency next to the GET /api/health baseline, and the server's resident memory (VmRSS): after start, at its highest
// during each endpoint, after the load, and its peak (VmHWM). Target on the embedded database: under 300 MB after
// start and after the load.
// Results go to bench-results/api.json.
//
// Environment:
//   BENCH_DATABASE_URL  PostgreSQL server to create the scratch database on
//                       (default postgres://postgres@127.0.0.1:5432/test; only its server and login are used)
//   BENCH_EMBEDDED      1: the server on a fresh embedded database (PGlite, in a temporary folder) instead of
//                       PostgreSQL: the default a developer runs, whose memory the figures then show
//   BENCH_SECONDS       seconds per endpoint (default 10)
//   BENCH_CONNECTIONS   concurrent connections (default 10)
//   BENCH_USERS         users to create (default: enough for 100 logins/s without meeting the login limits)
//   BENCH_ONLY          measure only the endpoints whose name contains this text (the health baseline always runs)
//   BENCH_REDIS_DOWN    1: the server gets a REDIS_URL where nothing listens, so every figure is that of the rate
//                       limits counting in process while Redis is away (the tests check that they never wait on it)
//
// Rate limits are per client IP; TRUST_PROXY=127.0.0.1 lets each simulated client name itself in X-Forwarded-For.
// The addresses are header values only: every request goes to 127.0.0.1.
//
// Exits non-zero when setup fails; slow figures are reported, never failed.

import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { createScratchDatabase, freePort } from "../e2e/scale/cluster.mjs";
import { memoryOf, positiveInt, SERVER_NODE_FLAGS, writeResults } from "./bench-kit.mjs";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const serverEntry = path.join(repoRoot, "apps/server/dist/server.js");
const resultsFile = path.join(repoRoot, "bench-results/api.json");

const SECONDS = positiveInt("BENCH_SECONDS", 10);
const CONNECTIONS = positiveInt("BENCH_CONNECTIONS", 10);
const ONLY = process.env.BENCH_ONLY?.trim() || undefined;
const REDIS_DOWN = process.env.BENCH_REDIS_DOWN === "1";
const EMBEDDED = process.env.BENCH_EMBEDDED === "1";
const ADMIN_DATABASE_URL = process.env.BENCH_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/test";

/** Login allows 5 a minute per address; the setup login takes one, so each user has 4 left for the run. */
const LOGINS_PER_USER = 4;
/** Planned ceiling for logins/s (argon2id verification bounds it to tens a second on 2 cores). */
const PLANNED_LOGINS_PER_SECOND = 100;
const USERS = positiveInt(
  "BENCH_USERS",
  Math.max(100, Math.ceil((Math.min(SECONDS, 60) * PLANNED_LOGINS_PER_SECOND) / LOGINS_PER_USER)),
);
const SETUP_CONCURRENCY = 4;

const PASSWORD = "Bench-Pass-2024!x";
const JWT_SECRET = "paralex-bench-jwt-secret-not-for-production-0123456789";
const RUN_ID = randomBytes(4).toString("hex");

const PRICING_QUERY = "{ pricingStrategies { pricingStrategyId appId strategyType stripeLookup } }";
// The schema declares subscriptionsByUser(userId: ID!); a String! variable would fail validation there.
const SUBSCRIPTIONS_QUERY = "query($u: ID!){ subscriptionsByUser(userId: $u){ subsId } }";

/** A distinct client address per call: 10.0.0.1, 10.0.0.2, ... (16 million before it wraps). */
let ipCounter = 0;
function nextIp() {
  ipCounter = (ipCounter % 0xfffffe) + 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// ---------------------------------------------------------------------------------------------------------
// Scratch database and server process

const state = {
  server: undefined,
  serverExit: undefined,
  databaseCreated: false,
  embeddedDirectory: undefined,
  cleanUp: undefined,
};

let scratch;

async function createDatabase() {
  scratch = await createScratchDatabase(ADMIN_DATABASE_URL, "bench_api");
  state.databaseCreated = true;
  return scratch.url;
}

/** The environment that names the server's database: a scratch PostgreSQL database, or a new embedded one. */
async function databaseEnvironment() {
  if (!EMBEDDED) return { DATABASE_URL: await createDatabase() };
  state.embeddedDirectory = mkdtempSync(path.join(os.tmpdir(), "paralex-bench-api-"));
  return { PGLITE_DIR: path.join(state.embeddedDirectory, "pglite") };
}

async function dropDatabase() {
  await scratch.drop();
  state.databaseCreated = false;
}

function startServer(port, database, redisUrl) {
  const env = { ...process.env };
  // Nothing from the caller's shell may send mail away, share rate-limit counters or reach payment providers.
  for (const key of [
    "DATABASE_URL",
    "PGLITE_DIR",
    "REDIS_URL",
    "SMTP_URL",
    "PUBLIC_URL",
    "STRIPE_SECRET_KEY",
    "STRIPE_WEBHOOK_SECRET",
    "STRIPE_API_URL",
    "MAILCHIMP_API_KEY",
    "MAILCHIMP_API_URL",
    "ACCESS_TOKEN_TTL_SECONDS",
  ]) {
    delete env[key];
  }
  Object.assign(env, {
    NODE_ENV: "test",
    HOST: "127.0.0.1",
    PORT: String(port),
    ...database,
    LOG_LEVEL: "warn",
    TRUST_PROXY: "127.0.0.1",
    // One signed-in user drives every GraphQL request: the per-user and per-organization limits would cap it.
    GRAPHQL_RATE_LIMIT_PER_USER: "1000000",
    GRAPHQL_RATE_LIMIT_PER_ORGANIZATION: "1000000",
    JWT_SECRET,
  });
  if (redisUrl) env.REDIS_URL = redisUrl;

  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, serverEntry], {
    cwd: repoRoot,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  state.server = child;
  state.serverExit = new Promise((resolve) => child.once("exit", (code, signal) => resolve({ code, signal })));
  for (const stream of [child.stdout, child.stderr]) {
    let pending = "";
    stream.setEncoding("utf8");
    stream.on("data", (chunk) => {
      pending += chunk;
      const lines = pending.split("\n");
      pending = lines.pop() ?? "";
      for (const line of lines) {
        if (line.trim() === "") continue;
        console.error(`[server] ${line.trim()}`);
      }
    });
  }
  return child;
}

async function waitForHealth(baseUrl, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (state.server.exitCode !== null || state.server.signalCode !== null) {
      throw new Error(`the server exited during start-up (${state.server.exitCode ?? state.server.signalCode})`);
    }
    try {
      const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`GET /api/health did not answer 2xx within ${timeoutMs / 1000} s`);
}

async function stopServer() {
  const child = state.server;
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  child.kill("SIGTERM");
  const stopped = await Promise.race([state.serverExit, sleep(15_000).then(() => undefined)]);
  if (!stopped) {
    console.error("The server did not stop within 15 s of SIGTERM; killing it.");
    child.kill("SIGKILL");
    await state.serverExit;
  }
}

/** Stops the server, then drops the scratch database or removes the embedded one; every caller waits for it. */
function cleanUp() {
  state.cleanUp ??= (async () => {
    await stopServer();
    if (state.databaseCreated) await dropDatabase();
    if (state.embeddedDirectory) rmSync(state.embeddedDirectory, { recursive: true, force: true });
  })();
  return state.cleanUp;
}

/** Samples the server's resident memory every 100 ms until stopped: the highest seen, in MB. */
function sampleMemory(pid) {
  let peak = memoryOf(pid).rss;
  const timer = setInterval(() => {
    peak = Math.max(peak, memoryOf(pid).rss);
  }, 100);
  return () => {
    clearInterval(timer);
    return Math.max(peak, memoryOf(pid).rss);
  };
}

/** Resident memory once the server has settled: after `SETTLE_MS` without requests. */
const SETTLE_MS = 3000;
async function settledRss(pid) {
  await sleep(SETTLE_MS);
  return memoryOf(pid).rss;
}

// ---------------------------------------------------------------------------------------------------------
// Setup through the real API

async function api(baseUrl, method, urlPath, { body, ip, token } = {}) {
  const headers = {};
  if (body !== undefined) headers["content-type"] = "application/json";
  if (ip) headers["x-forwarded-for"] = ip;
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(`${baseUrl}${urlPath}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await response.text();
  let json;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: response.status, json, text };
}

function expectStatus(result, expected, what) {
  if (result.status !== expected) {
    throw new Error(`${what}: expected ${expected}, got ${result.status}: ${result.text.slice(0, 300)}`);
  }
}

const CONFIRM_LINK = /\/register\/confirm-account\/([A-Za-z0-9_-]+)/;

async function createConfirmedUser(baseUrl, index) {
  const email = `bench-${RUN_ID}-${index}@example.com`;
  const registered = await api(baseUrl, "POST", "/api/auth/registration/", {
    ip: nextIp(),
    body: { email, password1: PASSWORD, password2: PASSWORD, first_name: "Benchmark", last_name: `Runner${index}` },
  });
  expectStatus(registered, 201, `registering ${email}`);

  // The mail goes out through the job queue: it reaches the mailbox shortly after the answer.
  let key;
  for (const deadline = Date.now() + 30_000; !key && Date.now() < deadline; ) {
    const mailbox = await api(baseUrl, "GET", "/api/dev/mailbox");
    expectStatus(mailbox, 200, "reading the development mailbox");
    if (!Array.isArray(mailbox.json)) throw new Error("GET /api/dev/mailbox did not answer a JSON list");
    const mail = mailbox.json.find((entry) => entry.to === email);
    key = `${mail?.text ?? ""}\n${mail?.html ?? ""}`.match(CONFIRM_LINK)?.[1];
    if (!key) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (!key) throw new Error(`no confirmation link for ${email} in the development mailbox`);

  const verified = await api(baseUrl, "POST", "/api/auth/registration/verify-email/", { ip: nextIp(), body: { key } });
  expectStatus(verified, 200, `confirming ${email}`);
  return { email };
}

async function createUsers(baseUrl, count) {
  const users = new Array(count);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const index = next++;
      users[index] = await createConfirmedUser(baseUrl, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(SETUP_CONCURRENCY, count) }, worker));
  return users;
}

// ---------------------------------------------------------------------------------------------------------
// Measurement

function runAutocannon(options) {
  return autocannon({ connections: CONNECTIONS, duration: SECONDS, timeout: 30, ...options });
}

function summarize(name, request, result) {
  const statusCodes = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [code, count]),
  );
  return {
    name,
    request,
    durationSeconds: result.duration,
    requests: { total: result.requests.total, perSecondAverage: result.requests.average },
    latencyMs: {
      average: result.latency.average,
      p50: result.latency.p50,
      p90: result.latency.p90,
      p99: result.latency.p99,
      max: result.latency.max,
    },
    non2xx: result.non2xx,
    statusCodes,
    bodyMismatches: result.mismatches,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

function format(value, digits = 1) {
  return typeof value === "number" && Number.isFinite(value) ? value.toFixed(digits) : "-";
}

function printTable(rows) {
  const header = [
    "endpoint",
    "req/s",
    "p50 ms",
    "p99 ms",
    "non-2xx",
    "bad body",
    "errors",
    "vs health req/s",
    "peak RSS MB",
  ];
  const lines = rows.map((row) => [
    row.name,
    format(row.requests.perSecondAverage),
    format(row.latencyMs.p50, 0),
    format(row.latencyMs.p99, 0),
    String(row.non2xx),
    String(row.bodyMismatches),
    String(row.errors + row.timeouts),
    row.ratioToHealth === undefined ? "-" : `${row.ratioToHealth.toFixed(3)}x`,
    format(row.peakRssMb, 0),
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => line[column].length)));
  const render = (cells) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column]))
      .join("  ")
      .trimEnd();
  console.log(render(header));
  console.log(render(widths.map((width) => "-".repeat(width))));
  for (const line of lines) console.log(render(line));
}

// ---------------------------------------------------------------------------------------------------------

async function main() {
  if (!existsSync(serverEntry)) {
    throw new Error(`${path.relative(repoRoot, serverEntry)} is missing: run \`npm run build\` first`);
  }
  const loadBefore = os.loadavg();
  console.log(
    `bench:api  ${SECONDS} s per endpoint, ${CONNECTIONS} connections, ${USERS} users; ` +
      `${os.cpus().length} CPUs, load average ${loadBefore.map((load) => load.toFixed(2)).join(" ")}`,
  );

  const database = await databaseEnvironment();
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const { pid } = startServer(port, database, REDIS_DOWN ? `redis://127.0.0.1:${await freePort()}` : undefined);
  await waitForHealth(baseUrl);
  const afterStartMb = await settledRss(pid);
  console.log(
    `Server up on ${baseUrl} with ${EMBEDDED ? "a new embedded database" : `scratch database ${scratch?.name}`}, ` +
      `${afterStartMb.toFixed(0)} MB resident ${SETTLE_MS / 1000} s after it answered`,
  );

  const started = Date.now();
  const users = await createUsers(baseUrl, USERS);
  console.log(`Created and confirmed ${users.length} users in ${((Date.now() - started) / 1000).toFixed(1)} s`);

  const login = await api(baseUrl, "POST", "/api/auth/login/", {
    ip: nextIp(),
    body: { email: users[0].email, password: PASSWORD },
  });
  expectStatus(login, 200, "logging in");
  const token = login.json?.access;
  const userId = login.json?.user?.userId;
  if (typeof token !== "string" || typeof userId !== "string") {
    throw new Error(`the login answer has no access token or user.userId: ${login.text.slice(0, 300)}`);
  }
  const auth = { authorization: `Bearer ${token}` };
  expectStatus(await api(baseUrl, "GET", "/api/auth/user/", { token }), 200, "GET /api/auth/user/");

  const graphqlBody = (query, variables) => JSON.stringify(variables ? { query, variables } : { query });
  const graphqlOk = (body) => body.includes('"data":{') && !body.includes('"errors"');
  const graphql = [
    { name: "GraphQL pricingStrategies", body: graphqlBody(PRICING_QUERY) },
    { name: "GraphQL subscriptionsByUser", body: graphqlBody(SUBSCRIPTIONS_QUERY, { u: userId }) },
  ];
  const notes = [];
  const probe = await api(baseUrl, "POST", "/api/graphql", { token, ip: nextIp(), body: JSON.parse(graphql[0].body) });
  const hasGraphql = probe.status !== 404;
  if (hasGraphql) {
    for (const operation of graphql) {
      const answer = await api(baseUrl, "POST", "/api/graphql", {
        token,
        ip: nextIp(),
        body: JSON.parse(operation.body),
      });
      expectStatus(answer, 200, operation.name);
      if (!graphqlOk(answer.text)) throw new Error(`${operation.name} answered errors: ${answer.text.slice(0, 300)}`);
    }
  } else {
    notes.push("POST /api/graphql answered 404: the GraphQL endpoints were skipped.");
  }

  const loginBudget = USERS * LOGINS_PER_USER;
  let loginCount = 0;
  const plans = [
    { name: "GET /api/health", request: "GET /api/health", options: { url: `${baseUrl}/api/health` } },
    {
      name: "POST /api/auth/login/",
      request: `POST /api/auth/login/, ${USERS} users in turn, a fresh X-Forwarded-For per request`,
      options: {
        url: `${baseUrl}/api/auth/login/`,
        // Past the budget every login would meet the per-address limit and measure only 429s.
        amount: loginBudget,
        verifyBody: (body) => body.includes('"access"'),
        requests: [
          {
            method: "POST",
            setupRequest: (request) => {
              const user = users[loginCount++ % users.length];
              return {
                ...request,
                headers: { ...request.headers, "content-type": "application/json", "x-forwarded-for": nextIp() },
                body: JSON.stringify({ email: user.email, password: PASSWORD }),
              };
            },
          },
        ],
      },
    },
    {
      name: "GET /api/auth/user/",
      request: "GET /api/auth/user/ with a bearer access token",
      options: { url: `${baseUrl}/api/auth/user/`, headers: auth, verifyBody: (body) => body.includes('"userId"') },
    },
    ...(hasGraphql ? graphql : []).map((operation) => ({
      name: operation.name,
      request: `POST /api/graphql ${operation.body}, bearer token, a fresh X-Forwarded-For per request`,
      options: {
        url: `${baseUrl}/api/graphql`,
        verifyBody: graphqlOk,
        requests: [
          {
            method: "POST",
            setupRequest: (request) => ({
              ...request,
              headers: { ...request.headers, ...auth, "content-type": "application/json", "x-forwarded-for": nextIp() },
              body: operation.body,
            }),
          },
        ],
      },
    })),
  ];

  const rows = [];
  for (const plan of plans.filter((plan, index) => index === 0 || !ONLY || plan.name.includes(ONLY))) {
    console.log(`Measuring ${plan.name} for ${SECONDS} s ...`);
    const peakRss = sampleMemory(pid);
    const result = await runAutocannon(plan.options);
    rows.push({ ...summarize(plan.name, plan.request, result), peakRssMb: peakRss() });
    await sleep(1000);
  }
  const memory = { afterStartMb, afterLoadMb: await settledRss(pid), peakMb: memoryOf(pid).peak };

  const baseline = rows[0].requests.perSecondAverage;
  for (const row of rows) row.ratioToHealth = baseline > 0 ? row.requests.perSecondAverage / baseline : undefined;

  const loadAfter = os.loadavg();
  console.log("");
  printTable(rows);
  console.log("");
  for (const row of rows) {
    const other = Object.entries(row.statusCodes).filter(([code]) => !code.startsWith("2"));
    if (other.length > 0) {
      console.log(`${row.name}: non-2xx ${other.map(([code, count]) => `${code}x${count}`).join(", ")}`);
    }
  }
  console.log(
    `Server memory (VmRSS): ${memory.afterStartMb.toFixed(0)} MB after start, ` +
      `${memory.afterLoadMb.toFixed(0)} MB ${SETTLE_MS / 1000} s after the load, peak ${memory.peakMb.toFixed(0)} MB` +
      (EMBEDDED ? " (target on the embedded database: under 300 MB after start and after the load)" : ""),
  );
  for (const note of notes) console.log(`Note: ${note}`);
  console.log(`Load average after: ${loadAfter.map((load) => load.toFixed(2)).join(" ")}`);

  await writeResults(resultsFile, {
    loadBefore,
    loadAfter,
    settings: { seconds: SECONDS, connections: CONNECTIONS, users: USERS, redisDown: REDIS_DOWN, embedded: EMBEDDED },
    memory,
    results: rows,
    notes,
  });
}

let exitCode = 0;
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.once(signal, () => {
    console.error(`Received ${signal}: stopping the server${scratch ? ` and dropping ${scratch.name}` : ""}.`);
    cleanUp()
      .catch((error) => console.error(error))
      .finally(() => process.exit(130));
  });
}
try {
  await main();
} catch (error) {
  console.error(`bench:api failed: ${error instanceof Error ? error.message : error}`);
  exitCode = 1;
} finally {
  try {
    await cleanUp();
  } catch (error) {
    console.error(`bench:api clean-up failed (database ${scratch?.name}):`, error);
    exitCode = 1;
  }
}
process.exit(exitCode);
