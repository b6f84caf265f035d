import type { TCaseDetail } from "@paralex/shared/cases";
import type { FastifyInstance } from "fastify";
import { simpleParser } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SignedInUser } from "../../test/billing-helpers.js";
import { courtNoticeFixture } from "../../test/court-notice-helpers.js";
import { agentAddressOf, confirmedUser, mailsTo, sendToListener, waitForHandled } from "../../test/inbox-helpers.js";
import { startSmtpReceiver } from "../../test/smtp-receiver.js";
import { createTestApp } from "../../test/test-app.js";

const SUBJECT = "Activity in Case 2:24-cv-05518-MEMF-AJR Sorrel Peak Studios LLC v. Larkmoor Media Group, Inc. Motion";

describe("a court notice in CM/ECF's HTML form", () => {
  let receiver: Awaited<ReturnType<typeof startSmtpReceiver>>;
  let app: FastifyInstance;
  let owner: SignedInUser;

  beforeAll(async () => {
    receiver = await startSmtpReceiver();
    app = await createTestApp({
      SMTP_URL: receiver.url,
      INBOUND_SMTP_PORT: "0",
      INBOUND_REQUIRE_AUTHENTICATED_SENDER: "false",
      INBOUND_COURT_SENDERS: "@cacd.uscourts.gov",
      JOB_RETRY_DELAY_SECONDS: "1",
    });
    owner = await confirmedUser(app, receiver, "html-notice-owner");
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await receiver?.close();
  });

  it("files its entry, documents and links under the case and mails the team", async () => {
    const headers = { authorization: `Bearer ${owner.token}` };
    const added = await app.inject({
      method: "POST",
      url: "/api/cases",
      headers,
      payload: { courtId: "cacd", docketNumber: "2:24-cv-05518", caseName: "Sorrel Peak Studios v. Larkmoor" },
    });
    expect(added.statusCode).toBe(201);
    const caseId = (added.json() as TCaseDetail).id;

    await sendToListener(app, {
      from: "cmecf_notices@cacd.uscourts.gov",
      to: await agentAddressOf(app, owner),
      subject: SUBJECT,
      html: courtNoticeFixture("district-nef.html"),
    });
    expect(await waitForHandled(app, owner, SUBJECT)).toMatchObject({ status: "filed" });
    await app.jobs.whenIdle(60_000);

    const page = (await app.inject({ method: "GET", url: `/api/cases/${caseId}`, headers })).json() as TCaseDetail;
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
