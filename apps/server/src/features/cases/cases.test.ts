import type { TCaseDetail, TCaseList } from "@paralex/shared/cases";
import type { FastifyInstance } from "fastify";
import { simpleParser } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SignedInUser, subscribeThroughBuiltinCheckout } from "../../test/billing-helpers.js";
import { DRAFT } from "../../test/cite-check-helpers.js";
import { addCase, api, courtNoticeTestApp, joinOrganization } from "../../test/court-notice-helpers.js";
import {
  COURT_NOTICE_SENDER,
  districtNoticeText,
  type NoticeFields,
  noticeSubject,
} from "../../test/court-notice-text.js";
import {
  agentAddressOf,
  confirmedUser as confirmedUserOf,
  mailsTo,
  sendToListener,
  waitForHandled,
} from "../../test/inbox-helpers.js";
import { type ReceivedMail, startSmtpReceiver } from "../../test/smtp-receiver.js";
import { waitUntil } from "../../test/wait-until.js";

/** How long the queue may take to drain on a busy machine. */
const IDLE_MS = 60_000;

let receiver: Awaited<ReturnType<typeof startSmtpReceiver>>;
let app: FastifyInstance;
let admin: SignedInUser;
let member: SignedInUser;
let colleague: SignedInUser;
let address: string;

let sequence = 0;
/** A notice's fields for a fresh case number, so each test has its own case. */
function freshNotice(entryNumber: number, overrides: Partial<NoticeFields> = {}): NoticeFields {
  sequence += 1;
  return {
    caseName: `Quillfeather Widgets, Inc. v. Borealis Tinware ${sequence}`,
    caseNumber: `1:24-cv-0${1000 + sequence}-PKC`,
    entryNumber,
    docketText: `MOTION to Compel number ${sequence}.${entryNumber}. Document filed by Quillfeather Widgets, Inc.`,
    ...overrides,
  };
}

async function sendNotice(
  target: FastifyInstance,
  to: string,
  fields: NoticeFields,
  from = COURT_NOTICE_SENDER,
  forwardedBy?: string,
) {
  const text = districtNoticeText(fields);
  await sendToListener(target, {
    from: forwardedBy ?? from,
    to,
    subject: forwardedBy ? `Fwd: ${noticeSubject(fields)}` : noticeSubject(fields),
    text: forwardedBy
      ? `FYI\n\n---------- Forwarded message ---------\nFrom: ${from}\nSubject: ${noticeSubject(fields)}\n\n${text}`
      : text,
  });
}

async function alertsOf(email: string, caseName: string) {
  const parsed = await Promise.all(mailsTo(receiver, email).map((mail: ReceivedMail) => simpleParser(mail.raw)));
  return parsed.filter((mail) => mail.subject?.startsWith(`Docket: ${caseName}`));
}

async function caseOf(user: SignedInUser, id: string) {
  return api<TCaseDetail>(app, user, "GET", `/api/cases/${id}`);
}

beforeAll(async () => {
  receiver = await startSmtpReceiver();
  app = await courtNoticeTestApp(receiver);
  admin = await confirmedUserOf(app, receiver, "cases-admin");
  member = await joinOrganization(app, await confirmedUserOf(app, receiver, "cases-member"), admin.organizationId);
  colleague = await joinOrganization(
    app,
    await confirmedUserOf(app, receiver, "cases-colleague"),
    admin.organizationId,
  );
  address = await agentAddressOf(app, admin);
}, 90_000);

afterAll(async () => {
  await app?.close();
  await receiver?.close();
});

