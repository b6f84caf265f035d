import { defineConfig, devices } from "@playwright/test";

/** Debian's Chromium: the suite never downloads a browser of its own. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

const PORT = Number(process.env.E2E_PORT ?? 3100);
const BASE_URL = `http://127.0.0.1:${PORT}`;
/** The cite check's case-law source in the browser tests: a local CourtListener (scripts/fake-courtlistener.mjs). */
const COURTLISTENER_PORT = PORT + 1000;
export const COURTLISTENER_URL = `http://127.0.0.1:${COURTLISTENER_PORT}`;
/** The secret path of the server's CourtListener webhook, where the fake posts its docket-alert events. */
const COURTLISTENER_WEBHOOK_SECRET = "e2e-courtlistener-webhook-0123456789abcdef";
/** The server's built-in SMTP listener: the inbox spec mails the agent address through it. */
export const INBOUND_SMTP_PORT = PORT + 2000;
/** 'Continue with Google' in the browser tests: a local OpenID provider (scripts/fake-oidc-provider.mjs). */
export const FAKE_GOOGLE_URL = `http://127.0.0.1:${PORT + 3000}`;
const isCI = Boolean(process.env.CI);
/**
 * The server's database: a fresh in-memory PGlite, or the PostgreSQL database this names (CI gives an empty one each
 * run: decision 086).
 */
const DATABASE_URL = process.env.E2E_DATABASE_URL;

const chromium = {
  browserName: "chromium" as const,
  launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
};

export default defineConfig({
  testDir: "specs",
  outputDir: "test-results",
  fullyParallel: false,
  forbidOnly: isCI,
  workers: 2,
  retries: isCI ? 1 : 0,
  // A test that passes only on its retry fails the run: flakiness is a defect to fix, not to hide.
  failOnFlakyTests: isCI,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["html", { outputFolder: "playwright-report", open: "never" }]],
  use: {
    baseURL: BASE_URL,
    // A failure keeps its trace's DOM snapshots and network, with a screenshot of the moment it failed; a film of
    // every test's frames cost a seventh of the suite's CPU (decision 084).
    trace: { mode: "retain-on-failure", screenshots: false },
    screenshot: "only-on-failure",
    locale: "en-US",
    timezoneId: "America/New_York",
  },
  projects: [
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], ...chromium, viewport: { width: 1280, height: 800 } },
    },
    {
      name: "mobile",
      use: {
        ...chromium,
        viewport: { width: 375, height: 812 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
      },
    },
  ],
  webServer: [
    {
      command: "node scripts/fake-courtlistener.mjs",
      url: `${COURTLISTENER_URL}/health`,
      reuseExistingServer: false,
      env: {
        FAKE_COURTLISTENER_PORT: String(COURTLISTENER_PORT),
        FAKE_COURTLISTENER_TOKEN: "e2e-courtlistener-token",
        FAKE_COURTLISTENER_WEBHOOK_URL: `${BASE_URL}/api/inbound/courtlistener/${COURTLISTENER_WEBHOOK_SECRET}`,
      },
    },
    {
      command: "node scripts/fake-oidc-provider.mjs",
      url: `${FAKE_GOOGLE_URL}/health`,
      reuseExistingServer: false,
      env: { FAKE_OIDC_PORT: String(PORT + 3000) },
    },
    {
      command: "node ../apps/server/dist/server.js",
      url: `${BASE_URL}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: "pipe",
      stderr: "pipe",
      env: {
        PORT: String(PORT),
        HOST: "127.0.0.1",
        ...(DATABASE_URL ? { DATABASE_URL } : { PGLITE_DIR: "memory://" }),
        LOG_LEVEL: "warn",
        NODE_ENV: "test",
        PUBLIC_URL: BASE_URL,
        // WebAuthn takes no IP address as its RP ID: the passkeys spec opens the app at localhost (decision 075).
        PASSKEY_ORIGIN: `http://localhost:${PORT}`,
        TRUST_PROXY: "127.0.0.1",
        COURTLISTENER_URL,
        COURTLISTENER_API_TOKEN: "e2e-courtlistener-token",
        // The fake has no search API: a check does not wait in line for searches by name (decision 078).
        COURTLISTENER_NAME_SEARCH_MAX_WAIT_MS: "0",
        // The cases spec's "Follow on CourtListener": the fake posts its docket alerts here (decision 077).
        COURTLISTENER_WEBHOOK_SECRET,
        // Each worker's seeded firm invites ten members before it subscribes; the limit has tests of its own.
        INVITATIONS_UNPAID_PER_DAY: "50",
        INBOUND_SMTP_PORT: String(INBOUND_SMTP_PORT),
        INBOUND_REQUIRE_AUTHENTICATED_SENDER: "false",
        // The cases spec's court notices come from this court's domain (outside production only).
        INBOUND_COURT_SENDERS: "@nysd.uscourts.gov",
        GOOGLE_CLIENT_ID: "e2e-google-client",
        GOOGLE_CLIENT_SECRET: "e2e-google-secret",
        GOOGLE_ISSUER_URL: FAKE_GOOGLE_URL,
      },
    },
  ],
});
