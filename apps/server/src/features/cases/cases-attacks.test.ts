import type { TCaseDetail, TCaseList } from "@paralex/shared/cases";
import type { FastifyInstance } from "fastify";
import { simpleParser } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SignedInUser } from "../../test/billing-helpers.js";
import { DRAFT } from "../../test/cite-check-helpers.js";
import {
  addCase,
  api,
  courtNoticeTestApp,
  joinOrganization,
  sendCourtNotice,
} from "../../test/court-notice-helpers.js";
import {
  COURT_NOTICE_SENDER,
  districtNoticeText,
  type NoticeFields,
  noticeSubject,
} from "../../test/court-notice-text.js";
import { agentAddressOf, confirmedUser, mailsTo, sendToListener, waitForHandled } from "../../test/inbox-helpers.js";
import { startSmtpReceiver } from "../../test/smtp-receiver.js";

const IDLE_MS = 60_000;

let receiver: Awaited<ReturnType<typeof startSmtpReceiver>>;
let app: FastifyInstance;
let admin: SignedInUser;
let member: SignedInUser;
let outsider: SignedInUser;
let address: string;

let sequence = 0;
function freshNotice(entryNumber: number, overrides: Partial<NoticeFields> = {}): NoticeFields {
  sequence += 1;
  return {
    caseName: `Attack Widgets, Inc. v. Probe Tinware ${sequence}`,
    caseNumber: `1:24-cv-0${5000 + sequence}-PKC`,
    entryNumber,
    docketText: `MOTION to Dismiss number ${sequence}.${entryNumber}. Document filed by Attack Widgets, Inc.`,
    ...overrides,
  };
}

async function send(options: { from: string; to: string; subject: string; text: string }) {
  await sendToListener(app, options);
}

const proposedOf = async (user: SignedInUser, caseName: string) =>
  (await api<TCaseList>(app, user, "GET", "/api/cases")).body.proposed.find((row) => row.caseName === caseName);

const caseOf = (user: SignedInUser, id: string) => api<TCaseDetail>(app, user, "GET", `/api/cases/${id}`);

async function proposedCase(): Promise<{ id: string; fields: NoticeFields }> {
  const fields = freshNotice(2);
  await sendCourtNotice(app, admin, address, fields);
  const proposed = await proposedOf(admin, fields.caseName);
  expect(proposed?.status).toBe("proposed");
  return { id: proposed?.id as string, fields };
}

beforeAll(async () => {
  receiver = await startSmtpReceiver();
  app = await courtNoticeTestApp(receiver);
  admin = await confirmedUser(app, receiver, "attack-admin");
  member = await joinOrganization(app, await confirmedUser(app, receiver, "attack-member"), admin.organizationId);
  outsider = await confirmedUser(app, receiver, "attack-outsider");
  address = await agentAddressOf(app, admin);
}, 90_000);

afterAll(async () => {
  await app?.close();
  await receiver?.close();
});

describe("another organization's case, by id", () => {
  it("is 404 to read, confirm, dismiss or set alerts on, and stays as it was", async () => {
    const { id, fields } = await proposedCase();
    expect((await caseOf(outsider, id)).status).toBe(404);
    expect((await api(app, outsider, "POST", `/api/cases/${id}/confirm`)).status).toBe(404);
    expect((await api(app, outsider, "POST", `/api/cases/${id}/dismiss`)).status).toBe(404);
    const alerts = await api(app, outsider, "PUT", `/api/cases/${id}/alerts`, { alertPreference: "none" });
    expect(alerts.status).toBe(404);
    expect((await proposedOf(admin, fields.caseName))?.status).toBe("proposed");

    // The same docket in the outsider's organization is their own case, holding none of the first one's entries.
    const own = await addCase(app, outsider, { docketNumber: fields.caseNumber, caseName: "Outsider's copy" });
    expect(own.id).not.toBe(id);
    expect(own.entries).toEqual([]);
    expect(own.team.map((person) => person.email)).toEqual([outsider.email]);
  }, 60_000);
});

describe("a Member", () => {
  it("cannot confirm or dismiss a proposed case, nor read or set alerts on a case they do not follow", async () => {
    const { id, fields } = await proposedCase();
    expect((await api(app, member, "POST", `/api/cases/${id}/confirm`)).status).toBe(403);
    expect((await api(app, member, "POST", `/api/cases/${id}/dismiss`)).status).toBe(403);
    expect((await caseOf(member, id)).status).toBe(404);
    expect((await api(app, member, "PUT", `/api/cases/${id}/alerts`, { alertPreference: "every" })).status).toBe(404);
    expect((await proposedOf(admin, fields.caseName))?.status).toBe("proposed");

    const other = freshNotice(1);
    const adminCase = await addCase(app, admin, { docketNumber: other.caseNumber, caseName: other.caseName });
    expect((await caseOf(member, adminCase.id)).status).toBe(404);
    const alerts = await api(app, member, "PUT", `/api/cases/${adminCase.id}/alerts`, { alertPreference: "none" });
    expect(alerts.status).toBe(404);
  }, 60_000);
});

