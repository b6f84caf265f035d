import type { TCaseDetail, TCaseList } from "@paralex/shared/cases";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SignedInUser } from "../../test/billing-helpers.js";
import { addCase, api, courtNoticeTestApp, joinOrganization } from "../../test/court-notice-helpers.js";
import {
  COURT_NOTICE_SENDER,
  districtNoticeText,
  type NoticeFields,
  noticeSubject,
} from "../../test/court-notice-text.js";
import { agentAddressOf, confirmedUser, sendToListener, waitForHandled } from "../../test/inbox-helpers.js";
import { startSmtpReceiver } from "../../test/smtp-receiver.js";
import { MAX_PROPOSED_CASES_PER_NOTICE } from "./docket-filing.service.js";

// What a member's forward may do to a docket: it never stands in for the court's own copy, never reaches a case
// the member cannot see, and one notice never floods the Admins with proposed cases.

const IDLE_MS = 60_000;

let receiver: Awaited<ReturnType<typeof startSmtpReceiver>>;
let app: FastifyInstance;
let admin: SignedInUser;
let member: SignedInUser;
let address: string;

let sequence = 0;
function freshNotice(entryNumber: number, docketText: string): NoticeFields {
  sequence += 1;
  return {
    caseName: `Forwardly Mills, Inc. v. Relay Spindle ${sequence}`,
    caseNumber: `1:24-cv-0${6000 + sequence}-PKC`,
    entryNumber,
    docketText,
  };
}

async function send(from: string, subject: string, text: string) {
  await sendToListener(app, { from, to: address, subject, text });
  return waitForHandled(app, admin, subject);
}

const forward = (fields: NoticeFields) =>
  `FYI\n\n---------- Forwarded message ---------\nFrom: ${COURT_NOTICE_SENDER}\nSubject: ${noticeSubject(fields)}\n\n${districtNoticeText(fields)}`;

const caseFor = async (user: SignedInUser, fields: NoticeFields) =>
  (await addCase(app, user, { docketNumber: fields.caseNumber, caseName: fields.caseName })).id;

const entriesOf = async (user: SignedInUser, id: string) =>
  (await api<TCaseDetail>(app, user, "GET", `/api/cases/${id}`)).body.entries;

/** One notice from the court docketing the same order in `count` cases, as CM/ECF writes a multi-case NEF. */
function multiCaseNotice(count: number): { subject: string; text: string; caseNames: string[] } {
  const blocks = Array.from({ length: count }, (_, index) => ({
    caseName: `Flood Tinware ${sequence}-${index} v. Ladle Co.`,
    caseNumber: `1:24-cv-0${7000 + sequence * 20 + index}-PKC`,
  }));
  sequence += 1;
  const text = `U.S. District Court

Southern District of New York

Notice of Electronic Filing

The following transaction was entered on 3/4/2024 at 10:15 AM EST and filed on 3/4/2024
${blocks
  .map(
    (block, index) => `Case Name:           ${block.caseName}
Case Number:         ${block.caseNumber}
Filer:
Document Number:     ${index + 3}

Copy the URL address from the line below into the location bar of your Web browser to view the document:
https://ecf.nysd.uscourts.gov/doc1/12703${index}?caseid=59${index}&de_seq_num=1&magic_num=1
`,
  )
  .join("\n")}
Docket Text:
ORDER consolidating the related cases for pretrial purposes. Signed by Judge Probe on 3/4/2024. (Entered: 03/04/2024)
`;
  return {
    subject: `Activity in Case ${blocks[0]?.caseNumber} Flood ORDER`,
    text,
    caseNames: blocks.map((b) => b.caseName),
  };
}

beforeAll(async () => {
  receiver = await startSmtpReceiver();
  app = await courtNoticeTestApp(receiver);
  admin = await confirmedUser(app, receiver, "forwards-admin");
  member = await joinOrganization(app, await confirmedUser(app, receiver, "forwards-member"), admin.organizationId);
  address = await agentAddressOf(app, admin);
}, 90_000);

afterAll(async () => {
  await app?.close();
  await receiver?.close();
});

describe("a member's forwarded notice", () => {
  it("is replaced by the court's own copy of the same entry, not counted as that copy", async () => {
    const made = freshNotice(33, "ORDER granting default judgment against the client. Made up.");
    const caseId = await caseFor(member, made);
    const forwarded = await send(member.email, `Fwd: ${noticeSubject(made)}`, forward(made));
    expect(forwarded.status).toBe("filed");
    const [asForwarded] = await entriesOf(member, caseId);
    expect(asForwarded?.source).toBe("forward");

    const genuine = { ...made, docketText: "MOTION for Extension of Time to File Answer. Document filed by Relay." };
    const fromCourt = await send(COURT_NOTICE_SENDER, noticeSubject(genuine), districtNoticeText(genuine));
    expect(fromCourt.status).toBe("filed");
    await app.jobs.whenIdle(IDLE_MS);
    const entries = await entriesOf(member, caseId);
    expect(entries).toHaveLength(1);
    expect(entries[0]?.source).toBe("notice");
    expect(entries[0]?.text).toContain("MOTION for Extension of Time");
    expect(entries[0]?.text).not.toContain("Made up");
  }, 90_000);

  it("never reaches a case the member does not follow", async () => {
    const fields = freshNotice(4, "ORDER dismissing the case with prejudice. Made up.");
    const caseId = await caseFor(admin, fields);
    await send(member.email, `Fwd: ${noticeSubject(fields)}`, forward(fields));
    await app.jobs.whenIdle(IDLE_MS);
    expect(await entriesOf(admin, caseId)).toEqual([]);
  }, 90_000);
});

describe("a notice naming many cases nobody added", () => {
  it(`proposes none past ${MAX_PROPOSED_CASES_PER_NOTICE}, and proposes each up to it`, async () => {
    const flood = multiCaseNotice(MAX_PROPOSED_CASES_PER_NOTICE + 2);
    await send(COURT_NOTICE_SENDER, flood.subject, flood.text);
    const few = multiCaseNotice(2);
    await send(COURT_NOTICE_SENDER, few.subject, few.text);
    const proposed = (await api<TCaseList>(app, admin, "GET", "/api/cases")).body.proposed.map((row) => row.caseName);
    expect(proposed.filter((name) => flood.caseNames.includes(name))).toEqual([]);
    expect(proposed.filter((name) => few.caseNames.includes(name)).sort()).toEqual([...few.caseNames].sort());
  }, 90_000);
});
