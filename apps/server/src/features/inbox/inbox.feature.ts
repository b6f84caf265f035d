import type { Feature } from "../../feature.js";
import { createInboxService, type InboxService } from "./create-inbox-service.js";
import { inboundWebhookRoutes } from "./inbound-webhooks.routes.js";
import { inboxRoutes } from "./inbox.routes.js";
import type { InboxDeps } from "./inbox-deps.js";
import { inboxJobs } from "./inbox-jobs.js";
import { type InboundSmtpListener, startInboundSmtp } from "./smtp-listener.js";

const HOUR_MS = 60 * 60 * 1000;

declare module "fastify" {
  interface FastifyInstance {
    /** The built-in SMTP listener, when INBOUND_SMTP_PORT is set. */
    inboundSmtp: InboundSmtpListener | undefined;
  }
}

/**
 * The associate's inbox: its page's routes, the providers' webhooks, the jobs that read and answer each message,
 * the SMTP listener when configured and the hourly retention sweep.
 */
export function inboxFeature(deps: InboxDeps): Feature<InboxService> {
  const inbox = createInboxService(deps);
  const { maxMessageBytes, postmarkCredentials, mailgunSigningKey, smtpPort } = deps.inbound;
  return {
    name: "inbox",
    service: inbox,
    api: async (api) => {
      await api.register(inboxRoutes, { inbox });
      await api.register(inboundWebhookRoutes, {
        inbox,
        maxMessageBytes,
        ...(postmarkCredentials ? { postmarkCredentials } : {}),
        ...(mailgunSigningKey ? { mailgunSigningKey } : {}),
      });
    },
    jobs: inboxJobs(deps),
    start: async (app) => {
      const listener =
        smtpPort === undefined ? undefined : await startInboundSmtp(deps, { host: app.config.host, port: smtpPort });
      app.decorate("inboundSmtp", listener);
      const sweep = () =>
        inbox.dropExpiredRawMessages().catch((error) => app.log.warn({ err: error }, "inbox retention sweep failed"));
      const timer = setInterval(sweep, HOUR_MS);
      timer.unref();
      app.addHook("onReady", async () => {
        await sweep();
      });
      app.addHook("onClose", async () => {
        clearInterval(timer);
        await listener?.close();
      });
    },
  };
}
