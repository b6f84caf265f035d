import type { TCaseDetail } from "@paralex/shared/cases";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { simpleParser } from "mailparser";
import MailComposer from "nodemailer/lib/mail-composer/index.js";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { DbExecutor } from "../../db/client.js";
import type { JobName } from "../../jobs/job-queue.js";
import type { SignedInUser } from "../../test/billing-helpers.js";
import { api, courtNoticeTestApp } from "../../test/court-notice-helpers.js";
import {
  COURT_NOTICE_SENDER,
  districtNoticeText,
  type NoticeFields,
  noticeSubject,
} from "../../test/court-notice-text.js";
import { agentAddressOf, confirmedUser, mailsTo, sendToListener, waitForHandled } from "../../test/inbox-helpers.js";
import { startSmtpReceiver } from "../../test/smtp-receiver.js";
import { waitUntil } from "../../test/wait-until.js";
import { INBOX_MESSAGE_JOB, type InboxMessageJobData, storeInboundMessage } from "../inbox/inbound-store.js";
import { resolveRecipient } from "../inbox/inbox-addresses.js";
import type { InboxDeps } from "../inbox/inbox-deps.js";
import { findCaseById, touchLastEntry } from "./cases.repository.js";
import type { DocketDeps } from "./cases-deps.js";
import { alertDocketEntry, DOCKET_ENTRY_ALERT_JOB } from "./docket-alert-job.js";

// Notices that arrive back to back are filed by concurrent jobs, in whatever order those finish. An alert tells the
// gaps the docket has when it is written, so which alert names a gap depends on that order; these tests pin what
// holds in every order: the page always shows the gap, and the alert written once both entries are filed names it.
// An alert never names as unseen an entry whose notice the inbox already holds: it waits for that notice's filing.

const IDLE_MS = 60_000;
const GAP_LINE = "We have not seen entries 42–43";

let receiver: Awaited<ReturnType<typeof startSmtpReceiver>>;
let app: FastifyInstance;
let owner: SignedInUser;
let address: string;

beforeAll(async () => {
  receiver = await startSmtpReceiver();
  app = await courtNoticeTestApp(receiver);
  owner = await confirmedUser(app, receiver, "gaps-owner");
  address = await agentAddressOf(app, owner);
}, 90_000);

afterAll(async () => {
  await app?.close();
  await receiver?.close();
});

let sequence = 0;
async function addedCase() {
  sequence += 1;
  const caseNumber = `1:24-cv-0${4000 + sequence}-PKC`;
  const caseName = `Tamarack Looms v. Fennick Carriers ${sequence}`;
  const added = await api<TCaseDetail>(app, owner, "POST", "/api/cases", {
    courtId: "nysd",
    docketNumber: caseNumber,
    caseName,
  });
  expect(added.status, JSON.stringify(added.body)).toBe(201);
  const entry = (entryNumber: number, docketText: string): NoticeFields => ({
    caseName,
    caseNumber,
    entryNumber,
    docketText,
  });
  return { id: added.body.id, caseName, entry };
}

const send = (fields: NoticeFields) =>
  sendToListener(app, {
    from: COURT_NOTICE_SENDER,
    to: address,
    subject: noticeSubject(fields),
    text: districtNoticeText(fields),
  });

/** The case's alerts to the owner, by entry, once `count` of them have arrived and the queue is idle. */
async function alertsOnceArrived(caseName: string, count: number): Promise<Map<number, string>> {
  await waitUntil(async () => (await alertsByEntry(caseName)).size >= count, 45_000, `${count} alerts of ${caseName}`);
  await app.jobs.whenIdle(IDLE_MS);
  return alertsByEntry(caseName);
}

/**
 * Stores a notice in the inbox as the SMTP listener does, but keeps its message job back until `release`: the
 * notice has arrived and waits its turn behind other jobs.
 */
async function heldNotice(fields: NoticeFields) {
  const held: InboxMessageJobData[] = [];
  const holding = {
    db: app.database.db,
    inbound: app.config.inbound,
    jobs: {
      ...app.jobs,
      enqueue: async <T extends object>(_executor: DbExecutor, _name: JobName<T>, data: T) => {
        held.push(data as InboxMessageJobData);
      },
    },
  } as InboxDeps;
  const recipient = await resolveRecipient(app.database.db, address, app.config.inbound.agentMailDomain);
  if (!recipient) throw new Error(`${address} reaches no organization`);
  const raw = await new MailComposer({
    from: COURT_NOTICE_SENDER,
    to: address,
    subject: noticeSubject(fields),
    text: districtNoticeText(fields),
  })
    .compile()
    .build();
  const stored = await storeInboundMessage(holding, {
    transport: "smtp",
    raw,
    recipients: [recipient],
    mailFrom: COURT_NOTICE_SENDER,
    clientIp: "127.0.0.1",
    clientHelo: "localhost",
  });
  expect(stored).toBe(1);
  return {
    release: async () => {
      for (const data of held) await app.jobs.enqueue(app.database.db, INBOX_MESSAGE_JOB, data);
      await waitForHandled(app, owner, noticeSubject(fields));
    },
  };
}

const docketDepsOf = (): DocketDeps => ({
  db: app.database.db,
  jobs: app.jobs,
  mailer: app.mailer,
  publicUrl: app.config.publicUrl,
  brandName: app.config.brandName,
  courtSenders: app.config.inbound.courtSenders,
  retryDelaySeconds: 1,
});

