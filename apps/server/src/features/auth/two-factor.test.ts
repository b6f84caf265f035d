import { and, eq } from "drizzle-orm";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { generate } from "otplib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents, totpAuthenticators, users } from "../../db/schema.js";
import { OPENAPI_DOCUMENT_PATH } from "../../plugins/openapi.js";
import { nextIp, registration, STRONG_PASSWORD, uniqueEmail } from "../../test/account-helpers.js";
import { type ReceivedMail, startSmtpReceiver } from "../../test/smtp-receiver.js";
import { createTestApp } from "../../test/test-app.js";
import { waitUntil } from "../../test/wait-until.js";

const CHROME_MAC =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const FIREFOX_LINUX = "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0";
const SAFARI_IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
let app: FastifyInstance;

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  app = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: "https://app.paralex.test" });
});

afterAll(async () => {
  await app?.close();
  await smtp?.close();
});

function send(
  method: "GET" | "POST",
  url: string,
  options: { payload?: unknown; token?: string; ip?: string; userAgent?: string } = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url,
    remoteAddress: options.ip ?? nextIp(),
    ...(options.payload === undefined ? {} : { payload: options.payload as Record<string, unknown> }),
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      "user-agent": options.userAgent ?? CHROME_MAC,
    },
  });
}

/** The decoded text/plain part of a MIME message as nodemailer builds it. */
function plainTextOf(raw: string): string {
  const boundary = raw.match(/boundary="?([^";\r\n]+)"?/i)?.[1];
  const parts = boundary ? raw.split(`--${boundary}`) : [raw];
  const part = parts.find((candidate) => /content-type:\s*text\/plain/i.test(candidate)) ?? raw;
  const separator = part.indexOf("\r\n\r\n");
  const headers = part.slice(0, separator);
  const body = part.slice(separator + 4);
  const encoding = headers.match(/content-transfer-encoding:\s*([\w-]+)/i)?.[1]?.toLowerCase();
  if (encoding === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (encoding === "quoted-printable") {
    const bytes = body
      .replace(/=\r?\n/g, "")
      .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    return Buffer.from(bytes, "latin1").toString("utf8");
  }
  return body;
}

const subjectOf = (mail: ReceivedMail) =>
  mail.raw.match(/^Subject: (.*(?:\r\n[ \t].*)*)/m)?.[1]?.replace(/\r\n[ \t]/g, " ");

/** Waits for a mail to the address whose subject contains the words. */
async function mailTo(to: string, words: string): Promise<ReceivedMail> {
  const find = () => smtp.received.find((mail) => mail.to.includes(to) && subjectOf(mail)?.includes(words));
  await waitUntil(() => Boolean(find()), 15_000, `mail to ${to} about "${words}"`);
  return find() as ReceivedMail;
}

const mailsTo = (to: string, words: string) =>
  smtp.received.filter((mail) => mail.to.includes(to) && subjectOf(mail)?.includes(words));

async function confirmedAccount(): Promise<{ email: string; password: string }> {
  const email = uniqueEmail("twofactor");
  const registered = await send("POST", "/api/auth/registration/", { payload: registration(email) });
  expect(registered.statusCode).toBe(201);
  const key = plainTextOf((await mailTo(email, "Confirm your email")).raw).match(
    /\/register\/confirm-account\/([A-Za-z0-9_-]+)/,
  )?.[1];
  const verified = await send("POST", "/api/auth/registration/verify-email/", { payload: { key } });
  expect(verified.statusCode).toBe(200);
  return { email, password: STRONG_PASSWORD };
}

const logIn = (account: { email: string; password: string }, options: { ip?: string; userAgent?: string } = {}) =>
  send("POST", "/api/auth/login/", { payload: { email: account.email, password: account.password }, ...options });

async function sessionOf(account: { email: string; password: string }, userAgent = CHROME_MAC) {
  const response = await logIn(account, { userAgent });
  expect(response.statusCode).toBe(200);
  return response.json() as { access: string; refresh: string };
}

