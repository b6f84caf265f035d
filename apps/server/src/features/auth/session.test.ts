import { authApiMessages } from "@paralex/shared/auth-validation";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { decodeJwt, decodeProtectedHeader, jwtVerify, SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { refreshTokens, users } from "../../db/schema.js";
import {
  createConfirmedAccount,
  latestMailTo,
  logInAs,
  nextIp,
  post,
  registration,
  resetLinkIn,
  STRONG_PASSWORD,
  uniqueEmail,
} from "../../test/account-helpers.js";
import { createTestApp, TEST_JWT_SECRET } from "../../test/test-app.js";

const LOGIN = "/api/auth/login/";
const REFRESH = "/api/auth/token/refresh/";
const LOGOUT = "/api/auth/logout/";
const USER = "/api/auth/user/";
const PUBLIC_URL = "https://app.paralex.test";

const invalidCredentials = { non_field_errors: ["Unable to log in with provided credentials."] };
const refreshRejected = { detail: "Token is invalid or expired", code: "token_not_valid" };
const accessRejected = { detail: "Given token not valid for any token type", code: "token_not_valid" };

let app: FastifyInstance;
let account: { email: string; password: string };

beforeAll(async () => {
  app = await createTestApp({ PUBLIC_URL });
  account = await createConfirmedAccount(app, uniqueEmail("member"));
});

afterAll(async () => {
  await app.close();
});

/** A fresh account per session keeps each test clear of the login lockout. */
async function freshSession() {
  return logInAs(app, await createConfirmedAccount(app, uniqueEmail("session")));
}

function getUser(token?: string, scheme = "Bearer") {
  return app.inject({
    method: "GET",
    url: USER,
    headers: token === undefined ? {} : { authorization: `${scheme} ${token}` },
  });
}

const secretKey = new TextEncoder().encode(TEST_JWT_SECRET);

describe("POST auth/login/", () => {
  it("answers the tokens, the user and a chat token", async () => {
    const response = await post(app, LOGIN, { email: account.email.toUpperCase(), password: account.password });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(
      ["access", "access_expiration", "chat_token", "refresh", "refresh_expiration", "user"].sort(),
    );
    const [user] = await app.database.db.select().from(users).where(eq(users.email, account.email));
    expect(body.user).toEqual({
      userId: user?.id,
      pk: user?.id,
      cognito_user_id: null,
      organizationId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      username: account.email,
      email: account.email,
      first_name: "Ada",
      last_name: "Lovelace",
      firstName: "Ada",
      lastName: "Lovelace",
      createdDate: user?.createdAt.toISOString(),
      assignedCases: [],
      legalTeamIds: [],
      profileImage: null,
      alternateEmail: null,
      firmName: null,
      accountType: "Admin",
    });

    expect(decodeProtectedHeader(body.access)).toMatchObject({ alg: "HS256" });
    const access = decodeJwt(body.access);
    expect(access).toMatchObject({ sub: user?.id, token_type: "access", iss: PUBLIC_URL });
    expect((access.exp ?? 0) - (access.iat ?? 0)).toBe(300);
    expect(new Date(body.access_expiration).getTime()).toBe((access.exp ?? 0) * 1000);
    const refreshLifetime = new Date(body.refresh_expiration).getTime() - Date.now();
    expect(Math.abs(refreshLifetime - 7 * 24 * 3600 * 1000)).toBeLessThan(60_000);
    expect(body.refresh).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const chat = await jwtVerify(body.chat_token, secretKey, { algorithms: ["HS256"], audience: "chat" });
    expect(chat.payload).toMatchObject({ sub: user?.id, aud: "chat", token_type: "chat" });

    const [stored] = await app.database.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.userId, user?.id ?? ""));
    expect(stored?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored?.tokenHash).not.toBe(body.refresh);
  });

  it("answers without the trailing slash too", async () => {
    const response = await post(app, "/api/auth/login", await createConfirmedAccount(app, uniqueEmail("noslash")));
    expect(response.statusCode).toBe(200);
  });

  it("refuses a wrong password", async () => {
    const response = await post(app, LOGIN, { email: account.email, password: `${account.password}x` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(invalidCredentials);
  });

  it("refuses an unknown address with the same answer", async () => {
    const response = await post(app, LOGIN, { email: uniqueEmail("ghost"), password: STRONG_PASSWORD });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(invalidCredentials);
  });

  it("says 'not verified' only to someone who knows the password", async () => {
    const email = uniqueEmail("unconfirmed");
    expect((await post(app, "/api/auth/registration/", registration(email))).statusCode).toBe(201);

    const right = await post(app, LOGIN, { email, password: STRONG_PASSWORD });
    expect(right.statusCode).toBe(400);
    expect(right.json()).toEqual({ non_field_errors: ["E-mail is not verified."] });

    const wrong = await post(app, LOGIN, { email, password: "Wrong#Password1" });
    expect(wrong.json()).toEqual(invalidCredentials);
  });

  it("requires both fields", async () => {
    const response = await post(app, LOGIN, {});
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ email: ["This field is required."], password: ["This field is required."] });
  });

  it("limits attempts per IP", async () => {
    const ip = nextIp();
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const response = await post(app, LOGIN, { email: uniqueEmail("guess"), password: "x" }, { ip });
      expect(response.statusCode).toBe(400);
    }
    const limited = await post(app, LOGIN, { email: uniqueEmail("guess"), password: "x" }, { ip });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ detail: "Too many requests. Please wait a minute and try again." });
  });
});

