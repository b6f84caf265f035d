import type { TCaseDetail } from "@paralex/shared/cases";
import type { FastifyInstance } from "fastify";
import { simpleParser } from "mailparser";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { SignedInUser } from "../../test/billing-helpers.js";
import {
  api,
  COURT_NOTICE_SENDER,
  courtNoticeTestApp,
  districtNoticeText,
  type NoticeFields,
  noticeSubject,
} from "../../test/court-notice-helpers.js";
import { agentAddressOf, confirmedUser, mailsTo, sendToListener, waitForHandled } from "../../test/inbox-helpers.js";
import { startSmtpReceiver } from "../../test/smtp-receiver.js";

// Notices that arrive back to back are filed by concurrent jobs, in whatever order those finish. An alert tells the
// gaps the docket has when it is written, so which alert names a gap depends on that order; these tests pin what
// holds in every order: the page always shows the gap, and the alert written once both entries are filed names it.

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
    await app.jobs.whenIdle(IDLE_MS);

    const page = await api<TCaseDetail>(app, owner, "GET", `/api/cases/${id}`);
    expect(page.body.entries.map((row) => row.entryNumber)).toEqual([41, 44]);
    expect(page.body.gaps).toEqual([{ from: 42, to: 43 }]);
    const alerts = await alertsByEntry(caseName);
    expect([...alerts.keys()].sort()).toEqual([41, 44]);
    expect(
      [...alerts.values()].some((text) => text.includes(GAP_LINE)),
      `round ${round}`,
    ).toBe(true);
  }
}, 120_000);
