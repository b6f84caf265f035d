import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  confirmationKeyIn,
  createConfirmedAccount,
  latestMailTo,
  logInAs,
  post,
  registration,
  resetLinkIn,
  uniqueEmail,
} from "../test/account-helpers.js";
import { createTestApp } from "../test/test-app.js";

describe("Cache-Control: no-store on answers that carry tokens, secret links or account data", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  const noStore = (response: { headers: Record<string, unknown> }) => response.headers["cache-control"];

  it("is sent with the registration, the confirmation, login, refresh, token verify and logout", async () => {
    const email = uniqueEmail("no-store");
    const registered = await post(app, "/api/auth/registration/", registration(email));
    expect(registered.statusCode).toBe(201);
    expect(noStore(registered)).toBe("no-store");
    const key = confirmationKeyIn((await latestMailTo(app, email))?.text ?? "");
    const verified = await post(app, "/api/auth/registration/verify-email/", { key });
    expect([verified.statusCode, noStore(verified)]).toEqual([200, "no-store"]);

    const account = { email, password: registration(email).password1 };
    const login = await post(app, "/api/auth/login/", account);
    expect([login.statusCode, noStore(login)]).toEqual([200, "no-store"]);
    const { refresh, chat_token } = login.json();
    const refreshed = await post(app, "/api/auth/token/refresh/", { refresh });
    expect([refreshed.statusCode, noStore(refreshed)]).toEqual([200, "no-store"]);
    const checked = await post(app, "/api/auth/token/verify/", { token: chat_token });
    expect([checked.statusCode, noStore(checked)]).toEqual([200, "no-store"]);
    const loggedOut = await post(app, "/api/auth/logout/", { refresh: refreshed.json().refresh });
    expect([loggedOut.statusCode, noStore(loggedOut)]).toEqual([200, "no-store"]);
  });

  it("is sent with refusals too, the reset confirmation, the signed-in user and the mailbox of links", async () => {
    const refused = await post(app, "/api/auth/login/", { email: uniqueEmail("nobody"), password: "Wrong#Pass1" });
    expect([refused.statusCode, noStore(refused)]).toEqual([400, "no-store"]);

    const account = await createConfirmedAccount(app, uniqueEmail("reset-no-store"));
    const session = await logInAs(app, account);
    const user = await app.inject({
      method: "GET",
      url: "/api/auth/user/",
      headers: { authorization: `Bearer ${session.access}` },
    });
    expect([user.statusCode, noStore(user)]).toEqual([200, "no-store"]);
    await post(app, "/api/auth/password/reset/", { email: account.email });
    const reset = await post(app, "/api/auth/password/reset/confirm/", {
      ...resetLinkIn((await latestMailTo(app, account.email))?.text ?? ""),
      new_password1: "Another#Pass#88",
      new_password2: "Another#Pass#88",
    });
    expect([reset.statusCode, noStore(reset)]).toEqual([200, "no-store"]);

    const mailbox = await app.inject({ method: "GET", url: "/api/dev/mailbox" });
    expect([mailbox.statusCode, noStore(mailbox)]).toEqual([200, "no-store"]);
    const invitation = await app.inject({ method: "GET", url: `/api/invitations/${"A".repeat(43)}` });
    expect([invitation.statusCode, noStore(invitation)]).toEqual([404, "no-store"]);
  });

  it("is sent by the gateways (checkout links), while pages keep their own caching", async () => {
    const gateway = await app.inject({ method: "POST", url: "/gateway/stripegraph", payload: {} });
    expect(noStore(gateway)).toBe("no-store");
    const page = await app.inject({ method: "GET", url: "/" });
    expect(noStore(page)).toBe("no-cache");
  });
});
