import { INBOX_MAX_DRAFTS } from "@paralex/shared/inbox";
import { count, eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bytesParam } from "../../db/bytes.js";
import { inboxMessageParts, inboxMessages } from "../../db/schema.js";
import { type SignedInUser, subscribeThroughBuiltinCheckout } from "../../test/billing-helpers.js";
import { addKnownCases } from "../../test/cite-check-helpers.js";
import { type FakeCourtListener, startFakeCourtListener } from "../../test/fake-courtlistener.js";
import {
  agentAddressOf,
  confirmedUser,
  inboxMessagesOf,
  inboxTestEnv,
  repliesTo,
  replyTo,
  sendToListener,
  waitForHandled,
} from "../../test/inbox-helpers.js";
import { startSmtpReceiver } from "../../test/smtp-receiver.js";
import { createTestApp } from "../../test/test-app.js";
import { INBOX_MESSAGE_JOB } from "./inbound-store.js";
import { dropExpiredRawMessages } from "./inbox.service.js";

/**
 * The inbox's limits: the drafts one message may carry, the replies one sender gets an hour, how long raw messages
 * are kept (decision 069), and a message stored whole before decision 080 still read.
 */

const REPLIES_AN_HOUR = 2;
const DAY_MS = 24 * 60 * 60 * 1000;

let receiver: Awaited<ReturnType<typeof startSmtpReceiver>>;
let courtListener: FakeCourtListener;
let app: FastifyInstance;
let owner: SignedInUser;
let address: string;
let manyDraftsId: string;
let wholeId: string;

beforeAll(async () => {
  receiver = await startSmtpReceiver();
  courtListener = await startFakeCourtListener();
  addKnownCases(courtListener);
  app = await createTestApp({
    ...inboxTestEnv(receiver, courtListener),
    INBOUND_REPLIES_PER_SENDER_PER_HOUR: String(REPLIES_AN_HOUR),
  });
  owner = await confirmedUser(app, receiver, "limits");
  await subscribeThroughBuiltinCheckout(app, owner, 1, "Basic");
  address = await agentAddressOf(app, owner);
}, 60_000);

afterAll(async () => {
  await app?.close();
  await courtListener?.close();
  await receiver?.close();
});

const partsOf = async (inboxMessageId: string) => {
  const [row] = await app.database.db
    .select({ count: count() })
    .from(inboxMessageParts)
    .where(eq(inboxMessageParts.inboxMessageId, inboxMessageId));
  return row?.count ?? 0;
};

describe("a message with more drafts than one message may carry", () => {
  it(`reads the first ${INBOX_MAX_DRAFTS} and names each one after them in the reply`, async () => {
    const subject = `Many drafts ${Date.now()}`;
    const draft = (index: number) => ({
      filename: `draft-${index}.txt`,
      content: `Draft ${index}. Bell Atlantic Corp. v. Twombly, 550 U.S. 544, 556 (2007).`,
      contentType: "text/plain",
    });
    // A zip's signature and then nothing a zip holds: read, and refused by the reader, without a check to wait for.
    const broken = (index: number) => ({
      filename: `broken-${index}.docx`,
      content: Buffer.concat([Buffer.from("PK\x03\x04"), Buffer.alloc(300, index)]),
    });
    const read = [draft(1), broken(2), broken(3), broken(4), broken(5)];
    const beyond = [draft(6), draft(7)];
    expect(read).toHaveLength(INBOX_MAX_DRAFTS);
    await sendToListener(app, {
      from: owner.email,
      to: address,
      subject,
      text: "All of them.",
      attachments: [...read, ...beyond],
    });
    const reply = await replyTo(receiver, owner.email, subject, 90_000);
    const pdfs = reply.attachments.filter((attachment) => attachment.contentType === "application/pdf");
    expect(pdfs.map((pdf) => pdf.filename)).toEqual(["cite-check-draft-1.pdf"]);
    for (const file of [...read.slice(1), ...beyond]) expect(reply.text).toContain(`${file.filename}: not checked.`);
    expect((reply.text ?? "").split(`Only ${INBOX_MAX_DRAFTS} drafts are checked a message.`)).toHaveLength(
      beyond.length + 1,
    );

    const listed = (await inboxMessagesOf(app, owner)).find((message) => message.subject === subject);
    expect(listed?.drafts.map((each) => each.name)).toEqual([...read, ...beyond].map((file) => file.filename));
    expect(listed?.drafts.filter((each) => each.checkId)).toHaveLength(1);
    manyDraftsId = listed?.id as string;
    expect(await partsOf(manyDraftsId)).toBeGreaterThan(0);
  }, 90_000);
});

