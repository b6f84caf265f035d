import Fastify, { type FastifyInstance } from "fastify";
import type { Config } from "./config.js";
import { type Database, openDatabase } from "./db/client.js";
import { accountRoutes } from "./features/account/account.routes.js";
import { authRoutes } from "./features/auth/auth.routes.js";
import { createTokenSigner } from "./features/auth/auth-tokens.js";
import { registerAuthentication } from "./features/auth/authenticate.js";
import { resolveJwtSecret } from "./features/auth/jwt-secret.js";
import { watchLiveSessions } from "./features/auth/watch-live-sessions.js";
import { defineCiteCheckJob } from "./features/cite-checks/cite-check-job.js";
import { citeCheckRoutes } from "./features/cite-checks/cite-checks.routes.js";
import type { CiteChecksDeps } from "./features/cite-checks/cite-checks-deps.js";
import { createCourtListenerSource } from "./features/cite-checks/courtlistener-source.js";
import { demoRequestRoutes } from "./features/demo-requests/demo-requests.routes.js";
import { healthRoutes } from "./features/health/health.routes.js";
import { coreReadinessChecks, redisReadinessCheck } from "./features/health/health.service.js";
import { createMailer, type Mailer } from "./features/mail/mail.service.js";
import { devMailboxRoutes } from "./features/mail/mailbox.routes.js";
import { createMailchimpForwarder } from "./features/newsletter/mailchimp-forwarder.js";
import { newsletterRoutes } from "./features/newsletter/newsletter.routes.js";
import { defineSubscriberForwarding } from "./features/newsletter/newsletter.service.js";
import { invitationRoutes } from "./features/organizations/invitations.routes.js";
import type { OrganizationsDeps } from "./features/organizations/organizations-deps.js";
import { createBillingLinkSigner } from "./features/payments/billing-links.js";
import { checkoutGatewayRoutes } from "./features/payments/checkout-gateway.routes.js";
import { hostedPagesRoutes } from "./features/payments/hosted-pages.routes.js";
import { paymentWebhookRoutes } from "./features/payments/payment-webhook.routes.js";
import type { PaymentsDeps } from "./features/payments/payments-deps.js";
import { createStripeBilling, createStripeClient } from "./features/payments/stripe-client.js";
import { defineSeatPushes } from "./features/subscriptions/seat-sync.service.js";
import type { SubscriptionsDeps } from "./features/subscriptions/subscriptions.service.js";
import { graphqlRoutes } from "./graphql/graphql.routes.js";
import { createJobQueue, type JobQueue } from "./jobs/job-queue.js";
import { jobsOpsRoutes } from "./jobs/jobs-ops.routes.js";
import type { LogDestination } from "./lib/log-destination.js";
import { openRedisConnection } from "./lib/redis-connection.js";
import { registerErrorHandler } from "./plugins/errors.js";
import { registerMetrics } from "./plugins/metrics.js";
import { registerNoStore } from "./plugins/no-store.js";
import { registerOpenApi } from "./plugins/openapi.js";
import { registerRateLimit } from "./plugins/rate-limit.js";
import { registerRequestIdHeader, requestIdOptions } from "./plugins/request-id.js";
import { registerSecurityHeaders } from "./plugins/security-headers.js";
import { refuseControlCharactersInUrls } from "./plugins/url-control-characters.js";
import { registerWebApp } from "./plugins/web-app.js";

export const API_PREFIX = "/api";
export const GATEWAY_PREFIX = "/gateway";
/** Running jobs get this share of the shutdown grace period to finish; the rest is for closing up. */
const JOBS_SHARE_OF_GRACE = 0.7;

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
  options: { logger?: boolean; logStream?: LogDestination } = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel, stream: options.logStream },
    trustProxy: config.trustProxy,
    bodyLimit: 1_048_576,
    routerOptions: { ignoreTrailingSlash: true },
    ...requestIdOptions,
  });
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: config.pgliteDir,
    onConnectionError: (error) => app.log.error({ err: error }, "database connection lost"),
  });
  app.decorate("config", config);
  app.decorate("lifecycle", { isShuttingDown: false } satisfies Lifecycle);
  app.decorate("database", database);
  app.addHook("onClose", () => database.close());
  const jobs = await createJobQueue({ database, concurrency: config.jobConcurrency, log: app.log });
  app.decorate("jobs", jobs);

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
  const subscriptions: SubscriptionsDeps = { db, stripeBilling: stripe && createStripeBilling(stripe) };
  const payments: PaymentsDeps = {
    db,
    subscriptions,
    publicUrl: config.publicUrl,
    brandName: config.brandName,
    stripe,
    billingLinks: createBillingLinkSigner({ secret: jwtSecret, issuer: config.publicUrl }),
  };

  if (subscriptions.stripeBilling) {
    await defineSeatPushes({
      db,
      jobs,
      stripeBilling: subscriptions.stripeBilling,
      retryDelaySeconds: config.jobRetryDelaySeconds,
    });
  }
  const organizations: OrganizationsDeps = {
    db,
    jobs,
    mailer,
    publicUrl: config.publicUrl,
    brandName: config.brandName,
    stripeBilling: subscriptions.stripeBilling,
    log: app.log,
    invitationLimits: config.invitationLimits,
  };

  const citeChecks: CiteChecksDeps = {
    db,
    jobs,
    subscriptions,
    source: config.courtListener.token
      ? createCourtListenerSource({ ...config.courtListener, token: config.courtListener.token })
      : undefined,
    maxThrottleWaitMs: config.courtListener.maxWaitMs,
  };
  await defineCiteCheckJob(citeChecks);

  await app.register(
    async (api) => {
      await api.register(healthRoutes, {
        database,
        readinessChecks: coreReadinessChecks({ database, isShuttingDown: () => app.lifecycle.isShuttingDown }).concat(
          redis ? [redisReadinessCheck(redis)] : [],
        ),
      });
      await api.register(demoRequestRoutes, { db });
      await api.register(authRoutes, {
        db,
        mailer,
        tokens,
        publicUrl: config.publicUrl,
        brandName: config.brandName,
        refreshTtlSeconds: config.refreshTokenTtlSeconds,
        sessions,
      });
      await api.register(accountRoutes, {
        db,
        mailer,
        publicUrl: config.publicUrl,
        brandName: config.brandName,
        apiPrefix: API_PREFIX,
        sessions,
      });
      if (!config.isProduction && !config.smtpUrl) await api.register(devMailboxRoutes, { db });
      if (config.opsToken) await api.register(jobsOpsRoutes, { jobs, opsToken: config.opsToken });
      await api.register(invitationRoutes, organizations);
      await api.register(citeCheckRoutes, citeChecks);
      await api.register(graphqlRoutes, {
        services: { db, subscriptions, payments, organizations },
        isProduction: config.isProduction,
        rateLimits: config.graphqlRateLimits,
      });
      if (config.stripeWebhookSecret) {
        await api.register(paymentWebhookRoutes, { ...payments, webhookSecret: config.stripeWebhookSecret });
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
  await app.register(newsletterRoutes, {
    prefix: GATEWAY_PREFIX,
    db,
    allowedListId: config.mailchimpListId,
    jobs,
    isForwarding: Boolean(config.mailchimpApiKey),
  });

  await app.register(checkoutGatewayRoutes, { prefix: GATEWAY_PREFIX, ...payments });
  await app.register(hostedPagesRoutes, { ...payments, webDist: config.webDist });

  await registerWebApp(app, {
    webDist: config.webDist,
    publicConfig: config.publicConfig,
    apiPrefixes: [API_PREFIX, GATEWAY_PREFIX],
  });
  return app;
}
