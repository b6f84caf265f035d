import type { TCaseDetail } from "@paralex/shared/cases";
import type { TCourtListenerAlertsUsage, TCourtListenerFollow } from "@paralex/shared/courtlistener-dockets";
import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { simpleParser } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { caseLawSourceRequests, courtListenerWebhookEvents, docketEntries } from "../../db/schema.js";
import type { SignedInUser } from "../../test/billing-helpers.js";
import { districtNoticeText, joinOrganization, noticeSubject } from "../../test/court-notice-helpers.js";
import { type FakeCourtListener, startFakeCourtListener } from "../../test/fake-courtlistener.js";
import { agentAddressOf, confirmedUser, mailsTo, sendToListener, waitForHandled } from "../../test/inbox-helpers.js";
import { startSmtpReceiver } from "../../test/smtp-receiver.js";
import { createTestApp } from "../../test/test-app.js";
import { waitUntil } from "../../test/wait-until.js";

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
  app = await createTestApp({
    SMTP_URL: receiver.url,
    INBOUND_SMTP_PORT: "0",
    INBOUND_REQUIRE_AUTHENTICATED_SENDER: "false",
    INBOUND_COURT_SENDERS: "@nysd.uscourts.gov",
    JOB_RETRY_DELAY_SECONDS: "1",
    COURTLISTENER_API_TOKEN: courtListener.token,
    COURTLISTENER_URL: courtListener.url,
    COURTLISTENER_REQUESTS_PER_MINUTE: "6000",
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

async function call<T>(user: SignedInUser, method: "GET" | "POST" | "DELETE", url: string, payload?: object) {
  const response = await app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${user.token}` },
    ...(payload ? { payload } : {}),
  });
  return { status: response.statusCode, body: response.json<T>() };
}

let sequence = 0;
/** A case the member follows, and CourtListener's docket of it. */
async function followedCase() {
  sequence += 1;
  const caseNumber = `1:24-cv-0${2000 + sequence}-PKC`;
  const caseName = `Larkspur Mills v. Ondine Freight ${sequence}`;
  const added = await call<TCaseDetail>(member, "POST", "/api/cases", {
    courtId: "nysd",
    docketNumber: caseNumber,
    caseName,
  });
  expect(added.status, JSON.stringify(added.body)).toBe(201);
  const docketId = 70_000 + sequence;
  courtListener.dockets.push({
    id: docketId,
    court_id: "nysd",
    docket_number: `1:24-cv-0${2000 + sequence}`,
    case_name: caseName,
  });
  return { caseId: added.body.id, caseNumber, caseName, docketId };
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

    const followed = await call<TCourtListenerFollow>(member, "POST", `/api/cases/${caseId}/courtlistener`);
    expect(followed.status, JSON.stringify(followed.body)).toBe(200);
    expect(followed.body).toMatchObject({ isAvailable: true, isFollowing: true, docketId });
    const lookup = courtListener.server.requests.find((request) => request.url.startsWith("/api/rest/v4/dockets/"));
    expect(new URL(lookup?.url ?? "", courtListener.url).searchParams.get("docket_number_core")).toBe(
      `24${String(2000 + sequence).padStart(5, "0")}`,
    );
    expect([...courtListener.docketAlerts.values()].map((alert) => alert.docket)).toContain(docketId);
    expect(await requestsSpent(admin.organizationId)).toBe(spentBefore + 2);

    const usage = await call<TCourtListenerAlertsUsage>(admin, "GET", "/api/cases/courtlistener/usage");
    expect(usage.body).toMatchObject({
      isConfigured: true,
      isWebhookConfigured: true,
      alertsMax: 3,
      organizationFollows: 1,
    });
    expect(usage.body.alertsUsed).toBe(courtListener.docketAlerts.size);
    expect((await call(member, "GET", "/api/cases/courtlistener/usage")).status).toBe(403);

    const unfollowed = await call<TCourtListenerFollow>(member, "DELETE", `/api/cases/${caseId}/courtlistener`);
    expect(unfollowed.body.isFollowing).toBe(false);
    expect([...courtListener.docketAlerts.values()].map((alert) => alert.docket)).not.toContain(docketId);
    expect(await requestsSpent(admin.organizationId)).toBe(spentBefore + 3);
  });

  it("says when CourtListener has no such docket, and refuses another organization's case by id", async () => {
    sequence += 1;
    const added = await call<TCaseDetail>(member, "POST", "/api/cases", {
      courtId: "nysd",
      docketNumber: `1:24-cv-0${2000 + sequence}`,
      caseName: "Unknown to CourtListener",
    });
    const missing = await call<{ detail: string }>(member, "POST", `/api/cases/${added.body.id}/courtlistener`);
    expect(missing.status).toBe(404);
    expect(missing.body.detail).toBe("CourtListener has no docket of this number in this court yet.");

    const { caseId } = await followedCase();
    const refused = await call(outsider, "POST", `/api/cases/${caseId}/courtlistener`);
    expect(refused.status).toBe(404);
    expect(courtListener.docketAlerts.size).toBe(0);
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
    expect((await call(member, "POST", `/api/cases/${caseId}/courtlistener`)).status).toBe(200);
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
    expect((await call(member, "POST", `/api/cases/${caseId}/courtlistener`)).status).toBe(200);
    const fields = {
      caseName,
      caseNumber,
      entryNumber: 7,
      docketText: "MOTION to Dismiss. Document filed by Ondine Freight.",
    };
    await sendToListener(app, {
      from: "cmecf_notices@nysd.uscourts.gov",
      to: address,
      subject: noticeSubject(fields),
      text: districtNoticeText(fields),
    });
    await waitForHandled(app, admin, noticeSubject(fields));

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
      expect((await call(member, "POST", `/api/cases/${caseId}/courtlistener`)).status).toBe(200);
    }
    const { caseId } = await followedCase();
    const refused = await call<{ detail: string }>(member, "POST", `/api/cases/${caseId}/courtlistener`);
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toBe(
      "The CourtListener account's 3 docket alerts are all in use. Unfollow a case first.",
    );
    expect(courtListener.docketAlerts.size).toBe(3);
  });

  it("refuses to follow once the day's requests are spent, asking CourtListener nothing", async () => {
    sequence += 1;
    const added = await call<TCaseDetail>(outsider, "POST", "/api/cases", {
      courtId: "nysd",
      docketNumber: `1:24-cv-0${2000 + sequence}`,
      caseName: "Outsider Holdings v. Budget",
    });
    expect(added.status).toBe(201);
    await app.database.db.insert(caseLawSourceRequests).values({
      source: "courtlistener",
      organizationId: outsider.organizationId,
      minute: new Date(Math.floor(Date.now() / 60_000) * 60_000),
      requests: 100,
    });
    const requestsBefore = courtListener.server.requests.length;

    const refused = await call<{ detail: string }>(outsider, "POST", `/api/cases/${added.body.id}/courtlistener`);
    expect(refused.status).toBe(429);
    expect(refused.body.detail).toMatch(
      /^CourtListener's request budget is used for now\. Try again after \d\d:\d\d UTC\.$/,
    );
    expect(courtListener.server.requests.length).toBe(requestsBefore);
  });
});
