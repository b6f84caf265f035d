import { authMessages } from "@paralex/shared/auth-validation";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailConfirmations, memberships, organizations, users } from "../../db/schema.js";
import {
  confirmationKeyIn,
  createConfirmedAccount,
  latestMailTo,
  nextIp,
  post,
  readMailbox,
  registration,
  resetLinkIn,
  STRONG_PASSWORD,
  uniqueEmail,
} from "../../test/account-helpers.js";
import { createTestApp } from "../../test/test-app.js";

const REGISTER = "/api/auth/registration/";
const VERIFY = "/api/auth/registration/verify-email/";
const RESEND = "/api/auth/registration/resend-email/";
const LOGIN = "/api/auth/login/";
const RESET_CONFIRM = "/api/auth/password/reset/confirm/";

let app: FastifyInstance;

beforeAll(async () => {
  app = await createTestApp({ PUBLIC_URL: "https://app.paralex.test", BRAND_NAME: "Paralex" });
});

afterAll(async () => {
  await app.close();
});

async function userRow(email: string) {
  const [user] = await app.database.db.select().from(users).where(eq(users.email, email));
  return user;
}

describe("POST auth/registration/", () => {
  it("creates an unconfirmed user who administers a new organization, and mails the confirmation link", async () => {
    const email = uniqueEmail("new");
    const response = await post(app, REGISTER, registration(email));

    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ detail: "Verification e-mail sent." });

    const user = await userRow(email);
    expect(user).toMatchObject({ email, firstName: "Ada", lastName: "Lovelace", isEmailVerified: false });
    expect(user?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const [membership] = await app.database.db
      .select({ role: memberships.applicationRole, name: organizations.name })
      .from(memberships)
      .innerJoin(organizations, eq(organizations.id, memberships.organizationId))
      .where(eq(memberships.userId, user?.id ?? ""));
    expect(membership).toEqual({ role: "Admin", name: "Ada's firm" });

    const mail = await latestMailTo(app, email);
    expect(mail?.subject).toBe("Confirm your email for Paralex");
    expect(mail?.text).toContain("https://app.paralex.test/register/confirm-account/");
    expect(mail?.html).toContain("Paralex");
    const key = confirmationKeyIn(mail?.text ?? "");
    expect(Buffer.from(key, "base64url")).toHaveLength(32);
    const [stored] = await app.database.db
      .select()
      .from(emailConfirmations)
      .where(eq(emailConfirmations.userId, user?.id ?? ""));
    expect(stored?.keyHash).not.toContain(key);
    expect(stored?.keyHash).toMatch(/^[0-9a-f]{64}$/);
    const lifetime = (stored?.expiresAt.getTime() ?? 0) - (stored?.createdAt.getTime() ?? 0);
    expect(Math.abs(lifetime - 3 * 24 * 3600 * 1000)).toBeLessThan(60_000);
  });

  it("answers without the trailing slash too", async () => {
    const response = await post(app, "/api/auth/registration", registration(uniqueEmail("noslash")));
    expect(response.statusCode).toBe(201);
  });

  it.each([
    ["first_name", { first_name: "Al" }, authMessages.firstNameTooShort],
    ["last_name", { last_name: "Li" }, authMessages.lastNameTooShort],
    ["email", { email: "not-an-address" }, authMessages.invalidEmail],
    ["email", { email: "ada@example" }, authMessages.invalidEmail],
    ["password1", { password1: "abcdef1!", password2: "abcdef1!" }, authMessages.signUpPasswordRule],
    ["password1", { password1: "Abcdefgh!", password2: "Abcdefgh!" }, authMessages.signUpPasswordRule],
  ])("rejects a bad %s with the spec's message", async (field, overrides, message) => {
    const response = await post(app, REGISTER, { ...registration(uniqueEmail("bad")), ...overrides });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ [field]: [message] });
  });

  it.each([
    ["too short", "Ab1!xyz", ["This password is too short. It must contain at least 8 characters."]],
    ["too common", "P@ssw0rd", ["This password is too common."]],
    ["similar to the first name", "Adalinda#2024", ["The password is too similar to the first name."]],
    ["similar to the last name", "Lovelace#99", ["The password is too similar to the last name."]],
  ])("applies Django's password validators: %s", async (_case, password, messages) => {
    const payload = registration(uniqueEmail("django"), { password1: password, password2: password });
    const response = await post(app, REGISTER, { ...payload, first_name: "Adalind", last_name: "Lovelace" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ password1: messages });
  });

  it("says when the password is too similar to the email address", async () => {
    const email = `zebracorn${Date.now()}@example.com`;
    const password = `Zebracorn${Date.now()}!`;
    const response = await post(app, REGISTER, registration(email, { password1: password, password2: password }));
    expect(response.json()).toEqual({ password1: ["The password is too similar to the email address."] });
  });

  it("answers every missing field at once", async () => {
    const response = await post(app, REGISTER, {});
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      email: ["This field is required."],
      password1: ["This field is required."],
      password2: ["This field is required."],
      first_name: ["This field is required."],
      last_name: ["This field is required."],
    });
  });

  it("reports errors of several fields together", async () => {
    const response = await post(app, REGISTER, {
      ...registration(uniqueEmail("many"), { password1: "P@ssw0rd", password2: "P@ssw0rd" }),
      first_name: "Al",
    });
    expect(response.json()).toEqual({
      first_name: [authMessages.firstNameTooShort],
      password1: ["This password is too common."],
    });
  });

  it("compares the two passwords once the fields are valid", async () => {
    const response = await post(
      app,
      REGISTER,
      registration(uniqueEmail("mismatch"), { password2: `${STRONG_PASSWORD}x` }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ non_field_errors: ["The two password fields didn't match."] });
  });

  it("answers two concurrent sign-ups of one new address alike, and makes one account", async () => {
    const email = uniqueEmail("twins");
    const other = "Another#Secret77";
    const [first, second] = await Promise.all([
      post(app, REGISTER, registration(email)),
      post(app, REGISTER, registration(email, { password1: other, password2: other, first_name: "Mallory" })),
    ]);
    expect([first.statusCode, first.body]).toEqual([201, JSON.stringify({ detail: "Verification e-mail sent." })]);
    expect([second.statusCode, second.body]).toEqual([first.statusCode, first.body]);
    const rows = await app.database.db.select().from(users).where(eq(users.email, email));
    expect(rows).toHaveLength(1);
  });
});

