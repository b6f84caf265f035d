import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app.js";
import { loadConfig } from "../../config.js";
import { createJobQueue, type JobQueue } from "../../jobs/job-queue.js";
import { post, registration, uniqueEmail } from "../../test/account-helpers.js";
import { lendPglite } from "../../test/pglite-pool.js";
import { createTestApp, pgliteSnapshotOf } from "../../test/test-app.js";
import { createMailer, type Mailer } from "./mail.service.js";
import { renderConfirmEmail, renderResetPassword } from "./mail-templates.js";

let app: FastifyInstance;
/** The only worker of this file's mail queue, so what it logs can be read. */
let jobs: JobQueue;
let mailer: Mailer;
const lines: { object: Record<string, unknown>; message: string }[] = [];

beforeAll(async () => {
  app = await createTestApp({ BRAND_NAME: "Acme <Law>", PUBLIC_URL: "https://acme.test", JOB_CONCURRENCY: "0" });
  const log = {
    info: (object: Record<string, unknown>, message: string) => lines.push({ object, message }),
    warn: () => undefined,
    error: () => undefined,
  } as unknown as FastifyBaseLogger;
  jobs = await createJobQueue({ database: app.database, concurrency: 1, log });
  mailer = await createMailer({
    db: app.database.db,
    jobs,
    smtpUrl: undefined,
    from: "x@y.test",
    retryDelaySeconds: 1,
    log,
  });
});

afterAll(async () => {
  await jobs.stop(1000);
  await app.close();
});

describe("GET /api/dev/mailbox", () => {
  it("lists the outbox newest first", async () => {
    const first = uniqueEmail("first");
    const second = uniqueEmail("second");
    await post(app, "/api/auth/registration/", registration(first));
    await post(app, "/api/auth/registration/", registration(second));
    await jobs.whenIdle();

    const response = await app.inject({ method: "GET", url: "/api/dev/mailbox/" });
    expect(response.statusCode).toBe(200);
    const mails = response.json();
    expect(mails.map((mail: { to: string }) => mail.to).slice(0, 2)).toEqual([second, first]);
    expect(mails[0]).toEqual({
      id: expect.any(String),
      to: second,
      subject: "Confirm your email for Acme <Law>",
      text: expect.stringContaining("https://acme.test/register/confirm-account/"),
      html: expect.stringContaining("Acme &lt;Law&gt;"),
      createdAt: expect.any(String),
    });
    expect(mails[0].html).not.toContain("<Law>");
  });

  it("is not served to a client on another machine", async () => {
    for (const remoteAddress of ["203.0.113.7", "10.0.0.5", "::ffff:192.0.2.1", "2001:db8::1"]) {
      const response = await app.inject({ method: "GET", url: "/api/dev/mailbox", remoteAddress });
      expect(response.statusCode, remoteAddress).toBe(404);
      expect(response.json()).toEqual({ detail: "Not found." });
    }
  });

  it("judges the connection, not the forwarded address a client writes", async () => {
    const forged = await app.inject({
      method: "GET",
      url: "/api/dev/mailbox",
      remoteAddress: "203.0.113.7",
      headers: { "x-forwarded-for": "127.0.0.1", forwarded: "for=127.0.0.1", "x-real-ip": "127.0.0.1" },
    });
    expect(forged.statusCode).toBe(404);
  });

  it("is served to this machine over IPv4 and IPv6 loopback", async () => {
    for (const remoteAddress of ["127.0.0.1", "::1", "::ffff:127.0.0.1"]) {
      const response = await app.inject({ method: "GET", url: "/api/dev/mailbox", remoteAddress });
      expect(response.statusCode, remoteAddress).toBe(200);
    }
  });

  it("does not exist when SMTP is configured, even for this machine", async () => {
    const withSmtp = await createTestApp({ SMTP_URL: "smtp://127.0.0.1:2525" });
    try {
      const response = await withSmtp.inject({ method: "GET", url: "/api/dev/mailbox", remoteAddress: "127.0.0.1" });
      expect(response.statusCode).toBe(404);
    } finally {
      await withSmtp.close();
    }
  }, 120_000);

  it("does not exist in production", async () => {
    const config = {
      ...loadConfig({ NODE_ENV: "test", PGLITE_DIR: "memory://", JWT_SECRET: "x".repeat(40), LOG_LEVEL: "silent" }),
      env: "production" as const,
      isProduction: true,
    };
    const production = await buildApp(config, { logger: false, lentPglite: await lendPglite(pgliteSnapshotOf) });
    try {
      const response = await production.inject({ method: "GET", url: "/api/dev/mailbox" });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: "Not found." });
    } finally {
      await production.close();
    }
  }, 120_000);
});

describe("createMailer without SMTP", () => {
  it("keeps the mail in the outbox and writes its link to the log", async () => {
    const to = uniqueEmail("logged");
    const link = "https://acme.test/password-reset/confirm-account/abc/def";

    await mailer.send(app.database.db, renderResetPassword({ to, brandName: "Acme", firstName: "Ada", link }));
    await jobs.whenIdle();

    expect(mailer.delivery).toBe("outbox");
    expect(lines.filter((line) => line.object.to === to)).toEqual([
      { object: { to, subject: "Reset your password for Acme", link }, message: expect.any(String) },
    ]);
    const mailbox = (await app.inject({ method: "GET", url: "/api/dev/mailbox" })).json();
    expect(mailbox[0]).toMatchObject({ to, subject: "Reset your password for Acme" });
  });

  it("renders both templates as HTML and plain text carrying the brand and the link", () => {
    const link = "https://acme.test/register/confirm-account/key";
    for (const mail of [
      renderConfirmEmail({ to: "a@b.test", brandName: "Acme", firstName: "Ada", link }),
      renderResetPassword({ to: "a@b.test", brandName: "Acme", firstName: "Ada", link }),
    ]) {
      expect(mail.text).toContain(link);
      expect(mail.text).toContain("Acme");
      expect(mail.html).toContain(`href="${link}"`);
      expect(mail.html).toContain("Acme");
    }
  });
});
