// Time to a finished cite-check report: `npm run bench:cite` (after a build of the server) or
// `node bench/cite-report.mjs`.
//
// Builds the server (the built apps/server/dist) on an in-memory database, or on DATABASE_URL when set; loads every
// case of a generated 50-page brief into the case-law index (citations:import); signs a subscriber up through the
// API; then POSTs the brief and polls GET /api/cite-checks/{id} until the report is done. No case-law source is
// configured: every citation is answered by the index. Prints the best of BENCH_REPORT_RUNS (default 5) runs.

import { randomUUID } from "node:crypto";
import path from "node:path";
import { Readable } from "node:stream";
import { fileURLToPath, pathToFileURL } from "node:url";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const load = (relative) => import(pathToFileURL(path.join(repoRoot, relative)).href);

const PAGES = 50;
const CHARS_PER_PAGE = 3000;
const RUNS = Number(process.env.BENCH_REPORT_RUNS ?? 5);
const REPORTERS = ["U.S.", "F.3d", "F.4th", "F. Supp. 3d", "S. Ct.", "N.E.3d", "Cal. App. 5th"];
const PASSWORD = "Quartz!Lantern42";

/** A brief of about 50 pages: prose, a full citation with a pin cite in most sentences, short forms, id., statutes. */
function generateBrief() {
  const cases = [];
  const sentences = [];
  let length = 0;
  for (let n = 0; length < PAGES * CHARS_PER_PAGE; n++) {
    const reporter = REPORTERS[n % REPORTERS.length];
    const year = reporter === "F.4th" ? 2022 : reporter === "U.S." ? 1990 : 2018;
    const known = { volume: 100 + (n % 400), reporter, page: 1 + n * 7, name: `Party${n} v. Opponent${n}`, year };
    cases.push(known);
    const full = `${known.name}, ${known.volume} ${reporter} ${known.page}, ${known.page + 3} (${year}).`;
    const sentence =
      n % 3 === 0
        ? `The court held that the pleading standard was not met on these facts. ${full} Id. at ${known.page + 4}.`
        : n % 3 === 1
          ? `That rule applies with equal force to the claims under 18 U.S.C. § ${1341 + (n % 9)}. See ${full}`
          : `Nothing in the record suggests otherwise, and the district court so found. ${full} ${known.volume} ${reporter} at ${known.page + 2}.`;
    sentences.push(sentence);
    length += sentence.length + 1;
  }
  const text = sentences.map((sentence, n) => (n % 6 === 5 ? `${sentence}\n\n` : `${sentence} `)).join("");
  return { text, cases };
}

async function signUpSubscriber(app, { pricingStrategies, lookupKeyFor, CREATE_CHECKOUT_SESSION_PATH }) {
  const email = `bench-${randomUUID()}@example.com`;
  const post = (url, payload, headers = {}) => app.inject({ method: "POST", url, payload, headers });
  await post("/api/auth/registration/", {
    email,
    password1: PASSWORD,
    password2: PASSWORD,
    first_name: "Bench",
    last_name: "Mark",
  });
  const mail = (await app.inject({ method: "GET", url: "/api/dev/mailbox" })).json().find((m) => m.to === email);
  const key = decodeURIComponent(mail.text.match(/\/register\/confirm-account\/([^\s/]+)/)[1]);
  await post("/api/auth/registration/verify-email/", { key });
  const login = (await post("/api/auth/login/", { email, password: PASSWORD })).json();
  const user = {
    token: login.access,
    userId: String(login.user.userId),
    organizationId: String(login.user.organizationId),
  };
  const strategy = pricingStrategies.find((candidate) => candidate.appId === 2);
  const body = {
    lookup_key: lookupKeyFor(strategy, "Basic"),
    userId: user.userId,
    pricingStrategyId: strategy.pricingStrategyId,
    accessLevel: "admin",
    subsId: null,
    subscription: { organizationId: user.organizationId, appId: 2, userId: user.userId, pricingTier: "Basic" },
  };
  const checkout = await post(
    "/gateway/stripegraph",
    { path: CREATE_CHECKOUT_SESSION_PATH, httpMethod: "POST", body: JSON.stringify(body) },
    { authorization: `Bearer ${user.token}` },
  );
  const { checkoutUrl } = JSON.parse(checkout.json().body);
  await app.inject({
    method: "POST",
    url: new URL(checkoutUrl).pathname,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: new URLSearchParams({
      cardNumber: "4242 4242 4242 4242",
      expiry: "12/40",
      cvc: "123",
      country: "US",
      postalCode: "10001",
    }).toString(),
  });
  return user;
}

export async function benchReport() {
  const { buildApp } = await load("apps/server/dist/app.js");
  const { loadConfig } = await load("apps/server/dist/config.js");
  const { importCaseLawCsv } = await load("apps/server/dist/features/cite-checks/case-law-import.js");
  const products = await load("packages/shared/dist/products.js");
  const checkout = await load("packages/shared/dist/checkout.js");

  const config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    PGLITE_DIR: "memory://",
    JWT_SECRET: "bench-secret-that-is-long-enough-for-hs256-signing",
    ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
  });
  const app = await buildApp(config, { logger: false });
  try {
    const { text, cases } = generateBrief();
    const csv = [
      "volume,reporter,page,case name,court,date,url",
      ...cases.map(
        (known) =>
          `${known.volume},${known.reporter},${known.page},${known.name},ca2,${known.year}-01-15,https://example.org/${known.page}`,
      ),
    ].join("\n");
    await importCaseLawCsv(app.database, config.databaseUrl, Readable.from([csv]));
    const user = await signUpSubscriber(app, { ...products, ...checkout });
    const headers = { authorization: `Bearer ${user.token}` };

    let best = Number.POSITIVE_INFINITY;
    let citations = 0;
    for (let run = 0; run <= RUNS; run++) {
      const started = performance.now();
      const posted = await app.inject({ method: "POST", url: "/api/cite-checks", headers, payload: { text } });
      const { id } = posted.json();
      let report;
      do {
        report = (await app.inject({ method: "GET", url: `/api/cite-checks/${id}`, headers })).json();
      } while (report.status !== "done" && report.status !== "failed");
      const elapsed = performance.now() - started;
      if (report.status !== "done" || (report.counts.verified ?? 0) === 0)
        throw new Error(`check ended ${report.status}: ${JSON.stringify(report.counts)}`);
      citations = report.citations.length;
      if (run > 0) best = Math.min(best, elapsed);
    }
    const pages = Math.round(text.length / CHARS_PER_PAGE);
    console.log(
      `cite report: ${pages}-page brief (${(text.length / 1000).toFixed(0)} kB, ${citations} citations, all in the index): ${best.toFixed(0)} ms to a finished report (best of ${RUNS}; target < 1000 ms)`,
    );
  } finally {
    await app.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await benchReport();
