import { randomInt } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createConfirmedAccount, uniqueEmail } from "./test/account-helpers.js";
import { auditEventsFor } from "./test/audit-helpers.js";
import { createTestApp } from "./test/test-app.js";

/** The load balancer in front of the server: the only peer the server ever sees. */
const PROXY_ADDRESS = "10.9.0.2";

/** A public IPv4 address (first octet 11 to 99: no private, loopback or documentation range). */
const randomAddress = () => `${randomInt(11, 100)}.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;

/**
 * What the balancer forwards: whatever X-Forwarded-For the client sent, with the client's real address appended,
 * as nginx's $proxy_add_x_forwarded_for and HAProxy's `option forwardfor` do.
 */
function throughProxy(clientAddress: string, claimedByClient: string[]) {
  return {
    remoteAddress: PROXY_ADDRESS,
    headers: { "x-forwarded-for": [...claimedByClient, clientAddress].join(", ") },
  };
}

describe.each([
  ["its address", PROXY_ADDRESS],
  ["its network", "10.9.0.0/16, 127.0.0.1"],
  ["a named range", "uniquelocal"],
])("behind one proxy, trusted by %s (TRUST_PROXY=%s)", (_label, trustProxy) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp({ TRUST_PROXY: trustProxy });
  });
  afterAll(() => app.close());

  it("limits a newsletter client by its own address however it rotates X-Forwarded-For", async () => {
    const client = randomAddress();
    const subscribe = (n: number) =>
      app.inject({
        method: "POST",
        url: "/gateway/prod/mailchimp",
        payload: { email: `rotating-${n}-${client}@example.com`, listId: "paralex-newsletter" },
        ...throughProxy(client, [randomAddress(), randomAddress()]),
      });
    for (let n = 1; n <= 10; n++) expect((await subscribe(n)).statusCode).toBe(200);

    expect((await subscribe(11)).statusCode).toBe(429);
  });

  it("limits sign-in attempts by the client's address however it rotates X-Forwarded-For", async () => {
    const client = randomAddress();
    const logIn = () =>
      app.inject({
        method: "POST",
        url: "/api/auth/login/",
        payload: { email: uniqueEmail("rotating"), password: "not-the-password" },
        ...throughProxy(client, [randomAddress()]),
      });
    for (let attempt = 1; attempt <= 10; attempt++) expect((await logIn()).statusCode).toBe(400);

    expect((await logIn()).statusCode).toBe(429);
  });

  it("writes the client's address into the audit log, not one it claimed", async () => {
    const account = await createConfirmedAccount(app, uniqueEmail("forwarded"));
    const client = randomAddress();
    const response = await app.inject({
      method: "POST",
      url: "/api/auth/login/",
      payload: account,
      ...throughProxy(client, ["6.6.6.6"]),
    });
    expect(response.statusCode).toBe(200);

    const [login] = await auditEventsFor(app, account.email);
    expect(login).toMatchObject({ action: "login", ipAddress: client });
  });
});

describe("trusting a proxy that stands behind another", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp({ TRUST_PROXY: "10.9.0.0/16,192.0.2.10" });
  });
  afterAll(() => app.close());

  it("takes the first address no trusted proxy vouches for", async () => {
    const account = await createConfirmedAccount(app, uniqueEmail("two-proxies"));
    const client = randomAddress();
    const response = await app.inject({
      method: "POST",
      url: "/api/auth/login/",
      payload: account,
      remoteAddress: PROXY_ADDRESS,
      headers: { "x-forwarded-for": `6.6.6.6, ${client}, 192.0.2.10` },
    });
    expect(response.statusCode).toBe(200);

    const [login] = await auditEventsFor(app, account.email);
    expect(login).toMatchObject({ action: "login", ipAddress: client });
  });
});

describe("without TRUST_PROXY", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it("ignores X-Forwarded-For and counts the peer", async () => {
    const peer = randomAddress();
    const subscribe = (n: number) =>
      app.inject({
        method: "POST",
        url: "/gateway/prod/mailchimp",
        payload: { email: `direct-${n}-${peer}@example.com`, listId: "paralex-newsletter" },
        remoteAddress: peer,
        headers: { "x-forwarded-for": randomAddress() },
      });
    for (let n = 1; n <= 10; n++) expect((await subscribe(n)).statusCode).toBe(200);

    expect((await subscribe(11)).statusCode).toBe(429);
  });
});
