import type { FastifyInstance } from "fastify";
import { type ParsedMail, simpleParser } from "mailparser";
import nodemailer, { type SendMailOptions } from "nodemailer";
import { expect } from "vitest";
import { confirmationKeyIn, logInAs, post, registration, STRONG_PASSWORD, uniqueEmail } from "./account-helpers.js";
import type { SignedInUser } from "./billing-helpers.js";
import type { ReceivedMail, startSmtpReceiver } from "./smtp-receiver.js";
import { waitUntil } from "./wait-until.js";

type Receiver = Awaited<ReturnType<typeof startSmtpReceiver>>;

/**
 * A test app's inbox: its mail goes to `receiver`, the built-in SMTP listener takes a free port and mail from any
 * sender, a failed job is retried after a second, and case law comes from `courtListener` when one is given.
 */
export function inboxTestEnv(
  receiver: { url: string },
  courtListener?: { token: string; url: string },
): Record<string, string> {
  return {
    SMTP_URL: receiver.url,
    INBOUND_SMTP_PORT: "0",
    INBOUND_REQUIRE_AUTHENTICATED_SENDER: "false",
    JOB_RETRY_DELAY_SECONDS: "1",
    ...(courtListener ? { COURTLISTENER_API_TOKEN: courtListener.token, COURTLISTENER_URL: courtListener.url } : {}),
  };
}

export const mailsTo = (receiver: Receiver, to: string) =>
  receiver.received.filter((mail) => mail.to.includes(to.toLowerCase()));

/** Signs up, confirms through the link mailed to the SMTP receiver, logs in: a confirmed account's token. */
export async function confirmedUser(app: FastifyInstance, receiver: Receiver, label: string): Promise<SignedInUser> {
  const email = uniqueEmail(label);
  const registered = await post(app, "/api/auth/registration/", registration(email));
  expect(registered.statusCode).toBe(201);
  await waitUntil(() => mailsTo(receiver, email).length > 0, 20_000, `confirmation mail to ${email}`);
  const mail = await simpleParser((mailsTo(receiver, email)[0] as ReceivedMail).raw);
  const verified = await post(app, "/api/auth/registration/verify-email/", { key: confirmationKeyIn(mail.text ?? "") });
  expect(verified.statusCode).toBe(200);
  const login = await logInAs(app, { email, password: STRONG_PASSWORD });
  return {
    email,
    userId: String(login.user.userId),
    organizationId: String(login.user.organizationId),
    token: login.access,
  };
}

/** The organization's agent address, as its inbox page reads it. */
export async function agentAddressOf(app: FastifyInstance, user: SignedInUser): Promise<string> {
  const response = await app.inject({
    method: "GET",
    url: "/api/inbox",
    headers: { authorization: `Bearer ${user.token}` },
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ address: string }>().address;
}

export interface ListedMessage {
  id: string;
  from: string | null;
  subject: string;
  status: string;
  reason: string | null;
  drafts: { name: string; checkId: string | null; problem: string | null }[];
}

/** Sends a message to the app's SMTP listener with a real SMTP client; answers the client's report. */
export async function sendToListener(app: FastifyInstance, message: SendMailOptions) {
  const port = app.inboundSmtp?.port();
  if (!port) throw new Error("no inbound SMTP listener");
  const client = nodemailer.createTransport({ host: "127.0.0.1", port, secure: false, ignoreTLS: true });
  try {
    return await client.sendMail(message);
  } finally {
    client.close();
  }
}

/** One page of the inbox list as the user's page reads it, with the answer's status code. */
export async function inboxPageOf(app: FastifyInstance, user: SignedInUser, query = "") {
  const response = await app.inject({
    method: "GET",
    url: `/api/inbox/messages${query}`,
    headers: { authorization: `Bearer ${user.token}` },
  });
  return {
    statusCode: response.statusCode,
    body: response.json<{ messages: ListedMessage[]; page: number; pageCount: number; total: number }>(),
  };
}

export async function inboxMessagesOf(app: FastifyInstance, user: SignedInUser, quarantine = false) {
  const response = await app.inject({
    method: "GET",
    url: `/api/inbox/messages${quarantine ? "?quarantine=true" : ""}`,
    headers: { authorization: `Bearer ${user.token}` },
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ messages: ListedMessage[] }>().messages;
}

/** Waits until the message with this subject is answered, refused or quarantined; answers it as listed. */
export async function waitForHandled(app: FastifyInstance, user: SignedInUser, subject: string, quarantine = false) {
  let found: ListedMessage | undefined;
  await waitUntil(
    async () => {
      found = (await inboxMessagesOf(app, user, quarantine)).find((message) => message.subject === subject);
      return found !== undefined && found.status !== "received" && found.status !== "processing";
    },
    30_000,
    `the message "${subject}" to be handled`,
  );
  return found as ListedMessage;
}

export const repliesTo = (receiver: Receiver, to: string, subject: string) =>
  mailsTo(receiver, to).filter((mail) => mail.raw.includes(`Re: ${subject}`));

/** Waits for the associate's reply in the thread of `subject`, parsed. */
export async function replyTo(
  receiver: Receiver,
  to: string,
  subject: string,
  timeoutMs = 60_000,
): Promise<ParsedMail> {
  await waitUntil(() => repliesTo(receiver, to, subject).length > 0, timeoutMs, `the reply to "${subject}"`);
  return simpleParser((repliesTo(receiver, to, subject)[0] as ReceivedMail).raw);
}