describe("a court notice over SMTP", () => {
  it("adds the entry to the case's docket and mails each of its team once, in the case's thread", async () => {
    const first = freshNotice(41);
    const added = await addCase(app, member, {
      docketNumber: first.caseNumber,
      caseName: first.caseName,
      team: [colleague.userId],
    });
    expect(added.docketNumber).toBe(`24-cv-${1000 + sequence}`);
    expect(added.tag).toBe(added.docketNumber);
    expect(added.plusAddress).toBe(address.replace("@", `+${added.tag}@`));
    expect(added.team.map((person) => person.email).sort()).toEqual([member.email, colleague.email].sort());

    await sendNotice(app, address, first);
    const handled = await waitForHandled(app, admin, noticeSubject(first));
    expect(handled).toMatchObject({ status: "filed" });
    await app.jobs.whenIdle(IDLE_MS);

    const page = await caseOf(member, added.id);
    expect(page.status).toBe(200);
    expect(page.body.entries).toHaveLength(1);
    expect(page.body.entries[0]).toMatchObject({ entryNumber: 41, source: "notice", restricted: false });
    expect(page.body.entries[0]?.text).toContain(first.docketText);
    expect(page.body.entries[0]?.documents[0]?.url).toMatch(/^https:\/\/ecf\.nysd\.uscourts\.gov\/doc1\//);

    const second = { ...first, entryNumber: 42, docketText: "ORDER granting motion to compel." };
    await sendNotice(app, address, second);
    await waitForHandled(app, admin, noticeSubject(second));
    await app.jobs.whenIdle(IDLE_MS);

    for (const person of [member, colleague]) {
      const alerts = await alertsOf(person.email, first.caseName);
      expect(alerts.map((mail) => mail.subject)).toEqual([
        `Docket: ${first.caseName} (${added.docketNumber})`,
        `Docket: ${first.caseName} (${added.docketNumber})`,
      ]);
      const [one, two] = alerts;
      expect(one?.text).toContain("Entry 41");
      expect(one?.text).toContain("https://ecf.nysd.uscourts.gov/doc1/");
      expect(one?.text).toContain(`/dashboard/cases/${added.id}/`);
      expect(one?.inReplyTo).toBeDefined();
      expect(two?.inReplyTo).toBe(one?.inReplyTo);
      expect(two?.references).toEqual(one?.references);
      expect(one?.headers.get("auto-submitted")).toBe("auto-generated");
    }
    // What is new since each member last looked: the colleague has not opened the case since it was added.
    const listed = async (user: SignedInUser) =>
      (await api<TCaseList>(app, user, "GET", "/api/cases")).body.cases.find((row) => row.id === added.id);
    expect(await listed(colleague)).toMatchObject({ newCount: 2, entryCount: 2, latestEntry: { entryNumber: 42 } });
    await caseOf(colleague, added.id);
    expect((await listed(colleague))?.newCount).toBe(0);
    // The Admin is not on the team: no alert.
    expect(await alertsOf(admin.email, first.caseName)).toHaveLength(0);
  }, 60_000);

  it("counts a notice once when two members forward their copies", async () => {
    const fields = freshNotice(7);
    const added = await addCase(app, member, {
      docketNumber: fields.caseNumber,
      caseName: fields.caseName,
      team: [colleague.userId],
    });
    await sendNotice(app, address, fields, COURT_NOTICE_SENDER, member.email);
    await sendNotice(app, address, fields, COURT_NOTICE_SENDER, colleague.email);
    const subject = `Fwd: ${noticeSubject(fields)}`;
    await waitUntil(
      async () => {
        const listed = await api<{ messages: { subject: string; status: string; reason: string | null }[] }>(
          app,
          admin,
          "GET",
          "/api/inbox/messages",
        );
        return (
          listed.body.messages.filter((message) => message.subject === subject && message.status === "filed").length ===
          2
        );
      },
      30_000,
      "both forwarded copies to be filed",
    );
    await app.jobs.whenIdle(IDLE_MS);
    const page = await caseOf(member, added.id);
    expect(page.body.entries.map((entry) => entry.entryNumber)).toEqual([7]);
    expect(await alertsOf(member.email, fields.caseName)).toHaveLength(1);
    expect(await alertsOf(colleague.email, fields.caseName)).toHaveLength(1);
  }, 60_000);

  it("says which entries have not been seen when numbers skip, on the page and in the next alert", async () => {
    const twelve = freshNotice(12);
    const added = await addCase(app, member, { docketNumber: twelve.caseNumber, caseName: twelve.caseName });
    await sendNotice(app, address, twelve);
    await waitForHandled(app, admin, noticeSubject(twelve));
    const fifteen = { ...twelve, entryNumber: 15, docketText: "ANSWER to Complaint." };
    await sendNotice(app, address, fifteen);
    await waitForHandled(app, admin, noticeSubject(fifteen));
    await app.jobs.whenIdle(IDLE_MS);

    const page = await caseOf(member, added.id);
    expect(page.body.entries.map((entry) => entry.entryNumber)).toEqual([12, 15]);
    expect(page.body.gaps).toEqual([{ from: 13, to: 14 }]);
    const alerts = await alertsOf(member.email, twelve.caseName);
    expect(alerts).toHaveLength(2);
    expect(alerts[0]?.text).not.toContain("have not seen");
    expect(alerts[1]?.text).toContain("We have not seen entries 13–14");
    expect(alerts[1]?.text).toContain("PACER");
  }, 60_000);
});

describe("a notice for a case nobody added", () => {
  it("becomes a proposed case, with its entry, that an Admin confirms or dismisses", async () => {
    const fields = freshNotice(3);
    await sendNotice(app, address, fields);
    const handled = await waitForHandled(app, admin, noticeSubject(fields));
    expect(handled.reason).toContain("proposed case");

    const asAdmin = await api<TCaseList>(app, admin, "GET", "/api/cases");
    const proposed = asAdmin.body.proposed.find((row) => row.caseName === fields.caseName);
    expect(proposed).toMatchObject({ status: "proposed", courtId: "nysd", docketNumber: `24-cv-${1000 + sequence}` });
    expect(proposed?.latestEntry?.entryNumber).toBe(3);
    const asMember = await api<TCaseList>(app, member, "GET", "/api/cases");
    expect(asMember.body.proposed).toEqual([]);
    expect((await api(app, member, "POST", `/api/cases/${proposed?.id}/confirm`)).status).toBe(403);
    expect((await caseOf(member, proposed?.id as string)).status).toBe(404);

    const confirmed = await api<TCaseDetail>(app, admin, "POST", `/api/cases/${proposed?.id}/confirm`);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ status: "active" });
    expect(confirmed.body.entries.map((entry) => entry.entryNumber)).toEqual([3]);
    expect(confirmed.body.team.map((person) => person.email)).toEqual([admin.email]);
    expect((await api(app, admin, "POST", `/api/cases/${proposed?.id}/confirm`)).status).toBe(409);

    const other = freshNotice(1);
    await sendNotice(app, address, other);
    await waitForHandled(app, admin, noticeSubject(other));
    const next = (await api<TCaseList>(app, admin, "GET", "/api/cases")).body.proposed.find(
      (row) => row.caseName === other.caseName,
    );
    expect((await api(app, admin, "POST", `/api/cases/${next?.id}/dismiss`)).status).toBe(204);
    const after = await api<TCaseList>(app, admin, "GET", "/api/cases");
    expect(after.body.proposed.some((row) => row.id === next?.id)).toBe(false);
    expect(after.body.cases.some((row) => row.id === next?.id)).toBe(false);
  }, 60_000);
});

