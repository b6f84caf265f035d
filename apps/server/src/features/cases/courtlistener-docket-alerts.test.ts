import type { TCaseList } from "@paralex/shared/cases";
import type { TCourtListenerAlertsUsage, TCourtListenerFollow } from "@paralex/shared/courtlistener-dockets";
import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { simpleParser } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  caseLawSourceRequests,
  cases,
  courtListenerDocketAlerts,
  courtListenerWebhookEvents,
  docketEntries,
} from "../../db/schema.js";
import type { SignedInUser } from "../../test/billing-helpers.js";
import {
  addCase,
  api,
  courtNoticeTestApp,
  joinOrganization,
  sendCourtNotice,
} from "../../test/court-notice-helpers.js";
import { type FakeCourtListener, startFakeCourtListener } from "../../test/fake-courtlistener.js";
import { agentAddressOf, confirmedUser, mailsTo } from "../../test/inbox-helpers.js";
import { startSmtpReceiver } from "../../test/smtp-receiver.js";
import { waitUntil } from "../../test/wait-until.js";

/** Room for every request this file makes; one test spends it all. */
const REQUESTS_PER_DAY = 1000;
const SECRET = "cl-webhook-secret-0123456789-abcdefghijklmnop";

let receiver: Awaited<ReturnType<typeof startSmtpReceiver>>;
let courtListener: FakeCourtListener;
let app: FastifyInstance;
let admin: SignedInUser;
let member: SignedInUser;
let outsider: SignedInUser;
let address: string;

beforeAll(async () => {
  receiver = await startSmtpReceiver();
  courtListener = await startFakeCourtListener();
  app = await courtNoticeTestApp(receiver, {
    COURTLISTENER_API_TOKEN: courtListener.token,
    COURTLISTENER_URL: courtListener.url,
    COURTLISTENER_REQUESTS_PER_MINUTE: "6000",
    COURTLISTENER_REQUESTS_PER_HOUR: String(REQUESTS_PER_DAY),
    COURTLISTENER_REQUESTS_PER_DAY: String(REQUESTS_PER_DAY),
    COURTLISTENER_WEBHOOK_SECRET: SECRET,
    COURTLISTENER_DOCKET_ALERTS_MAX: "3",
  });
  admin = await confirmedUser(app, receiver, "cl-admin");
  member = await joinOrganization(app, await confirmedUser(app, receiver, "cl-member"), admin.organizationId);
  outsider = await confirmedUser(app, receiver, "cl-outsider");
  address = await agentAddressOf(app, admin);
}, 90_000);

afterAll(async () => {
  await app?.close();
  await courtListener?.close();
  await receiver?.close();
});

const alertsOn = (docketId: number) =>
  [...courtListener.docketAlerts.values()].filter((alert) => alert.docket === docketId);
const followUrl = (caseId: string) => `/api/cases/${caseId}/courtlistener`;

let sequence = 0;
/** A case the member follows, and CourtListener's docket of it. */
async function followedCase() {
  sequence += 1;
  const caseNumber = `1:24-cv-0${2000 + sequence}-PKC`;
  const caseName = `Larkspur Mills v. Ondine Freight ${sequence}`;
  const added = await addCase(app, member, { docketNumber: caseNumber, caseName });
  const docketId = 70_000 + sequence;
  courtListener.dockets.push({
    id: docketId,
    court_id: "nysd",
    docket_number: `1:24-cv-0${2000 + sequence}`,
    case_name: caseName,
  });
  return { caseId: added.id, caseNumber, caseName, docketId };
}

async function requestsSpent(organizationId: string): Promise<number> {
  const [row] = await app.database.db
    .select({ requests: sql<number>`coalesce(sum(${caseLawSourceRequests.requests}), 0)::int` })
    .from(caseLawSourceRequests)
    .where(eq(caseLawSourceRequests.organizationId, organizationId));
  return row?.requests ?? 0;
}