describe("forged court notices", () => {
  it("files nothing from another organization's member forwarding a made-up notice", async () => {
    const fields = freshNotice(7);
    const added = await addCase(app, member, { docketNumber: fields.caseNumber, caseName: fields.caseName });
    const subject = `Fwd: ${noticeSubject(fields)}`;
    await send({
      from: outsider.email,
      to: address,
      subject,
      text: `FYI\n\n---------- Forwarded message ---------\nFrom: ${COURT_NOTICE_SENDER}\nSubject: ${noticeSubject(fields)}\n\n${districtNoticeText(fields)}`,
    });
    const handled = await waitForHandled(app, admin, subject, true);
    expect(handled.status).toBe("quarantined");
    await app.jobs.whenIdle(IDLE_MS);
    expect((await caseOf(member, added.id)).body.entries).toEqual([]);
  }, 60_000);

  it("files nothing into a New York case from another court's address that does not pass DMARC", async () => {
    const fields = freshNotice(8);
    const added = await addCase(app, member, { docketNumber: fields.caseNumber, caseName: fields.caseName });
    await send({
      from: "ecf_notices@cacd.uscourts.gov",
      to: address,
      subject: noticeSubject(fields),
      text: districtNoticeText(fields),
    });
    const handled = await waitForHandled(app, admin, noticeSubject(fields), true);
    expect(handled.status).toBe("quarantined");
    expect((await caseOf(member, added.id)).body.entries).toEqual([]);
  }, 60_000);
});

describe("hostile docket text and links", () => {
  it("keeps script out of the alert mail's HTML and gives no javascript: link", async () => {
    const script = `<script>alert("docket")</script><img src=x onerror=alert(1)>`;
    const fields = freshNotice(12, { docketText: `ORDER ${script} Signed by Judge Probe.` });
    const added = await addCase(app, member, { docketNumber: fields.caseNumber, caseName: fields.caseName });
    const text = districtNoticeText(fields).replace(
      /^https:\/\/ecf\.nysd\.uscourts\.gov\/doc1\/\S+$/m,
      "javascript:alert(document.cookie)//https://ecf.nysd.uscourts.gov/doc1/1",
    );
    await send({ from: COURT_NOTICE_SENDER, to: address, subject: noticeSubject(fields), text });
    await waitForHandled(app, admin, noticeSubject(fields));
    await app.jobs.whenIdle(IDLE_MS);

    const [entry] = (await caseOf(member, added.id)).body.entries;
    expect(entry?.text).toContain(script);
    for (const document of entry?.documents ?? []) {
      expect(document.url === null || document.url.startsWith("https://")).toBe(true);
    }
    const alerts = await Promise.all(mailsTo(receiver, member.email).map((mail) => simpleParser(mail.raw)));
    const alert = alerts.find((mail) => mail.subject?.startsWith(`Docket: ${fields.caseName}`));
    const html = String(alert?.html ?? "");
    expect(html).toContain("&lt;script&gt;");
    expect(html).not.toContain("<script>");
    expect(html).not.toMatch(/<img[^>]*onerror/i);
    expect(html).not.toMatch(/href="\s*javascript:/i);
  }, 60_000);
});

describe("plus-address tags", () => {
  it("files no outsider's draft under a case whose tag they guessed", async () => {
    const fields = freshNotice(1);
    const added = await addCase(app, member, { docketNumber: fields.caseNumber, caseName: fields.caseName });
    expect(added.tag).toBe(added.docketNumber);
    const subject = `Guessed tag ${sequence}`;
    await sendToListener(app, {
      from: outsider.email,
      to: address.replace("@", `+${added.docketNumber}@`),
      subject,
      text: "Please check.",
      attachments: [{ filename: "brief.txt", content: DRAFT, contentType: "text/plain" }],
    });
    expect((await waitForHandled(app, admin, subject, true)).status).toBe("quarantined");
    await app.jobs.whenIdle(IDLE_MS);
    expect((await caseOf(member, added.id)).body.citeChecks).toEqual([]);
  }, 60_000);
});
