import type { FastifyInstance } from "fastify";
import nodemailer from "nodemailer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uniqueEmail } from "../../test/account-helpers.js";
import { auditEventsFor } from "../../test/audit-helpers.js";
import { type SignedInUser, subscribeThroughBuiltinCheckout } from "../../test/billing-helpers.js";
import { addKnownCases, DRAFT } from "../../test/cite-check-helpers.js";
import { type FakeCourtListener, startFakeCourtListener } from "../../test/fake-courtlistener.js";
import {
  agentAddressOf,
  confirmedUser as confirmedUserOf,
  inboxMessagesOf,
  inboxTestEnv,
  repliesTo as repliesToOf,
  replyTo as replyToOf,
  waitForHandled,
} from "../../test/inbox-helpers.js";
import { startSmtpReceiver } from "../../test/smtp-receiver.js";
import { createLastingTestDatabase, createTestApp } from "../../test/test-app.js";

let receiver: Awaited<ReturnType<typeof startSmtpReceiver>>;
let courtListener: FakeCourtListener;
let app: FastifyInstance;
let member: SignedInUser;
let address: string;

const baseEnv = () => inboxTestEnv(receiver, courtListener);

const confirmedUser = (target: FastifyInstance, label: string) => confirmedUserOf(target, receiver, label);
const addressOf = agentAddressOf;
const messagesOf = inboxMessagesOf;
const waitForStatus = waitForHandled;
const replyTo = (to: string, subject: string) => replyToOf(receiver, to, subject);
const repliesTo = (to: string, subject: string) => repliesToOf(receiver, to, subject);

async function statusOf(target: FastifyInstance, user: SignedInUser, subject: string, quarantine = false) {
  return (await messagesOf(target, user, quarantine)).find((message) => message.subject === subject);
}

/** A real SMTP client talking to the built-in listener. */
function clientOf(target: FastifyInstance) {
  const port = target.inboundSmtp?.port();
  if (!port) throw new Error("no inbound SMTP listener");
  return nodemailer.createTransport({ host: "127.0.0.1", port, secure: false, ignoreTLS: true });
}

beforeAll(async () => {
  receiver = await startSmtpReceiver();
  courtListener = await startFakeCourtListener();
  addKnownCases(courtListener);
  app = await createTestApp(baseEnv());
  member = await confirmedUser(app, "inbox");
  await subscribeThroughBuiltinCheckout(app, member, 1, "Basic");
  address = await addressOf(app, member);
}, 60_000);

afterAll(async () => {
  await app?.close();
  await courtListener?.close();
  await receiver?.close();
});

describe("the agent address", () => {
  it("is the organization's slug at the agent domain", () => {
    expect(address).toMatch(/^ada-s-firm(-\d+)?@associate\.paralex\.localhost$/);
  });

  it("refuses an unknown recipient at RCPT TO with 550", async () => {
    const error = await clientOf(app)
      .sendMail({ from: member.email, to: "nobody-here@associate.paralex.localhost", subject: "x", text: "x" })
      .catch((caught: unknown) => caught as { responseCode?: number; command?: string });
    expect(error).toMatchObject({ responseCode: 550, command: "RCPT TO" });
  });
});

describe("changing the agent address", () => {
  it("lets an Admin change the slug while the old address keeps working, and refuses a taken one", async () => {
    const other = await confirmedUser(app, "other");
    const taken = (await addressOf(app, other)).split("@")[0] as string;
    const change = (slug: string) =>
      app.inject({
        method: "PUT",
        url: "/api/inbox/address",
        headers: { authorization: `Bearer ${member.token}` },
        payload: { slug },
      });
    expect((await change(taken)).statusCode).toBe(409);
    expect((await change("Not A Slug!")).statusCode).toBe(400);

    const slug = `whitfield-${Date.now().toString(36)}`;
    const changed = await change(slug);
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ address: `${slug}@associate.paralex.localhost` });
    expect(await addressOf(app, member)).toBe(`${slug}@associate.paralex.localhost`);

    const subject = `To the old address ${Date.now()}`;
    await clientOf(app).sendMail({ from: member.email, to: address, subject, text: "Hello there" });
    await replyTo(member.email, subject);
    address = `${slug}@associate.paralex.localhost`;
  }, 60_000);
});

