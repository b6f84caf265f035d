import { DOCUMENT_READ_MEMORY_MB } from "@paralex/shared/document-limits";
import Fastify, { type FastifyInstance } from "fastify";
import type { Config } from "./config.js";
import { type Database, type LentPglite, openDatabase } from "./db/client.js";
import { API_PREFIX, GATEWAY_PREFIX, registerFeatures } from "./feature.js";
import { accountFeature } from "./features/account/account.feature.js";
import { auditFeature } from "./features/audit/audit.feature.js";
import { authFeature } from "./features/auth/auth.feature.js";
import { createTokenSigner } from "./features/auth/auth-tokens.js";
import { registerAuthentication } from "./features/auth/authenticate.js";
import { resolveJwtSecret } from "./features/auth/jwt-secret.js";
import { createOidcClients } from "./features/auth/oidc-clients.js";
import { openPlaceOfAddress } from "./features/auth/place-of-address.js";
import { totpKeyFrom, totpSecretsWith } from "./features/auth/totp-secrets.js";
import { watchLiveSessions } from "./features/auth/watch-live-sessions.js";
import { casesFeature } from "./features/cases/cases.feature.js";
import { courtNoticeSkill } from "./features/cases/court-notice-skill.js";
import { courtListenerDocketSettingsOf } from "./features/cases/courtlistener-docket-deps.js";
import { citeChecksFeature } from "./features/cite-checks/cite-checks.feature.js";
import { createCourtListenerSource } from "./features/cite-checks/courtlistener-source.js";
import { demoRequestsFeature } from "./features/demo-requests/demo-requests.feature.js";
import { healthFeature } from "./features/health/health.feature.js";
import { coreReadinessChecks, redisReadinessCheck } from "./features/health/health.service.js";
import { inboxFeature } from "./features/inbox/inbox.feature.js";
import type { DnsResolver } from "./features/inbox/inbox-deps.js";
import { mailFeature } from "./features/mail/mail.feature.js";
import { createMailer, type Mailer } from "./features/mail/mail.service.js";
import { createMailchimpForwarder } from "./features/newsletter/mailchimp-forwarder.js";
import { newsletterFeature } from "./features/newsletter/newsletter.feature.js";
import { organizationsFeature } from "./features/organizations/organizations.feature.js";
import { createBillingLinkSigner } from "./features/payments/billing-links.js";
import { paymentsFeature } from "./features/payments/payments.feature.js";
import { createStripeBilling, createStripeClient } from "./features/payments/stripe-client.js";
import { productsFeature } from "./features/products/products.feature.js";
import { subscriptionsFeature } from "./features/subscriptions/subscriptions.feature.js";
import { usersFeature } from "./features/users/users.feature.js";
import { graphqlFeature } from "./graphql/graphql.feature.js";
import { createJobQueue, type JobQueue } from "./jobs/job-queue.js";
import { jobsOpsRoutes } from "./jobs/jobs-ops.routes.js";
import { createByteCache } from "./lib/byte-cache.js";
import { developmentLogDestination, OneLineRequestLog } from "./lib/development-log.js";
import type { LogDestination } from "./lib/log-destination.js";
import { openRedisConnection } from "./lib/redis-connection.js";
import { registerErrorHandler } from "./plugins/errors.js";
import { registerMetrics } from "./plugins/metrics.js";
import { registerNoStore } from "./plugins/no-store.js";
import { registerOpenApi } from "./plugins/openapi.js";
import { registerRateLimit } from "./plugins/rate-limit.js";
import { REQUEST_ID_LOG_LABEL, registerRequestIdHeader, requestIdOptions } from "./plugins/request-id.js";
import { registerSecurityHeaders } from "./plugins/security-headers.js";
import { refuseControlCharactersInUrls } from "./plugins/url-control-characters.js";
import { registerWebApp } from "./plugins/web-app.js";
import { createWorkerPool, type WorkerPool, type WorkerPoolOptions } from "./workers/worker-pool.js";

/** Running jobs get this share of the shutdown grace period to finish; the rest is for closing up. */
const JOBS_SHARE_OF_GRACE = 0.7;
/** Heavy tasks that may wait for a worker thread; past that, uploads are answered 503 at once. */
const WORKER_QUEUE_PER_THREAD = 8;
/** Finished reports' PDFs kept in memory for repeated downloads. */
const REPORT_PDF_CACHE_BYTES = 32 * 1024 * 1024;

declare module "fastify" {
  interface FastifyInstance {
    config: Config;
    database: Database;
    jobs: JobQueue;
    mailer: Mailer;
    lifecycle: Lifecycle;
  }
}

export interface Lifecycle {
  /** Set on SIGTERM: readiness fails from then on, so a load balancer stops sending before the server stops. */
  isShuttingDown: boolean;
}