describe("the replies one sender gets an hour", () => {
  it(`answers ${REPLIES_AN_HOUR}, then refuses the next with the reason and sends nothing`, async () => {
    const sender = await confirmedUser(app, receiver, "chatty");
    const to = await agentAddressOf(app, sender);
    const subjects = Array.from({ length: REPLIES_AN_HOUR + 1 }, (_, index) => `Chatty ${index + 1} ${Date.now()}`);
    for (const subject of subjects.slice(0, REPLIES_AN_HOUR)) {
      await sendToListener(app, { from: sender.email, to, subject, text: "Hello, what can you do?" });
      await replyTo(receiver, sender.email, subject);
    }
    const last = subjects.at(-1) as string;
    await sendToListener(app, { from: sender.email, to, subject: last, text: "Hello again, anyone there?" });
    const refused = await waitForHandled(app, sender, last);
    expect(refused).toMatchObject({
      status: "refused",
      reason: `Reply limit reached: ${REPLIES_AN_HOUR} replies to this sender an hour`,
    });
    await app.jobs.whenIdle();
    expect(repliesTo(receiver, sender.email, last)).toHaveLength(0);
  }, 60_000);
});

describe("a message stored whole, before messages were kept compressed in parts", () => {
  it("is still read and answered", async () => {
    const subject = `Stored whole ${Date.now()}`;
    const raw = Buffer.from(
      [
        `From: ${owner.email}`,
        `To: ${address}`,
        `Subject: ${subject}`,
        `Message-ID: <whole-${Date.now()}@example.com>`,
        "MIME-Version: 1.0",
        "Content-Type: text/plain; charset=utf-8",
        "",
        "Hello, what can you do?",
        "",
      ].join("\r\n"),
    );
    const [row] = await app.database.db
      .insert(inboxMessages)
      .values({
        organizationId: owner.organizationId,
        messageId: `<whole-${Date.now()}@example.com>`,
        transport: "smtp",
        recipient: address,
        mailFrom: owner.email,
        fromAddress: owner.email,
        subject,
        raw: bytesParam(raw),
        size: raw.length,
      })
      .returning({ id: inboxMessages.id });
    wholeId = row?.id as string;
    await app.jobs.enqueue(app.database.db, INBOX_MESSAGE_JOB, { inboxMessageId: wholeId });
    const reply = await replyTo(receiver, owner.email, subject);
    expect(reply.text).toContain("I did not find a draft to check");
  }, 60_000);
});

describe("the retention sweep", () => {
  const sweep = (now: Date) => dropExpiredRawMessages({ db: app.database.db, inbound: app.config.inbound }, now);

  it("keeps a message received within the retention period", async () => {
    await sweep(new Date());
    expect(await partsOf(manyDraftsId)).toBeGreaterThan(0);
  });

  it("drops raw messages past it, while the messages stay listed and their checks remain", async () => {
    const later = new Date(Date.now() + (app.config.inbound.retentionDays + 1) * DAY_MS);
    expect(await sweep(later)).toBeGreaterThanOrEqual(2);
    expect(await partsOf(manyDraftsId)).toBe(0);
    const [whole] = await app.database.db
      .select({ isDropped: sql<boolean>`${inboxMessages.raw} is null` })
      .from(inboxMessages)
      .where(eq(inboxMessages.id, wholeId));
    expect(whole).toEqual({ isDropped: true });

    const listed = (await inboxMessagesOf(app, owner)).find((message) => message.id === manyDraftsId);
    expect(listed?.status).toBe("answered");
    for (const draft of listed?.drafts.filter((each) => each.checkId) ?? []) {
      const check = await app.inject({
        method: "GET",
        url: `/api/cite-checks/${draft.checkId}`,
        headers: { authorization: `Bearer ${owner.token}` },
      });
      expect(check.statusCode).toBe(200);
    }
    expect(await sweep(later)).toBe(0);
  });
});