describe("who sees a case", () => {
  it("shows Members the cases they follow and Admins all; another organization's case is 404", async () => {
    const fields = freshNotice(1);
    const colleagueCase = await addCase(app, colleague, { docketNumber: fields.caseNumber, caseName: fields.caseName });
    expect((await caseOf(member, colleagueCase.id)).status).toBe(404);
    expect((await caseOf(admin, colleagueCase.id)).status).toBe(200);
    const memberList = (await api<TCaseList>(app, member, "GET", "/api/cases")).body.cases;
    expect(memberList.some((row) => row.id === colleagueCase.id)).toBe(false);
    const adminList = (await api<TCaseList>(app, admin, "GET", "/api/cases")).body.cases;
    expect(adminList.some((row) => row.id === colleagueCase.id)).toBe(true);

    const stranger = await confirmedUserOf(app, receiver, "cases-stranger");
    expect((await caseOf(stranger, colleagueCase.id)).status).toBe(404);
    expect((await caseOf(stranger, "not-a-case")).status).toBe(404);
    expect((await api(app, stranger, "POST", `/api/cases/${colleagueCase.id}/confirm`)).status).toBe(404);
    expect(
      (await api(app, stranger, "PUT", `/api/cases/${colleagueCase.id}/alerts`, { alertPreference: "none" })).status,
    ).toBe(404);
  }, 60_000);

  it("refuses bad input and a case already followed, changing nothing", async () => {
    const bad = await api<Record<string, string[]>>(app, member, "POST", "/api/cases", {
      courtId: "nowhere",
      docketNumber: "x",
      caseName: "",
    });
    expect(bad.status).toBe(400);
    const fields = freshNotice(1);
    await addCase(app, member, { docketNumber: fields.caseNumber, caseName: fields.caseName });
    const twice = await api(app, member, "POST", "/api/cases", {
      courtId: "nysd",
      docketNumber: fields.caseNumber.replace("-PKC", ""),
      caseName: fields.caseName,
    });
    expect(twice.status).toBe(409);
    const stranger = await confirmedUserOf(app, receiver, "cases-outsider");
    const foreignTeam = await api(app, member, "POST", "/api/cases", {
      courtId: "nysd",
      docketNumber: "23-cv-777",
      caseName: "Team from elsewhere",
      team: [stranger.userId],
    });
    expect(foreignTeam.status).toBe(400);
  }, 60_000);
});

