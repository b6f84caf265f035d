// Hostile input benchmark: `npm run bench:hostile` (builds first; runs under tsx to reuse the tests' document
// builders). Starts the built server on a fresh embedded database, signs a subscriber up through the real API, then
// sends each attack of issue 19 while GET /api/health/live is asked every 20 ms, and prints for each attack the
// worst health-check latency and the server process's peak memory (resident set, sampled every 20 ms; the kernel's
// high-water mark at the end). Target: no health check slower than 200 ms, peak memory under 600 MB.
//
// Environment: BENCH_DOWNLOADS (PDF report downloads in the download attack, default 50); BENCH_DATABASE_URL (a
// PostgreSQL server to run on, in a scratch database dropped afterwards; unset: the embedded database, whose work
// runs on the server's own thread, so its figures include the database's).
// Results go to bench-results/hostile.json. Slow figures are reported, never failed.

import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { CREATE_CHECKOUT_SESSION_PATH } from "@paralex/shared/checkout";
import { lookupKeyFor, pricingStrategies } from "@paralex/shared/products";
import {
  docxBomb,
  longParagraph,
  nestedFormsPdf,
  selfReferringPdf,
  sharedStreamPdf,
} from "../apps/server/src/test/hostile-documents.ts";
import { createScratchDatabase, freePort } from "../e2e/scale/cluster.mjs";
import { denseParagraph } from "../packages/citations/src/pathological-inputs.ts";
import { positiveInt, writeResults } from "./bench-kit.mjs";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const serverEntry = path.join(repoRoot, "apps/server/dist/server.js");
const resultsFile = path.join(repoRoot, "bench-results/hostile.json");
const DOWNLOADS = positiveInt("BENCH_DOWNLOADS", 50);
const PROBE_EVERY_MS = 20;
const PASSWORD = "Bench-Hostile-2024!x";
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const port = await freePort();
const baseUrl = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(os.tmpdir(), "paralex-hostile-"));
const scratch = process.env.BENCH_DATABASE_URL
  ? await createScratchDatabase(process.env.BENCH_DATABASE_URL, "bench_hostile")
  : undefined;
const server = spawn(process.execPath, [serverEntry], {
  cwd: repoRoot,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    PUBLIC_URL: baseUrl,
    ...(scratch ? { DATABASE_URL: scratch.url } : { PGLITE_DIR: path.join(dataDir, "pglite") }),
    LOG_LEVEL: "warn",
    NODE_ENV: "development",
  },
  stdio: ["ignore", "inherit", "inherit"],
});
const serverExit = new Promise((resolve) => server.once("exit", resolve));

/** The server's resident memory now and its high-water mark, in MB, from the kernel. */
function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (field) => Number(status.match(new RegExp(`${field}:\\s+(\\d+)`))?.[1] ?? 0);
  return { rss: kb("VmRSS") / 1024, peak: kb("VmHWM") / 1024 };
}

async function api(method, urlPath, { body, token, form, raw, contentType } = {}) {
  const headers = {};
  if (token) headers.authorization = `Bearer ${token}`;
  let payload;
  if (body !== undefined) {
    headers["content-type"] = "application/json";
    payload = JSON.stringify(body);
  } else if (form) {
    headers["content-type"] = "application/x-www-form-urlencoded";
    payload = new URLSearchParams(form).toString();
  } else if (raw) {
    headers["content-type"] = contentType;
    payload = raw;
  }
  const response = await fetch(`${baseUrl}${urlPath}`, { method, headers, body: payload, redirect: "manual" });
  const bytes = Buffer.from(await response.arrayBuffer());
  let json;
  try {
    json = JSON.parse(bytes.toString("utf8"));
  } catch {
    json = undefined;
  }
  return { status: response.status, json, bytes };
}