function docketEvent(docketId: number, entries: { number: number; text: string }[]) {
  return {
    webhook: { version: 2, event_type: 1, date_created: new Date().toISOString(), deployment_id: "d1" },
    payload: {
      results: entries.map((entry) => ({
        id: docketId * 100 + entry.number,
        docket: docketId,
        entry_number: entry.number,
        date_filed: "2024-03-04",
        description: entry.text,
        recap_documents: [
          {
            document_number: String(entry.number),
            attachment_number: null,
            description: "Main Document",
            absolute_url: `/docket/${docketId}/${entry.number}/larkspur-mills-v-ondine-freight/`,
            filepath_local: null,
            is_sealed: false,
          },
        ],
      })),
    },
  };
}

function deliver(body: object, idempotencyKey: string, secret = SECRET) {
  return app.inject({
    method: "POST",
    url: `/api/inbound/courtlistener/${secret}`,
    headers: { "content-type": "application/json", "idempotency-key": idempotencyKey },
    payload: body,
  });
}

async function entriesOf(caseId: string) {
  return app.database.db.select().from(docketEntries).where(eq(docketEntries.caseId, caseId));
}

async function alertsFor(caseName: string) {
  const mails = await Promise.all(mailsTo(receiver, member.email).map((mail) => simpleParser(mail.raw)));
  return mails.filter((mail) => mail.subject?.startsWith(`Docket: ${caseName}`));
}

describe("following a case on CourtListener", () => {
  it("looks the docket up, subscribes its alert and deletes it on unfollowing, each request from the shared budget", async () => {
    const { caseId, docketId } = await followedCase();
    const spentBefore = await requestsSpent(admin.organizationId);

    const followed = await api<TCourtListenerFollow>(app, member, "POST", followUrl(caseId));
    expect(followed.status, JSON.stringify(followed.body)).toBe(200);
    expect(followed.body).toMatchObject({ isAvailable: true, isFollowing: true, docketId });
    const lookup = courtListener.server.requests.find((request) => request.url.startsWith("/api/rest/v4/dockets/"));
    expect(new URL(lookup?.url ?? "", courtListener.url).searchParams.get("docket_number_core")).toBe(
      `24${String(2000 + sequence).padStart(5, "0")}`,
    );
    expect([...courtListener.docketAlerts.values()].map((alert) => alert.docket)).toContain(docketId);
    expect(await requestsSpent(admin.organizationId)).toBe(spentBefore + 2);

    const usage = await api<TCourtListenerAlertsUsage>(app, admin, "GET", "/api/cases/courtlistener/usage");
    expect(usage.body).toMatchObject({
      isConfigured: true,
      isWebhookConfigured: true,
      alertsMax: 3,
      organizationFollows: 1,
    });
    expect(usage.body.alertsUsed).toBe(courtListener.docketAlerts.size);
    expect((await api(app, member, "GET", "/api/cases/courtlistener/usage")).status).toBe(403);

    const unfollowed = await api<TCourtListenerFollow>(app, member, "DELETE", followUrl(caseId));
    expect(unfollowed.body.isFollowing).toBe(false);
    expect([...courtListener.docketAlerts.values()].map((alert) => alert.docket)).not.toContain(docketId);
    expect(await requestsSpent(admin.organizationId)).toBe(spentBefore + 3);
  });

  it("says when CourtListener has no such docket, and refuses another organization's case by id", async () => {
    sequence += 1;
    const added = await addCase(app, member, {
      docketNumber: `1:24-cv-0${2000 + sequence}`,
      caseName: "Unknown to CourtListener",
    });
    const missing = await api<{ detail: string }>(app, member, "POST", followUrl(added.id));
    expect(missing.status).toBe(404);
    expect(missing.body.detail).toBe("CourtListener has no docket of this number in this court yet.");

    const { caseId } = await followedCase();
    const refused = await api(app, outsider, "POST", followUrl(caseId));
    expect(refused.status).toBe(404);
    expect(courtListener.docketAlerts.size).toBe(0);
  });
});

