import path from "node:path";
import { fileURLToPath } from "node:url";
import { DOCUMENT_READ_SECONDS } from "@paralex/shared/document-limits";
import { DEFAULT_PUBLIC_CONFIG, type TPublicConfig } from "@paralex/shared/public-config";
import { z } from "zod";
import { EMBEDDABLE_VIDEO_URL_RULE, toEmbeddableVideoUrl } from "./lib/embeddable-video-url.js";
import { ZTrustProxy } from "./lib/trust-proxy-setting.js";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));

/** Calls a minute, from 1 to a million. */
const perMinute = (fallback: number) => z.coerce.number().int().min(1).max(1_000_000).default(fallback);

const ZEnv = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  HOST: z.string().trim().min(1).default("127.0.0.1"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: optionalText.pipe(z.url().optional()),
  BRAND_NAME: z.string().trim().min(1).default(DEFAULT_PUBLIC_CONFIG.brandName),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  TRUST_PROXY: ZTrustProxy,
  DATABASE_URL: optionalText.pipe(z.url().optional()),
  PGLITE_DIR: z.string().trim().min(1).default(path.join(repoRoot, ".data/pglite")),
  DATA_DIR: z.string().trim().min(1).default(path.join(repoRoot, ".data")),
  WEB_DIST: z.string().trim().min(1).default(path.join(repoRoot, "apps/web/dist")),
  REDIS_URL: optionalText.pipe(z.url().optional()),
  GRAPHQL_RATE_LIMIT_PER_ADDRESS: perMinute(300),
  GRAPHQL_RATE_LIMIT_PER_USER: perMinute(300),
  GRAPHQL_RATE_LIMIT_PER_ORGANIZATION: perMinute(3000),
  JWT_SECRET: optionalText.pipe(z.string().min(32).optional()),
  TOTP_ENCRYPTION_KEY: optionalText.pipe(z.string().min(32).optional()),
  PASSKEY_ORIGIN: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  GEOIP_DATABASE_PATH: optionalText,
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(1).max(86_400).default(300),
  REFRESH_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(31_536_000).default(604_800),
  SMTP_URL: optionalText.pipe(z.url().optional()),
  MAIL_FROM: z.string().trim().min(3).default("Paralex <no-reply@paralex.local>"),
  JOB_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(5),
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  STRIPE_API_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  BUILTIN_CHECKOUT: optionalText.pipe(z.enum(["demo"]).optional()),
  MAILCHIMP_API_KEY: optionalText.pipe(
    z
      .string()
      .regex(/-[a-z]+\d+$/, "must end with the data-centre suffix, e.g. -us6")
      .optional(),
  ),
  MAILCHIMP_API_URL: optionalText.pipe(z.url().optional()),
  MAILCHIMP_LIST_ID: z.string().trim().min(1).default(DEFAULT_PUBLIC_CONFIG.newsletterListId),
  SCHEDULING_URL: z.url().default(DEFAULT_PUBLIC_CONFIG.schedulingUrl),
  INTRO_VIDEO_URL: optionalText.pipe(
    z
      .string()
      .transform((address, context) => {
        const embed = toEmbeddableVideoUrl(address);
        if (!embed) context.addIssue({ code: "custom", message: EMBEDDABLE_VIDEO_URL_RULE });
        return embed ?? z.NEVER;
      })
      .optional(),
  ),
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(600_000).optional(),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(1000).max(600_000).default(10_000),
  JOB_CONCURRENCY: z.coerce.number().int().min(0).max(100).default(4),
  WORKER_THREADS: z.coerce.number().int().min(1).max(64).default(2),
  DOCUMENT_READ_SECONDS: z.coerce.number().int().min(1).max(300).default(DOCUMENT_READ_SECONDS),
  OPS_TOKEN: optionalText.pipe(z.string().min(32).optional()),
  METRICS_PORT: optionalText.pipe(z.coerce.number<string | undefined>().int().min(1).max(65535).optional()),
  METRICS_TOKEN: optionalText.pipe(z.string().min(32).optional()),
  INVITATIONS_PER_DAY: z.coerce.number().int().min(1).max(100_000).default(50),
  INVITATIONS_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(20),
  INVITATIONS_UNPAID_PER_DAY: z.coerce.number().int().min(1).max(100_000).default(10),
  COURTLISTENER_API_TOKEN: optionalText,
  COURTLISTENER_URL: z.url({ protocol: /^https?$/ }).default("https://www.courtlistener.com"),
  COURTLISTENER_CITATIONS_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(60),
  COURTLISTENER_REQUESTS_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(6),
  COURTLISTENER_REQUESTS_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(60),
  COURTLISTENER_REQUESTS_PER_DAY: z.coerce.number().int().min(1).max(10_000_000).default(100),
  COURTLISTENER_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
  COURTLISTENER_MAX_WAIT_MS: z.coerce.number().int().min(0).max(240_000).default(30_000),
  COURTLISTENER_NAME_SEARCH_MAX_WAIT_MS: z.coerce.number().int().min(0).max(240_000).default(30_000),
  CASE_LAW_LOOKUPS_PER_ORGANIZATION_PER_DAY: z.coerce.number().int().min(0).max(10_000_000).default(1000),
  COURTLISTENER_WEBHOOK_SECRET: optionalText.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{32,200}$/, "must be 32 to 200 letters, digits, - or _ (it is part of a URL)")
      .optional(),
  ),
  COURTLISTENER_WEBHOOK_ADDRESSES: optionalText.transform((value) =>
    (value ?? "")
      .split(",")
      .map((entry) => entry.trim())
      .filter(Boolean),
  ),
  COURTLISTENER_DOCKET_ALERTS_MAX: z.coerce.number().int().min(0).max(1_000_000).default(5),
  AGENT_MAIL_DOMAIN: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$/, "must be a domain name")
    .default("associate.paralex.localhost"),
  INBOUND_SMTP_PORT: optionalText.pipe(z.coerce.number<string | undefined>().int().min(0).max(65535).optional()),
  INBOUND_SMTP_TLS_KEY: optionalText,
  INBOUND_SMTP_TLS_CERT: optionalText,
  INBOUND_MAX_MESSAGE_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(200 * 1024 * 1024)
    .default(25 * 1024 * 1024),
  INBOUND_REQUIRE_AUTHENTICATED_SENDER: optionalText
    .pipe(z.enum(["true", "false"]).optional())
    .transform((value) => value !== "false"),
  INBOUND_REPLIES_PER_SENDER_PER_HOUR: z.coerce.number().int().min(1).max(10_000).default(20),
  INBOUND_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  INBOUND_POSTMARK_CREDENTIALS: optionalText.pipe(
    z
      .string()
      .regex(/^[^:]{8,}:.{16,}$/, "must be user:password, the user 8 or more characters and the password 16 or more")
      .optional(),
  ),
  INBOUND_MAILGUN_SIGNING_KEY: optionalText.pipe(z.string().min(16).optional()),
  INBOUND_COURT_SENDERS: optionalText.transform((value) =>
    (value ?? "")
      .split(",")
      .map((entry) => entry.trim().toLowerCase())
      .filter(Boolean),
  ),
  CASE_QUIET_WARNING_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  GOOGLE_ISSUER_URL: z.url({ protocol: /^https?$/ }).default("https://accounts.google.com"),
  APPLE_CLIENT_ID: optionalText,
  APPLE_TEAM_ID: optionalText,
  APPLE_KEY_ID: optionalText,
  /** The .p8 key's PEM text; a value on one line may write its line breaks as \n. */
  APPLE_PRIVATE_KEY: optionalText.transform((value) => value?.replace(/\\n/g, "\n")),
  APPLE_ISSUER_URL: z.url({ protocol: /^https?$/ }).default("https://appleid.apple.com"),
});

