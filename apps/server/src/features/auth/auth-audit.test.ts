import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createConfirmedAccount,
  latestMailTo,
  logInAs,
  post,
  registration,
  resetLinkIn,
  STRONG_PASSWORD,
  uniqueEmail,
} from "../../test/account-helpers.js";
import { auditEventsFor } from "../../test/audit-helpers.js";
import { createTestApp } from "../../test/test-app.js";

const NEW_PASSWORD = "Fresh#Harbor2025";

let app: FastifyInstance;

beforeAll(async () => {
  app = await createTestApp();
});

afterAll(async () => {
  await app.close();
});

function withAgent(ip: string) {
  return { ip };
}

async function actionsFor(email: string) {
  return (await auditEventsFor(app, email)).map((event) => event.action);
}

describe("audit entries of the account events", () => {
  it("records a login with who, when and from where, and a logout", async () => {
    const account = await createConfirmedAccount(app, uniqueEmail("audited"));
    const response = await app.inject({
      method: "POST",
      url: "/api/auth/login/",
      payload: { email: account.email, password: account.password },
      remoteAddress: "203.0.113.7",
      headers: { "user-agent": "AuditTest/1.0" },
    });
    const session = response.json();
    const [login] = await auditEventsFor(app, account.email);
    expect(login).toMatchObject({
      action: "login",
      actorUserId: session.user.userId,
      actorEmail: account.email,
      organizationId: session.user.organizationId,
      ipAddress: "203.0.113.7",
      userAgent: "AuditTest/1.0",
    });
    expect(login?.createdAt.getTime()).toBeGreaterThan(Date.now() - 60_000);

    await post(app, "/api/auth/logout/", { refresh: session.refresh });
    await post(app, "/api/auth/logout/", { refresh: session.refresh });
    expect(await actionsFor(account.email)).toEqual(["logout", "login"]);
  });

  it("records failed logins: a wrong password names the account, an unknown address has no actor", async () => {
    const account = await createConfirmedAccount(app, uniqueEmail("failing"));
    await post(app, "/api/auth/login/", { email: account.email, password: "Wrong#Pass1" }, withAgent("198.51.100.1"));
    const [wrong] = await auditEventsFor(app, account.email);
    expect(wrong).toMatchObject({
      action: "login_failed",
      actorEmail: account.email,
      ipAddress: "198.51.100.1",
      details: { reason: "wrong_password" },
    });
    expect(wrong?.organizationId).toBeTruthy();

    const unknown = uniqueEmail("nobody");
    await post(app, "/api/auth/login/", { email: unknown, password: "Wrong#Pass1" });
    const [attempt] = await auditEventsFor(app, unknown);
    expect(attempt).toMatchObject({
      action: "login_failed",
      actorUserId: null,
      organizationId: null,
      details: { reason: "unknown_account" },
    });

    const unconfirmed = uniqueEmail("unconfirmed");
    await post(app, "/api/auth/registration/", registration(unconfirmed));
    await post(app, "/api/auth/login/", { email: unconfirmed, password: STRONG_PASSWORD });
    expect((await auditEventsFor(app, unconfirmed))[0]?.details).toEqual({ reason: "email_not_verified" });
  });

  it("records a password reset request and the reset", async () => {
    const account = await createConfirmedAccount(app, uniqueEmail("resetter"));
    await post(app, "/api/auth/password/reset/", { email: account.email });
    const mail = await latestMailTo(app, account.email);
    const link = resetLinkIn(mail?.text ?? "");
    await post(app, "/api/auth/password/reset/confirm/", {
      ...link,
      new_password1: NEW_PASSWORD,
      new_password2: NEW_PASSWORD,
    });
    expect(await actionsFor(account.email)).toEqual(["password_reset", "password_reset_requested"]);

    const unknown = uniqueEmail("ghost");
    await post(app, "/api/auth/password/reset/", { email: unknown });
    expect(await auditEventsFor(app, unknown)).toMatchObject([
      { action: "password_reset_requested", actorUserId: null, organizationId: null },
    ]);
  });

  it("records a password change, which ends the other sessions' access and refresh tokens", async () => {
    const account = await createConfirmedAccount(app, uniqueEmail("changer"));
    const here = await logInAs(app, account);
    const elsewhere = await logInAs(app, account);
    const changed = await post(
      app,
      "/api/auth/password/change/",
      { old_password: account.password, new_password1: NEW_PASSWORD, new_password2: NEW_PASSWORD },
      { token: here.access },
    );
    expect(changed.json()).toEqual({
      detail: "New password has been saved. Your other sessions have been signed out.",
    });
    const userWith = (token: string) =>
      app.inject({ url: "/api/auth/user/", headers: { authorization: `Bearer ${token}` } });
    expect((await userWith(elsewhere.access)).statusCode).toBe(401);
    expect((await userWith(here.access)).statusCode).toBe(200);

    const [entry] = await auditEventsFor(app, account.email);
    expect(entry).toMatchObject({ action: "password_changed", actorUserId: here.user.userId });

    const wrongOld = await post(
      app,
      "/api/auth/password/change/",
      { old_password: "Not#ThePassword1", new_password1: STRONG_PASSWORD, new_password2: STRONG_PASSWORD },
      { token: here.access },
    );
    expect(wrongOld.statusCode).toBe(400);
    expect((await actionsFor(account.email)).filter((action) => action === "password_changed")).toHaveLength(1);
  });
});
