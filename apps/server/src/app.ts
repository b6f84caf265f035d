import { citeCheckMessages } from "@paralex/shared/cite-check";
import { DOCUMENT_READ_MEMORY_MB } from "@paralex/shared/document-limits";
import Fastify, { type FastifyInstance } from "fastify";
import type { Config } from "./config.js";
import { type Database, openDatabase } from "./db/client.js";
import { accountRoutes } from "./features/account/account.routes.js";
import { createAccountService } from "./features/account/create-account-service.js";
import { auditRoutes } from "./features/audit/audit.routes.js";
import { createAuditService } from "./features/audit/create-audit-service.js";
import { authRoutes } from "./features/auth/auth.routes.js";
import { createTokenSigner } from "./features/auth/auth-tokens.js";
import { registerAuthentication } from "./features/auth/authenticate.js";
import { createAuthService } from "./features/auth/create-auth-service.js";
import { resolveJwtSecret } from "./features/auth/jwt-secret.js";
import { totpKeyFrom, totpSecretsWith } from "./features/auth/totp-secrets.js";
import { watchLiveSessions } from "./features/auth/watch-live-sessions.js";
import { citeCheckRoutes } from "./features/cite-checks/cite-checks.routes.js";
import { createCourtListenerSource } from "./features/cite-checks/courtlistener-source.js";
import { createCiteChecksService } from "./features/cite-checks/create-cite-checks-service.js";
import { createDemoRequestsService } from "./features/demo-requests/create-demo-requests-service.js";
import { demoRequestRoutes } from "./features/demo-requests/demo-requests.routes.js";
import { healthRoutes } from "./features/health/health.routes.js";
import { coreReadinessChecks, redisReadinessCheck } from "./features/health/health.service.js";
import { createInboxService } from "./features/inbox/create-inbox-service.js";
import { inboundWebhookRoutes } from "./features/inbox/inbound-webhooks.routes.js";
import { inboxRoutes } from "./features/inbox/inbox.routes.js";
import { startInbox } from "./features/inbox/inbox-start.js";
import { createMailer, type Mailer } from "./features/mail/mail.service.js";
import { devMailboxRoutes } from "./features/mail/mailbox.routes.js";
import { createNewsletterService } from "./features/newsletter/create-newsletter-service.js";
import { createMailchimpForwarder } from "./features/newsletter/mailchimp-forwarder.js";
import { newsletterRoutes } from "./features/newsletter/newsletter.routes.js";
import { defineSubscriberForwarding } from "./features/newsletter/newsletter.service.js";
import { createOrganizationsService } from "./features/organizations/create-organizations-service.js";
import { invitationRoutes } from "./features/organizations/invitations.routes.js";
import { billingAccountRoutes } from "./features/payments/billing-account.routes.js";
import { createBillingLinkSigner } from "./features/payments/billing-links.js";
import { checkoutGatewayRoutes } from "./features/payments/checkout-gateway.routes.js";
import { createPaymentsService } from "./features/payments/create-payments-service.js";
import { hostedPagesRoutes } from "./features/payments/hosted-pages.routes.js";
import { paymentWebhookRoutes } from "./features/payments/payment-webhook.routes.js";
import { createStripeBilling, createStripeClient } from "./features/payments/stripe-client.js";
import { createProductsService } from "./features/products/create-products-service.js";
import { defineBillingNotices } from "./features/subscriptions/billing-notices.js";
import { createSubscriptionsService } from "./features/subscriptions/create-subscriptions-service.js";
import { defineSeatPushes } from "./features/subscriptions/seat-sync.service.js";
import { createUsersService } from "./features/users/create-users-service.js";
import { graphqlRoutes } from "./graphql/graphql.routes.js";
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
import { createWorkerPool } from "./workers/worker-pool.js";

