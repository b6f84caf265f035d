// Scale-out benchmark: `npm run bench:scale` (builds first only when apps/server/dist is missing).
//
// On a scratch PostgreSQL database and one Redis, measures requests a second with autocannon on one mix
// (GET /api/health, the public GraphQL catalogue query pricingStrategies, an authenticated GET /api/auth/user/, in
// turn on every connection) against: one instance directly, one instance behind nginx, and two instances behind
// nginx (round robin, the same generated configuration as the scale-out test, with upstream keep-alive). Prints
// the figures and the ratio of two instances to one behind the same balancer. Results go to bench-results/scale.json.
//
// Environment:
//   BENCH_DATABASE_URL  PostgreSQL server for the scratch database (default postgres://postgres@127.0.0.1:5432/test)
//   BENCH_REDIS_URL     Redis database, flushed first (default redis://127.0.0.1:6379/9)
//   BENCH_SECONDS       seconds per measurement (default 5)
//   BENCH_ROUNDS        rounds; each measures every setup in turn, and the median run is reported (default 3)
//   BENCH_CONNECTIONS   concurrent connections (default 20)
//   BENCH_WARMUP_SECONDS  unmeasured load on each setup before the rounds, so every JIT is warm (default 3)
//   SCALE_BASE_PORT     first of four ports (balancer over A, balancer over A and B, A, B); unset picks free ports
//
// Every process (autocannon, nginx, both servers, PostgreSQL, Redis) shares this machine's cores, so the ratio
// says how far one machine's spare capacity goes, not what two machines would give.

import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import {
  createScratchDatabase,
  flushRedis,
  portsFor,
  repoRoot,
  serverEntry,
  startInstance,
  startNginx,
} from "../e2e/scale/cluster.mjs";
import { apiAt, positiveInt, signUpConfirmed, sleep, writeResults } from "./bench-kit.mjs";

const SECONDS = positiveInt("BENCH_SECONDS", 5);
const CONNECTIONS = positiveInt("BENCH_CONNECTIONS", 20);
const WARMUP_SECONDS = positiveInt("BENCH_WARMUP_SECONDS", 3);
const ROUNDS = positiveInt("BENCH_ROUNDS", 3);
const ADMIN_DATABASE_URL = process.env.BENCH_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/test";
const REDIS_URL = process.env.BENCH_REDIS_URL || "redis://127.0.0.1:6379/9";
const resultsFile = path.join(repoRoot, "bench-results/scale.json");

const PASSWORD = "Bench-Pass-2024!x";
const PRICING_QUERY = "{ pricingStrategies { pricingStrategyId appId strategyType stripeLookup } }";
/** One client drives every request: the GraphQL limits per address, user and organization would cap it. */
const UNCAPPED = {
  GRAPHQL_RATE_LIMIT_PER_ADDRESS: "1000000",
  GRAPHQL_RATE_LIMIT_PER_USER: "1000000",
  GRAPHQL_RATE_LIMIT_PER_ORGANIZATION: "1000000",
};

/** A confirmed user through the real API and the development mailbox (the bench sends no mail); its token. */
async function signIn(baseUrl) {
  return (await signUpConfirmed(apiAt(baseUrl), { label: "bench-scale", password: PASSWORD })).token;
}

function mixFor(token) {
  return [
    { method: "GET", path: "/api/health" },
    {
      method: "POST",
      path: "/api/graphql",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: PRICING_QUERY }),
    },
    { method: "GET", path: "/api/auth/user/", headers: { authorization: `Bearer ${token}` } },
  ];
}

function load(baseUrl, token, duration) {
  return autocannon({ url: baseUrl, connections: CONNECTIONS, duration, timeout: 30, requests: mixFor(token) });
}

/** Checks each request of the mix once through baseUrl, then loads it unmeasured so every instance's JIT is warm. */
async function warmUp(baseUrl, token) {
  const api = apiAt(baseUrl);
  const health = await api("GET", "/api/health");
  if (health.status !== 200) throw new Error(`GET /api/health: ${health.status}`);
  const catalogue = await api("POST", "/api/graphql", { body: { query: PRICING_QUERY } });
  if (!catalogue.json?.data?.pricingStrategies?.length)
    throw new Error(`pricingStrategies: ${JSON.stringify(catalogue)}`);
  const user = await api("GET", "/api/auth/user/", { token });
  if (user.status !== 200) throw new Error(`GET /api/auth/user/: ${user.status}`);
  await load(baseUrl, token, WARMUP_SECONDS);
}

