import { authMessages } from "@paralex/shared/auth-validation";
import { textMessages } from "@paralex/shared/text-input";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createConfirmedAccount, logInAs, nextIp, readMailbox, STRONG_PASSWORD } from "../../test/account-helpers.js";
import { createTestApp } from "../../test/test-app.js";

let app: FastifyInstance;
let token: string;

beforeAll(async () => {
  app = await createTestApp();
  token = (await logInAs(app, await createConfirmedAccount(app))).access;
});
afterAll(() => app.close());

const send = (method: "PATCH" | "POST", url: string, payload: Record<string, unknown>) =>
  app.inject({ method, url, payload, remoteAddress: nextIp(), headers: { authorization: `Bearer ${token}` } });

describe("the account page", () => {
  it.each([
    ["first_name", "Grace www.evil.example"],
    ["last_name", "Hopper (mail me: grace@evil.example)"],
    ["firm_name", "Hopper LLP, pay at https://evil.example"],
  ])("refuses a %s that reads as a link, saying why", async (field, value) => {
    const response = await send("PATCH", "/api/auth/user/", { [field]: value });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ [field]: [textMessages.linkInName] });
  });

  it.each(["Ada<ada@x.example>", "ada@x.example,postmaster"])(
    "refuses to move the account to %j, and mails nobody",
    async (email) => {
      const response = await send("POST", "/api/account/email/", { email, password: STRONG_PASSWORD });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ email: [authMessages.invalidEmail] });
      expect((await readMailbox(app)).filter((mail) => mail.to.includes("ada@x.example"))).toEqual([]);
    },
  );
});