describe("alert preference and plus-addressed drafts", () => {
  it("stops a member's alerts when they choose none, and files a draft sent to the case's address", async () => {
    const fields = freshNotice(5);
    const added = await addCase(app, member, { docketNumber: fields.caseNumber, caseName: fields.caseName });
    const preference = await api(app, member, "PUT", `/api/cases/${added.id}/alerts`, {
      alertPreference: "digest",
      digestHour: 7,
      timeZone: "America/New_York",
    });
    expect(preference.status).toBe(200);
    expect((await caseOf(member, added.id)).body.myAlerts).toEqual({
      alertPreference: "digest",
      digestHour: 7,
      timeZone: "America/New_York",
    });
    expect((await api(app, member, "PUT", `/api/cases/${added.id}/alerts`, { alertPreference: "often" })).status).toBe(
      400,
    );
    await sendNotice(app, address, fields);
    await waitForHandled(app, admin, noticeSubject(fields));
    await app.jobs.whenIdle(IDLE_MS);
    expect(await alertsOf(member.email, fields.caseName)).toHaveLength(0);

    // The Admin's plan covers the Admin (a Member is covered only in their practice areas).
    await subscribeThroughBuiltinCheckout(app, admin, 1, "Basic");
    const subject = `Brief for the case ${Date.now()}`;
    await sendToListener(app, {
      from: admin.email,
      to: added.plusAddress,
      subject,
      text: "Please check.",
      attachments: [{ filename: "brief.txt", content: DRAFT, contentType: "text/plain" }],
    });
    await waitUntil(
      async () => (await caseOf(member, added.id)).body.citeChecks.length === 1,
      30_000,
      "the draft's check filed under the case",
    );
    expect((await caseOf(member, added.id)).body.citeChecks[0]?.sourceName).toBe("brief.txt");
    await app.jobs.whenIdle(IDLE_MS);
  }, 90_000);
});

describe("court mail in production mode", () => {
  it("quarantines a notice whose sender is not authenticated, and files nothing", async () => {
    const strict = await courtNoticeTestApp(receiver, {
      INBOUND_REQUIRE_AUTHENTICATED_SENDER: "true",
      INBOUND_COURT_SENDERS: "",
    });
    try {
      const owner = await confirmedUserOf(strict, receiver, "cases-strict");
      const to = await agentAddressOf(strict, owner);
      const fields = freshNotice(9);
      await sendNotice(strict, to, fields);
      const handled = await waitForHandled(strict, owner, noticeSubject(fields), true);
      expect(handled.status).toBe("quarantined");
      expect(handled.reason).toMatch(/Court notice not authenticated: .*DMARC/);
      const list = await api<TCaseList>(strict, owner, "GET", "/api/cases");
      expect(list.body.proposed).toEqual([]);
      expect(list.body.cases).toEqual([]);
    } finally {
      await strict.close();
    }
  }, 60_000);
});
