import type { FastifyInstance } from "fastify";
import nodemailer, { type SendMailOptions } from "nodemailer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SignedInUser, subscribeThroughBuiltinCheckout } from "../../test/billing-helpers.js";
import { addKnownCases, DRAFT } from "../../test/cite-check-helpers.js";
import { type FakeCourtListener, startFakeCourtListener } from "../../test/fake-courtlistener.js";
import { answeredDuring } from "../../test/in-flight.js";
import { agentAddressOf, confirmedUser, inboxTestEnv, replyTo, waitForHandled } from "../../test/inbox-helpers.js";
import { startSmtpReceiver } from "../../test/smtp-receiver.js";
import { createTestApp } from "../../test/test-app.js";
import { createWorkerPool } from "../../workers/worker-pool.js";

/**
 * A 24 MB message, as anyone on the internet can send one to an agent address: the listener stores it, a worker
 * thread reads it, and the server keeps answering other requests the whole time (decisions 056, 069).
 */

/** A server that kept answering answers many health checks while the message goes through; one that froze, one or two. */
const PROBES_OF_A_LIVE_SERVER = 5;
/** 17.5 MB of attachment: about 24 MB once base64-encoded in the message, under the 25 MB limit. */
const BIG_ATTACHMENT_BYTES = Math.floor(17.5 * 1024 * 1024);

let receiver: Awaited<ReturnType<typeof startSmtpReceiver>>;
let courtListener: FakeCourtListener;
let app: FastifyInstance;
let member: SignedInUser;
let address: string;

beforeAll(async () => {
  receiver = await startSmtpReceiver();
  courtListener = await startFakeCourtListener();
  addKnownCases(courtListener);
  app = await createTestApp(
    inboxTestEnv(receiver, courtListener),
    // Threads of its own, as a server has after start: its probes are counted over the whole first message.
    { workerPool: createWorkerPool },
  );
  member = await confirmedUser(app, receiver, "big-message");
  await subscribeThroughBuiltinCheckout(app, member, 1, "Basic");
  address = await agentAddressOf(app, member);
}, 60_000);

afterAll(async () => {
  await app?.close();
  await courtListener?.close();
  await receiver?.close();
});

const health = () => app.inject({ method: "GET", url: "/api/health/live" });

function send(message: SendMailOptions) {
  const port = app.inboundSmtp?.port();
  if (!port) throw new Error("no inbound SMTP listener");
  const client = nodemailer.createTransport({ host: "127.0.0.1", port, secure: false, ignoreTLS: true });
  return client.sendMail(message).finally(() => client.close());
}

/** The message's raw size as it crosses the wire. */
const rawSizeOf = (message: SendMailOptions) =>
  new Promise<number>((resolve, reject) => {
    nodemailer
      .createTransport({ streamTransport: true, buffer: true })
      .sendMail(message, (error, info) => (error ? reject(error) : resolve((info.message as Buffer).length)));
  });

describe("a 24 MB message over SMTP", () => {
  it("from a member is stored, read off the server's thread and answered, naming the file too large to check", async () => {
    const subject = `Big message ${Date.now()}`;
    const message: SendMailOptions = {
      from: member.email,
      to: address,
      subject,
      text: "Both files, please.",
      attachments: [
        { filename: "exhibits.pdf", content: Buffer.alloc(BIG_ATTACHMENT_BYTES, "%"), contentType: "application/pdf" },
        { filename: "brief.txt", content: DRAFT, contentType: "text/plain" },
      ],
    };
    const size = await rawSizeOf(message);
    expect(size).toBeGreaterThan(23 * 1024 * 1024);
    expect(size).toBeLessThan(25 * 1024 * 1024);

    const attack = (async () => {
      const sent = await send(message);
      const reply = await replyTo(receiver, member.email, subject, 90_000);
      return { sent, reply };
    })();
    const { result, probesAnswered } = await answeredDuring(attack, health);

    expect(result.sent.response).toMatch(/^250/);
    expect(result.reply.text).toMatch(/exhibits\.pdf: not checked\./);
    expect(result.reply.text).toContain("Verified:");
    const pdf = result.reply.attachments.find((attachment) => attachment.contentType === "application/pdf");
    expect(pdf?.filename).toBe("cite-check-brief.pdf");
    expect(probesAnswered).toBeGreaterThanOrEqual(PROBES_OF_A_LIVE_SERVER);
  }, 150_000);

  it("from a stranger is stored and quarantined, never answered, while the server answers throughout", async () => {
    const subject = `Big stranger ${Date.now()}`;
    const stranger = `stranger-${Date.now()}@example.com`;
    const attack = (async () => {
      const sent = await send({
        from: stranger,
        to: address,
        subject,
        text: "Open this.",
        attachments: [{ filename: "invoice.pdf", content: Buffer.alloc(BIG_ATTACHMENT_BYTES, "A") }],
      });
      const handled = await waitForHandled(app, member, subject, true);
      return { sent, handled };
    })();
    const { result, probesAnswered } = await answeredDuring(attack, health);

    expect(result.sent.response).toMatch(/^250/);
    expect(result.handled).toMatchObject({ status: "quarantined" });
    expect(result.handled.reason).toMatch(/not a confirmed member/);
    expect(probesAnswered).toBeGreaterThanOrEqual(PROBES_OF_A_LIVE_SERVER);
    await app.jobs.whenIdle();
    expect(receiver.received.filter((mail) => mail.to.includes(stranger))).toHaveLength(0);
  }, 150_000);
});
