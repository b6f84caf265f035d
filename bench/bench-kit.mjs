// What the benchmark scripts share: their settings from the environment, their figures written where
// `bench-results/` keeps them (with the machine and its load beside them), and, for those that drive the built
// server, starting it on a fresh embedded database, calling its API, and signing a subscriber up through it.
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { freePort } from "../e2e/scale/cluster.mjs";

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const serverEntry = path.join(repoRoot, "apps/server/dist/server.js");
/** The Node flags `npm run serve` starts the server with, so a benchmark measures the server as a user starts it. */
export const SERVER_NODE_FLAGS =
  JSON.parse(readFileSync(path.join(repoRoot, "package.json"), "utf8")).scripts.serve.match(
    /(?<= )--[\w-]+(?:=\S+)?/g,
  ) ?? [];
export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A positive whole number from the environment, or the fallback when unset. */
export function positiveInt(name, fallback) {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive integer, got "${raw}"`);
  return value;
}

/** Writes a run's figures as JSON with the date, Node, the core count and the load average before and after. */
export async function writeResults(resultsFile, { loadBefore, loadAfter, ...figures }) {
  await mkdir(path.dirname(resultsFile), { recursive: true });
  const run = {
    date: new Date().toISOString(),
    node: process.version,
    cpus: os.cpus().length,
    loadAverage: { before: loadBefore, after: loadAfter },
    ...figures,
  };
  await writeFile(resultsFile, `${JSON.stringify(run, null, 2)}\n`);
  console.log(`Wrote ${path.relative(process.cwd(), resultsFile)}`);
}

/** The value at fraction q (0–1) of the sorted numbers. */
export function quantile(values, q) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}

/** A process's resident memory now and its high-water mark, in MB, from the kernel. */
export function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (field) => Number(status.match(new RegExp(`${field}:\\s+(\\d+)`))?.[1] ?? 0);
  return { rss: kb("VmRSS") / 1024, peak: kb("VmHWM") / 1024 };
}

/** JSON, a form or raw bytes (`raw` with its `contentType`) to the server's API; the status and the parsed body. */
export function apiAt(baseUrl) {
  return async function api(method, urlPath, { body, token, form, raw, contentType } = {}) {
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
    const text = await response.text();
    let json;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    return { status: response.status, json };
  };
}

export async function waitForHealth(baseUrl) {
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

/**
 * The built server on a fresh embedded database in a temporary folder (or on `env.DATABASE_URL`), with `env` added;
 * healthy when this resolves. `stop()` ends it (waiting at most 15 s) and removes the folder.
 */
export async function startBuiltServer(env = {}) {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "paralex-bench-"));
  const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, serverEntry], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: baseUrl,
      PGLITE_DIR: path.join(dataDir, "pglite"),
      LOG_LEVEL: "warn",
      NODE_ENV: "development",
      ...env,
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const exited = new Promise((resolve) => server.once("exit", resolve));
  const stop = async () => {
    server.kill("SIGTERM");
    await Promise.race([exited, sleep(15_000)]);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await Promise.race([
      waitForHealth(baseUrl),
      exited.then((code) => {
        throw new Error(`the server exited with ${code} before it was healthy`);
      }),
    ]);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, server, api: apiAt(baseUrl), stop };
}

/** The key of an account-confirmation link in a mail's text. */
export const confirmationKeyIn = (text) => text.match(/\/register\/confirm-account\/([A-Za-z0-9_-]+)/)?.[1];

/** Finds the confirmation key in the development mailbox (/api/dev/mailbox), waiting up to 30 s for the mail. */
export function devMailboxConfirmationKey(api) {
  return async (email) => {
    for (const deadline = Date.now() + 30_000; Date.now() < deadline; await sleep(100)) {
      const mails = (await api("GET", "/api/dev/mailbox")).json ?? [];
      const key = confirmationKeyIn(mails.find((entry) => entry.to === email)?.text ?? "");
      if (key) return key;
    }
    throw new Error(`no confirmation mail for ${email}`);
  };
}

/**
 * Registers, confirms with the key `confirmationKeyOf(email)` finds (by default in the development mailbox), and
 * logs in: the person's email, token and user.
 */
export async function signUpConfirmed(api, { label, password, confirmationKeyOf = devMailboxConfirmationKey(api) }) {
  const email = `${label}-${Date.now()}@example.com`;
  const registered = await api("POST", "/api/auth/registration/", {
    body: { email, password1: password, password2: password, first_name: "Bench", last_name: "Associate" },
  });
  if (registered.status !== 201) throw new Error(`registration answered ${registered.status}`);
  const key = await confirmationKeyOf(email);
  await api("POST", "/api/auth/registration/verify-email/", { body: { key } });
  const { access, user } = (await api("POST", "/api/auth/login/", { body: { email, password } })).json;
  return { email, token: access, user };
}

/** Subscribes the person's organization to the Basic tier of the product (app 1 unless told) through the built-in checkout. */
export async function subscribeBasic(api, { token, user }, appId = 1) {
  // Loaded here, not above: bench:scale imports this kit before it builds what these come from.
  const { CREATE_CHECKOUT_SESSION_PATH } = await import("@paralex/shared/checkout");
  const { lookupKeyFor, pricingStrategies } = await import("@paralex/shared/products");
  const strategy = pricingStrategies.find((candidate) => candidate.appId === appId);
  const checkout = await api("POST", "/gateway/stripegraph", {
    token,
    body: {
      path: CREATE_CHECKOUT_SESSION_PATH,
      httpMethod: "POST",
      body: JSON.stringify({
        lookup_key: lookupKeyFor(strategy, "Basic"),
        userId: user.userId,
        pricingStrategyId: strategy.pricingStrategyId,
        accessLevel: "admin",
        subsId: null,
        subscription: { organizationId: user.organizationId, appId, userId: user.userId, pricingTier: "Basic" },
      }),
    },
  });
  const checkoutPath = new URL(JSON.parse(checkout.json.body).checkoutUrl).pathname;
  const paid = await api("POST", checkoutPath, {
    form: { cardNumber: "4242 4242 4242 4242", expiry: "12/40", cvc: "123", country: "US", postalCode: "10001" },
  });
  if (paid.status !== 303) throw new Error(`checkout answered ${paid.status}`);
}
