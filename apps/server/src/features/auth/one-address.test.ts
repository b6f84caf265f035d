import { authMessages } from "@paralex/shared/auth-validation";
import { textMessages } from "@paralex/shared/text-input";
import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { nextIp, post, readMailbox, registration } from "../../test/account-helpers.js";
import { createTestApp } from "../../test/test-app.js";
import { AUTH_RATE_LIMITS } from "./auth-rate-limits.js";

const REGISTER = "/api/auth/registration/";
const RESEND = "/api/auth/registration/resend-email/";
const RESET = "/api/auth/password/reset/";

let app: FastifyInstance;

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

/** How a stranger asks for one request's mail to reach a second mailbox, or to wear a display name. */
const SMUGGLED = [
  ["a list", "stranger@one.example,postmaster", "stranger@one.example"],
  ["a display name", "Your Bank<victim@two.example>", "victim@two.example"],
  ["a spaced list", "a@three.example, b@four.example", "b@four.example"],
  ["a spaced display name", "Ada <ada@five.example>", "ada@five.example"],
] as const;

const mailTo = async (address: string) =>
  (await readMailbox(app)).filter((mail) => mail.to.toLowerCase().includes(address));

describe("an address that is not exactly one bare address", () => {
  it.each(SMUGGLED)("is refused at sign-up as %s, and nothing is mailed", async (_kind, email, mailbox) => {
    const response = await post(app, REGISTER, registration(email));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ email: [authMessages.invalidEmail] });
    expect(await mailTo(mailbox)).toEqual([]);
  });

  it.each(SMUGGLED)("is refused by reset and resend as %s", async (_kind, email, mailbox) => {
    for (const url of [RESET, RESEND]) {
      const response = await post(app, url, { email });
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toEqual({ email: [authMessages.invalidEmail] });
    }
    expect(await mailTo(mailbox)).toEqual([]);
  });
});

describe("a name that reads as a link", () => {
  it("is refused at sign-up, saying why, and nothing is mailed", async () => {
    const email = "linked.name@six.example";
    const response = await post(app, REGISTER, registration(email, { first_name: "Claim your prize at evil.com" }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ first_name: [textMessages.linkInName] });
    expect(await mailTo(email)).toEqual([]);
  });
});

describe("mail limits per delivered address", () => {
  const { perMinute, perDay } = AUTH_RATE_LIMITS.passwordReset.perAddress;

  afterEach(() => {
    vi.useRealTimers();
  });

  it("count every spelling of one mailbox together, whatever client asks", async () => {
    const spellings = ["Ada@Example.com", "ada@example.com ", " ADA@EXAMPLE.COM", "ada+again@example.com"];
    for (const email of spellings.slice(0, perMinute)) {
      expect((await post(app, RESET, { email })).statusCode, email).toBe(200);
    }
    const refused = await post(app, RESET, { email: spellings[perMinute] });
    expect(refused.statusCode).toBe(429);
    expect((await post(app, RESET, { email: "someone.else@example.com" })).statusCode).toBe(200);
  });

  it("cap a mailbox's mail for the day, past the per-minute limit", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
    const email = "daily.target@example.com";
    for (let sent = 0; sent < perDay; sent += 1) {
      if (sent > 0 && sent % perMinute === 0) vi.setSystemTime(Date.now() + 61_000);
      expect((await post(app, RESET, { email }, { ip: nextIp() })).statusCode, `request ${sent + 1}`).toBe(200);
    }
    vi.setSystemTime(Date.now() + 61_000);
    const refused = await post(app, RESET, { email });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(60);

    vi.setSystemTime(Date.now() + 24 * 60 * 60 * 1000);
    expect((await post(app, RESET, { email })).statusCode).toBe(200);
  });
});