describe("a proposed case", () => {
  it("cannot follow CourtListener, so dismissing it leaves no alert behind", async () => {
    sequence += 1;
    const fields = {
      caseName: `Unasked Shipping v. Proposer ${sequence}`,
      caseNumber: `1:24-cv-0${2000 + sequence}-PKC`,
      entryNumber: 1,
      docketText: "COMPLAINT against Proposer. Document filed by Unasked Shipping.",
    };
    courtListener.dockets.push({
      id: 70_000 + sequence,
      court_id: "nysd",
      docket_number: `1:24-cv-0${2000 + sequence}`,
      case_name: fields.caseName,
    });
    const alertsBefore = courtListener.docketAlerts.size;
    await sendCourtNotice(app, admin, address, fields);
    const list = await api<TCaseList>(app, admin, "GET", "/api/cases");
    const proposed = list.body.proposed.find((row) => row.caseName === fields.caseName);
    expect(proposed?.status).toBe("proposed");

    const refused = await api<{ detail: string }>(app, admin, "POST", followUrl(proposed?.id ?? ""));
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toBe("Confirm the case before following it on CourtListener.");
    expect((await api(app, admin, "POST", `/api/cases/${proposed?.id}/dismiss`)).status).toBe(204);
    expect(courtListener.docketAlerts.size).toBe(alertsBefore);
  });
});