/** The case's alerts to the owner, by the entry each announces. */
async function alertsByEntry(caseName: string): Promise<Map<number, string>> {
  const parsed = await Promise.all(mailsTo(receiver, owner.email).map((mail) => simpleParser(mail.raw)));
  const alerts = parsed.filter((mail) => mail.subject?.startsWith(`Docket: ${caseName}`));
  return new Map(alerts.map((mail) => [Number(/Entry (\d+)/.exec(mail.text ?? "")?.[1]), mail.text ?? ""]));
}

it("names the gap in the alert of the entry filed second, when the higher number is filed first", async () => {
  const { id, caseName, entry } = await addedCase();
  const later = entry(44, "ORDER granting the motion to compel.");
  await send(later);
  await waitForHandled(app, owner, noticeSubject(later));
  await app.jobs.whenIdle(IDLE_MS);
  const earlier = entry(41, "MOTION to Compel Production of Documents.");
  await send(earlier);
  await waitForHandled(app, owner, noticeSubject(earlier));
  await app.jobs.whenIdle(IDLE_MS);

  const page = await api<TCaseDetail>(app, owner, "GET", `/api/cases/${id}`);
  expect(page.body.gaps).toEqual([{ from: 42, to: 43 }]);
  const alerts = await alertsByEntry(caseName);
  expect([...alerts.keys()].sort()).toEqual([41, 44]);
  expect(alerts.get(44)).not.toContain("have not seen");
  expect(alerts.get(41)).toContain(GAP_LINE);
}, 60_000);

it("never loses the gap when two notices arrive at once", async () => {
  for (let round = 0; round < 3; round += 1) {
    const { id, caseName, entry } = await addedCase();
    await Promise.all([entry(41, "MOTION to Compel."), entry(44, "ORDER granting the motion.")].map(send));
    const alerts = await alertsOnceArrived(caseName, 2);

    const page = await api<TCaseDetail>(app, owner, "GET", `/api/cases/${id}`);
    expect(page.body.entries.map((row) => row.entryNumber)).toEqual([41, 44]);
    expect(page.body.gaps).toEqual([{ from: 42, to: 43 }]);
    expect([...alerts.keys()].sort()).toEqual([41, 44]);
    expect(
      [...alerts.values()].some((text) => text.includes(GAP_LINE)),
      `round ${round}`,
    ).toBe(true);
  }
}, 120_000);

it("does not name as unseen an entry whose notice arrived before the alert was sent", async () => {
  const { id, caseName, entry } = await addedCase();
  const first = entry(41, "MOTION to Compel Production of Documents.");
  await send(first);
  await waitForHandled(app, owner, noticeSubject(first));
  await app.jobs.whenIdle(IDLE_MS);
  const waiting = await heldNotice(entry(42, "MEMORANDUM OF LAW in Support of the Motion to Compel."));
  const filedFirst = entry(43, "ORDER granting the motion to compel.");
  await send(filedFirst);
  await waitForHandled(app, owner, noticeSubject(filedFirst));
  await app.jobs.whenIdle(IDLE_MS);

  await waiting.release();
  const alerts = await alertsOnceArrived(caseName, 3);
  expect([...alerts.keys()].sort()).toEqual([41, 42, 43]);
  expect(alerts.get(43)).not.toContain("have not seen");
  expect(alerts.get(42)).not.toContain("have not seen");
  const page = await api<TCaseDetail>(app, owner, "GET", `/api/cases/${id}`);
  expect(page.body.gaps).toEqual([]);
}, 90_000);

it("names the gap after waiting its time when the earlier notice is still unread, and alerts once", async () => {
  const { id, caseName, entry } = await addedCase();
  const first = entry(61, "MOTION to Dismiss.");
  await send(first);
  await waitForHandled(app, owner, noticeSubject(first));
  await app.jobs.whenIdle(IDLE_MS);
  const stuck = await heldNotice(entry(62, "DECLARATION in Support of the Motion to Dismiss."));
  const later = entry(63, "ORDER denying the motion to dismiss.");
  await send(later);
  await waitForHandled(app, owner, noticeSubject(later));
  await app.jobs.whenIdle(IDLE_MS);
  expect([...(await alertsByEntry(caseName)).keys()]).toEqual([61]);

  const page = await api<TCaseDetail>(app, owner, "GET", `/api/cases/${id}`);
  const entryId = page.body.entries.find((row) => row.entryNumber === 63)?.id as string;
  const waitedLongEnough = new Date(Date.now() - 31_000).toISOString();
  await alertDocketEntry(docketDepsOf(), { entryId, waitingSince: waitedLongEnough });
  const alerts = await alertsOnceArrived(caseName, 2);
  expect(alerts.get(63)).toContain("We have not seen entry 62");

  await stuck.release();
  await alertsOnceArrived(caseName, 3);
  await waitUntil(
    async () => {
      const pending = await app.database.db.execute(
        sql`select 1 from pgboss.job where name = ${DOCKET_ENTRY_ALERT_JOB} and state in ('created', 'retry', 'active')`,
      );
      return pending.rows.length === 0;
    },
    45_000,
    "the waiting alert to end",
  );
  await app.jobs.whenIdle(IDLE_MS);
  const copies = (await Promise.all(mailsTo(receiver, owner.email).map((mail) => simpleParser(mail.raw)))).filter(
    (mail) => mail.subject?.startsWith(`Docket: ${caseName}`) && /Entry 63/.test(mail.text ?? ""),
  );
  expect(copies).toHaveLength(1);
}, 90_000);

it("moves a case's latest entry time only forward", async () => {
  const { id } = await addedCase();
  const later = new Date("2031-05-02T10:00:00.250Z");
  await touchLastEntry(app.database.db, id, later);
  await touchLastEntry(app.database.db, id, new Date(later.getTime() - 5));
  expect((await findCaseById(app.database.db, id))?.lastEntryAt?.toISOString()).toBe(later.toISOString());
});
