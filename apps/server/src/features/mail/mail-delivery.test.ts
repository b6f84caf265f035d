import type { AddressInfo } from "node:net";
import { createServer, type Server, type Socket } from "node:net";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { post, registration, uniqueEmail } from "../../test/account-helpers.js";
import { startSmtpReceiver } from "../../test/smtp-receiver.js";
import { createLastingTestDatabase, createTestApp } from "../../test/test-app.js";
import { waitUntil } from "../../test/wait-until.js";

let receiver: Awaited<ReturnType<typeof startSmtpReceiver>>;

beforeAll(async () => {
  receiver = await startSmtpReceiver();
});

afterAll(async () => {
  await receiver.close();
});

async function signUp(app: FastifyInstance, email: string) {
  const response = await post(app, "/api/auth/registration/", registration(email));
  return { status: response.statusCode };
}

const recipientsOf = (mails: { to: string[] }[]) => mails.flatMap((mail) => mail.to).sort();

describe("mail through the job queue", () => {
  it("survives a crash between the sign-up and the delivery: the next start delivers it", async () => {
    const database = await createLastingTestDatabase();
    const email = uniqueEmail("crash");
    try {
      const first = await createTestApp({ ...database.env, SMTP_URL: receiver.url, JOB_CONCURRENCY: "0" });
      try {
        expect((await signUp(first, email)).status).toBe(201);
      } finally {
        await first.close();
      }
      expect(recipientsOf(receiver.received)).not.toContain(email);

      const second = await createTestApp({ ...database.env, SMTP_URL: receiver.url });
      try {
        await waitUntil(() => recipientsOf(receiver.received).includes(email), 15_000, `mail to ${email}`);
        const mail = receiver.received.find((candidate) => candidate.to.includes(email));
        expect(mail?.raw).toMatch(/^Subject: Confirm your email for Paralex/m);
        await second.jobs.whenIdle();
      } finally {
        await second.close();
      }
      expect(recipientsOf(receiver.received).filter((to) => to === email)).toHaveLength(1);
    } finally {
      await database.drop();
    }
  }, 60_000);

  it("answers sign-ups at once while SMTP refuses, then delivers every mail exactly once when it accepts", async () => {
    const app = await createTestApp({ SMTP_URL: receiver.url, JOB_RETRY_DELAY_SECONDS: "1" });
    try {
      receiver.state.isRefusing = true;
      receiver.state.refused = 0;
      const before = receiver.received.length;
      const emails = [uniqueEmail("refused"), uniqueEmail("refused"), uniqueEmail("refused")];
      for (const email of emails) {
        const answer = await signUp(app, email);
        expect(answer.status).toBe(201);
        // Answered while SMTP still refuses and before anything was delivered: the answer did not wait on it.
        expect(receiver.state.isRefusing).toBe(true);
        expect(receiver.received.length).toBe(before);
      }
      await waitUntil(() => receiver.state.refused >= 6, 15_000, "two refusals a mail");
      expect(receiver.received.length).toBe(before);

      receiver.state.isRefusing = false;
      await receiver.waitFor(before + 3);
      await app.jobs.whenIdle();
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(recipientsOf(receiver.received.slice(before))).toEqual([...emails].sort());
    } finally {
      receiver.state.isRefusing = false;
      await app.close();
    }
  }, 60_000);

  it("answers a sign-up at once when the SMTP server accepts the connection and never speaks", async () => {
    const sockets = new Set<Socket>();
    let ended = 0;
    const silent: Server = createServer((socket) => {
      sockets.add(socket);
      socket.on("close", () => {
        ended += 1;
      });
    });
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const { port } = silent.address() as AddressInfo;
    const app = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
    try {
      const answer = await signUp(app, uniqueEmail("silent"));
      expect(answer.status).toBe(201);
      // No conversation with the silent server has ended yet (the mailer gives up on it after its greeting
      // timeout): the answer came before any wait on SMTP could. The mail does go to that server, after.
      expect(ended).toBe(0);
      await waitUntil(() => sockets.size > 0, 15_000, "the mailer's connection");
    } finally {
      await app.close();
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  }, 30_000);
});
