// Usage: npm run bench:web            (root: builds first, then runs this)
//        node e2e/scripts/bench-web.mjs [--runs N] [--pages /,/login] [--save-reports]
// --save-reports also writes each full Lighthouse report to bench-results/lhr-<page>-<run>.json.
//
// Starts the built server on a free port with a fresh in-memory database, runs Lighthouse (its default,
// mobile configuration) in Debian's Chromium against the public pages, prints each page's scores beside the
// targets, the compressed JavaScript the home page loads and whether any dashboard code came with it,
// and writes the summary to bench-results/web.json. It reports figures; it never fails the build on them.
import { spawn } from "node:child_process";
import { mkdir, writeFile } from "node:fs/promises";
import { createServer } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { blogPostPaths, prerenderedPages } from "@paralex/shared/routes";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const serverEntry = path.join(repoRoot, "apps/server/dist/server.js");
const resultsFile = path.join(repoRoot, "bench-results/web.json");

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
const TARGETS = { performance: 98, accessibility: 100, "best-practices": 95, seo: 95 };
const DASHBOARD_CODE = /dashboard|auth-|login/i;
/** Every prerendered public page; the first blog post stands for the others. */
const PUBLIC_PAGES = prerenderedPages.filter((page) => !blogPostPaths.slice(1).includes(page));

function readArgs(argv) {
  const args = { runs: 1, pages: PUBLIC_PAGES, saveReports: false };
  for (let index = 0; index < argv.length; index += 1) {
    if (argv[index] === "--runs") args.runs = Math.max(1, Number(argv[++index]) || 1);
    else if (argv[index] === "--pages") args.pages = String(argv[++index]).split(",");
    else if (argv[index] === "--save-reports") args.saveReports = true;
  }
  return args;
}

function findFreePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function startServer(port) {
  const child = spawn(process.execPath, [serverEntry], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      PGLITE_DIR: "memory://",
      LOG_LEVEL: "warn",
      NODE_ENV: "test",
      PUBLIC_URL: `http://127.0.0.1:${port}`,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const exited = new Promise((_, reject) =>
    child.once("exit", (code) => reject(new Error(`server exited early with code ${code}`))),
  );
  const deadline = Date.now() + 60_000;
  const ready = (async () => {
    while (Date.now() < deadline) {
      try {
        const response = await fetch(`http://127.0.0.1:${port}/api/health`);
        if (response.ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error("server did not become healthy within 60 s");
  })();
  try {
    await Promise.race([ready, exited]);
  } catch (error) {
    child.kill("SIGTERM");
    throw error;
  }
  exited.catch(() => {});
  return child;
}

function stopServer(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    const timer = setTimeout(() => child.kill("SIGKILL"), 5_000);
    child.once("exit", () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill("SIGTERM");
  });
}

const score = (lhr, category) => {
  const value = lhr.categories[category]?.score;
  return typeof value === "number" ? Math.round(value * 100) : null;
};
const median = (values) => {
  const sorted = values.filter((value) => typeof value === "number").sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : null;
};
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const ms = (value) => (typeof value === "number" ? `${Math.round(value)} ms` : "n/a");

function metrics(lhr) {
  const pick = (id) => ({ value: lhr.audits[id]?.numericValue ?? null, display: lhr.audits[id]?.displayValue ?? "" });
  return {
    firstContentfulPaint: pick("first-contentful-paint"),
    largestContentfulPaint: pick("largest-contentful-paint"),
    totalBlockingTime: pick("total-blocking-time"),
    cumulativeLayoutShift: pick("cumulative-layout-shift"),
    speedIndex: pick("speed-index"),
  };
}

/** Audits of a category that did not pass, e.g. why best practices lost points. */
function failingAudits(lhr, category) {
  return (lhr.categories[category]?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0 || category !== "performance")
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit && audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== "informative")
    .filter((audit) => audit.scoreDisplayMode !== "notApplicable" && audit.scoreDisplayMode !== "manual")
    .map((audit) => ({ id: audit.id, title: audit.title, score: audit.score, displayValue: audit.displayValue ?? "" }));
}

function scripts(lhr) {
  const items = lhr.audits["network-requests"]?.details?.items ?? [];
  return items
    .filter((item) => item.resourceType === "Script")
    .map((item) => ({ url: item.url, transferSize: item.transferSize ?? 0, resourceSize: item.resourceSize ?? 0 }));
}

/** The LCP element, its timing phases, and the audits that cost the page performance. */
function diagnostics(lhr) {
  const lcpDetails = lhr.audits["largest-contentful-paint-element"]?.details;
  const lcpTables = lcpDetails?.type === "list" ? lcpDetails.items : lcpDetails ? [lcpDetails] : [];
  const lcpNode = lcpTables[0]?.items?.[0]?.node;
  const phases = (lcpTables[1]?.items ?? []).map((item) => ({ phase: item.phase, timing: item.timing }));

  const costly = Object.values(lhr.audits)
    .filter((audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== "informative")
    .filter((audit) => audit.scoreDisplayMode !== "notApplicable" && audit.scoreDisplayMode !== "manual")
    .map((audit) => ({
      id: audit.id,
      title: audit.title,
      score: audit.score,
      displayValue: audit.displayValue ?? "",
      savingsMs:
        Math.max(audit.metricSavings?.LCP ?? 0, audit.metricSavings?.FCP ?? 0, audit.metricSavings?.TBT ?? 0) ||
        (audit.details?.overallSavingsMs ?? 0),
      savingsBytes: audit.details?.overallSavingsBytes ?? 0,
      items: (audit.details?.items ?? [])
        .slice(0, 5)
        .map((item) => item.url ?? item.node?.snippet ?? item.label ?? item.group ?? item.source?.url ?? null)
        .filter(Boolean),
    }))
    .sort((a, b) => b.savingsMs - a.savingsMs || b.savingsBytes - a.savingsBytes);

  const pickInfo = (id) => {
    const audit = lhr.audits[id];
    return audit ? { title: audit.title, displayValue: audit.displayValue ?? "", score: audit.score } : null;
  };
  return {
    lcpElement: lcpNode ? { selector: lcpNode.selector, snippet: lcpNode.snippet, label: lcpNode.nodeLabel } : null,
    lcpPhases: phases,
    costlyAudits: costly,
    mainThread: pickInfo("mainthread-work-breakdown"),
    bootup: pickInfo("bootup-time"),
    totalByteWeight: pickInfo("total-byte-weight"),
    renderBlocking: pickInfo("render-blocking-resources") ?? pickInfo("render-blocking-insight"),
    unusedJavascript: pickInfo("unused-javascript"),
  };
}

function pad(text, width) {
  const value = String(text);
  return value.length >= width ? value : value + " ".repeat(width - value.length);
}

async function main() {
  const args = readArgs(process.argv.slice(2));
  const port = await findFreePort();
  const origin = `http://127.0.0.1:${port}`;
  console.log(`Starting the built server at ${origin} (in-memory database)...`);
  const server = await startServer(port);
  let chrome;
  const pages = [];
  try {
    chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS, logLevel: "silent" });
    for (const pagePath of args.pages) {
      const runs = [];
      for (let run = 1; run <= args.runs; run += 1) {
        process.stdout.write(`Lighthouse ${pagePath} (run ${run}/${args.runs})... `);
        const result = await lighthouse(`${origin}${pagePath}`, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: CATEGORIES,
        });
        if (!result) throw new Error(`Lighthouse returned nothing for ${pagePath}`);
        const { lhr } = result;
        if (lhr.runtimeError) console.warn(`\n  runtime error: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
        runs.push(lhr);
        if (args.saveReports) {
          const name = pagePath === "/" ? "home" : pagePath.replace(/^\//, "").replace(/\W+/g, "-");
          await mkdir(path.dirname(resultsFile), { recursive: true });
          await writeFile(path.join(path.dirname(resultsFile), `lhr-${name}-${run}.json`), JSON.stringify(lhr));
        }
        console.log(`performance ${score(lhr, "performance")}`);
      }
      // Report the run with the median performance score, leaving out runs Lighthouse could not finish.
      const usable = runs.filter((run) => !run.runtimeError && score(run, "performance") !== null);
      const ordered = (usable.length ? usable : runs).sort(
        (a, b) => (score(a, "performance") ?? 0) - (score(b, "performance") ?? 0),
      );
      const lhr = ordered[Math.floor((ordered.length - 1) / 2)];
      const pageScripts = scripts(lhr);
      pages.push({
        path: pagePath,
        url: lhr.finalDisplayedUrl,
        scores: Object.fromEntries(CATEGORIES.map((category) => [category, score(lhr, category)])),
        performanceRuns: runs.map((run) => score(run, "performance")),
        medianPerformance: median(runs.map((run) => score(run, "performance"))),
        metrics: metrics(lhr),
        javascript: {
          transferBytes: pageScripts.reduce((sum, item) => sum + item.transferSize, 0),
          resourceBytes: pageScripts.reduce((sum, item) => sum + item.resourceSize, 0),
          scripts: pageScripts,
          dashboardScripts: pageScripts.filter((item) => DASHBOARD_CODE.test(new URL(item.url).pathname)),
        },
        diagnostics: diagnostics(lhr),
        failing: Object.fromEntries(
          ["accessibility", "best-practices", "seo"].map((category) => [category, failingAudits(lhr, category)]),
        ),
        benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
        lighthouseVersion: lhr.lighthouseVersion,
        formFactor: lhr.configSettings.formFactor,
        throttlingMethod: lhr.configSettings.throttlingMethod,
      });
    }
  } finally {
    await chrome?.kill();
    await stopServer(server);
  }

  const summary = {
    date: new Date().toISOString(),
    lighthouse: pages[0]?.lighthouseVersion,
    formFactor: pages[0]?.formFactor,
    throttling: pages[0]?.throttlingMethod,
    runsPerPage: args.runs,
    targets: TARGETS,
    pages,
  };
  await mkdir(path.dirname(resultsFile), { recursive: true });
  await writeFile(resultsFile, `${JSON.stringify(summary, null, 2)}\n`);

  console.log(
    `\nLighthouse ${summary.lighthouse}, ${summary.formFactor}, ${summary.throttling} throttling, CPU benchmark index ${pages[0]?.benchmarkIndex ?? "n/a"}\n`,
  );
  const header = [
    "page",
    ...CATEGORIES.map(
      (category) => `${category} (target ${category === "accessibility" ? "" : "≥ "}${TARGETS[category]})`,
    ),
  ];
  const widths = [18, 26, 26, 28, 18];
  console.log(header.map((cell, index) => pad(cell, widths[index])).join(" "));
  for (const page of pages) {
    const cells = [
      page.path,
      ...CATEGORIES.map((category) => {
        const value = page.scores[category];
        const ok = value !== null && value >= TARGETS[category];
        return `${value ?? "n/a"} ${ok ? "ok" : "BELOW"}`;
      }),
    ];
    console.log(cells.map((cell, index) => pad(cell, widths[index])).join(" "));
  }
  console.log("");
  for (const page of pages) {
    const m = page.metrics;
    console.log(
      `${pad(page.path, 18)} FCP ${m.firstContentfulPaint.display}, LCP ${m.largestContentfulPaint.display}, TBT ${m.totalBlockingTime.display}, CLS ${m.cumulativeLayoutShift.display}, SI ${m.speedIndex.display}; JS ${kib(page.javascript.transferBytes)} compressed`,
    );
  }

  for (const page of pages) {
    for (const [category, audits] of Object.entries(page.failing)) {
      for (const audit of audits) {
        console.log(
          `${pad(page.path, 18)} ${category}: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ""}`,
        );
      }
    }
  }

  const home = pages.find((page) => page.path === "/");
  if (home) {
    console.log(
      `\nHome page JavaScript: ${kib(home.javascript.transferBytes)} transferred (compressed), ${kib(home.javascript.resourceBytes)} uncompressed, ${home.javascript.scripts.length} scripts`,
    );
    for (const item of home.javascript.scripts)
      console.log(`  ${pad(kib(item.transferSize), 11)} ${new URL(item.url).pathname}`);
    if (home.javascript.dashboardScripts.length === 0) console.log("Dashboard code loaded on the home page: none");
    else {
      console.log("Dashboard code loaded on the home page:");
      for (const item of home.javascript.dashboardScripts) console.log(`  ${item.url}`);
    }
    const d = home.diagnostics;
    console.log("\nHome page diagnostics");
    if (d.lcpElement)
      console.log(
        `  LCP element: ${d.lcpElement.label ?? ""} ${d.lcpElement.selector ?? ""}\n    ${d.lcpElement.snippet ?? ""}`,
      );
    for (const phase of d.lcpPhases) console.log(`    ${pad(phase.phase, 14)} ${ms(phase.timing)}`);
    for (const info of [d.renderBlocking, d.unusedJavascript, d.totalByteWeight, d.bootup, d.mainThread]) {
      if (info) console.log(`  ${info.title}: ${info.displayValue || "-"} (score ${info.score ?? "n/a"})`);
    }
    if (d.costlyAudits.length) {
      console.log("  Audits below 0.9:");
      for (const audit of d.costlyAudits.slice(0, 16)) {
        const savings = [
          audit.savingsMs ? `~${Math.round(audit.savingsMs)} ms` : "",
          audit.savingsBytes ? kib(audit.savingsBytes) : "",
        ]
          .filter(Boolean)
          .join(", ");
        console.log(
          `    - ${audit.title}${audit.displayValue ? `: ${audit.displayValue}` : ""}${savings ? ` [saves ${savings}]` : ""}`,
        );
        for (const item of audit.items.slice(0, 3)) console.log(`        ${String(item).slice(0, 140)}`);
      }
    }
  }
  console.log(`\nSummary written to ${path.relative(process.cwd(), resultsFile) || resultsFile}`);
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