export type Config = ReturnType<typeof toConfig>;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

/** Reads and validates the environment once; a bad value names its variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`));
  }
  const config = toConfig(parsed.data);
  if (config.isBuiltinCheckoutDemo && config.stripeSecretKey) {
    throw new ConfigError(["BUILTIN_CHECKOUT: cannot be demo while STRIPE_SECRET_KEY is set"]);
  }
  if (config.metricsPort !== undefined && config.metricsPort === config.port) {
    throw new ConfigError(["METRICS_PORT: must differ from PORT, which serves the public"]);
  }
  if (config.isProduction) {
    const missing = [
      !config.jwtSecret && "JWT_SECRET: required in production",
      !config.databaseUrl && "DATABASE_URL: required in production",
      !env.PUBLIC_URL && "PUBLIC_URL: required in production",
      config.stripeSecretKey &&
        !config.stripeWebhookSecret &&
        "STRIPE_WEBHOOK_SECRET: required in production when STRIPE_SECRET_KEY is set",
      !config.stripeSecretKey &&
        !config.isBuiltinCheckoutDemo &&
        "STRIPE_SECRET_KEY: required in production, or set BUILTIN_CHECKOUT=demo for the built-in checkout, which charges no card",
    ].filter((problem): problem is string => Boolean(problem));
    if (!config.inbound.requireAuthenticatedSender) {
      missing.push("INBOUND_REQUIRE_AUTHENTICATED_SENDER: cannot be false in production");
    }
    if (config.inbound.courtSenders.length > 0) {
      missing.push("INBOUND_COURT_SENDERS: not allowed in production, where court mail must pass DMARC");
    }
    if (missing.length > 0) throw new ConfigError(missing);
  }
  const partlySet = signInProviderProblems(env);
  if (partlySet.length > 0) throw new ConfigError(partlySet);
  if (config.isProduction) {
    const insecure = Object.entries(config.signInProviders)
      .filter(([, provider]) => provider && !provider.issuerUrl.startsWith("https:"))
      .map(([name]) => `${name.toUpperCase()}_ISSUER_URL: must be https in production`);
    if (insecure.length > 0) throw new ConfigError(insecure);
  }
  return config;
}

/** Google and Apple sign-in are each all set or all unset: a half-set provider would fail only when someone clicks. */
function signInProviderProblems(env: NodeJS.ProcessEnv): string[] {
  const groups = [
    ["GOOGLE_CLIENT_ID", "GOOGLE_CLIENT_SECRET"],
    ["APPLE_CLIENT_ID", "APPLE_TEAM_ID", "APPLE_KEY_ID", "APPLE_PRIVATE_KEY"],
  ];
  const isSet = (name: string) => Boolean(env[name]?.trim());
  return groups.flatMap((names) =>
    names.some(isSet)
      ? names.filter((name) => !isSet(name)).map((name) => `${name}: required when ${names.filter(isSet)[0]} is set`)
      : [],
  );
}