/** The mix through baseUrl, every connection taking its three requests in turn, for SECONDS. */
async function measure(baseUrl, token) {
  const result = await load(baseUrl, token, SECONDS);
  await sleep(500);
  return {
    requestsPerSecond: result.requests.average,
    total: result.requests.total,
    latencyMs: { p50: result.latency.p50, p99: result.latency.p99 },
    non2xx: result.non2xx,
    statusCodes: Object.fromEntries(
      Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [code, count]),
    ),
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

/** The run with the median requests a second; failures summed over every run. */
function median(runs) {
  const sorted = [...runs].sort((left, right) => left.requestsPerSecond - right.requestsPerSecond);
  const middle = sorted[Math.floor(sorted.length / 2)];
  const sum = (key) => runs.reduce((total, run) => total + run[key], 0);
  return { ...middle, non2xx: sum("non2xx"), errors: sum("errors"), timeouts: sum("timeouts") };
}

function printTable(rows) {
  const header = ["setup", "median req/s", "all runs", "p50 ms", "p99 ms", "non-2xx", "errors", "timeouts"];
  const lines = rows.map((row) => [
    row.name,
    row.requestsPerSecond.toFixed(0),
    row.runs.map((run) => run.requestsPerSecond.toFixed(0)).join(" "),
    String(row.latencyMs.p50),
    String(row.latencyMs.p99),
    String(row.non2xx),
    String(row.errors),
    String(row.timeouts),
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

const running = { database: undefined, instances: [], balancers: [] };

async function cleanUp() {
  await Promise.all(running.balancers.map((balancer) => balancer.stop()));
  await Promise.all(running.instances.map((instance) => instance.stop()));
  await running.database?.drop();
}

async function main() {
  if (!existsSync(serverEntry)) {
    console.log("apps/server/dist is missing: building first");
    const build = spawnSync("npm", ["run", "build"], { cwd: repoRoot, stdio: "inherit" });
    if (build.status !== 0) throw new Error("npm run build failed");
  }
  const loadBefore = os.loadavg();
  console.log(
    `bench:scale  ${ROUNDS} rounds of ${SECONDS} s per setup, ${CONNECTIONS} connections; ${os.cpus().length} CPUs, ` +
      `load average ${loadBefore.map((load) => load.toFixed(2)).join(" ")}`,
  );
  running.database = await createScratchDatabase(ADMIN_DATABASE_URL, "bench_scale");
  await flushRedis(REDIS_URL);
  const [onePort, twoPort, ...instancePorts] = await portsFor(4);
  // Instances behind one balancer share its address: it is the issuer of their tokens and the base of mail links.
  const env = {
    DATABASE_URL: running.database.url,
    REDIS_URL,
    PUBLIC_URL: `http://127.0.0.1:${twoPort}`,
    ...UNCAPPED,
  };
  running.instances = instancePorts.map((port, index) =>
    startInstance({ name: `instance ${String.fromCharCode(65 + index)}`, port, env }),
  );
  await Promise.all(running.instances.map((instance) => instance.waitUntilHealthy()));
  const [first] = running.instances;
  const token = await signIn(first.url);
  const one = await startNginx({ port: onePort, upstreamPorts: [first.port], keepalive: 32 });
  running.balancers.push(one);
  const two = await startNginx({ port: twoPort, upstreamPorts: instancePorts, keepalive: 32 });
  running.balancers.push(two);

  // The setups take turns, round after round, so a change in the machine's other load falls on all of them.
  const setups = [
    { name: "one instance, direct", url: first.url, runs: [] },
    { name: "one instance behind nginx", url: one.url, runs: [] },
    { name: "two instances behind nginx", url: two.url, runs: [] },
  ];
  for (const setup of setups) await warmUp(setup.url, token);
  for (let round = 1; round <= ROUNDS; round += 1) {
    for (const setup of setups) {
      console.log(`Round ${round}/${ROUNDS}: ${setup.name} for ${SECONDS} s ...`);
      setup.runs.push(await measure(setup.url, token));
    }
  }
  const rows = setups.map((setup) => ({ name: setup.name, ...median(setup.runs), runs: setup.runs }));
  const [direct, oneBehind, twoBehind] = rows;
  const ratio = twoBehind.requestsPerSecond / oneBehind.requestsPerSecond;
  const ratioToDirect = twoBehind.requestsPerSecond / direct.requestsPerSecond;
  const loadAfter = os.loadavg();
  console.log("");
  printTable(rows);
  console.log("");
  console.log(`two instances / one instance, both behind nginx: ${ratio.toFixed(2)}x`);
  console.log(`two instances behind nginx / one instance direct: ${ratioToDirect.toFixed(2)}x`);
  console.log(`Load average after: ${loadAfter.map((load) => load.toFixed(2)).join(" ")}`);

  await writeResults(resultsFile, {
    loadBefore,
    loadAfter,
    settings: { rounds: ROUNDS, seconds: SECONDS, warmupSeconds: WARMUP_SECONDS, connections: CONNECTIONS },
    mix: ["GET /api/health", "POST /api/graphql pricingStrategies (anonymous)", "GET /api/auth/user/ (bearer)"],
    results: rows,
    ratio,
    ratioToDirect,
  });
}

let exitCode = 0;
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.once(signal, () => {
    cleanUp()
      .catch((error) => console.error(error))
      .finally(() => process.exit(130));
  });
}
try {
  await main();
} catch (error) {
  console.error(`bench:scale failed: ${error instanceof Error ? error.message : error}`);
  for (const instance of running.instances) console.error(`--- ${instance.name} ---\n${instance.output()}`);
  exitCode = 1;
} finally {
  try {
    await cleanUp();
  } catch (error) {
    console.error("bench:scale clean-up failed:", error);
    exitCode = 1;
  }
}
process.exit(exitCode);
