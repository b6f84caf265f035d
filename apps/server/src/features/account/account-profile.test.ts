import { accountMessages } from "@paralex/shared/account";
import { authMessages } from "@paralex/shared/auth-validation";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailChanges, memberships, users } from "../../db/schema.js";
import {
  createConfirmedAccount,
  latestMailTo,
  logInAs,
  nextIp,
  post,
  resetLinkIn,
  STRONG_PASSWORD,
  uniqueEmail,
} from "../../test/account-helpers.js";
import { auditEventsFor } from "../../test/audit-helpers.js";
import { createTestApp } from "../../test/test-app.js";

const USER = "/api/auth/user/";
const EMAIL = "/api/account/email/";
const CONFIRM = "/api/account/email/confirm/";

let app: FastifyInstance;

beforeAll(async () => {
  app = await createTestApp({ PUBLIC_URL: "https://app.paralex.test" });
});

afterAll(async () => {
  await app.close();
});

async function signedIn(label: string) {
  const account = await createConfirmedAccount(app, uniqueEmail(label));
  return { ...account, session: await logInAs(app, account) };
}

function send(method: "PATCH" | "PUT" | "GET", token: string, payload?: Record<string, unknown>) {
  return app.inject({
    method,
    url: USER,
    remoteAddress: nextIp(),
    headers: { authorization: `Bearer ${token}` },
    ...(payload ? { payload } : {}),
  });
}

function confirmationKeyIn(text: string): string {
  const match = text.match(/\/account\/confirm-email\/([A-Za-z0-9_-]+)/);
  if (!match?.[1]) throw new Error(`no email change link in:\n${text}`);
  return match[1];
}

describe("PUT/PATCH auth/user/", () => {
  it("saves the personal information, trimmed, and answers the user as GET does", async () => {
    const { email, session } = await signedIn("profile");
    const response = await send("PUT", session.access, {
      first_name: "  Grace ",
      last_name: "Hopper",
      alternate_email: " grace@navy.example ",
      firm_name: "Hopper & Partners",
    });
    expect(response.statusCode).toBe(200);
    const saved = response.json();
    expect(saved).toMatchObject({
      email,
      firstName: "Grace",
      first_name: "Grace",
      lastName: "Hopper",
      alternateEmail: "grace@navy.example",
      firmName: "Hopper & Partners",
      accountType: "Admin",
    });
    expect((await send("GET", session.access)).json()).toEqual(saved);

    const [entry] = await auditEventsFor(app, email);
    expect(entry).toMatchObject({ action: "profile_updated", actorEmail: email, organizationId: saved.organizationId });
    expect(entry?.details).toEqual({ fields: ["firstName", "lastName", "alternateEmail", "firmName"] });
    expect(entry?.ipAddress).toBeTruthy();
  });

  it("PATCH changes only the named fields; empty optional text clears them", async () => {
    const { session } = await signedIn("patch");
    await send("PATCH", session.access, { alternate_email: "alt@example.com", firm_name: "Firm" });
    const response = await send("PATCH", session.access, { firm_name: "" });
    expect(response.json()).toMatchObject({ firstName: "Ada", alternateEmail: "alt@example.com", firmName: null });
  });

  it("refuses bad input field by field and changes nothing", async () => {
    const { session } = await signedIn("invalid");
    const response = await send("PUT", session.access, {
      first_name: " ",
      last_name: "x".repeat(151),
      alternate_email: "not-an-address",
      firm_name: "f".repeat(201),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      first_name: [authMessages.firstNameTooShort],
      last_name: ["Must be at most 150 characters."],
      alternate_email: [authMessages.invalidEmail],
      firm_name: [accountMessages.firmNameTooLong],
    });
    expect((await send("PUT", session.access, { first_name: "Ada" })).json()).toEqual({
      last_name: ["This field is required."],
      alternate_email: ["This field is required."],
      firm_name: ["This field is required."],
    });
    expect((await send("GET", session.access)).json()).toMatchObject({ firstName: "Ada", lastName: "Lovelace" });
  });

  it("ignores a login email sent with the profile", async () => {
    const { email, session } = await signedIn("ignored");
    const response = await send("PATCH", session.access, { email: "elsewhere@example.com", first_name: "Adah" });
    expect(response.json()).toMatchObject({ email, firstName: "Adah" });
  });

  it("shows account type User for a member who is not an Admin", async () => {
    const { session } = await signedIn("member");
    await app.database.db
      .update(memberships)
      .set({ applicationRole: "Member" })
      .where(eq(memberships.userId, String(session.user.userId)));
    expect((await send("GET", session.access)).json().accountType).toBe("User");
  });

  it("needs a signed-in user", async () => {
    const response = await app.inject({ method: "PATCH", url: USER, payload: { first_name: "Eve" } });
    expect(response.statusCode).toBe(401);
  });
});

