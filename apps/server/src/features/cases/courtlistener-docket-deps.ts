import type { Db } from "../../db/client.js";
import type { JobQueue } from "../../jobs/job-queue.js";
import type { CiteChecksService } from "../cite-checks/create-cite-checks-service.js";
import { type CourtListenerDocketClient, createCourtListenerDocketClient } from "./courtlistener-docket-client.js";

/** CourtListener's docket alerts as configured (decision 077). */
export interface CourtListenerDocketSettings {
  /** Undefined without COURTLISTENER_API_TOKEN: following is refused. */
  client: CourtListenerDocketClient | undefined;
  /** Where CourtListener's relative document links point. */
  courtListenerUrl: string;
  /** COURTLISTENER_WEBHOOK_SECRET, the last part of the webhook's URL; unset: no webhook route. */
  webhookSecret: string | undefined;
  /** COURTLISTENER_WEBHOOK_ADDRESSES: when set, only these source addresses may call the webhook. */
  webhookAddresses: readonly string[];
  /** COURTLISTENER_DOCKET_ALERTS_MAX: docket alerts the account may hold, every organization together. */
  alertsMax: number;
}

export interface CourtListenerDocketDeps {
  db: Db;
  jobs: JobQueue;
  retryDelaySeconds: number;
  courtListenerDockets: CourtListenerDocketSettings;
  /** The shared CourtListener budget: every docket request takes one of its requests. */
  citeChecks: Pick<CiteChecksService, "takeSourceRequest">;
}

/** The settings from the server's CourtListener configuration: a client only when a token is set. */
export function courtListenerDocketSettingsOf(config: {
  url: string;
  token: string | undefined;
  timeoutMs: number;
  webhookSecret: string | undefined;
  webhookAddresses: readonly string[];
  docketAlertsMax: number;
}): CourtListenerDocketSettings {
  return {
    client: config.token
      ? createCourtListenerDocketClient({ url: config.url, token: config.token, timeoutMs: config.timeoutMs })
      : undefined,
    courtListenerUrl: config.url,
    webhookSecret: config.webhookSecret,
    webhookAddresses: config.webhookAddresses,
    alertsMax: config.docketAlertsMax,
  };
}