describe("two follows of one docket at once", () => {
  it("of one case both answer, and CourtListener holds one alert", async () => {
    const { caseId, docketId } = await followedCase();
    const answers = await Promise.all(
      [1, 2].map(() => api<TCourtListenerFollow>(app, member, "POST", followUrl(caseId))),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(alertsOn(docketId)).toHaveLength(1);
    expect((await api(app, member, "DELETE", followUrl(caseId))).status).toBe(200);
  });

  it("of two organizations' cases share the one alert, and two unfollows at once delete it", async () => {
    const { caseId, caseNumber, caseName, docketId } = await followedCase();
    const other = await addCase(app, outsider, { docketNumber: caseNumber, caseName });
    const follows = await Promise.all([
      api(app, member, "POST", followUrl(caseId)),
      api(app, outsider, "POST", followUrl(other.id)),
    ]);
    expect(follows.map((answer) => answer.status)).toEqual([200, 200]);
    const [alert] = alertsOn(docketId);
    expect(alertsOn(docketId)).toHaveLength(1);
    const rows = await app.database.db
      .select({ alertId: courtListenerDocketAlerts.alertId })
      .from(courtListenerDocketAlerts)
      .where(eq(courtListenerDocketAlerts.docketId, docketId));
    expect(rows).toEqual([{ alertId: alert?.id }, { alertId: alert?.id }]);

    const unfollows = await Promise.all([
      api(app, member, "DELETE", followUrl(caseId)),
      api(app, outsider, "DELETE", followUrl(other.id)),
    ]);
    expect(unfollows.map((answer) => answer.status)).toEqual([200, 200]);
    expect(alertsOn(docketId)).toHaveLength(0);
  });
});

const alertBody = (id: number, docket: number, alertType: number) => ({
  id,
  date_created: "2024-01-02T10:00:00Z",
  date_modified: "2024-01-02T10:00:00Z",
  date_last_hit: null,
  alert_type: alertType,
  secret_key: "a1b2c3d4e5",
  docket,
});

/**
 * CourtListener's weekly old docket alerts report (event 4) on these dockets' alerts: warned of (`old_alerts`) or
 * disabled (`disabled_alerts`, which CourtListener turns into unsubscriptions, alert_type 0, first); once filed.
 */
async function reportOldAlerts(report: { warned?: number[]; disabled?: number[] }) {
  const alertOf = (docketId: number) => {
    const [alert] = alertsOn(docketId);
    if (!alert) throw new Error(`No alert on docket ${docketId}.`);
    return alert;
  };
  for (const docketId of report.disabled ?? []) alertOf(docketId).alert_type = 0;
  const body = {
    webhook: { version: 2, event_type: 4, date_created: new Date().toISOString(), deprecation_date: null },
    payload: {
      old_alerts: (report.warned ?? []).map((docketId) => alertBody(alertOf(docketId).id, docketId, 1)),
      disabled_alerts: (report.disabled ?? []).map((docketId) => alertBody(alertOf(docketId).id, docketId, 0)),
    },
  };
  const key = `old-alerts-warned-${report.warned?.join("-")}-disabled-${report.disabled?.join("-")}`;
  expect((await deliver(body, key)).statusCode).toBe(200);
  await app.jobs.whenIdle();
}

const followOf = async (user: SignedInUser, caseId: string) =>
  (await api<TCourtListenerFollow>(app, user, "GET", followUrl(caseId))).body;

/** The alert-type changes CourtListener was asked for (PATCH …/docket-alerts/{id}/), as [alert id, alert_type]. */
const alertTypeChanges = () =>
  courtListener.server.requests
    .filter((request) => request.method === "PATCH")
    .map((request) => [
      Number(/docket-alerts\/(\d+)\//.exec(request.url)?.[1]),
      (JSON.parse(request.body) as { alert_type: number }).alert_type,
    ]);

describe("CourtListener's report of old docket alerts", () => {
  it("marks the follows it warns of and the ones it disabled, once per Idempotency-Key", async () => {
    const warned = await followedCase();
    const disabled = await followedCase();
    for (const { caseId } of [warned, disabled]) {
      expect((await api(app, member, "POST", followUrl(caseId))).status).toBe(200);
    }
    const report = {
      webhook: { version: 2, event_type: 4, date_created: new Date().toISOString(), deprecation_date: null },
      payload: {
        old_alerts: [alertBody(alertsOn(warned.docketId)[0]?.id ?? 0, warned.docketId, 1)],
        disabled_alerts: [alertBody(alertsOn(disabled.docketId)[0]?.id ?? 0, disabled.docketId, 0)],
      },
    };
    expect((await deliver(report, `old-alerts-${warned.docketId}`)).statusCode).toBe(200);
    await app.jobs.whenIdle();

    const warnedFollow = await followOf(member, warned.caseId);
    const disabledFollow = await followOf(member, disabled.caseId);
    expect(warnedFollow).toMatchObject({ isFollowing: true, disabledAt: null });
    expect(warnedFollow.staleSince).not.toBeNull();
    expect(disabledFollow).toMatchObject({ isFollowing: true, staleSince: null });
    expect(disabledFollow.disabledAt).not.toBeNull();
    const usage = await api<TCourtListenerAlertsUsage>(app, admin, "GET", "/api/cases/courtlistener/usage");
    expect(usage.body).toMatchObject({ staleFollows: 1, disabledFollows: 1 });

    const replay = await deliver(report, `old-alerts-${warned.docketId}`);
    expect(replay.json()).toEqual({ detail: "Already received." });
    await app.jobs.whenIdle();
    expect(await followOf(member, disabled.caseId)).toEqual(disabledFollow);

    const activity = docketEvent(warned.docketId, [{ number: 1, text: "ORDER reopening the case." }]);
    expect((await deliver(activity, `evt-reopened-${warned.docketId}`)).statusCode).toBe(200);
    await app.jobs.whenIdle();
    expect((await followOf(member, warned.caseId)).staleSince).toBeNull();

    for (const { caseId } of [warned, disabled]) {
      expect((await api(app, member, "DELETE", followUrl(caseId))).status).toBe(200);
    }
  });
});

describe("a follow of a docket whose alert CourtListener disabled or warned of", () => {
  it("re-enables the disabled alert (alert_type 1) for every case that follows the docket", async () => {
    const first = await followedCase();
    expect((await api(app, member, "POST", followUrl(first.caseId))).status).toBe(200);
    const [alert] = alertsOn(first.docketId);
    await reportOldAlerts({ disabled: [first.docketId] });
    expect((await followOf(member, first.caseId)).disabledAt).not.toBeNull();
    const other = await addCase(app, outsider, { docketNumber: first.caseNumber, caseName: first.caseName });
    const spentBefore = await requestsSpent(outsider.organizationId);

    const followed = await api<TCourtListenerFollow>(app, outsider, "POST", followUrl(other.id));
    expect(followed.status, JSON.stringify(followed.body)).toBe(200);
    expect(followed.body).toMatchObject({
      isFollowing: true,
      docketId: first.docketId,
      staleSince: null,
      disabledAt: null,
    });
    expect(alertsOn(first.docketId)).toEqual([expect.objectContaining({ id: alert?.id, alert_type: 1 })]);
    expect(alertTypeChanges().at(-1)).toEqual([alert?.id, 1]);
    expect(await requestsSpent(outsider.organizationId)).toBe(spentBefore + 2);
    expect(await followOf(member, first.caseId)).toMatchObject({ staleSince: null, disabledAt: null });

    expect((await api(app, member, "DELETE", followUrl(first.caseId))).status).toBe(200);
    expect((await api(app, outsider, "DELETE", followUrl(other.id))).status).toBe(200);
    expect(alertsOn(first.docketId)).toHaveLength(0);
  });

  it("re-ups the alert CourtListener warned it will disable, and a case already following it can do so too", async () => {
    const first = await followedCase();
    expect((await api(app, member, "POST", followUrl(first.caseId))).status).toBe(200);
    const [alert] = alertsOn(first.docketId);
    await reportOldAlerts({ warned: [first.docketId] });
    const other = await addCase(app, outsider, { docketNumber: first.caseNumber, caseName: first.caseName });
    const changesBefore = alertTypeChanges().length;

    const followed = await api<TCourtListenerFollow>(app, outsider, "POST", followUrl(other.id));
    expect(followed.body).toMatchObject({ isFollowing: true, staleSince: null, disabledAt: null });
    expect(alertTypeChanges().slice(changesBefore)).toEqual([[alert?.id, 1]]);
    expect((await followOf(member, first.caseId)).staleSince).toBeNull();

    await reportOldAlerts({ disabled: [first.docketId] });
    const again = await api<TCourtListenerFollow>(app, member, "POST", followUrl(first.caseId));
    expect(again.body).toMatchObject({ isFollowing: true, staleSince: null, disabledAt: null });
    expect(alertTypeChanges().slice(changesBefore)).toEqual([
      [alert?.id, 1],
      [alert?.id, 1],
    ]);
    expect(alertsOn(first.docketId)).toEqual([expect.objectContaining({ id: alert?.id, alert_type: 1 })]);
    expect((await followOf(outsider, other.id)).disabledAt).toBeNull();

    const live = await api<TCourtListenerFollow>(app, outsider, "POST", followUrl(other.id));
    expect(live.status).toBe(200);
    expect(alertTypeChanges().length).toBe(changesBefore + 2);
    expect((await api(app, member, "DELETE", followUrl(first.caseId))).status).toBe(200);
    expect((await api(app, outsider, "DELETE", followUrl(other.id))).status).toBe(200);
    expect(alertsOn(first.docketId)).toHaveLength(0);
  });

  it("subscribes a new alert when CourtListener no longer has the disabled one", async () => {
    const first = await followedCase();
    expect((await api(app, member, "POST", followUrl(first.caseId))).status).toBe(200);
    const [alert] = alertsOn(first.docketId);
    await reportOldAlerts({ disabled: [first.docketId] });
    courtListener.docketAlerts.delete(alert?.id ?? 0);
    const other = await addCase(app, outsider, { docketNumber: first.caseNumber, caseName: first.caseName });

    const followed = await api<TCourtListenerFollow>(app, outsider, "POST", followUrl(other.id));
    expect(followed.status, JSON.stringify(followed.body)).toBe(200);
    const [created] = alertsOn(first.docketId);
    expect(created?.id).not.toBe(alert?.id);
    const rows = await app.database.db
      .select({ alertId: courtListenerDocketAlerts.alertId, disabledAt: courtListenerDocketAlerts.disabledAt })
      .from(courtListenerDocketAlerts)
      .where(eq(courtListenerDocketAlerts.docketId, first.docketId));
    expect(rows).toEqual([
      { alertId: created?.id, disabledAt: null },
      { alertId: created?.id, disabledAt: null },
    ]);

    expect((await api(app, member, "DELETE", followUrl(first.caseId))).status).toBe(200);
    expect((await api(app, outsider, "DELETE", followUrl(other.id))).status).toBe(200);
    expect(alertsOn(first.docketId)).toHaveLength(0);
  });
});

describe("CourtListener's webhook", () => {
  it("answers 404 to a wrong secret and stores nothing", async () => {
    const response = await deliver(docketEvent(1, [{ number: 1, text: "ORDER." }]), "wrong-secret-key", `x${SECRET}`);
    expect(response.statusCode).toBe(404);
    const stored = await app.database.db
      .select()
      .from(courtListenerWebhookEvents)
      .where(eq(courtListenerWebhookEvents.idempotencyKey, "wrong-secret-key"));
    expect(stored).toHaveLength(0);
  });

  it("files a replayed Idempotency-Key's entries once and mails the team once", async () => {
    const { caseId, caseName, docketId } = await followedCase();
    expect((await api(app, member, "POST", followUrl(caseId))).status).toBe(200);
    const event = docketEvent(docketId, [{ number: 3, text: "ORDER granting extension of time to answer." }]);

    const first = await deliver(event, `evt-${docketId}`);
    const replay = await deliver(event, `evt-${docketId}`);
    expect([first.statusCode, replay.statusCode]).toEqual([200, 200]);
    expect(replay.json()).toEqual({ detail: "Already received." });

    await waitUntil(async () => (await alertsFor(caseName)).length > 0, 30_000, "the entry's alert");
    await app.jobs.whenIdle();
    const entries = await entriesOf(caseId);
    expect(entries.map((entry) => [entry.entryNumber, entry.source])).toEqual([[3, "courtlistener"]]);
    const [stored] = await app.database.db
      .select()
      .from(courtListenerWebhookEvents)
      .where(eq(courtListenerWebhookEvents.idempotencyKey, `evt-${docketId}`));
    expect(stored?.deliveries).toBe(2);
    expect(stored?.processedAt).not.toBeNull();
    const alerts = await alertsFor(caseName);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]?.text).toContain(`${courtListener.url}/docket/${docketId}/3/`);
  });

  it("does not add again an entry a court notice brought, and adds the ones it did not", async () => {
    const { caseId, caseNumber, caseName, docketId } = await followedCase();
    expect((await api(app, member, "POST", followUrl(caseId))).status).toBe(200);
    const fields = {
      caseName,
      caseNumber,
      entryNumber: 7,
      docketText: "MOTION to Dismiss. Document filed by Ondine Freight.",
    };
    await sendCourtNotice(app, admin, address, fields);

    const delivered = await deliver(
      docketEvent(docketId, [
        { number: 7, text: "MOTION to Dismiss. Document filed by Ondine Freight." },
        { number: 8, text: "MEMORANDUM OF LAW in Support re 7 MOTION to Dismiss." },
      ]),
      `evt-merge-${docketId}`,
    );
    expect(delivered.statusCode).toBe(200);
    await waitUntil(async () => (await alertsFor(caseName)).length >= 2, 30_000, "two alerts");
    await app.jobs.whenIdle();

    const entries = (await entriesOf(caseId)).sort((a, b) => (a.entryNumber ?? 0) - (b.entryNumber ?? 0));
    expect(entries.map((entry) => [entry.entryNumber, entry.source])).toEqual([
      [7, "notice"],
      [8, "courtlistener"],
    ]);
    expect(await alertsFor(caseName)).toHaveLength(2);
  });
});

