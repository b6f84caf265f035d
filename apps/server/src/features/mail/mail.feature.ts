import type { Db } from "../../db/client.js";
import type { Feature } from "../../feature.js";
import { devMailboxRoutes } from "./mailbox.routes.js";

/**
 * Mail as a feature: the development mailbox (/api/dev/mailbox), served only outside production when mail stays in
 * the outbox. The mailer itself is infrastructure, built in app.ts before every feature.
 */
export function mailFeature(deps: { db: Db; hasMailbox: boolean }): Feature {
  const { db } = deps;
  const mail: Feature = { name: "mail", service: undefined };
  if (deps.hasMailbox) {
    mail.api = async (api) => {
      await api.register(devMailboxRoutes, { db });
    };
  }
  return mail;
}