/** The code an authenticator app would show `steps` periods from now. */
const codeAt = (secret: string, steps = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

/** Sets up the authenticator app through the API; answers the key it showed and the recovery codes. */
async function enrol(access: string): Promise<{ secret: string; codes: string[] }> {
  const setup = await send("POST", "/api/account/two-factor/totp/setup/", { token: access });
  expect(setup.statusCode).toBe(200);
  const { secret } = setup.json() as { secret: string };
  const confirmed = await send("POST", "/api/account/two-factor/totp/confirm/", {
    token: access,
    payload: { code: await codeAt(secret) },
  });
  expect(confirmed.statusCode).toBe(200);
  return { secret, codes: confirmed.json().recovery_codes };
}

async function auditActions(email: string): Promise<string[]> {
  const rows = await app.database.db
    .select({ action: auditEvents.action })
    .from(auditEvents)
    .where(eq(auditEvents.actorEmail, email))
    .orderBy(auditEvents.id);
  return rows.map((row) => row.action);
}

describe("authenticator app enrolment", () => {
  it("shows a key and a QR code, turns on with a first code, stores the key encrypted, mails and audits", async () => {
    const account = await confirmedAccount();
    const { access } = await sessionOf(account);

    const before = await send("GET", "/api/account/two-factor/", { token: access });
    expect(before.json()).toEqual({
      totp_enabled: false,
      totp_confirmed_at: null,
      recovery_codes_left: 0,
      passkey_count: 0,
      setup_required: false,
    });

    const setup = await send("POST", "/api/account/two-factor/totp/setup/", { token: access });
    expect(setup.statusCode).toBe(200);
    const shown = setup.json() as { secret: string; otpauth_url: string; qr_code: string };
    expect(shown.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(shown.otpauth_url).toContain(`secret=${shown.secret}`);
    expect(shown.otpauth_url).toContain(encodeURIComponent(account.email));
    expect(Buffer.from(shown.qr_code.replace("data:image/svg+xml;base64,", ""), "base64").toString()).toContain("<svg");

    const [stored] = await app.database.db
      .select({ ciphertext: totpAuthenticators.secretCiphertext, confirmedAt: totpAuthenticators.confirmedAt })
      .from(totpAuthenticators)
      .innerJoin(users, eq(users.id, totpAuthenticators.userId))
      .where(eq(users.email, account.email));
    expect(stored?.ciphertext).not.toContain(shown.secret);
    expect(stored?.confirmedAt).toBeNull();

    // Not on yet: logging in still answers the spec's session.
    expect(Object.keys((await sessionOf(account)) as object).sort()).toEqual([
      "access",
      "access_expiration",
      "chat_token",
      "refresh",
      "refresh_expiration",
      "user",
    ]);

    const wrong = await send("POST", "/api/account/two-factor/totp/confirm/", {
      token: access,
      payload: { code: "000000" === (await codeAt(shown.secret)) ? "111111" : "000000" },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ code: ["That code is not valid. Please try again."] });

    const confirmed = await send("POST", "/api/account/two-factor/totp/confirm/", {
      token: access,
      payload: { code: await codeAt(shown.secret) },
    });
    expect(confirmed.statusCode).toBe(200);
    const codes = confirmed.json().recovery_codes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);

    const after = await send("GET", "/api/account/two-factor/", { token: access });
    expect(after.json()).toMatchObject({ totp_enabled: true, recovery_codes_left: 10 });
    const again = await send("POST", "/api/account/two-factor/totp/setup/", { token: access });
    expect(again.statusCode).toBe(409);

    await mailTo(account.email, "An authenticator app was added");
    expect(await auditActions(account.email)).toContain("two_factor_enabled");
  });
});

describe("signing in with a second factor", () => {
  it("asks for a code after the password, then answers the spec's login; a code works once", async () => {
    const account = await confirmedAccount();
    const { secret } = await enrol((await sessionOf(account)).access);

    const first = await logIn(account);
    expect(first.statusCode).toBe(200);
    const challenge = first.json();
    expect(Object.keys(challenge).sort()).toEqual([
      "methods",
      "second_factor_required",
      "second_step_expiration",
      "second_step_token",
    ]);
    expect(challenge.methods).toEqual(["totp", "recovery_code"]);

    const code = await codeAt(secret, 1);
    const second = await send("POST", "/api/auth/login/second-step/", {
      payload: { second_step_token: challenge.second_step_token, code },
    });
    expect(second.statusCode).toBe(200);
    const session = second.json();
    expect(Object.keys(session).sort()).toEqual([
      "access",
      "access_expiration",
      "chat_token",
      "refresh",
      "refresh_expiration",
      "user",
    ]);
    expect(session.user.email).toBe(account.email);
    expect((await send("GET", "/api/auth/user/", { token: session.access })).statusCode).toBe(200);

    // The token is spent with its sign-in.
    const spent = await send("POST", "/api/auth/login/second-step/", {
      payload: { second_step_token: challenge.second_step_token, code: await codeAt(secret, 1) },
    });
    expect(spent.statusCode).toBe(400);
    expect(spent.json()).toEqual({ non_field_errors: ["Your sign-in took too long. Please log in again."] });

    // The same code, on a fresh second step, is refused: it was used in its window.
    const replay = await send("POST", "/api/auth/login/second-step/", {
      payload: { second_step_token: (await logIn(account)).json().second_step_token, code },
    });
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toEqual({ non_field_errors: ["That code is not valid. Please try again."] });

    const actions = await auditActions(account.email);
    expect(actions).toContain("login");
    expect(actions).toContain("second_factor_failed");
  });

  it("locks the second step after wrong codes, as wrong passwords lock the first", async () => {
    const account = await confirmedAccount();
    const { secret } = await enrol((await sessionOf(account)).access);
    const ip = nextIp();
    const token = (await logIn(account, { ip })).json().second_step_token as string;
    const right = await codeAt(secret, 1);
    const wrongCode = right === "123456" ? "654321" : "123456";
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const wrong = await send("POST", "/api/auth/login/second-step/", {
        ip,
        payload: { second_step_token: token, code: wrongCode },
      });
      expect(wrong.statusCode).toBe(400);
    }
    const locked = await send("POST", "/api/auth/login/second-step/", {
      ip,
      payload: { second_step_token: token, code: right },
    });
    expect(locked.statusCode).toBe(429);
    expect(locked.headers["retry-after"]).toBeDefined();
    expect(await auditActions(account.email)).toContain("login_locked");
  });

  it("never lets the second-step token act as a session on any authenticated path", async () => {
    const account = await confirmedAccount();
    await enrol((await sessionOf(account)).access);
    const token = (await logIn(account)).json().second_step_token as string;

    const document = (await app.inject({ method: "GET", url: OPENAPI_DOCUMENT_PATH })).json() as {
      paths: Record<string, Record<string, { security?: unknown[] }>>;
    };
    const guarded = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.entries(item)
        .filter(([, operation]) => Array.isArray(operation.security) && operation.security.length > 0)
        .map(([method, operation]) => ({ path, method: method.toUpperCase(), operation })),
    );
    expect(guarded.length).toBeGreaterThan(10);
    for (const { path, method } of guarded) {
      const url = path.replace(/\{[^}]+\}/g, "00000000-0000-4000-8000-000000000000");
      const response = await app.inject({
        method: method as "GET",
        url,
        remoteAddress: nextIp(),
        headers: { authorization: `Bearer ${token}` },
        ...(["POST", "PUT", "PATCH"].includes(method) ? { payload: {} } : {}),
      });
      expect({ method, url, status: response.statusCode }).toEqual({ method, url, status: 401 });
    }

    const graphql = await send("POST", "/api/graphql", {
      token,
      payload: { query: `query { user(email: "${account.email}") { email } }` },
    });
    expect(graphql.statusCode).toBe(401);
    expect((await send("POST", "/api/auth/token/verify/", { payload: { token } })).statusCode).toBe(401);
    expect((await send("POST", "/api/auth/token/refresh/", { payload: { refresh: token } })).statusCode).toBe(401);
  });

  it("takes each recovery code once, mails its use, and regenerating invalidates the old ones", async () => {
    const account = await confirmedAccount();
    const { access } = await sessionOf(account);
    const { codes } = await enrol(access);
    const withCode = async (code: string) =>
      send("POST", "/api/auth/login/second-step/", {
        payload: { second_step_token: (await logIn(account)).json().second_step_token, code },
      });

    const [firstCode, secondCode] = codes as [string, string];
    expect((await withCode(firstCode.toUpperCase().replace("-", " "))).statusCode).toBe(200);
    await mailTo(account.email, "A recovery code was used");
    expect((await withCode(firstCode)).statusCode).toBe(400);
    expect((await send("GET", "/api/account/two-factor/", { token: access })).json().recovery_codes_left).toBe(9);

    const wrongPassword = await send("POST", "/api/account/two-factor/recovery-codes/", {
      token: access,
      payload: { password: "not-the-password" },
    });
    expect(wrongPassword.statusCode).toBe(400);
    const regenerated = await send("POST", "/api/account/two-factor/recovery-codes/", {
      token: access,
      payload: { password: account.password },
    });
    expect(regenerated.statusCode).toBe(200);
    const fresh = regenerated.json().recovery_codes as string[];
    expect(fresh).toHaveLength(10);
    expect((await withCode(secondCode)).statusCode).toBe(400);
    expect((await withCode(fresh[0] as string)).statusCode).toBe(200);
    await mailTo(account.email, "New recovery codes were made");
    const actions = await auditActions(account.email);
    expect(actions).toContain("recovery_code_used");
    expect(actions).toContain("recovery_codes_regenerated");
  });

  it("keeps the second factor through a password reset, and removes it only with a proof", async () => {
    const account = await confirmedAccount();
    const { access } = await sessionOf(account);
    const { secret } = await enrol(access);

    expect((await send("POST", "/api/auth/password/reset/", { payload: { email: account.email } })).statusCode).toBe(
      200,
    );
    const link = plainTextOf((await mailTo(account.email, "Reset")).raw).match(
      /\/password-reset\/confirm-account\/([A-Za-z0-9_-]+)\/([A-Za-z0-9_-]+)/,
    );
    const newPassword = "Ember!Harbor77";
    const reset = await send("POST", "/api/auth/password/reset/confirm/", {
      payload: { uid: link?.[1], token: link?.[2], new_password1: newPassword, new_password2: newPassword },
    });
    expect(reset.statusCode).toBe(200);
    const afterReset = await logIn({ email: account.email, password: newPassword });
    expect(afterReset.json().second_factor_required).toBe(true);

    const signedIn = await send("POST", "/api/auth/login/second-step/", {
      payload: { second_step_token: afterReset.json().second_step_token, code: await codeAt(secret, 1) },
    });
    expect(signedIn.statusCode).toBe(200);
    const { access: current } = signedIn.json();

    const noProof = await send("POST", "/api/account/two-factor/totp/remove/", { token: current, payload: {} });
    expect(noProof.statusCode).toBe(400);
    const removed = await send("POST", "/api/account/two-factor/totp/remove/", {
      token: current,
      payload: { password: newPassword },
    });
    expect(removed.statusCode).toBe(200);
    await mailTo(account.email, "The authenticator app was removed");
    expect(await auditActions(account.email)).toContain("two_factor_disabled");
    const plain = await logIn({ email: account.email, password: newPassword });
    expect(plain.json().access).toBeDefined();
    expect(plain.json().second_factor_required).toBeUndefined();
  });
});