describe("GET auth/user/", () => {
  it("returns the signed-in user", async () => {
    const session = await freshSession();
    const response = await getUser(session.access);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(session.user);
    const withoutSlash = await app.inject({
      method: "GET",
      url: "/api/auth/user",
      headers: { authorization: `Bearer ${session.access}` },
    });
    expect(withoutSlash.statusCode).toBe(200);
  });

  it("asks for credentials when there are none", async () => {
    for (const response of [await getUser(), await getUser("some-token", "Basic")]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ detail: "Authentication credentials were not provided." });
      expect(response.headers["www-authenticate"]).toBe('Bearer realm="api"');
    }
  });

  it("refuses a tampered token", async () => {
    const session = await freshSession();
    const [header, payload, signature] = session.access.split(".");
    const claims = JSON.parse(Buffer.from(payload ?? "", "base64url").toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: "00000000-0000-0000-0000-000000000000" })).toString(
      "base64url",
    );
    const flipped = `${signature?.slice(0, -2)}${signature?.endsWith("AA") ? "BB" : "AA"}`;
    for (const token of [`${header}.${forged}.${signature}`, `${header}.${payload}.${flipped}`, "garbage"]) {
      const response = await getUser(token);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(accessRejected);
    }
  });

  it("refuses an unsigned alg:none token", async () => {
    const session = await freshSession();
    const claims = decodeJwt(session.access);
    const unsigned = [
      Buffer.from(JSON.stringify({ alg: "none", typ: "JWT" })).toString("base64url"),
      Buffer.from(JSON.stringify(claims)).toString("base64url"),
      "",
    ].join(".");
    const response = await getUser(unsigned);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(accessRejected);
  });

  it("refuses an expired token, a chat token and a token signed with another key", async () => {
    const session = await freshSession();
    const claims = decodeJwt(session.access);
    const sign = (key: Uint8Array, extra: Record<string, unknown>, expiresAt: number) =>
      new SignJWT({ ...claims, ...extra }).setProtectedHeader({ alg: "HS256" }).setExpirationTime(expiresAt).sign(key);
    const now = Math.floor(Date.now() / 1000);
    const tokens = [
      await sign(secretKey, {}, now - 10),
      await sign(new TextEncoder().encode("another-secret-another-secret-another"), {}, now + 60),
      session.chat_token,
      await sign(secretKey, { token_type: "refresh" }, now + 60),
    ];
    for (const token of tokens) {
      const response = await getUser(token);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(accessRejected);
    }
    expect((await getUser(await sign(secretKey, {}, now + 60))).statusCode).toBe(200);
  });
});

describe("POST auth/token/refresh/", () => {
  it("rotates: a new access and a new refresh token, the old one spent", async () => {
    const session = await freshSession();
    const response = await post(app, REFRESH, { refresh: session.refresh });
    expect(response.statusCode).toBe(200);
    const rotated = response.json();
    expect(Object.keys(rotated).sort()).toEqual(["access", "access_expiration", "refresh", "refresh_expiration"]);
    expect(rotated.refresh).not.toBe(session.refresh);
    expect((await getUser(rotated.access)).statusCode).toBe(200);

    const again = await post(app, "/api/auth/token/refresh", { refresh: rotated.refresh });
    expect(again.statusCode).toBe(200);
  });

  it("revokes the whole family when a spent token comes back", async () => {
    const mine = await createConfirmedAccount(app, uniqueEmail("replayed"));
    const session = await logInAs(app, mine);
    const first = (await post(app, REFRESH, { refresh: session.refresh })).json();
    const second = (await post(app, REFRESH, { refresh: first.refresh })).json();

    const replay = await post(app, REFRESH, { refresh: session.refresh });
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual(refreshRejected);

    const latest = await post(app, REFRESH, { refresh: second.refresh });
    expect(latest.statusCode).toBe(401);
    expect(latest.json()).toEqual(refreshRejected);
    expect((await getUser(second.access)).json()).toEqual(accessRejected);

    const other = await logInAs(app, mine);
    expect((await post(app, REFRESH, { refresh: other.refresh })).statusCode).toBe(200);
  });

  it("refuses unknown and expired tokens", async () => {
    const unknown = await post(app, REFRESH, { refresh: "A".repeat(43) });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual(refreshRejected);

    const session = await freshSession();
    const [stored] = await app.database.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.userId, (session.user.userId as string) ?? ""))
      .orderBy(refreshTokens.createdAt);
    expect(stored).toBeDefined();
    await app.database.db
      .update(refreshTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(refreshTokens.userId, session.user.userId as string));
    const expired = await post(app, REFRESH, { refresh: session.refresh });
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual(refreshRejected);
  });

  it("requires the token", async () => {
    const response = await post(app, REFRESH, {});
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ refresh: ["This field is required."] });
  });
});

