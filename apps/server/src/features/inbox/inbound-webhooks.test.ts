import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uniqueEmail } from "../../test/account-helpers.js";
import { type SignedInUser, subscribeThroughBuiltinCheckout } from "../../test/billing-helpers.js";
import { addKnownCases, DRAFT } from "../../test/cite-check-helpers.js";
import { type FakeCourtListener, startFakeCourtListener } from "../../test/fake-courtlistener.js";
import {
  mailgunFields as mailgunFieldsOf,
  mailgunSignature,
  postmarkAuthorization,
  postmarkPayload as postmarkPayloadOf,
} from "../../test/inbound-payloads.js";
import {
  agentAddressOf,
  confirmedUser,
  inboxMessagesOf,
  repliesTo,
  replyTo,
  waitForHandled,
} from "../../test/inbox-helpers.js";
import { startSmtpReceiver } from "../../test/smtp-receiver.js";
import { createTestApp } from "../../test/test-app.js";

const POSTMARK_CREDENTIALS = "postmark-inbound:a-long-enough-password-1234";
const MAILGUN_KEY = "key-mailgun-signing-0123456789abcdef";

let receiver: Awaited<ReturnType<typeof startSmtpReceiver>>;
let courtListener: FakeCourtListener;
let app: FastifyInstance;
let member: SignedInUser;
let address: string;

const envOf = (requireAuthenticatedSender: boolean) => ({
  SMTP_URL: receiver.url,
  INBOUND_REQUIRE_AUTHENTICATED_SENDER: String(requireAuthenticatedSender),
  INBOUND_POSTMARK_CREDENTIALS: POSTMARK_CREDENTIALS,
  INBOUND_MAILGUN_SIGNING_KEY: MAILGUN_KEY,
  COURTLISTENER_API_TOKEN: courtListener.token,
  COURTLISTENER_URL: courtListener.url,
});

beforeAll(async () => {
  receiver = await startSmtpReceiver();
  courtListener = await startFakeCourtListener();
  addKnownCases(courtListener);
  app = await createTestApp(envOf(false));
  member = await confirmedUser(app, receiver, "hooks");
  await subscribeThroughBuiltinCheckout(app, member, 2, "Basic");
  address = await agentAddressOf(app, member);
}, 60_000);

afterAll(async () => {
  await app?.close();
  await courtListener?.close();
  await receiver?.close();
});

/** Postmark's inbound JSON for a message with one attached draft. */
const postmarkPayload = (from: string, to: string, subject: string, headers: { name: string; value: string }[] = []) =>
  postmarkPayloadOf({
    from,
    to,
    subject,
    headers,
    attachments: [{ filename: "brief.txt", content: DRAFT, contentType: "text/plain" }],
  });

const postmark = (target: FastifyInstance, payload: unknown, credentials = POSTMARK_CREDENTIALS) =>
  target.inject({
    method: "POST",
    url: "/api/inbound/postmark",
    headers: { authorization: postmarkAuthorization(credentials) },
    payload: payload as Record<string, unknown>,
  });

const signed = (timestamp?: number) => mailgunSignature(MAILGUN_KEY, timestamp);

/** Mailgun's forward() post of a draft in the body. */
const mailgunFields = (from: string, to: string, subject: string, signature = signed()) =>
  mailgunFieldsOf(MAILGUN_KEY, { from, to, subject, text: DRAFT }, signature);

const mailgun = (target: FastifyInstance, fields: Record<string, string>) =>
  target.inject({
    method: "POST",
    url: "/api/inbound/mailgun",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: new URLSearchParams(fields).toString(),
  });

describe("Postmark's inbound webhook", () => {
  it("stores a member's draft once, and the reply comes back in the thread with the PDF", async () => {
    const subject = `Postmark draft ${Date.now()}`;
    const payload = postmarkPayload(member.email, address, subject);
    const first = await postmark(app, payload);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ status: "stored" });
    // Postmark retries a delivery whose answer it did not get: the same message is not stored again.
    const again = await postmark(app, payload);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ status: "duplicate" });

    const reply = await replyTo(receiver, member.email, subject);
    expect(reply.inReplyTo).toBe(payload.Headers[1]?.Value);
    expect(reply.attachments.some((attachment) => attachment.contentType === "application/pdf")).toBe(true);
    await app.jobs.whenIdle();
    expect(repliesTo(receiver, member.email, subject)).toHaveLength(1);
  }, 60_000);

  it("refuses wrong credentials with 401 and an unknown recipient with 403 (no retry)", async () => {
    const payload = postmarkPayload(member.email, address, "x");
    expect((await postmark(app, payload, "postmark-inbound:not-the-password-at-all")).statusCode).toBe(401);
    const unknown = postmarkPayload(member.email, "nobody@associate.paralex.localhost", "x");
    expect((await postmark(app, unknown)).statusCode).toBe(403);
  });
});