describe("signed-in sessions", () => {
  it("lists the person's sessions with browser and device, ends one or all others, and mails a new device", async () => {
    const account = await confirmedAccount();
    const mac = await sessionOf(account, CHROME_MAC);
    const linux = await sessionOf(account, FIREFOX_LINUX);
    const phone = await sessionOf(account, SAFARI_IPHONE);
    await mailTo(account.email, "New sign-in");
    await waitUntil(() => mailsTo(account.email, "New sign-in").length >= 2, 15_000, "two new-device mails");
    // The same browser and device again is not new.
    await sessionOf(account, CHROME_MAC);

    const listed = await send("GET", "/api/account/sessions/", { token: mac.access });
    expect(listed.statusCode).toBe(200);
    const sessions = listed.json() as { id: string; browser: string; os: string; device: string; current: boolean }[];
    expect(sessions).toHaveLength(4);
    expect(sessions.filter((session) => session.current)).toHaveLength(1);
    expect(sessions.map((session) => `${session.browser} / ${session.device}`).sort()).toEqual([
      "Chrome / Desktop",
      "Chrome / Desktop",
      "Firefox / Desktop",
      "Safari / Mobile",
    ]);
    expect(sessions.find((session) => session.browser === "Firefox")?.os).toContain("Linux");

    const firefox = sessions.find((session) => session.browser === "Firefox");
    const ended = await send("POST", `/api/account/sessions/${firefox?.id}/sign-out/`, { token: mac.access });
    expect(ended.statusCode).toBe(200);
    expect((await send("GET", "/api/auth/user/", { token: linux.access })).statusCode).toBe(401);
    expect((await send("POST", "/api/auth/token/refresh/", { payload: { refresh: linux.refresh } })).statusCode).toBe(
      401,
    );
    const again = await send("POST", `/api/account/sessions/${firefox?.id}/sign-out/`, { token: mac.access });
    expect(again.statusCode).toBe(404);

    const others = await send("POST", "/api/account/sessions/sign-out-others/", { token: mac.access });
    expect(others.json()).toEqual({ detail: "2 other sessions have been signed out.", ended: 2 });
    expect((await send("GET", "/api/auth/user/", { token: phone.access })).statusCode).toBe(401);
    expect((await send("GET", "/api/auth/user/", { token: mac.access })).statusCode).toBe(200);
    const remaining = (await send("GET", "/api/account/sessions/", { token: mac.access })).json();
    expect(remaining).toHaveLength(1);
    expect(await auditActions(account.email)).toContain("session_ended");

    // Another person's session is not one to end.
    const stranger = await sessionOf(await confirmedAccount());
    const foreign = await send("POST", `/api/account/sessions/${remaining[0].id}/sign-out/`, {
      token: stranger.access,
    });
    expect(foreign.statusCode).toBe(404);
    const [user] = await app.database.db
      .select()
      .from(users)
      .where(and(eq(users.email, account.email)));
    expect(user).toBeDefined();
  });
});
