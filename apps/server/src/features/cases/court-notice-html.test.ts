import type { TCaseDetail } from "@paralex/shared/cases";
import type { FastifyInstance } from "fastify";
import { simpleParser } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SignedInUser } from "../../test/billing-helpers.js";
import { addCase, api, courtNoticeFixture, courtNoticeTestApp } from "../../test/court-notice-helpers.js";
import { agentAddressOf, confirmedUser, mailsTo, sendToListener, waitForHandled } from "../../test/inbox-helpers.js";
import { startSmtpReceiver } from "../../test/smtp-receiver.js";

const SUBJECT = "Activity in Case 2:24-cv-05518-MEMF-AJR Sorrel Peak Studios LLC v. Larkmoor Media Group, Inc. Motion";

describe("a court notice in CM/ECF's HTML form", () => {
  let receiver: Awaited<ReturnType<typeof startSmtpReceiver>>;
  let app: FastifyInstance;
  let owner: SignedInUser;

  beforeAll(async () => {
    receiver = await startSmtpReceiver();
    app = await courtNoticeTestApp(receiver, { INBOUND_COURT_SENDERS: "@cacd.uscourts.gov" });
    owner = await confirmedUser(app, receiver, "html-notice-owner");
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await receiver?.close();
  });

  it("files its entry, documents and links under the case and mails the team", async () => {
    const { id: caseId } = await addCase(app, owner, {
      courtId: "cacd",
      docketNumber: "2:24-cv-05518",
      caseName: "Sorrel Peak Studios v. Larkmoor",
    });

    await sendToListener(app, {
      from: "cmecf_notices@cacd.uscourts.gov",
      to: await agentAddressOf(app, owner),
      subject: SUBJECT,
      html: courtNoticeFixture("district-nef.html"),
    });
    expect(await waitForHandled(app, owner, SUBJECT)).toMatchObject({ status: "filed" });
    await app.jobs.whenIdle(60_000);

    const { body: page } = await api<TCaseDetail>(app, owner, "GET", `/api/cases/${caseId}`);
    expect(page.entries).toHaveLength(1);
    const [entry] = page.entries;
    expect(entry).toMatchObject({
      entryNumber: 18,
      source: "notice",
      filer: "Larkmoor Media Group, Inc.",
      restricted: false,
    });
    expect(entry?.text).toContain("NOTICE OF MOTION AND MOTION to Dismiss Case");
    expect(entry?.documents[0]?.url).toBe(
      "https://ecf.cacd.uscourts.gov/doc1/031144456789?caseid=902211&de_seq_num=61&magic_num=77120934",
    );

    const alerts = await Promise.all(mailsTo(receiver, owner.email).map((mail) => simpleParser(mail.raw)));
    const docketAlerts = alerts.filter((mail) => mail.subject?.startsWith("Docket: Sorrel Peak Studios v. Larkmoor"));
    expect(docketAlerts).toHaveLength(1);
    expect(docketAlerts[0]?.text).toContain("Entry 18");
  }, 60_000);
});
