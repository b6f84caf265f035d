import { authApiMessages, authMessages } from "@paralex/shared/auth-validation";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { passwordResets, users } from "../../db/schema.js";
import {
  createConfirmedAccount,
  latestMailTo,
  logInAs,
  nextIp,
  post,
  readMailbox,
  registration,
  resetLinkIn,
  STRONG_PASSWORD,
  uniqueEmail,
} from "../../test/account-helpers.js";
import { createTestApp } from "../../test/test-app.js";

const RESET = "/api/auth/password/reset/";
const CONFIRM = "/api/auth/password/reset/confirm/";
const CHANGE = "/api/auth/password/change/";
const NEW_PASSWORD = "Fresh#Harbor2025";

const resetSent = { detail: "Password reset e-mail has been sent." };
const invalidToken = { token: ["Invalid value"] };

let app: FastifyInstance;

beforeAll(async () => {
  app = await createTestApp({ PUBLIC_URL: "https://app.paralex.test" });
});

afterAll(async () => {
  await app.close();
});

async function requestReset(email: string) {
  const response = await post(app, RESET, { email });
  expect(response.statusCode).toBe(200);
  const mail = await latestMailTo(app, email);
  if (!mail) throw new Error(`no reset mail to ${email}`);
  return { mail, ...resetLinkIn(mail.text) };
}

function confirmation(link: { uid: string; token: string }, password = NEW_PASSWORD, confirm = password) {
  return { uid: link.uid, token: link.token, new_password1: password, new_password2: confirm };
}

async function userRow(email: string) {
  const [user] = await app.database.db.select().from(users).where(eq(users.email, email));
  if (!user) throw new Error(`no user ${email}`);
  return user;
}

describe("POST auth/password/reset/", () => {
  it("mails a reset link for a known address", async () => {
    const account = await createConfirmedAccount(app, uniqueEmail("forgetful"));
    const response = await post(app, RESET, { email: account.email.toUpperCase() });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(resetSent);

    const mail = await latestMailTo(app, account.email);
    expect(mail?.subject).toBe("Reset your password for Paralex");
    expect(mail?.text).toMatch(/https:\/\/app\.paralex\.test\/password-reset\/confirm-account\/[\w-]+\/[\w-]{43}/);
    const { uid } = resetLinkIn(mail?.text ?? "");
    expect(Buffer.from(uid, "base64url").toString()).toBe((await userRow(account.email)).id);
  });

  it("answers an unknown address exactly as a known one, and mails nothing", async () => {
    const known = await createConfirmedAccount(app, uniqueEmail("known"));
    const before = (await readMailbox(app)).length;
    const forKnown = await post(app, RESET, { email: known.email });
    const forUnknown = await post(app, "/api/auth/password/reset", { email: uniqueEmail("unknown") });

    expect(forUnknown.statusCode).toBe(forKnown.statusCode);
    expect(forUnknown.body).toBe(forKnown.body);
    expect(forUnknown.json()).toEqual(resetSent);
    expect(Object.keys(forUnknown.headers).sort()).toEqual(Object.keys(forKnown.headers).sort());
    expect(await readMailbox(app)).toHaveLength(before + 1);
  });

  it("checks the address's shape", async () => {
    const response = await post(app, RESET, { email: "no" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ email: [authMessages.invalidEmail] });
  });

  it("limits requests per IP and per address", async () => {
    const ip = nextIp();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await post(app, RESET, { email: uniqueEmail("spray") }, { ip })).statusCode).toBe(200);
    }
    const byIp = await post(app, RESET, { email: uniqueEmail("spray") }, { ip });
    expect(byIp.statusCode).toBe(429);
    expect(byIp.json()).toEqual({ detail: "Too many requests. Please wait a minute and try again." });

    const email = uniqueEmail("victim");
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await post(app, RESET, { email })).statusCode).toBe(200);
    }
    expect((await post(app, RESET, { email: email.toUpperCase() })).statusCode).toBe(429);
  });
});