describe("a member's draft by email", () => {
  it("gets a threaded reply with the report attached, naming the file that could not be read", async () => {
    const subject = `Draft brief ${Date.now()}`;
    const sent = await clientOf(app).sendMail({
      from: member.email,
      to: address.replace("@", "+smith-case@"),
      subject,
      text: "Please check the attached.\n\n-- \nAda",
      attachments: [
        { filename: "brief.txt", content: DRAFT, contentType: "text/plain" },
        // A zip's signature and then nothing a zip holds: not a document the reader can open.
        { filename: "broken.docx", content: Buffer.concat([Buffer.from("PK\x03\x04"), Buffer.alloc(300, 7)]) },
      ],
    });
    const reply = await replyTo(member.email, subject);
    expect(reply.subject).toBe(`Re: ${subject}`);
    expect(reply.inReplyTo).toBe(sent.messageId);
    expect([reply.references].flat()).toContain(sent.messageId);
    expect(reply.headers.get("auto-submitted")).toBe("auto-replied");
    expect(reply.from?.value[0]?.address).toBe(address);
    expect(reply.text).toContain("Needs your attention:");
    expect(reply.text).toContain("Varghese v. China Southern Airlines Co., 925 F.3d 1339");
    expect(reply.text).toContain("Verified:");
    expect(reply.text).toMatch(/broken\.docx: not checked\./);
    expect(reply.text).toMatch(/\/dashboard\/cite-check\/[0-9a-f-]{36}\//);
    expect(reply.html).toContain("Needs your attention:");
    const pdf = reply.attachments.find((attachment) => attachment.contentType === "application/pdf");
    expect(pdf?.filename).toBe("cite-check-brief.pdf");
    expect(pdf?.content.subarray(0, 5).toString()).toBe("%PDF-");

    const listed = await statusOf(app, member, subject);
    expect(listed).toMatchObject({ status: "answered" });
  }, 90_000);

  it("processes a message sent twice with the same Message-ID once", async () => {
    const subject = `Twice ${Date.now()}`;
    const message = {
      from: member.email,
      to: address,
      subject,
      text: DRAFT,
      messageId: `<twice-${Date.now()}@example.com>`,
    };
    await clientOf(app).sendMail(message);
    await clientOf(app).sendMail(message);
    await replyTo(member.email, subject);
    await app.jobs.whenIdle();
    expect(repliesTo(member.email, subject)).toHaveLength(1);
    expect((await messagesOf(app, member)).filter((listed) => listed.subject === subject)).toHaveLength(1);
  }, 90_000);

  it("answers a message with nothing to check with a short help reply", async () => {
    const subject = `Hello ${Date.now()}`;
    await clientOf(app).sendMail({ from: member.email, to: address, subject, text: "Hi, what can you do?" });
    const reply = await replyTo(member.email, subject);
    expect(reply.text).toContain("I did not find a draft to check");
    expect(reply.attachments).toHaveLength(0);
  }, 60_000);
});

describe("mail that is never answered", () => {
  async function expectNoReply(subject: string, from: string, status: string, quarantine = false) {
    const handled = await waitForStatus(app, member, subject, quarantine);
    expect(handled?.status).toBe(status);
    await app.jobs.whenIdle();
    expect(repliesTo(from, subject)).toHaveLength(0);
    return handled;
  }

  it("quarantines a non-member's message, with the reason, and never answers it", async () => {
    const subject = `Stranger ${Date.now()}`;
    const stranger = uniqueEmail("stranger");
    await clientOf(app).sendMail({ from: stranger, to: address, subject, text: DRAFT });
    const handled = await expectNoReply(subject, stranger, "quarantined", true);
    expect(handled?.reason).toMatch(/not a confirmed member/);
  }, 60_000);

  it("refuses an auto-reply", async () => {
    const subject = `Out of office ${Date.now()}`;
    await clientOf(app).sendMail({
      from: member.email,
      to: address,
      subject,
      text: DRAFT,
      headers: { "Auto-Submitted": "auto-replied" },
    });
    const handled = await expectNoReply(subject, member.email, "refused");
    expect(handled?.reason).toMatch(/Auto-Submitted/);
  }, 60_000);

  it("refuses a bounce (empty envelope sender, delivery report)", async () => {
    const subject = `Undeliverable ${Date.now()}`;
    await clientOf(app).sendMail({
      envelope: { from: "", to: [address] },
      from: member.email,
      to: address,
      subject,
      text: DRAFT,
    });
    const handled = await expectNoReply(subject, member.email, "refused");
    expect(handled?.reason).toMatch(/Bounce/);
  }, 60_000);

  it("refuses a message over the size limit with 552 while it arrives", async () => {
    const small = await createTestApp({ ...baseEnv(), INBOUND_MAX_MESSAGE_BYTES: "65536" });
    try {
      const owner = await confirmedUser(small, "small");
      const to = await addressOf(small, owner);
      const error = await clientOf(small)
        .sendMail({
          from: owner.email,
          to,
          subject: "Too big",
          text: "x",
          attachments: [{ filename: "big.txt", content: Buffer.alloc(512 * 1024, "a") }],
        })
        .catch((caught: unknown) => caught as { responseCode?: number });
      expect(error).toMatchObject({ responseCode: 552 });
      expect(await messagesOf(small, owner)).toHaveLength(0);
    } finally {
      await small.close();
    }
  }, 60_000);
});

describe("sender authentication in production mode", () => {
  /** The DNS of a domain that publishes nothing: no SPF, no DKIM key, no DMARC policy. */
  const noRecordsAnywhere = async (name: string, rrtype: string) => {
    throw Object.assign(new Error(`query${rrtype} ENOTFOUND ${name}`), { code: "ENOTFOUND" });
  };

  it("quarantines a member's address sent without passing DMARC (a forged From)", async () => {
    const strict = await createTestApp(
      { ...baseEnv(), INBOUND_REQUIRE_AUTHENTICATED_SENDER: "true" },
      { dnsResolver: noRecordsAnywhere },
    );
    try {
      const owner = await confirmedUser(strict, "strict");
      await subscribeThroughBuiltinCheckout(strict, owner, 1, "Basic");
      const to = await addressOf(strict, owner);
      const subject = `Forged ${Date.now()}`;
      await clientOf(strict).sendMail({ from: owner.email, to, subject, text: DRAFT });
      const handled = await waitForStatus(strict, owner, subject, true);
      expect(handled).toMatchObject({ status: "quarantined" });
      expect(handled?.reason).toBe("Sender not authenticated: DMARC none for the From domain");
      await strict.jobs.whenIdle();
      expect(repliesTo(owner.email, subject)).toHaveLength(0);

      // An Admin releases it: it is then treated as from that member and answered.
      const id = handled?.id as string;
      const released = await strict.inject({
        method: "POST",
        url: `/api/inbox/messages/${id}/release`,
        headers: { authorization: `Bearer ${owner.token}` },
      });
      expect(released.statusCode).toBe(200);
      const reply = await replyTo(owner.email, subject);
      expect(reply.attachments.some((attachment) => attachment.contentType === "application/pdf")).toBe(true);
      const actions = (await auditEventsFor(strict, id)).map((event) => event.action).reverse();
      expect(actions).toEqual([
        "inbox_message_received",
        "inbox_message_quarantined",
        "inbox_message_released",
        "inbox_message_answered",
      ]);
      const [releasedEvent] = (await auditEventsFor(strict, id)).filter(
        (event) => event.action === "inbox_message_released",
      );
      expect(releasedEvent).toMatchObject({ actorEmail: owner.email, organizationId: owner.organizationId });
    } finally {
      await strict.close();
    }
  }, 90_000);
});

describe("a member without the cite check's plan", () => {
  it("gets a reply naming the plans and linking to subscriptions", async () => {
    const unpaid = await createTestApp(baseEnv());
    try {
      const owner = await confirmedUser(unpaid, "unpaid");
      const to = await addressOf(unpaid, owner);
      const subject = `No plan ${Date.now()}`;
      await clientOf(unpaid).sendMail({ from: owner.email, to, subject, text: DRAFT });
      const reply = await replyTo(owner.email, subject);
      expect(reply.text).toContain("Federal Criminal or Civil Litigation plan");
      expect(reply.text).toContain("/dashboard/subscriptions/");
    } finally {
      await unpaid.close();
    }
  }, 60_000);
});

describe("a restart between storing and replying", () => {
  it("replies once, from the next server", async () => {
    const database = await createLastingTestDatabase();
    try {
      const first = await createTestApp({ ...baseEnv(), ...database.env });
      const owner = await confirmedUser(first, "restart");
      await subscribeThroughBuiltinCheckout(first, owner, 1, "Basic");
      const to = await addressOf(first, owner);
      await first.close();

      // Stored and acknowledged by a server that runs no jobs, then stopped before anything else happens.
      const storing = await createTestApp({ ...baseEnv(), ...database.env, JOB_CONCURRENCY: "0" });
      const subject = `Restart ${Date.now()}`;
      try {
        const sent = await clientOf(storing).sendMail({ from: owner.email, to, subject, text: DRAFT });
        expect(sent.response).toMatch(/^250/);
      } finally {
        await storing.close();
      }
      expect(repliesTo(owner.email, subject)).toHaveLength(0);

      const next = await createTestApp({ ...baseEnv(), ...database.env });
      try {
        await replyTo(owner.email, subject);
        await next.jobs.whenIdle();
        expect(repliesTo(owner.email, subject)).toHaveLength(1);
      } finally {
        await next.close();
      }
    } finally {
      await database.drop();
    }
  }, 120_000);
});
