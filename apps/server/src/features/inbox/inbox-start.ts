import type { FastifyInstance } from "fastify";
import type { InboxService } from "./create-inbox-service.js";
import type { InboundSmtpListener } from "./smtp-listener.js";

const HOUR_MS = 60 * 60 * 1000;

declare module "fastify" {
  interface FastifyInstance {
    /** The built-in SMTP listener, when INBOUND_SMTP_PORT is set. */
    inboundSmtp: InboundSmtpListener | undefined;
  }
}

/** Defines the inbox's jobs, starts the SMTP listener when configured and the hourly retention sweep. */
export async function startInbox(app: FastifyInstance, inbox: InboxService): Promise<void> {
  await inbox.defineInboxJobs();
  const { smtpPort } = app.config.inbound;
  const listener =
    smtpPort === undefined ? undefined : await inbox.startInboundSmtp({ host: app.config.host, port: smtpPort });
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
}