/** Every environment variable the server reads; .env.example and the README's table name the same ones. */
export const CONFIG_VARIABLES: readonly string[] = Object.keys(ZEnv.shape);

function toConfig(env: z.infer<typeof ZEnv>) {
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, "");
  const publicConfig: TPublicConfig = {
    ...DEFAULT_PUBLIC_CONFIG,
    brandName: env.BRAND_NAME,
    schedulingUrl: env.SCHEDULING_URL,
    newsletterListId: env.MAILCHIMP_LIST_ID,
    introVideoUrl: env.INTRO_VIDEO_URL ?? null,
  };
  return {
    env: env.NODE_ENV,
    isProduction: env.NODE_ENV === "production",
    host: env.HOST,
    port: env.PORT,
    publicUrl,
    brandName: env.BRAND_NAME,
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
    databaseUrl: env.DATABASE_URL,
    pgliteDir: env.PGLITE_DIR,
    dataDir: env.DATA_DIR,
    webDist: env.WEB_DIST,
    redisUrl: env.REDIS_URL,
    graphqlRateLimits: {
      perAddress: env.GRAPHQL_RATE_LIMIT_PER_ADDRESS,
      perUser: env.GRAPHQL_RATE_LIMIT_PER_USER,
      perOrganization: env.GRAPHQL_RATE_LIMIT_PER_ORGANIZATION,
    },
    jwtSecret: env.JWT_SECRET,
    /** Encrypts authenticator-app secrets at rest; unset, a key derived (HKDF) from the JWT secret for that use only. */
    totpEncryptionKey: env.TOTP_ENCRYPTION_KEY,
    /** The origin passkeys are made for (its host name is the WebAuthn RP ID); PUBLIC_URL's unless set. */
    passkeyOrigin: new URL(env.PASSKEY_ORIGIN ?? publicUrl).origin,
    /** A GeoLite2-City or -Country .mmdb file: sessions show an approximate place; unset, none. */
    geoipDatabasePath: env.GEOIP_DATABASE_PATH,
    accessTokenTtlSeconds: env.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlSeconds: env.REFRESH_TOKEN_TTL_SECONDS,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    jobRetryDelaySeconds: env.JOB_RETRY_DELAY_SECONDS,
    stripeSecretKey: env.STRIPE_SECRET_KEY,
    stripeWebhookSecret: env.STRIPE_WEBHOOK_SECRET,
    stripeApiUrl: env.STRIPE_API_URL,
    /** The built-in checkout was asked for by name (BUILTIN_CHECKOUT=demo), so production may run without Stripe. */
    isBuiltinCheckoutDemo: env.BUILTIN_CHECKOUT === "demo",
    mailchimpApiKey: env.MAILCHIMP_API_KEY,
    mailchimpListId: env.MAILCHIMP_LIST_ID,
    mailchimpApiUrl: env.MAILCHIMP_API_URL,
    /** SIGTERM: how long the server keeps serving, unready, so a load balancer stops sending first. */
    shutdownDrainMs: env.SHUTDOWN_DRAIN_MS ?? (env.NODE_ENV === "production" ? 5000 : 0),
    /** After the drain: the most that finishing in-flight requests and jobs may take before the process exits. */
    shutdownGraceMs: env.SHUTDOWN_GRACE_MS,
    jobConcurrency: env.JOB_CONCURRENCY,
    workerThreads: env.WORKER_THREADS,
    documentReadSeconds: env.DOCUMENT_READ_SECONDS,
    opsToken: env.OPS_TOKEN,
    /** Prometheus metrics on a port of their own (bound to HOST); unset, on PORT only with metricsToken. */
    metricsPort: env.METRICS_PORT,
    /** A bearer token every metrics scrape must present; unset, and without metricsPort, no metrics are served. */
    metricsToken: env.METRICS_TOKEN,
    courtListener: {
      token: env.COURTLISTENER_API_TOKEN,
      url: env.COURTLISTENER_URL,
      citationsPerMinute: env.COURTLISTENER_CITATIONS_PER_MINUTE,
      /** The account's budget for the whole REST API, shared by every instance; each firm takes a fair share a day. */
      requestLimits: {
        perMinute: env.COURTLISTENER_REQUESTS_PER_MINUTE,
        perHour: env.COURTLISTENER_REQUESTS_PER_HOUR,
        perDay: env.COURTLISTENER_REQUESTS_PER_DAY,
      },
      timeoutMs: env.COURTLISTENER_TIMEOUT_MS,
      /** The longest a check's job sleeps for the throttle before it is put back in line for later. */
      maxWaitMs: env.COURTLISTENER_MAX_WAIT_MS,
      /** The longest a check waits in line, in all, for its searches by case name; the names left are not asked. */
      nameSearchMaxWaitMs: env.COURTLISTENER_NAME_SEARCH_MAX_WAIT_MS,
      /** Docket alerts (decision 077): the webhook's secret path part, its allowed source addresses, the account's cap. */
      webhookSecret: env.COURTLISTENER_WEBHOOK_SECRET,
      webhookAddresses: env.COURTLISTENER_WEBHOOK_ADDRESSES,
      docketAlertsMax: env.COURTLISTENER_DOCKET_ALERTS_MAX,
    },
    /** Citations each organization may have looked up at the case-law source a day (UTC); then they stay unchecked. */
    caseLawLookupsPerOrganizationPerDay: env.CASE_LAW_LOOKUPS_PER_ORGANIZATION_PER_DAY,
    /** The associate's inbox (issue 22): its addresses, the built-in SMTP listener and who may use it. */
    inbound: {
      agentMailDomain: env.AGENT_MAIL_DOMAIN,
      /** Unset: no SMTP listener; 0 picks a free port (tests). */
      smtpPort: env.INBOUND_SMTP_PORT,
      tls:
        env.INBOUND_SMTP_TLS_KEY && env.INBOUND_SMTP_TLS_CERT
          ? { keyPath: env.INBOUND_SMTP_TLS_KEY, certPath: env.INBOUND_SMTP_TLS_CERT }
          : undefined,
      maxMessageBytes: env.INBOUND_MAX_MESSAGE_BYTES,
      requireAuthenticatedSender: env.INBOUND_REQUIRE_AUTHENTICATED_SENDER,
      repliesPerSenderPerHour: env.INBOUND_REPLIES_PER_SENDER_PER_HOUR,
      retentionDays: env.INBOUND_RETENTION_DAYS,
      /** Basic credentials Postmark's inbound webhook URL carries; unset, no Postmark route. */
      postmarkCredentials: env.INBOUND_POSTMARK_CREDENTIALS,
      /** Mailgun's HTTP webhook signing key; unset, no Mailgun route. */
      mailgunSigningKey: env.INBOUND_MAILGUN_SIGNING_KEY,
      /** Outside production: relays (IP, HELO name) and senders (address, @domain) whose court notices are trusted. */
      courtSenders: env.INBOUND_COURT_SENDERS,
    },
    /** Days an active case may hear nothing before its page and the cases list warn (issue 23). */
    caseQuietWarningDays: env.CASE_QUIET_WARNING_DAYS,
    invitationLimits: {
      perDay: env.INVITATIONS_PER_DAY,
      perMinute: env.INVITATIONS_PER_MINUTE,
      unpaidPerDay: env.INVITATIONS_UNPAID_PER_DAY,
    },
    /** Issue 24: 'Continue with Google' and 'Continue with Apple' (decision 076); unset, the buttons say why not. */
    signInProviders: {
      google:
        env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
          ? { clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET, issuerUrl: env.GOOGLE_ISSUER_URL }
          : undefined,
      apple:
        env.APPLE_CLIENT_ID && env.APPLE_TEAM_ID && env.APPLE_KEY_ID && env.APPLE_PRIVATE_KEY
          ? {
              clientId: env.APPLE_CLIENT_ID,
              teamId: env.APPLE_TEAM_ID,
              keyId: env.APPLE_KEY_ID,
              privateKey: env.APPLE_PRIVATE_KEY,
              issuerUrl: env.APPLE_ISSUER_URL,
            }
          : undefined,
    },
    publicConfig,
  };
}