describe("POST auth/password/reset/confirm/", () => {
  it("sets the new password once and signs the user out everywhere", async () => {
    const account = await createConfirmedAccount(app, uniqueEmail("resetter"));
    const session = await logInAs(app, account);
    const link = await requestReset(account.email);

    const response = await post(app, CONFIRM, confirmation(link));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ detail: "Password has been reset with the new password." });

    expect((await post(app, "/api/auth/login/", account)).json()).toEqual({
      non_field_errors: ["Unable to log in with provided credentials."],
    });
    expect((await post(app, "/api/auth/login/", { ...account, password: NEW_PASSWORD })).statusCode).toBe(200);
    expect((await post(app, "/api/auth/token/refresh/", { refresh: session.refresh })).statusCode).toBe(401);
    const me = await app.inject({
      method: "GET",
      url: "/api/auth/user/",
      headers: { authorization: `Bearer ${session.access}` },
    });
    expect(me.statusCode).toBe(401);

    const reused = await post(app, CONFIRM, confirmation(link, "Second#Harbor2025"));
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual(invalidToken);
  });

  it("answers without the trailing slash too, and confirms an unverified address", async () => {
    const email = uniqueEmail("unverified-reset");
    await post(app, "/api/auth/registration/", registration(email));
    const link = await requestReset(email);
    const response = await post(app, "/api/auth/password/reset/confirm", confirmation(link));
    expect(response.statusCode).toBe(200);
    expect((await userRow(email)).isEmailVerified).toBe(true);
  });

  it("refuses an expired token", async () => {
    const account = await createConfirmedAccount(app, uniqueEmail("slow"));
    const link = await requestReset(account.email);
    await app.database.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.userId, (await userRow(account.email)).id));

    const response = await post(app, CONFIRM, confirmation(link));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(invalidToken);
  });

  it("expires tokens after an hour", async () => {
    const account = await createConfirmedAccount(app, uniqueEmail("hour"));
    await requestReset(account.email);
    const [reset] = await app.database.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.userId, (await userRow(account.email)).id));
    expect(Math.abs((reset?.expiresAt.getTime() ?? 0) - (reset?.createdAt.getTime() ?? 0) - 3_600_000)).toBeLessThan(
      60_000,
    );
    expect(reset?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("kills a token once the password changed some other way", async () => {
    const account = await createConfirmedAccount(app, uniqueEmail("changed"));
    const link = await requestReset(account.email);
    const session = await logInAs(app, account);
    const changed = await post(
      app,
      CHANGE,
      { old_password: account.password, new_password1: NEW_PASSWORD, new_password2: NEW_PASSWORD },
      { token: session.access },
    );
    expect(changed.statusCode).toBe(200);

    const response = await post(app, CONFIRM, confirmation(link, "Third#Harbor2025"));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(invalidToken);
  });

  it("refuses a made-up token, another user's token and a bad uid", async () => {
    const account = await createConfirmedAccount(app, uniqueEmail("owner"));
    const other = await createConfirmedAccount(app, uniqueEmail("other"));
    const link = await requestReset(account.email);
    const otherLink = await requestReset(other.email);

    const madeUp = await post(app, CONFIRM, confirmation({ uid: link.uid, token: "A".repeat(43) }));
    expect(madeUp.json()).toEqual(invalidToken);
    const crossed = await post(app, CONFIRM, confirmation({ uid: link.uid, token: otherLink.token }));
    expect(crossed.json()).toEqual(invalidToken);

    for (const uid of ["not-base64!", Buffer.from("00000000-0000-0000-0000-000000000000").toString("base64url"), ""]) {
      const response = await post(app, CONFIRM, confirmation({ uid, token: link.token }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ uid: ["Invalid value"] });
    }
  });

  it.each([
    ["do not match", NEW_PASSWORD, `${NEW_PASSWORD}!`, [authApiMessages.setPasswordsDidNotMatch]],
    ["break the spec's reset rule", "alllowercase!", "alllowercase!", [authMessages.resetPasswordRule]],
    ["are too short", "Ab#cdef", "Ab#cdef", ["This password is too short. It must contain at least 8 characters."]],
    ["are too common", "P@ssw0rd", "P@ssw0rd", ["This password is too common."]],
    ["are too similar to the last name", "Lovelace#1", "Lovelace#1", ["The password is too similar to the last name."]],
  ])("answers under new_password2 when the new passwords %s", async (_case, password1, password2, messages) => {
    const account = await createConfirmedAccount(app, uniqueEmail("rules"));
    const link = await requestReset(account.email);
    const response = await post(app, CONFIRM, confirmation(link, password1, password2));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ new_password2: messages });
    expect((await post(app, CONFIRM, confirmation(link))).statusCode).toBe(200);
  });

  it("requires every field", async () => {
    const response = await post(app, CONFIRM, {});
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      new_password1: ["This field is required."],
      new_password2: ["This field is required."],
      uid: ["This field is required."],
      token: ["This field is required."],
    });
  });
});

describe("POST auth/password/change/", () => {
  it("saves the new password and ends every other session but this one", async () => {
    const account = await createConfirmedAccount(app, uniqueEmail("changer"));
    const here = await logInAs(app, account);
    const elsewhere = await logInAs(app, account);

    const response = await post(
      app,
      "/api/auth/password/change",
      { old_password: account.password, new_password1: NEW_PASSWORD, new_password2: NEW_PASSWORD },
      { token: here.access },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      detail: "New password has been saved. Your other sessions have been signed out.",
    });

    expect((await post(app, "/api/auth/token/refresh/", { refresh: elsewhere.refresh })).statusCode).toBe(401);
    expect((await post(app, "/api/auth/token/refresh/", { refresh: here.refresh })).statusCode).toBe(200);
    expect((await post(app, "/api/auth/login/", { ...account, password: NEW_PASSWORD })).statusCode).toBe(200);
  });

  it("checks the old password, then the new ones", async () => {
    const account = await createConfirmedAccount(app, uniqueEmail("careful"));
    const { access } = await logInAs(app, account);

    const wrongOld = await post(
      app,
      CHANGE,
      { old_password: "Not#ThePassword1", new_password1: NEW_PASSWORD, new_password2: NEW_PASSWORD },
      { token: access },
    );
    expect(wrongOld.statusCode).toBe(400);
    expect(wrongOld.json()).toEqual({
      old_password: ["Your old password was entered incorrectly. Please enter it again."],
    });

    const common = await post(
      app,
      CHANGE,
      { old_password: account.password, new_password1: "P@ssw0rd", new_password2: "P@ssw0rd" },
      { token: access },
    );
    expect(common.json()).toEqual({ new_password2: ["This password is too common."] });
  });

  it("needs a signed-in user", async () => {
    const response = await post(app, CHANGE, {
      old_password: STRONG_PASSWORD,
      new_password1: NEW_PASSWORD,
      new_password2: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: "Authentication credentials were not provided." });
  });
});