describe("a second sign-up of a registered address (no takeover, no enumeration)", () => {
  const STRANGER_PASSWORD = "Intruder#Secret77";
  const stranger = (email: string) =>
    registration(email.toUpperCase(), {
      password1: STRANGER_PASSWORD,
      password2: STRANGER_PASSWORD,
      first_name: "Mallory",
      last_name: "Intruder",
    });
  const answerOf = (response: Awaited<ReturnType<typeof post>>) => ({
    status: response.statusCode,
    contentType: response.headers["content-type"],
    body: response.body,
  });

  it("changes nothing of a pending account: the owner's first link confirms it and only the owner's password opens it", async () => {
    const email = uniqueEmail("pending-owner");
    const fresh = await post(app, REGISTER, registration(email));
    const firstKey = confirmationKeyIn((await latestMailTo(app, email))?.text ?? "");
    const before = await userRow(email);

    const again = await post(app, REGISTER, stranger(email));
    expect(answerOf(again)).toEqual(answerOf(fresh));
    expect(await userRow(email)).toEqual(before);

    const mails = (await readMailbox(app)).filter((mail) => mail.to === email);
    expect(mails).toHaveLength(2);
    expect(mails[0]?.subject).toBe("Your Paralex sign-up is waiting for confirmation");
    expect(mails[0]?.text).toContain("nothing about it changed");
    expect(mails[0]?.text).not.toContain("Mallory");
    const noticeKey = confirmationKeyIn(mails[0]?.text ?? "");
    expect(noticeKey).not.toBe(firstKey);

    expect((await post(app, VERIFY, { key: firstKey })).statusCode).toBe(200);
    expect((await post(app, VERIFY, { key: noticeKey })).json()).toEqual({ detail: "ok", already_confirmed: true });
    const refused = await post(app, LOGIN, { email, password: STRANGER_PASSWORD });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ non_field_errors: ["Unable to log in with provided credentials."] });
    const login = await post(app, LOGIN, { email, password: STRONG_PASSWORD });
    expect(login.statusCode).toBe(200);
    expect(login.json().user).toMatchObject({ first_name: "Ada", last_name: "Lovelace" });
  });

  it("lets the notice's link confirm too, while no other link has been used", async () => {
    const email = uniqueEmail("pending-notice");
    await post(app, REGISTER, registration(email));
    const firstKey = confirmationKeyIn((await latestMailTo(app, email))?.text ?? "");
    await post(app, REGISTER, stranger(email));
    const noticeKey = confirmationKeyIn((await latestMailTo(app, email))?.text ?? "");

    expect((await post(app, VERIFY, { key: noticeKey })).statusCode).toBe(200);
    expect((await post(app, VERIFY, { key: firstKey })).json()).toEqual({ detail: "ok", already_confirmed: true });
    expect((await post(app, LOGIN, { email, password: STRONG_PASSWORD })).statusCode).toBe(200);
  });

  it("answers a confirmed address exactly like a new one, changes nothing, and mails its owner a reset link", async () => {
    const { email } = await createConfirmedAccount(app, uniqueEmail("taken"));
    const before = await userRow(email);

    const fresh = await post(app, REGISTER, registration(uniqueEmail("fresh")));
    const again = await post(app, REGISTER, stranger(email));
    expect(answerOf(again)).toEqual(answerOf(fresh));
    expect(await userRow(email)).toEqual(before);

    const notice = await latestMailTo(app, email);
    expect(notice?.subject).toBe("Someone tried to sign up to Paralex with your email");
    expect(notice?.text).not.toContain("Mallory");
    const reset = await post(app, RESET_CONFIRM, {
      ...resetLinkIn(notice?.text ?? ""),
      new_password1: "Brand#New#Secret9",
      new_password2: "Brand#New#Secret9",
    });
    expect(reset.statusCode).toBe(200);
    expect((await post(app, LOGIN, { email, password: STRANGER_PASSWORD })).statusCode).toBe(400);
    expect((await post(app, LOGIN, { email, password: "Brand#New#Secret9" })).statusCode).toBe(200);
  });
});

