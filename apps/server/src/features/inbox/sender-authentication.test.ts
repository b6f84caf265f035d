import { generateKeyPairSync } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { dkimSign } from "mailauth/lib/dkim/sign.js";
import nodemailer from "nodemailer";
import MailComposer from "nodemailer/lib/mail-composer/index.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SignedInUser } from "../../test/billing-helpers.js";
import { agentAddressOf, confirmedUser, repliesTo, replyTo, waitForHandled } from "../../test/inbox-helpers.js";
import { startSmtpReceiver } from "../../test/smtp-receiver.js";
import { createTestApp } from "../../test/test-app.js";

/**
 * Production mode over SMTP: the member's own domain publishes a DKIM key and a DMARC policy (served by the resolver
 * the test gives the server), the member's mail is signed with that key and answered; the same mail unsigned, or
 * signed with another key, is a forged From and waits in the quarantine, unanswered.
 */

const SELECTOR = "paralex-test";
const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
const { privateKey: strangerKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
const PRIVATE_KEY_PEM = privateKey.export({ type: "pkcs8", format: "pem" }).toString();

let receiver: Awaited<ReturnType<typeof startSmtpReceiver>>;
let app: FastifyInstance;
let member: SignedInUser;
let address: string;
const questions: string[] = [];

/** The member's domain's DNS: its DKIM key and its DMARC policy; nothing else exists. */
function dnsOf(domain: string) {
  const records = new Map<string, string[][]>([
    [
      `TXT ${SELECTOR}._domainkey.${domain}`,
      [[`v=DKIM1; k=rsa; p=${publicKey.export({ type: "spki", format: "der" }).toString("base64")}`]],
    ],
    [`TXT _dmarc.${domain}`, [["v=DMARC1; p=reject"]]],
  ]);
  return async (name: string, rrtype: string) => {
    questions.push(`${rrtype} ${name}`);
    const answer = records.get(`${rrtype} ${name.toLowerCase()}`);
    if (answer) return answer;
    throw Object.assign(new Error(`query${rrtype} ENOTFOUND ${name}`), { code: "ENOTFOUND" });
  };
}

beforeAll(async () => {
  receiver = await startSmtpReceiver();
  const domain = "example.com";
  app = await createTestApp(
    { SMTP_URL: receiver.url, INBOUND_SMTP_PORT: "0", INBOUND_REQUIRE_AUTHENTICATED_SENDER: "true" },
    { dnsResolver: dnsOf(domain) },
  );
  member = await confirmedUser(app, receiver, "dkim");
  expect(member.email.endsWith(`@${domain}`)).toBe(true);
  address = await agentAddressOf(app, member);
}, 60_000);

afterAll(async () => {
  await app?.close();
  await receiver?.close();
});

function compose(subject: string): Promise<Buffer> {
  const composer = new MailComposer({
    from: member.email,
    to: address,
    subject,
    text: "Hello, what can you do for me today?",
  });
  return new Promise((resolve, reject) =>
    composer.compile().build((error, message) => (error ? reject(error) : resolve(message))),
  );
}

async function signed(message: Buffer, key: string) {
  const { signatures, errors } = await dkimSign(message, {
    canonicalization: "relaxed/relaxed",
    signatureData: [{ signingDomain: "example.com", selector: SELECTOR, privateKey: key }],
  });
  expect(errors).toEqual([]);
  return Buffer.concat([Buffer.from(signatures), message]);
}

async function sendRaw(raw: Buffer) {
  const port = app.inboundSmtp?.port();
  if (!port) throw new Error("no inbound SMTP listener");
  const client = nodemailer.createTransport({ host: "127.0.0.1", port, secure: false, ignoreTLS: true });
  try {
    return await client.sendMail({ envelope: { from: member.email, to: [address] }, raw });
  } finally {
    client.close();
  }
}

describe("DMARC in production mode, over SMTP", () => {
  it("answers a member's mail signed with their domain's DKIM key", async () => {
    const subject = `Signed ${Date.now()}`;
    await sendRaw(await signed(await compose(subject), PRIVATE_KEY_PEM));
    const reply = await replyTo(receiver, member.email, subject);
    expect(reply.subject).toBe(`Re: ${subject}`);
    expect(questions).toContain(`TXT ${SELECTOR}._domainkey.example.com`);
    expect(questions).toContain("TXT _dmarc.example.com");
    const listed = await waitForHandled(app, member, subject);
    expect(listed.status).toBe("answered");
  }, 60_000);

  it("quarantines the same From signed with another key, and never answers it", async () => {
    const subject = `Forged signature ${Date.now()}`;
    const strangerPem = strangerKey.export({ type: "pkcs8", format: "pem" }).toString();
    await sendRaw(await signed(await compose(subject), strangerPem));
    const handled = await waitForHandled(app, member, subject, true);
    expect(handled).toMatchObject({ status: "quarantined" });
    expect(handled.reason).toBe("Sender not authenticated: DMARC fail for the From domain");
    await app.jobs.whenIdle();
    expect(repliesTo(receiver, member.email, subject)).toHaveLength(0);
  }, 60_000);

  it("quarantines the same From unsigned", async () => {
    const subject = `Unsigned ${Date.now()}`;
    await sendRaw(await compose(subject));
    const handled = await waitForHandled(app, member, subject, true);
    expect(handled.reason).toBe("Sender not authenticated: DMARC fail for the From domain");
    await app.jobs.whenIdle();
    expect(repliesTo(receiver, member.email, subject)).toHaveLength(0);
  }, 60_000);
});
