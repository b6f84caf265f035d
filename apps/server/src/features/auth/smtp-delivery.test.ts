import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, expect, it } from "vitest";
import { outbox } from "../../db/schema.js";
import { post, registration, uniqueEmail } from "../../test/account-helpers.js";
import { type ReceivedMail, startSmtpReceiver } from "../../test/smtp-receiver.js";
import { createTestApp } from "../../test/test-app.js";

let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
let app: FastifyInstance;

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  app = await createTestApp({
    SMTP_URL: smtp.url,
    MAIL_FROM: "Paralex <accounts@paralex.test>",
    PUBLIC_URL: "https://app.paralex.test",
  });
});

afterAll(async () => {
  await app?.close();
  await smtp?.close();
});

async function nextMail(count: number): Promise<ReceivedMail> {
  const received = await smtp.waitFor(count, 15_000);
  return received[count - 1] as ReceivedMail;
}

/** The decoded text/plain part of a MIME message as nodemailer builds it. */
function plainTextOf(raw: string): string {
  const boundary = raw.match(/boundary="?([^";\r\n]+)"?/i)?.[1];
  const parts = boundary ? raw.split(`--${boundary}`) : [raw];
  const part = parts.find((candidate) => /content-type:\s*text\/plain/i.test(candidate));
  if (!part) throw new Error(`no text/plain part in:\n${raw}`);
  const separator = part.indexOf("\r\n\r\n");
  const headers = part.slice(0, separator);
  const body = part.slice(separator + 4);
  const encoding = headers.match(/content-transfer-encoding:\s*([\w-]+)/i)?.[1]?.toLowerCase();
  if (encoding === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (encoding === "quoted-printable") {
    const bytes = body
      .replace(/=\r?\n/g, "")
      .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    return Buffer.from(bytes, "latin1").toString("utf8");
  }
  return body;
}

it("sends the confirmation email over SMTP; its link confirms the account, which can then log in", async () => {
  const email = uniqueEmail("smtp");
  const registered = await post(app, "/api/auth/registration/", registration(email));
  expect(registered.statusCode).toBe(201);

  const mail = await nextMail(1);
  expect(mail.to).toEqual([email]);
  expect(mail.from).toBe("accounts@paralex.test");
  expect(mail.raw).toMatch(/^Subject: Confirm your email for Paralex/m);
  expect(mail.raw).toMatch(/content-type:\s*text\/html/i);

  const text = plainTextOf(mail.raw);
  const link = text.match(/https:\/\/app\.paralex\.test\/register\/confirm-account\/([A-Za-z0-9_-]+)/);
  expect(link?.[1]).toHaveLength(43);

  const verified = await post(app, "/api/auth/registration/verify-email/", { key: link?.[1] });
  expect(verified.statusCode).toBe(200);
  expect(verified.json()).toEqual({ detail: "ok" });

  const login = await post(app, "/api/auth/login/", { email, password: registration(email).password1 });
  expect(login.statusCode).toBe(200);
  expect(login.json().user.email).toBe(email);

  expect(await app.database.db.select().from(outbox)).toEqual([]);
  const mailbox = await app.inject({ method: "GET", url: "/api/dev/mailbox" });
  expect(mailbox.statusCode).toBe(404);
});