describe("POST auth/logout/", () => {
  it("revokes the session: its refresh token and its access tokens stop working", async () => {
    const mine = await createConfirmedAccount(app, uniqueEmail("two-devices"));
    const session = await logInAs(app, mine);
    const other = await logInAs(app, mine);
    expect((await getUser(session.access)).statusCode).toBe(200);
    const response = await post(app, LOGOUT, { refresh: session.refresh });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ detail: "Successfully logged out." });

    expect((await post(app, REFRESH, { refresh: session.refresh })).json()).toEqual(refreshRejected);
    expect((await getUser(session.access)).json()).toEqual(accessRejected);
    expect((await getUser(other.access)).statusCode).toBe(200);
  });

  it("ends the session of the access token when no refresh token is sent", async () => {
    const session = await freshSession();
    const response = await post(app, "/api/auth/logout", {}, { token: session.access });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ detail: authApiMessages.loggedOut });

    expect((await post(app, REFRESH, { refresh: session.refresh })).json()).toEqual(refreshRejected);
    expect((await getUser(session.access)).json()).toEqual(accessRejected);
  });

  it("claims no logout it did not do: no token at all, an unknown one, or a dead access token answer 401", async () => {
    const missing = await post(app, "/api/auth/logout", {});
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toEqual({ detail: "Refresh token was not included in request data." });

    const unknown = await post(app, LOGOUT, { refresh: "unknown" });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual({ detail: "Token is invalid or expired" });

    const session = await freshSession();
    expect((await post(app, LOGOUT, { refresh: session.refresh })).statusCode).toBe(200);
    const ended = await post(app, LOGOUT, {}, { token: session.access });
    expect(ended.statusCode).toBe(401);
    expect(ended.json()).toEqual(accessRejected);
  });
});

describe("POST auth/token/verify/: the chat token lives and dies with its session", () => {
  const VERIFY_TOKEN = "/api/auth/token/verify/";

  it("binds the chat token to the session and accepts it, like the access token, while the session is live", async () => {
    const session = await freshSession();
    expect(decodeJwt(session.chat_token).sid).toBe(decodeJwt(session.access).sid);
    for (const token of [session.chat_token, session.access]) {
      const response = await post(app, VERIFY_TOKEN, { token });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({});
    }
  });

  it("refuses the chat token once its session is logged out, and a forged or foreign one", async () => {
    const session = await freshSession();
    const other = await freshSession();
    expect((await post(app, LOGOUT, { refresh: session.refresh })).statusCode).toBe(200);
    const forged = await new SignJWT({ ...decodeJwt(other.chat_token) })
      .setProtectedHeader({ alg: "HS256" })
      .sign(new TextEncoder().encode("another-secret-another-secret-another"));
    for (const token of [session.chat_token, session.access, forged, "not-a-token"]) {
      const response = await post(app, VERIFY_TOKEN, { token });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(refreshRejected);
    }
    expect((await post(app, VERIFY_TOKEN, { token: other.chat_token })).statusCode).toBe(200);
  });

  it("refuses the chat token once a password reset ends every session", async () => {
    const mine = await createConfirmedAccount(app, uniqueEmail("chat-reset"));
    const session = await logInAs(app, mine);
    expect((await post(app, "/api/auth/password/reset/", { email: mine.email })).statusCode).toBe(200);
    const reset = await post(app, "/api/auth/password/reset/confirm/", {
      ...resetLinkIn((await latestMailTo(app, mine.email))?.text ?? ""),
      new_password1: "Fresh#Start#2024",
      new_password2: "Fresh#Start#2024",
    });
    expect(reset.statusCode).toBe(200);
    expect((await post(app, VERIFY_TOKEN, { token: session.chat_token })).statusCode).toBe(401);
  });
});