export const API_PREFIX = "/api";
export const GATEWAY_PREFIX = "/gateway";
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
  options: { logger?: boolean; logStream?: LogDestination; pgliteSnapshot?: Blob } = {},
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
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: config.pgliteDir,
    pgliteSnapshot: options.pgliteSnapshot,
    onConnectionError: (error) => app.log.error({ err: error }, "database connection lost"),
  });
  app.decorate("config", config);
  app.decorate("lifecycle", { isShuttingDown: false } satisfies Lifecycle);
  app.decorate("database", database);
  app.addHook("onClose", () => database.close());
  const jobs = await createJobQueue({ database, concurrency: config.jobConcurrency, log: app.log });
  app.decorate("jobs", jobs);
  const workers = createWorkerPool({
    threads: config.workerThreads,
    memoryMb: DOCUMENT_READ_MEMORY_MB,
    maxQueue: WORKER_QUEUE_PER_THREAD * config.workerThreads,
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

  if (config.isProduction && !config.stripeSecretKey) {
    app.log.warn("BUILTIN_CHECKOUT=demo: checkout uses the built-in demo provider; no card is charged, no money moves");
  }
  const stripe = config.stripeSecretKey
    ? createStripeClient({ secretKey: config.stripeSecretKey, apiUrl: config.stripeApiUrl })
    : undefined;
  const stripeBilling = stripe && createStripeBilling(stripe);
  if (stripeBilling) {
    await defineSeatPushes({ db, jobs, stripeBilling, retryDelaySeconds: config.jobRetryDelaySeconds });
  }
  const { publicUrl, brandName } = config;
  const users = createUsersService(db);
  const subscriptions = createSubscriptionsService({ db, stripeBilling, jobs });
  await defineBillingNotices({
    db,
    jobs,
    mailer,
    publicUrl,
    brandName,
    retryDelaySeconds: config.jobRetryDelaySeconds,
  });
  const payments = createPaymentsService({
    db,
    subscriptions,
    publicUrl,
    brandName,
    stripe,
    billingLinks: createBillingLinkSigner({ secret: jwtSecret, issuer: publicUrl }),
    jobs,
  });
  const organizations = createOrganizationsService({
    db,
    jobs,
    mailer,
    publicUrl,
    brandName,
    stripeBilling,
    log: app.log,
    invitationLimits: config.invitationLimits,
  });
  const citeChecks = createCiteChecksService({
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
    lookupsPerOrganizationPerDay: config.caseLawLookupsPerOrganizationPerDay,
  });
  await citeChecks.defineCiteCheckJob();
  const inbox = createInboxService({
    db,
    jobs,
    mailer,
    citeChecks,
    inbound: config.inbound,
    workers,
    documentReadSeconds: config.documentReadSeconds,
    publicUrl,
    brandName,
    isProduction: config.isProduction,
    retryDelaySeconds: config.jobRetryDelaySeconds,
    log: app.log,
  });
  await startInbox(app, inbox);
  if (!config.courtListener.token) app.log.warn(citeCheckMessages.noSourceConfigured);
  const auth = createAuthService({
    db,
    mailer,
    tokens,
    publicUrl,
    brandName,
    refreshTtlSeconds: config.refreshTokenTtlSeconds,
    sessions,
    totpSecrets: totpSecretsWith(totpKeyFrom({ totpEncryptionKey: config.totpEncryptionKey, jwtSecret })),
  });
  const account = createAccountService({ db, mailer, publicUrl, brandName, apiPrefix: API_PREFIX, sessions });
  const audit = createAuditService(db);
  const graphqlServices = {
    products: createProductsService(db),
    users,
    subscriptions,
    payments,
    organizations,
    audit,
  };

  await app.register(
    async (api) => {
      await api.register(healthRoutes, {
        database,
        readinessChecks: coreReadinessChecks({ database, isShuttingDown: () => app.lifecycle.isShuttingDown }).concat(
          redis ? [redisReadinessCheck(redis)] : [],
        ),
      });
      await api.register(demoRequestRoutes, { demoRequests: createDemoRequestsService(db) });
      await api.register(authRoutes, { auth, users });
      await api.register(accountRoutes, { account });
      if (!config.isProduction && !config.smtpUrl) await api.register(devMailboxRoutes, { db });
      if (config.opsToken) await api.register(jobsOpsRoutes, { jobs, opsToken: config.opsToken });
      await api.register(invitationRoutes, { organizations });
      await api.register(citeCheckRoutes, { citeChecks });
      await api.register(inboxRoutes, { inbox });
      await api.register(inboundWebhookRoutes, {
        inbox,
        maxMessageBytes: config.inbound.maxMessageBytes,
        ...(config.inbound.postmarkCredentials ? { postmarkCredentials: config.inbound.postmarkCredentials } : {}),
        ...(config.inbound.mailgunSigningKey ? { mailgunSigningKey: config.inbound.mailgunSigningKey } : {}),
      });
      await api.register(auditRoutes, { audit });
      await api.register(billingAccountRoutes, { payments });
      await api.register(graphqlRoutes, {
        services: graphqlServices,
        db,
        isProduction: config.isProduction,
        rateLimits: config.graphqlRateLimits,
      });
      if (config.stripeWebhookSecret) {
        await api.register(paymentWebhookRoutes, { payments, webhookSecret: config.stripeWebhookSecret });
      }
    },
    { prefix: API_PREFIX },
  );
  if (config.mailchimpApiKey) {
    const forwarder = createMailchimpForwarder({
      apiKey: config.mailchimpApiKey,
      listId: config.mailchimpListId,
      apiUrl: config.mailchimpApiUrl,
    });
    await defineSubscriberForwarding({ db, jobs, forwarder, retryDelaySeconds: config.jobRetryDelaySeconds });
  }
  const newsletter = createNewsletterService({
    db,
    allowedListId: config.mailchimpListId,
    jobs,
    isForwarding: Boolean(config.mailchimpApiKey),
  });
  await app.register(newsletterRoutes, { prefix: GATEWAY_PREFIX, newsletter });

  await app.register(checkoutGatewayRoutes, { prefix: GATEWAY_PREFIX, payments });
  await app.register(hostedPagesRoutes, { payments, webDist: config.webDist });

  await registerWebApp(app, {
    webDist: config.webDist,
    publicConfig: config.publicConfig,
    apiPrefixes: [API_PREFIX, GATEWAY_PREFIX],
  });
  return app;
}