async function waitForHealth() {
  for (const deadline = Date.now() + 120_000; Date.now() < deadline; ) {
    try {
      if ((await fetch(`${baseUrl}/api/health/live`)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error("the server did not start within 120 s");
}

async function signUpSubscriber() {
  const email = `hostile-${Date.now()}@example.com`;
  const registered = await api("POST", "/api/auth/registration/", {
    body: { email, password1: PASSWORD, password2: PASSWORD, first_name: "Bench", last_name: "Attacker" },
  });
  if (registered.status !== 201) throw new Error(`registration answered ${registered.status}`);
  let key;
  for (const deadline = Date.now() + 30_000; !key && Date.now() < deadline; await sleep(100)) {
    const mails = (await api("GET", "/api/dev/mailbox")).json ?? [];
    const mail = mails.find((entry) => entry.to === email);
    key = mail?.text.match(/\/register\/confirm-account\/([A-Za-z0-9_-]+)/)?.[1];
  }
  if (!key) throw new Error("no confirmation mail");
  await api("POST", "/api/auth/registration/verify-email/", { body: { key } });
  const login = await api("POST", "/api/auth/login/", { body: { email, password: PASSWORD } });
  const { access, user } = login.json;
  const strategy = pricingStrategies.find((candidate) => candidate.appId === 2);
  const checkout = await api("POST", "/gateway/stripegraph", {
    token: access,
    body: {
      path: CREATE_CHECKOUT_SESSION_PATH,
      httpMethod: "POST",
      body: JSON.stringify({
        lookup_key: lookupKeyFor(strategy, "Basic"),
        userId: user.userId,
        pricingStrategyId: strategy.pricingStrategyId,
        accessLevel: "admin",
        subsId: null,
        subscription: { organizationId: user.organizationId, appId: 2, userId: user.userId, pricingTier: "Basic" },
      }),
    },
  });
  const checkoutPath = new URL(JSON.parse(checkout.json.body).checkoutUrl).pathname;
  const paid = await api("POST", checkoutPath, {
    form: { cardNumber: "4242 4242 4242 4242", expiry: "12/40", cvc: "123", country: "US", postalCode: "10001" },
  });
  if (paid.status !== 303) throw new Error(`checkout answered ${paid.status}`);
  return access;
}

function multipart(bytes, filename) {
  const boundary = `----hostile${Date.now()}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  return {
    raw: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** Runs the attack while health checks go on beside it; answers the attack's outcome and the figures. */
async function measure(name, attack) {
  let worst = 0;
  let probes = 0;
  let peakRss = 0;
  let isRunning = true;
  const sampler = (async () => {
    while (isRunning) {
      peakRss = Math.max(peakRss, memoryOf(server.pid).rss);
      const started = performance.now();
      await fetch(`${baseUrl}/api/health/live`);
      worst = Math.max(worst, performance.now() - started);
      probes += 1;
      await sleep(PROBE_EVERY_MS);
    }
  })();
  const started = performance.now();
  const outcome = await attack();
  const seconds = (performance.now() - started) / 1000;
  isRunning = false;
  await sampler;
  const figures = {
    attack: name,
    outcome,
    seconds: Number(seconds.toFixed(1)),
    healthChecks: probes,
    worstHealthMs: Math.round(worst),
    peakRssMb: Math.round(peakRss),
  };
  console.log(
    `${name.padEnd(44)} ${String(outcome).padEnd(26)} ${figures.seconds.toFixed(1).padStart(6)} s   worst health ${String(figures.worstHealthMs).padStart(4)} ms   peak RSS ${String(figures.peakRssMb).padStart(4)} MB`,
  );
  return figures;
}

async function waitForCheck(token, id) {
  for (;;) {
    const view = (await api("GET", `/api/cite-checks/${id}`, { token })).json;
    if (view.status === "done" || view.status === "failed") return view;
    await sleep(250);
  }
}

const loadBefore = os.loadavg();
try {
  await waitForHealth();
  const token = await signUpSubscriber();
  const upload = async (bytes, filename) => {
    const answer = await api("POST", "/api/cite-checks", { token, ...multipart(bytes, filename) });
    return `${answer.status} ${answer.json?.detail?.slice(0, 20) ?? ""}`;
  };
  console.log(
    `Server on ${baseUrl} (pid ${server.pid}), memory after start ${Math.round(memoryOf(server.pid).rss)} MB`,
  );
  // Built before any measuring, so that the benchmark's own work never shows in the server's figures.
  const attacks = {
    bomb: docxBomb(50),
    runs: docxBomb(10),
    shared: sharedStreamPdf(300, 20_000),
    forms: nestedFormsPdf(30),
    loop: selfReferringPdf(),
    paragraph: JSON.stringify({ text: longParagraph(1_500_000, denseParagraph(100_000)) }),
  };
  const results = [];
  results.push(await measure("Word file unpacking to 50 MB", () => upload(attacks.bomb, "bomb.docx")));
  results.push(await measure("Word file of 10 MB of one-letter runs", () => upload(attacks.runs, "runs.docx")));
  results.push(await measure("300 pages sharing one heavy stream", () => upload(attacks.shared, "shared.pdf")));
  results.push(await measure("PDF of forms nested 30 deep", () => upload(attacks.forms, "forms.pdf")));
  results.push(await measure("PDF whose page tree lists itself", () => upload(attacks.loop, "loop.pdf")));
  let checkId;
  results.push(
    await measure("pasted paragraph of 1.5 million characters", async () => {
      const started = await api("POST", "/api/cite-checks", {
        token,
        raw: attacks.paragraph,
        contentType: "application/json",
      });
      checkId = started.json?.id;
      if (!checkId) return `${started.status}`;
      const view = await waitForCheck(token, checkId);
      return `${view.status}, ${view.citations?.length ?? 0} citations`;
    }),
  );
  results.push(
    await measure(`${DOWNLOADS} downloads of its PDF report`, async () => {
      const statuses = new Map();
      await Promise.all(
        Array.from({ length: 5 }, async (_, lane) => {
          for (let index = lane; index < DOWNLOADS; index += 5) {
            const { status } = await api("GET", `/api/cite-checks/${checkId}/report.pdf`, { token });
            statuses.set(status, (statuses.get(status) ?? 0) + 1);
          }
        }),
      );
      return [...statuses].map(([status, count]) => `${count}x${status}`).join(" ");
    }),
  );
  const { peak } = memoryOf(server.pid);
  console.log(`Peak memory of the server over the whole run (VmHWM): ${Math.round(peak)} MB`);
  const database = scratch ? "PostgreSQL" : "embedded PGlite";
  await writeResults(resultsFile, {
    loadBefore,
    loadAfter: os.loadavg(),
    database,
    peakRssMb: Math.round(peak),
    results,
  });
} finally {
  server.kill("SIGTERM");
  await Promise.race([serverExit, sleep(15_000)]);
  rmSync(dataDir, { recursive: true, force: true });
  await scratch?.drop();
}