/** The whole product as one Fastify instance, ready to listen or to be called with inject(). */
export async function buildApp(
  config: Config,
  options: {
    logger?: boolean;
    logStream?: LogDestination;
    /** An open in-memory database for the app to use and give back on close (tests; decision 057). */
    lentPglite?: LentPglite;
    /** Where the app's worker threads come from: warm ones lent by the tests (decision 057); new ones by default. */
    workerPool?: (options: WorkerPoolOptions) => WorkerPool;
    /** The inbox's DNS answers for sender authentication (tests); the system's resolver when not given. */
    dnsResolver?: DnsResolver;
  } = {},
): Promise<FastifyInstance> {
  const isDevelopment = config.env === "development";
  const logStream = isDevelopment
    ? developmentLogDestination((line) => (options.logStream ?? process.stdout).write(line))
    : options.logStream;
  const app = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel, stream: logStream },
    trustProxy: config.trustProxy,
    bodyLimit: 1_048_576,
    routerOptions: { ignoreTrailingSlash: true },
    ...requestIdOptions,
    ...(isDevelopment ? { logController: new OneLineRequestLog({ requestIdLogLabel: REQUEST_ID_LOG_LABEL }) } : {}),
  });
  const placeOf = config.geoipDatabasePath ? await openPlaceOfAddress(config.geoipDatabasePath) : undefined;
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: config.pgliteDir,
    lentPglite: options.lentPglite,
    onConnectionError: (error) => app.log.error({ err: error }, "database connection lost"),
  });
  app.decorate("config", config);
  app.decorate("lifecycle", { isShuttingDown: false } satisfies Lifecycle);
  app.decorate("database", database);
  app.addHook("onClose", () => database.close());
  const jobs = await createJobQueue({ database, concurrency: config.jobConcurrency, log: app.log });
  app.decorate("jobs", jobs);
  const workers = (options.workerPool ?? createWorkerPool)({
    threads: config.workerThreads,
    memoryMb: DOCUMENT_READ_MEMORY_MB,
    maxQueue: WORKER_QUEUE_PER_THREAD * config.workerThreads,
    onStrayError: (error) => app.log.error({ err: error }, "a worker thread failed outside its task"),
  });
  app.addHook("onClose", () => workers.close());

  registerRequestIdHeader(app);
  registerErrorHandler(app);
  refuseControlCharactersInUrls(app);
  const { introVideoUrl } = config.publicConfig;
  registerSecurityHeaders(app, { frameOrigins: introVideoUrl ? [new URL(introVideoUrl).origin] : [] });
  registerNoStore(app, [API_PREFIX, GATEWAY_PREFIX]);
  const redis = config.redisUrl ? await openRedisConnection(config.redisUrl, app.log) : undefined;
  if (redis) app.addHook("onClose", () => redis.close());
  await registerRateLimit(app, redis);
  registerMetrics(app, { database, jobs, token: config.metricsToken, port: config.metricsPort, host: config.host });
  await registerOpenApi(app, { brandName: config.brandName });

  const { db } = database;
  const mailer = await createMailer({
    db,
    jobs,
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    retryDelaySeconds: config.jobRetryDelaySeconds,
    log: app.log,
  });
  app.decorate("mailer", mailer);
  app.addHook("onClose", () => mailer.close());
  // onClose hooks run last-added first: the workers stop before the mailer and the database they use.
  app.addHook("onClose", () => jobs.stop(config.shutdownGraceMs * JOBS_SHARE_OF_GRACE));
  if (config.isProduction && !config.smtpUrl) {
    app.log.warn("SMTP_URL is not set: account emails stay in the outbox table and their links go to the log");
  }
  const jwtSecret = await resolveJwtSecret(config);
  const tokens = createTokenSigner({
    secret: jwtSecret,
    issuer: config.publicUrl,
    accessTtlSeconds: config.accessTokenTtlSeconds,
  });
  const sessions = await watchLiveSessions(database, app.log);
  registerAuthentication(app, { db, tokens, sessions });
  if (config.opsToken) await app.register(jobsOpsRoutes, { prefix: API_PREFIX, jobs, opsToken: config.opsToken });

  if (config.isProduction && !config.stripeSecretKey) {
    app.log.warn("BUILTIN_CHECKOUT=demo: checkout uses the built-in demo provider; no card is charged, no money moves");
  }
  const stripe = config.stripeSecretKey
    ? createStripeClient({ secretKey: config.stripeSecretKey, apiUrl: config.stripeApiUrl })
    : undefined;
  const stripeBilling = stripe && createStripeBilling(stripe);

  // The features (decision 074), each built after the features whose services it is given.
  const { publicUrl, brandName } = config;
  const retryDelaySeconds = config.jobRetryDelaySeconds;
  const users = usersFeature(db);
  const products = productsFeature(db);
  const subscriptions = subscriptionsFeature({
    db,
    jobs,
    mailer,
    stripeBilling,
    publicUrl,
    brandName,
    retryDelaySeconds,
  });
  const payments = paymentsFeature({
    db,
    jobs,
    subscriptions: subscriptions.service,
    publicUrl,
    brandName,
    stripe,
    billingLinks: createBillingLinkSigner({ secret: jwtSecret, issuer: publicUrl }),
    webhookSecret: config.stripeWebhookSecret,
    webDist: config.webDist,
  });
  const organizations = organizationsFeature({
    db,
    jobs,
    mailer,
    publicUrl,
    brandName,
    stripeBilling,
    log: app.log,
    invitationLimits: config.invitationLimits,
  });
  const citeChecks = citeChecksFeature({
    db,
    jobs,
    workers,
    documentReadSeconds: config.documentReadSeconds,
    reportPdfs: createByteCache(REPORT_PDF_CACHE_BYTES),
    brandName,
    source: config.courtListener.token
      ? createCourtListenerSource({ ...config.courtListener, token: config.courtListener.token })
      : undefined,
    maxThrottleWaitMs: config.courtListener.maxWaitMs,
    nameSearchMaxWaitMs: config.courtListener.nameSearchMaxWaitMs,
    lookupsPerOrganizationPerDay: config.caseLawLookupsPerOrganizationPerDay,
  });
  const docketDeps = {
    db,
    jobs,
    mailer,
    publicUrl,
    brandName,
    courtSenders: config.inbound.courtSenders,
    retryDelaySeconds,
  };
  const inbox = inboxFeature({
    skills: [courtNoticeSkill(docketDeps)],
    db,
    jobs,
    mailer,
    citeChecks: citeChecks.service,
    inbound: config.inbound,
    workers,
    documentReadSeconds: config.documentReadSeconds,
    publicUrl,
    brandName,
    isProduction: config.isProduction,
    retryDelaySeconds,
    log: app.log,
    ...(options.dnsResolver ? { dnsResolver: options.dnsResolver } : {}),
  });
  const cases = casesFeature({
    ...docketDeps,
    inbox: inbox.service,
    quietWarningDays: config.caseQuietWarningDays,
    citeChecks: citeChecks.service,
    courtListenerDockets: courtListenerDocketSettingsOf(config.courtListener),
  });
  const auth = authFeature({
    db,
    mailer,
    tokens,
    publicUrl,
    brandName,
    refreshTtlSeconds: config.refreshTokenTtlSeconds,
    sessions,
    totpSecrets: totpSecretsWith(totpKeyFrom({ totpEncryptionKey: config.totpEncryptionKey, jwtSecret })),
    passkeyOrigin: config.passkeyOrigin,
    placeOf,
    users: users.service,
    oidc: createOidcClients(config.signInProviders, { allowHttp: !config.isProduction }),
  });
  const account = accountFeature({ db, mailer, publicUrl, brandName, apiPrefix: API_PREFIX, sessions });
  const audit = auditFeature(db);
  const newsletter = newsletterFeature({
    db,
    jobs,
    listId: config.mailchimpListId,
    forwarder: config.mailchimpApiKey
      ? createMailchimpForwarder({
          apiKey: config.mailchimpApiKey,
          listId: config.mailchimpListId,
          apiUrl: config.mailchimpApiUrl,
        })
      : undefined,
    retryDelaySeconds,
  });
  const graphql = graphqlFeature({
    services: {
      products: products.service,
      users: users.service,
      subscriptions: subscriptions.service,
      payments: payments.service,
      organizations: organizations.service,
      audit: audit.service,
    },
    db,
    isProduction: config.isProduction,
    rateLimits: config.graphqlRateLimits,
  });
  const readinessChecks = coreReadinessChecks({ database, isShuttingDown: () => app.lifecycle.isShuttingDown });
  await registerFeatures(app, jobs, [
    healthFeature({ database, readinessChecks: readinessChecks.concat(redis ? [redisReadinessCheck(redis)] : []) }),
    demoRequestsFeature(db),
    users,
    auth,
    account,
    mailFeature({ db, hasMailbox: !config.isProduction && !config.smtpUrl }),
    organizations,
    subscriptions,
    citeChecks,
    inbox,
    cases,
    audit,
    payments,
    products,
    newsletter,
    graphql,
  ]);

  await registerWebApp(app, {
    webDist: config.webDist,
    publicConfig: config.publicConfig,
    apiPrefixes: [API_PREFIX, GATEWAY_PREFIX],
  });
  return app;
}
