// Two instances of the built server on one PostgreSQL database and one Redis, behind nginx (round robin): the
// main journeys through the balancer behave as on one server, and survive one instance being killed (decision 038).
// Run with `npm run test:scale` (builds first); needs PostgreSQL, Redis and /usr/sbin/nginx.

import { existsSync } from "node:fs";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startSmtpReceiver } from "../../apps/server/src/test/smtp-receiver.ts";
import { createScratchDatabase, flushRedis, portsFor, serverEntry, startInstance, startNginx } from "./cluster.mjs";
import { call, customerJourney, logIn, logOut, messageIdOf, nextIp, PASSWORD, subjectOf } from "./journeys.mjs";

const ADMIN_DATABASE_URL = process.env.SCALE_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/test";
const REDIS_URL = process.env.SCALE_REDIS_URL || "redis://127.0.0.1:6379/9";
const LOGIN_LIMIT_PER_ADDRESS = 10;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

describe.sequential("two instances behind nginx on one PostgreSQL and one Redis", () => {
  let database;
  let smtp;
  let instances = [];
  let balancer;
  let base;
  const journeys = [];

  const instanceAt = (upstream) => instances.find((instance) => upstream === `127.0.0.1:${instance.port}`);

  beforeAll(async () => {
    if (!existsSync(serverEntry)) throw new Error("apps/server/dist is missing: run `npm run build` first");
    database = await createScratchDatabase(ADMIN_DATABASE_URL, "scale");
    await flushRedis(REDIS_URL);
    smtp = await startSmtpReceiver();
    const [balancerPort, ...instancePorts] = await portsFor(3);
    base = `http://127.0.0.1:${balancerPort}`;
    // Both start at once on the empty database: the migrations take turns under their advisory lock.
    instances = instancePorts.map((port, index) =>
      startInstance({
        name: `instance ${String.fromCharCode(65 + index)}`,
        port,
        env: {
          DATABASE_URL: database.url,
          REDIS_URL,
          SMTP_URL: smtp.url,
          PUBLIC_URL: base,
        },
      }),
    );
    await Promise.all(instances.map((instance) => instance.waitUntilHealthy()));
    balancer = await startNginx({ port: balancerPort, upstreamPorts: instancePorts });
  }, 90_000);

  afterEach(({ task }) => {
    if (task.result?.state !== "fail") return;
    for (const instance of instances) console.error(`--- ${instance.name} output ---\n${instance.output()}`);
  });

  afterAll(async () => {
    await balancer?.stop();
    await Promise.all(instances.map((instance) => instance.stop()));
    await smtp?.close();
    await database?.drop();
  }, 30_000);

  it("answers through the balancer from both instances in turn", async () => {
    const upstreams = [];
    for (let index = 0; index < 4; index += 1) {
      const answer = await call(base, "GET", "/api/health");
      expect(answer.status).toBe(200);
      upstreams.push(answer.upstream);
    }
    expect(new Set(upstreams)).toEqual(new Set(instances.map((instance) => `127.0.0.1:${instance.port}`)));

    // A body larger than nginx keeps in memory goes through its temporary files and reaches a server.
    const large = await call(base, "POST", "/api/auth/registration/", {
      ip: nextIp(),
      json: { email: "large@example.com", first_name: "x".repeat(100_000) },
    });
    expect(large.status, large.text.slice(0, 200)).toBe(400);
  });

  it("completes sign-up, confirmation, login, checkout, invitation and acceptance through the balancer", async () => {
    journeys.push(
      ...(await Promise.all(["alpha", "bravo", "charlie"].map((label) => customerJourney(base, smtp, label)))),
    );
    for (const { admin, colleague, subscriptions } of journeys) {
      expect(subscriptions).toEqual([{ appId: 1, pricingTier: "Professional", status: "active" }]);
      expect(colleague.organizationId).toBe(admin.organizationId);
      expect(colleague.userId).not.toBe(admin.userId);
    }
  }, 60_000);

  it("refuses a logged-out access token on both instances, whichever ended the session", async () => {
    const { admin } = journeys[0];
    const session = await logIn(base, { email: admin.email, ip: admin.ip });
    // Each instance has now found the session live and keeps it in its cache.
    for (const instance of instances) {
      expect((await call(instance.url, "GET", "/api/auth/user/", { token: session.access })).status).toBe(200);
    }

    const loggedOut = await logOut(base, session);
    const endedBy = instanceAt(loggedOut.upstream);
    expect(endedBy).toBeDefined();

    for (const instance of instances) {
      // The ending instance clears its cache before answering; the other hears PostgreSQL's notice at commit.
      const deadline = Date.now() + 1000;
      let status = 0;
      while (Date.now() < deadline) {
        status = (await call(instance.url, "GET", "/api/auth/user/", { token: session.access })).status;
        if (status === 401) break;
        await sleep(20);
      }
      expect(status, `${instance.name} after logout on ${endedBy?.name}`).toBe(401);
    }
    const refreshed = await call(base, "POST", "/api/auth/token/refresh/", {
      ip: session.ip,
      json: { refresh: session.refresh },
    });
    expect(refreshed.status).toBe(401);
  });

  it("counts the login limit per client address across both instances", async () => {
    const { admin } = journeys[1];
    const ip = nextIp();
    const served = [];
    for (let attempt = 0; attempt < LOGIN_LIMIT_PER_ADDRESS; attempt += 1) {
      const answer = await call(base, "POST", "/api/auth/login/", {
        ip,
        json: { email: admin.email, password: PASSWORD },
      });
      expect(answer.status, `login ${attempt + 1}`).toBe(200);
      served.push(answer.upstream);
    }
    // Round robin alternated them: each instance alone saw half the limit.
    for (const instance of instances) {
      expect(served.filter((upstream) => upstream === `127.0.0.1:${instance.port}`)).toHaveLength(
        LOGIN_LIMIT_PER_ADDRESS / 2,
      );
    }
    const over = await call(base, "POST", "/api/auth/login/", { ip, json: { email: admin.email, password: PASSWORD } });
    expect(over.status).toBe(429);
    for (const instance of instances) {
      const direct = await call(instance.url, "POST", "/api/auth/login/", {
        ip,
        json: { email: admin.email, password: PASSWORD },
      });
      expect(direct.status, instance.name).toBe(429);
    }
  });

  /** Waits until no mail has arrived for quietMs; every message id and every (recipient, subject) appears once. */
  async function expectEveryMailOnce(quietMs = 1500) {
    let count = -1;
    while (count !== smtp.received.length) {
      count = smtp.received.length;
      await sleep(quietMs);
    }
    const ids = smtp.received.map((mail) => messageIdOf(mail.raw));
    expect(ids.every((id) => id.length > 0)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    const kinds = smtp.received.map((mail) => `${mail.to.join(",")} ${subjectOf(mail.raw)}`);
    expect(new Set(kinds).size).toBe(kinds.length);
    return smtp.received;
  }

  it("delivers every mail exactly once although both instances run the job workers", async () => {
    const received = await expectEveryMailOnce();
    for (const { admin, colleague } of journeys) {
      // The Admin who paid is the billing contact: the confirmation, then the checkout's receipt.
      expect(received.filter((mail) => mail.to.includes(admin.email)).map((mail) => subjectOf(mail.raw))).toEqual([
        expect.stringMatching(/^Confirm your email/),
        expect.stringMatching(/^Receipt PX-\d+: /),
      ]);
      expect(received.filter((mail) => mail.to.includes(colleague.email)).map((mail) => subjectOf(mail.raw))).toEqual([
        expect.stringMatching(/invited you/),
      ]);
    }
  });

  it("keeps serving and completes the journeys through the survivor when one instance is killed mid-traffic", async () => {
    const [survivor, victim] = instances;
    const background = { isRunning: true, ok: 0, failures: [] };
    // Reads only: a request already inside the killed process is lost with it, and nginx resends only those
    // that may be repeated (a POST goes to the survivor only when it never reached the dead instance).
    const traffic = ["/api/health", "/", "/api/health", "/products"].map(async (urlPath) => {
      while (background.isRunning) {
        const answer = await call(base, "GET", urlPath).catch((error) => ({ status: 0, text: String(error) }));
        if (answer.status === 200) background.ok += 1;
        else background.failures.push(`${answer.status} ${answer.text.slice(0, 200)}`);
      }
    });
    await sleep(300);
    victim.child.kill("SIGKILL");
    expect(await victim.exited).toEqual({ code: null, signal: "SIGKILL" });

    const afterKill = await Promise.all(["delta", "echo"].map((label) => customerJourney(base, smtp, label)));
    await logOut(base, afterKill[0].admin);
    expect((await call(survivor.url, "GET", "/api/auth/user/", { token: afterKill[0].admin.access })).status).toBe(401);
    background.isRunning = false;
    await Promise.all(traffic);

    for (const { admin, colleague, subscriptions } of afterKill) {
      expect(subscriptions).toEqual([{ appId: 1, pricingTier: "Professional", status: "active" }]);
      expect(colleague.organizationId).toBe(admin.organizationId);
    }
    expect(background.failures).toEqual([]);
    expect(background.ok).toBeGreaterThan(10);
    const answer = await call(base, "GET", "/api/health");
    expect(answer.upstream).toBe(`127.0.0.1:${survivor.port}`);
    await expectEveryMailOnce();
    // Per journey: the Admin's confirmation and receipt, the colleague's invitation.
    expect(smtp.received).toHaveLength((journeys.length + afterKill.length) * 3);
  }, 60_000);
});