describe("POST auth/registration/verify-email/", () => {
  async function registerAndGetKey(email = uniqueEmail("verify")) {
    await post(app, REGISTER, registration(email));
    return { email, key: confirmationKeyIn((await latestMailTo(app, email))?.text ?? "") };
  }

  it("confirms the address once, and says so when the link is opened again", async () => {
    const { email, key } = await registerAndGetKey();
    const response = await post(app, VERIFY, { key });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ detail: "ok" });
    expect((await userRow(email))?.isEmailVerified).toBe(true);

    const reused = await post(app, VERIFY, { key });
    expect(reused.statusCode).toBe(200);
    expect(reused.json()).toEqual({ detail: "ok", already_confirmed: true });
  });

  it("answers without the trailing slash too", async () => {
    const { key } = await registerAndGetKey();
    expect((await post(app, "/api/auth/registration/verify-email", { key })).statusCode).toBe(200);
  });

  it("does not know a made-up key", async () => {
    const response = await post(app, VERIFY, { key: "A".repeat(43) });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: "Not found." });
  });

  it("keeps every unexpired link of an address working until one is used, then spends them all", async () => {
    const { email, key: first } = await registerAndGetKey();
    await post(app, RESEND, { email });
    await post(app, RESEND, { email });
    const keys = (await readMailbox(app))
      .filter((mail) => mail.to === email)
      .map((mail) => confirmationKeyIn(mail.text));
    expect(keys).toHaveLength(3);
    const [latest, middle] = keys;

    expect((await post(app, VERIFY, { key: middle })).json()).toEqual({ detail: "ok" });
    expect((await post(app, VERIFY, { key: first })).json()).toEqual({ detail: "ok", already_confirmed: true });
    expect((await post(app, VERIFY, { key: latest })).json()).toEqual({ detail: "ok", already_confirmed: true });
  });

  it("refuses an expired key", async () => {
    const { email, key } = await registerAndGetKey();
    const user = await userRow(email);
    await app.database.db
      .update(emailConfirmations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailConfirmations.userId, user?.id ?? ""));

    const response = await post(app, VERIFY, { key });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: "Not found." });
    expect((await userRow(email))?.isEmailVerified).toBe(false);
  });

  it("needs a key", async () => {
    const response = await post(app, VERIFY, {});
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ key: ["This field is required."] });
  });
});