describe("Mailgun's signed webhook", () => {
  it("stores a signed post and answers it", async () => {
    const subject = `Mailgun draft ${Date.now()}`;
    const response = await mailgun(app, mailgunFields(member.email, address, subject));
    expect(response.statusCode).toBe(200);
    const reply = await replyTo(receiver, member.email, subject);
    expect(reply.text).toContain("Needs your attention:");
  }, 60_000);

  it("reads a multipart post's attached draft", async () => {
    const subject = `Mailgun attachment ${Date.now()}`;
    const fields: Record<string, string> = {
      ...mailgunFields(member.email, address, subject),
      "body-plain": "Please check the attached.",
      "attachment-count": "1",
    };
    const boundary = `----mailgun${randomBytes(8).toString("hex")}`;
    const parts = Object.entries(fields).map(
      ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    );
    const file = `--${boundary}\r\nContent-Disposition: form-data; name="attachment-1"; filename="motion.txt"\r\nContent-Type: text/plain\r\n\r\n${DRAFT}\r\n`;
    const response = await app.inject({
      method: "POST",
      url: "/api/inbound/mailgun",
      headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
      payload: `${parts.join("")}${file}--${boundary}--\r\n`,
    });
    expect(response.statusCode).toBe(200);
    const reply = await replyTo(receiver, member.email, subject);
    expect(reply.text).toContain("motion.txt");
    expect(reply.attachments.map((attachment) => attachment.filename)).toEqual(["cite-check-motion.pdf"]);
  }, 60_000);

  it("refuses a bad signature, a reused token and an old timestamp", async () => {
    const fields = mailgunFields(member.email, address, `Replay ${Date.now()}`);
    expect((await mailgun(app, { ...fields, signature: "0".repeat(64) })).statusCode).toBe(401);
    expect((await mailgun(app, fields)).statusCode).toBe(200);
    const replayed = await mailgun(app, fields);
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json().detail).toMatch(/token already used/);
    const old = mailgunFields(member.email, address, "Old", signed(Math.floor(Date.now() / 1000) - 3600));
    expect((await mailgun(app, old)).statusCode).toBe(401);
  });

  it("answers 406 for an unknown recipient, so Mailgun does not retry", async () => {
    const response = await mailgun(app, mailgunFields(member.email, "nobody@associate.paralex.localhost", "x"));
    expect(response.statusCode).toBe(406);
  });
});

describe("the provider's verdict when senders must be authenticated", () => {
  it("answers a message the provider says passed DMARC, and quarantines a forged one", async () => {
    const strict = await createTestApp(envOf(true));
    try {
      const owner = await confirmedUser(strict, receiver, "verdict");
      await subscribeThroughBuiltinCheckout(strict, owner, 1, "Basic");
      const to = await agentAddressOf(strict, owner);
      const passed = `Passed ${Date.now()}`;
      const verdict = {
        name: "Authentication-Results",
        value: "inbound.postmarkapp.com; spf=pass; dkim=pass; dmarc=pass",
      };
      expect((await postmark(strict, postmarkPayload(owner.email, to, passed, [verdict]))).statusCode).toBe(200);
      await replyTo(receiver, owner.email, passed);

      const forged = `Forged ${Date.now()}`;
      expect((await postmark(strict, postmarkPayload(owner.email, to, forged))).statusCode).toBe(200);
      const handled = await waitForHandled(strict, owner, forged, true);
      expect(handled).toMatchObject({ status: "quarantined" });
      expect(handled.reason).toMatch(/DMARC none/);
      await strict.jobs.whenIdle();
      expect(repliesTo(receiver, owner.email, forged)).toHaveLength(0);
      expect((await inboxMessagesOf(strict, owner)).map((message) => message.subject)).toContain(passed);
    } finally {
      await strict.close();
    }
  }, 90_000);

  it("never answers a stranger's message", async () => {
    const stranger = uniqueEmail("stranger");
    const subject = `Stranger ${Date.now()}`;
    expect((await postmark(app, postmarkPayload(stranger, address, subject))).statusCode).toBe(200);
    const handled = await waitForHandled(app, member, subject, true);
    expect(handled.status).toBe("quarantined");
  }, 60_000);
});