describe("email change", () => {
  it("mails the new address, changes nothing until confirmed, then switches the login email", async () => {
    const { email, session } = await signedIn("mover");
    const newEmail = uniqueEmail("moved");
    const requested = await post(app, EMAIL, { email: newEmail, password: STRONG_PASSWORD }, { token: session.access });
    expect(requested.statusCode).toBe(200);
    expect(requested.json()).toEqual({ detail: accountMessages.emailChangeSent(newEmail) });

    expect((await send("GET", session.access)).json().email).toBe(email);
    expect((await post(app, "/api/auth/login/", { email: newEmail, password: STRONG_PASSWORD })).statusCode).toBe(400);
    const notice = await latestMailTo(app, email);
    expect(notice?.subject).toBe("Your Paralex email is about to change");
    expect(notice?.text).toContain(newEmail);
    const mail = await latestMailTo(app, newEmail);
    expect(mail?.subject).toBe("Confirm your new email for Paralex");
    expect(mail?.text).toMatch(/https:\/\/app\.paralex\.test\/account\/confirm-email\/[\w-]{43}/);
    const key = confirmationKeyIn(mail?.text ?? "");
    const [stored] = await app.database.db.select().from(emailChanges).where(eq(emailChanges.newEmail, newEmail));
    expect(stored?.keyHash).not.toContain(key);

    const confirmed = await post(app, CONFIRM, { key });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ detail: accountMessages.emailChanged, email: newEmail });
    expect((await send("GET", session.access)).json().email).toBe(newEmail);
    expect((await post(app, "/api/auth/login/", { email: newEmail, password: STRONG_PASSWORD })).statusCode).toBe(200);
    expect((await post(app, "/api/auth/login/", { email, password: STRONG_PASSWORD })).statusCode).toBe(400);

    const again = await post(app, CONFIRM, { key });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ detail: accountMessages.emailChangeLinkInvalid });

    const events = await auditEventsFor(app, newEmail);
    expect(events.map((event) => event.action)).toContain("email_change_requested");
    expect(events.find((event) => event.action === "email_changed")).toMatchObject({
      actorUserId: session.user.userId,
      details: { previousEmail: email },
    });
  });

  it("needs the current password, a different address and one no other account uses", async () => {
    const { email, session } = await signedIn("picky");
    const other = await createConfirmedAccount(app, uniqueEmail("taken"));
    const ask = (payload: Record<string, unknown>) => post(app, EMAIL, payload, { token: session.access });

    expect((await ask({ email: uniqueEmail("x"), password: "Wrong#Pass1" })).json()).toEqual({
      password: [accountMessages.emailWrongPassword],
    });
    expect((await ask({ email: uniqueEmail("x"), password: "" })).json()).toEqual({
      password: [accountMessages.emailPasswordRequired],
    });
    expect((await ask({ email: email.toUpperCase(), password: STRONG_PASSWORD })).json()).toEqual({
      email: [accountMessages.emailUnchanged],
    });
    const taken = await ask({ email: other.email.toUpperCase(), password: STRONG_PASSWORD });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toEqual({ email: [accountMessages.emailTaken] });
    expect((await ask({ email: "nope", password: STRONG_PASSWORD })).json()).toEqual({
      email: [authMessages.invalidEmail],
    });
    expect(await app.database.db.select().from(emailChanges).where(eq(emailChanges.newEmail, other.email))).toEqual([]);
  });

  it("drops a change asked before the password was reset: the notice's way back stops a hijacker", async () => {
    const { email, session } = await signedIn("hijacked");
    const hijacker = uniqueEmail("hijacker");
    await post(app, EMAIL, { email: hijacker, password: STRONG_PASSWORD }, { token: session.access });
    const key = confirmationKeyIn((await latestMailTo(app, hijacker))?.text ?? "");

    expect((await post(app, "/api/auth/password/reset/", { email })).statusCode).toBe(200);
    const reset = await post(app, "/api/auth/password/reset/confirm/", {
      ...resetLinkIn((await latestMailTo(app, email))?.text ?? ""),
      new_password1: "Owner#Again#2024",
      new_password2: "Owner#Again#2024",
    });
    expect(reset.statusCode).toBe(200);

    const confirmed = await post(app, CONFIRM, { key });
    expect(confirmed.statusCode).toBe(400);
    expect(confirmed.json()).toEqual({ detail: accountMessages.emailChangeLinkInvalid });
    expect((await post(app, "/api/auth/login/", { email, password: "Owner#Again#2024" })).statusCode).toBe(200);
  });

  it("drops a change asked before a password change, and names the asking account in the link's email", async () => {
    const { email, session } = await signedIn("changer");
    const newEmail = uniqueEmail("changer-new");
    await post(app, EMAIL, { email: newEmail, password: STRONG_PASSWORD }, { token: session.access });
    const mail = await latestMailTo(app, newEmail);
    expect(mail?.text).toContain(email);
    const changed = await post(
      app,
      "/api/auth/password/change/",
      { old_password: STRONG_PASSWORD, new_password1: "Changed#Pass#77", new_password2: "Changed#Pass#77" },
      { token: session.access },
    );
    expect(changed.statusCode).toBe(200);

    expect((await post(app, CONFIRM, { key: confirmationKeyIn(mail?.text ?? "") })).json()).toEqual({
      detail: accountMessages.emailChangeLinkInvalid,
    });
    expect((await send("GET", session.access)).json().email).toBe(email);
  });

  it("keeps only the latest link, refuses an expired one and an address taken in the meantime", async () => {
    const { session } = await signedIn("racer");
    const first = uniqueEmail("first");
    const second = uniqueEmail("second");
    await post(app, EMAIL, { email: first, password: STRONG_PASSWORD }, { token: session.access });
    const firstKey = confirmationKeyIn((await latestMailTo(app, first))?.text ?? "");
    await post(app, EMAIL, { email: second, password: STRONG_PASSWORD }, { token: session.access });
    const secondKey = confirmationKeyIn((await latestMailTo(app, second))?.text ?? "");
    expect((await post(app, CONFIRM, { key: firstKey })).statusCode).toBe(400);

    await createConfirmedAccount(app, second);
    const taken = await post(app, CONFIRM, { key: secondKey });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toEqual({ detail: accountMessages.emailTaken });

    const third = uniqueEmail("third");
    await post(app, EMAIL, { email: third, password: STRONG_PASSWORD }, { token: session.access });
    const thirdKey = confirmationKeyIn((await latestMailTo(app, third))?.text ?? "");
    await app.database.db
      .update(emailChanges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailChanges.newEmail, third));
    expect((await post(app, CONFIRM, { key: thirdKey })).json()).toEqual({
      detail: accountMessages.emailChangeLinkInvalid,
    });
    const [user] = await app.database.db
      .select()
      .from(users)
      .where(eq(users.id, String(session.user.userId)));
    expect(user?.email).not.toBe(third);
  });
});