describe("CourtListener's shared budget", () => {
  it("holds the account's docket alerts to COURTLISTENER_DOCKET_ALERTS_MAX", async () => {
    while (courtListener.docketAlerts.size < 3) {
      const { caseId } = await followedCase();
      expect((await api(app, member, "POST", followUrl(caseId))).status).toBe(200);
    }
    const { caseId } = await followedCase();
    const refused = await api<{ detail: string }>(app, member, "POST", followUrl(caseId));
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toBe(
      "The CourtListener account's 3 docket alerts are all in use. Unfollow a case first.",
    );
    expect(courtListener.docketAlerts.size).toBe(3);
  });

  it("does not count an alert CourtListener disabled, until a follow re-enables it", async () => {
    const full = await followedCase();
    expect((await api(app, member, "POST", followUrl(full.caseId))).status).toBe(409);
    const [disabledDocket] = [...new Set([...courtListener.docketAlerts.values()].map((alert) => alert.docket))];
    await reportOldAlerts({ disabled: [disabledDocket ?? 0] });

    const followed = await api<TCourtListenerFollow>(app, member, "POST", followUrl(full.caseId));
    expect(followed.status, JSON.stringify(followed.body)).toBe(200);
    const usage = await api<TCourtListenerAlertsUsage>(app, admin, "GET", "/api/cases/courtlistener/usage");
    expect(usage.body).toMatchObject({ alertsUsed: 3, alertsMax: 3, disabledFollows: 1 });

    const [disabledCase] = await app.database.db
      .select({ docketNumber: cases.docketNumber, caseName: cases.caseName })
      .from(courtListenerDocketAlerts)
      .innerJoin(cases, eq(cases.id, courtListenerDocketAlerts.caseId))
      .where(eq(courtListenerDocketAlerts.docketId, disabledDocket ?? 0));
    const another = await addCase(app, outsider, {
      docketNumber: disabledCase?.docketNumber ?? "",
      caseName: disabledCase?.caseName ?? "",
    });
    const refused = await api<{ detail: string }>(app, outsider, "POST", followUrl(another.id));
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toBe(
      "The CourtListener account's 3 docket alerts are all in use. Unfollow a case first.",
    );
    expect(alertsOn(disabledDocket ?? 0)).toEqual([expect.objectContaining({ alert_type: 0 })]);
  });

  it("refuses to follow once the day's requests are spent, asking CourtListener nothing", async () => {
    sequence += 1;
    const added = await addCase(app, outsider, {
      docketNumber: `1:24-cv-0${2000 + sequence}`,
      caseName: "Outsider Holdings v. Budget",
    });
    await app.database.db
      .insert(caseLawSourceRequests)
      .values({
        source: "courtlistener",
        organizationId: outsider.organizationId,
        minute: new Date(Math.floor(Date.now() / 60_000) * 60_000),
        requests: REQUESTS_PER_DAY,
      })
      .onConflictDoUpdate({
        target: [caseLawSourceRequests.source, caseLawSourceRequests.minute, caseLawSourceRequests.organizationId],
        set: { requests: REQUESTS_PER_DAY },
      });
    const requestsBefore = courtListener.server.requests.length;

    const refused = await api<{ detail: string }>(app, outsider, "POST", followUrl(added.id));
    expect(refused.status).toBe(429);
    expect(refused.body.detail).toMatch(
      /^CourtListener's request budget is used for now\. Try again after \d\d:\d\d UTC\.$/,
    );
    expect(courtListener.server.requests.length).toBe(requestsBefore);
  });
});
