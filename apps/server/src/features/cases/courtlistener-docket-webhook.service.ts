import { createHash, timingSafeEqual } from "node:crypto";
import { type JobDefinition, jobName } from "../../jobs/job-queue.js";
import { AppError } from "../../lib/app-error.js";
import {
  casesFollowingDocket,
  claimWebhookEvent,
  clearStaleDocket,
  markAlertsDisabled,
  markAlertsStale,
  markWebhookEventProcessed,
  recordWebhookEvent,
} from "./courtlistener-docket-alerts.repository.js";
import type { CourtListenerDocketDeps } from "./courtlistener-docket-deps.js";
import { fileCourtListenerEntries } from "./courtlistener-docket-filing.service.js";
import {
  alertsOfReport,
  type CourtListenerEntry,
  entriesOfEvent,
  ZCourtListenerEvent,
} from "./courtlistener-docket-payload.js";

export interface CourtListenerEventJobData {
  idempotencyKey: string;
}

export const COURTLISTENER_EVENT_JOB = jobName<CourtListenerEventJobData>("courtlistener-docket-event");

const digestOf = (value: string) => createHash("sha256").update(value).digest();

/** Whether the URL's secret is the configured one, compared in constant time. */
function isSecret(configured: string | undefined, given: string): boolean {
  return configured !== undefined && timingSafeEqual(digestOf(configured), digestOf(given));
}

export interface WebhookDelivery {
  secret: string;
  /** The caller's address, for the optional allow-list. */
  address: string;
  idempotencyKey: string | undefined;
  body: unknown;
}

/**
 * Receives one webhook delivery at once: a wrong secret or an address off the allow-list is a 404 (nothing there);
 * the event is stored once by its Idempotency-Key (its body's hash when CourtListener sends none) and its job queued
 * in the same transaction. Answers whether it was new.
 */
export async function receiveCourtListenerEvent(
  deps: CourtListenerDocketDeps,
  delivery: WebhookDelivery,
): Promise<{ isNew: boolean }> {
  const settings = deps.courtListenerDockets;
  const isAllowed = settings.webhookAddresses.length === 0 || settings.webhookAddresses.includes(delivery.address);
  if (!isSecret(settings.webhookSecret, delivery.secret) || !isAllowed) throw new AppError("not_found", "Not found.");
  const event = ZCourtListenerEvent.safeParse(delivery.body);
  if (!event.success) throw AppError.validation({ non_field_errors: ["Not a CourtListener webhook event."] });
  const idempotencyKey =
    delivery.idempotencyKey?.trim().slice(0, 200) || digestOf(JSON.stringify(delivery.body)).toString("hex");
  const isNew = await deps.db.transaction(async (tx) => {
    const first = await recordWebhookEvent(tx, {
      idempotencyKey,
      eventType: event.data.webhook.event_type,
      payload: event.data,
    });
    if (first) await deps.jobs.enqueue(tx, COURTLISTENER_EVENT_JOB, { idempotencyKey });
    return first;
  });
  return { isNew };
}

/**
 * Handles a stored event once: a docket alert's entries are filed into every case, of any organization, that follows
 * their docket (whose alert is then no longer stale); an old docket alerts report marks the follows of the alerts it
 * names stale or disabled, from when it arrived.
 */
export async function fileCourtListenerEvent(deps: CourtListenerDocketDeps, data: CourtListenerEventJobData) {
  await deps.db.transaction(async (tx) => {
    const event = await claimWebhookEvent(tx, data.idempotencyKey);
    if (!event) return;
    const parsed = ZCourtListenerEvent.safeParse(event.payload);
    const entries = parsed.success ? entriesOfEvent(parsed.data, deps.courtListenerDockets.courtListenerUrl) : [];
    const report = parsed.success ? alertsOfReport(parsed.data) : { stale: [], disabled: [] };
    await markAlertsStale(tx, report.stale, event.receivedAt);
    await markAlertsDisabled(tx, report.disabled, event.receivedAt);
    const byDocket = new Map<number, CourtListenerEntry[]>();
    for (const entry of entries) byDocket.set(entry.docketId, [...(byDocket.get(entry.docketId) ?? []), entry]);
    for (const [docketId, docketEntries] of byDocket) {
      await clearStaleDocket(tx, docketId);
      for (const { row } of await casesFollowingDocket(tx, docketId)) {
        if (row.status !== "dismissed") await fileCourtListenerEntries(tx, deps.jobs, row, docketEntries);
      }
    }
    await markWebhookEventProcessed(tx, data.idempotencyKey, new Date());
  });
}

export function courtListenerEventJob(deps: CourtListenerDocketDeps): JobDefinition<CourtListenerEventJobData> {
  return {
    name: COURTLISTENER_EVENT_JOB,
    handler: (data) => fileCourtListenerEvent(deps, data),
    policy: { retryLimit: 10, retryDelaySeconds: deps.retryDelaySeconds, timeoutSeconds: 120, keepCompleted: false },
  };
}