describe("POST auth/registration/resend-email/", () => {
  it("mails a fresh working link to an unconfirmed address", async () => {
    const email = uniqueEmail("resend");
    await post(app, REGISTER, registration(email));

    const response = await post(app, RESEND, { email: email.toUpperCase() });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ detail: "ok" });
    const mails = (await readMailbox(app)).filter((mail) => mail.to === email);
    expect(mails).toHaveLength(2);
    expect((await post(app, VERIFY, { key: confirmationKeyIn(mails[0]?.text ?? "") })).statusCode).toBe(200);
  });

  it("answers the same for unknown and confirmed addresses, and mails nothing", async () => {
    const confirmed = uniqueEmail("confirmed");
    await post(app, REGISTER, registration(confirmed));
    await post(app, VERIFY, { key: confirmationKeyIn((await latestMailTo(app, confirmed))?.text ?? "") });
    const before = (await readMailbox(app)).length;

    const unknown = await post(app, "/api/auth/registration/resend-email", { email: uniqueEmail("nobody") });
    const known = await post(app, RESEND, { email: confirmed });
    expect([unknown.statusCode, unknown.json()]).toEqual([200, { detail: "ok" }]);
    expect([known.statusCode, known.json()]).toEqual([200, { detail: "ok" }]);
    expect(await readMailbox(app)).toHaveLength(before);
  });

  it("checks the address's shape", async () => {
    const response = await post(app, RESEND, { email: "nope" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ email: [authMessages.invalidEmail] });
  });
});

describe("rate limits", () => {
  it("limits registrations per IP", async () => {
    const ip = nextIp();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      statuses.push((await post(app, REGISTER, { email: uniqueEmail("flood") }, { ip })).statusCode);
    }
    expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true);
    const limited = await post(app, REGISTER, { email: uniqueEmail("flood") }, { ip });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ detail: "Too many requests. Please wait a minute and try again." });
    expect(limited.headers["retry-after"]).toBeDefined();
  });

  it("limits registrations per address, from any IP", async () => {
    const email = uniqueEmail("target");
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await post(app, REGISTER, { email: email.toUpperCase() })).statusCode).toBe(400);
    }
    const limited = await post(app, REGISTER, { email });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ detail: "Too many requests. Please wait a minute and try again." });
  });

  it("limits resends per IP and per address", async () => {
    const ip = nextIp();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await post(app, RESEND, { email: uniqueEmail("r") }, { ip })).statusCode).toBe(200);
    }
    expect((await post(app, RESEND, { email: uniqueEmail("r") }, { ip })).statusCode).toBe(429);

    const email = uniqueEmail("resent");
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await post(app, RESEND, { email })).statusCode).toBe(200);
    }
    expect((await post(app, RESEND, { email: ` ${email.toUpperCase()} ` })).statusCode).toBe(429);
  });
});
