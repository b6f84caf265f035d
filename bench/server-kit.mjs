// What benchmarks that drive the built server need: start it on a fresh embedded database, call its API, wait for
// it to be healthy, sign a person up through the real registration and subscribe them (bench/dockets.mjs,
// bench/inbox.mjs).
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { CREATE_CHECKOUT_SESSION_PATH } from "@paralex/shared/checkout";
import { lookupKeyFor, pricingStrategies } from "@paralex/shared/products";
import { freePort } from "../e2e/scale/cluster.mjs";

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const serverEntry = path.join(repoRoot, "apps/server/dist/server.js");
export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** JSON (or a form) to the server's API; answers the status and the parsed body, if any. */
export function apiAt(baseUrl) {
  return async function api(method, urlPath, { body, token, form } = {}) {
    const headers = {};
    if (token) headers.authorization = `Bearer ${token}`;
    let payload;
    if (body !== undefined) {
      headers["content-type"] = "application/json";
      payload = JSON.stringify(body);
    } else if (form) {
      headers["content-type"] = "application/x-www-form-urlencoded";
      payload = new URLSearchParams(form).toString();
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
 * The built server on a fresh embedded database in a temporary folder, with `env` added; healthy when this resolves.
 * `stop()` ends it and removes the folder.
 */
export async function startBuiltServer(env = {}) {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "paralex-bench-"));
  const server = spawn(process.execPath, [serverEntry], {
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
  await Promise.race([
    waitForHealth(baseUrl),
    exited.then((code) => {
      throw new Error(`the server exited with ${code} before it was healthy`);
    }),
  ]);
  return {
    baseUrl,
    server,
    api: apiAt(baseUrl),
    async stop() {
      server.kill("SIGTERM");
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Registers, confirms with the key `confirmationKeyOf(email)` finds in the confirmation mail, and logs in: the
 * person's token and user.
 */
export async function signUpConfirmed(api, { label, password, confirmationKeyOf }) {
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

/** The key of an account-confirmation link in a mail's text. */
export const confirmationKeyIn = (text) => text.match(/\/register\/confirm-account\/([A-Za-z0-9_-]+)/)?.[1];

/** Subscribes the person's organization to the Basic tier of app 1 through the built-in checkout. */
export async function subscribeBasic(api, { token, user }) {
  const strategy = pricingStrategies.find((candidate) => candidate.appId === 1);
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
        subscription: { organizationId: user.organizationId, appId: 1, userId: user.userId, pricingTier: "Basic" },
      }),
    },
  });
  const checkoutPath = new URL(JSON.parse(checkout.json.body).checkoutUrl).pathname;
  const paid = await api("POST", checkoutPath, {
    form: { cardNumber: "4242 4242 4242 4242", expiry: "12/40", cvc: "123", country: "US", postalCode: "10001" },
  });
  if (paid.status !== 303) throw new Error(`checkout answered ${paid.status}`);
}

/** The value at fraction q (0–1) of the sorted numbers. */
export function quantile(values, q) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}
