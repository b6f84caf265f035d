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

import os from "node:os";
import path from "node:path";
import {
  docxBomb,
  longParagraph,
  nestedFormsPdf,
  selfReferringPdf,
  sharedStreamPdf,
} from "../apps/server/src/test/hostile-documents.ts";
import { createScratchDatabase } from "../e2e/scale/cluster.mjs";
import { denseParagraph } from "../packages/citations/src/pathological-inputs.ts";
import {
  memoryOf,
  positiveInt,
  repoRoot,
  signUpConfirmed,
  sleep,
  startBuiltServer,
  subscribeBasic,
  writeResults,
} from "./bench-kit.mjs";

const resultsFile = path.join(repoRoot, "bench-results/hostile.json");
const DOWNLOADS = positiveInt("BENCH_DOWNLOADS", 50);
const PROBE_EVERY_MS = 20;
const PASSWORD = "Bench-Hostile-2024!x";
/** A product that covers the cite check (CITE_CHECK_APP_IDS). */
const CITE_CHECK_APP_ID = 2;

const scratch = process.env.BENCH_DATABASE_URL
  ? await createScratchDatabase(process.env.BENCH_DATABASE_URL, "bench_hostile")
  : undefined;
const bench = await startBuiltServer(scratch ? { DATABASE_URL: scratch.url } : {});
const { api, baseUrl, server } = bench;

async function signUpSubscriber() {
  const subscriber = await signUpConfirmed(api, { label: "hostile", password: PASSWORD });
  await subscribeBasic(api, subscriber, CITE_CHECK_APP_ID);
  return subscriber.token;
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
  await bench.stop();
  await scratch?.drop();
}
