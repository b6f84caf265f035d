import { linkedSignInMessages } from "@paralex/shared/linked-sign-in";
import { desc, eq } from "drizzle-orm";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { exportPKCS8, generateKeyPair } from "jose";
import { generate } from "otplib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../config.js";
import { auditEvents, linkedSignIns, memberships, organizations, users } from "../../db/schema.js";
import {
  confirmationKeyIn,
  latestMailTo,
  nextIp,
  readMailbox,
  registration,
  STRONG_PASSWORD,
  uniqueEmail,
} from "../../test/account-helpers.js";
import { type FakeOidcProvider, type FakeOidcUser, startFakeOidcProvider } from "../../test/fake-oidc-provider.js";
import { createTestApp } from "../../test/test-app.js";

let google: FakeOidcProvider;
let apple: FakeOidcProvider;
let app: FastifyInstance;

beforeAll(async () => {
  google = await startFakeOidcProvider({ clientId: "google-client", clientSecret: "google-secret" });
  apple = await startFakeOidcProvider({ clientId: "com.paralex.web", alg: "ES256" });
  const appleKey = await generateKeyPair("ES256", { extractable: true });
  apple.verifyClientSecretWith = appleKey.publicKey;
  app = await createTestApp({
    GOOGLE_CLIENT_ID: google.clientId,
    GOOGLE_CLIENT_SECRET: google.clientSecret,
    GOOGLE_ISSUER_URL: google.issuer,
    APPLE_CLIENT_ID: apple.clientId,
    APPLE_TEAM_ID: "TEAM123456",
    APPLE_KEY_ID: "KEY1234567",
    APPLE_PRIVATE_KEY: (await exportPKCS8(appleKey.privateKey)).replaceAll("\n", "\\n"),
    APPLE_ISSUER_URL: apple.issuer,
  });
});

afterAll(async () => {
  await app?.close();
  await google?.close();
  await apple?.close();
});

type Provider = "google" | "apple";
const fakeOf = (provider: Provider) => (provider === "google" ? google : apple);

/** A browser: its own address and the cookies the server set. */
function newBrowser() {
  const ip = nextIp();
  let cookie = "";
  const send = async (
    method: "GET" | "POST" | "DELETE",
    url: string,
    options: { payload?: unknown; form?: Record<string, string>; token?: string } = {},
  ): Promise<LightMyRequestResponse> => {
    const response = await app.inject({
      method,
      url,
      remoteAddress: ip,
      headers: {
        ...(cookie ? { cookie } : {}),
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...(options.form ? { "content-type": "application/x-www-form-urlencoded" } : {}),
      },
      ...(options.form ? { payload: new URLSearchParams(options.form).toString() } : {}),
      ...(options.payload === undefined ? {} : { payload: options.payload as Record<string, unknown> }),
    });
    const setCookie = response.headers["set-cookie"];
    if (typeof setCookie === "string") cookie = setCookie.split(";")[0] ?? "";
    return response;
  };
  return { send };
}

type Browser = ReturnType<typeof newBrowser>;

/** The hidden fields of the provider's form_post page. */
function formFields(html: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const match of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) {
    fields[match[1] as string] = (match[2] as string).replace(/&#(\d+);/g, (_m, code: string) =>
      String.fromCharCode(Number(code)),
    );
  }
  return fields;
}

/**
 * Clicks 'Continue with …', lets the provider sign `user` in, and follows its answer back to our callback (a
 * redirect for Google, a form post for Apple); `tamper` changes the callback's parameters first. Answers where the
 * callback sent the browser.
 */
async function throughProvider(
  browser: Browser,
  provider: Provider,
  user: FakeOidcUser,
  tamper: (params: Record<string, string>) => void = () => {},
): Promise<string> {
  const start = await browser.send("GET", `/api/auth/oidc/${provider}/start/`);
  expect(start.statusCode).toBe(303);
  const authorize = new URL(start.headers.location as string);
  expect(authorize.origin).toBe(fakeOf(provider).issuer);
  expect(authorize.searchParams.get("code_challenge_method")).toBe("S256");
  fakeOf(provider).nextUser = user;
  const answer = await fetch(authorize, { redirect: "manual" });
  let params: Record<string, string>;
  if (provider === "google") {
    expect(answer.status).toBe(302);
    params = Object.fromEntries(new URL(answer.headers.get("location") as string).searchParams);
  } else {
    expect(answer.status).toBe(200);
    params = formFields(await answer.text());
  }
  tamper(params);
  const callback =
    provider === "google"
      ? await browser.send("GET", `/api/auth/oidc/google/callback/?${new URLSearchParams(params)}`)
      : await browser.send("POST", "/api/auth/oidc/apple/callback/", { form: params });
  expect(callback.statusCode).toBe(303);
  return callback.headers.location as string;
}

/** The whole sign-in: provider, callback, then the login page spending its ticket. */
async function signInWith(browser: Browser, provider: Provider, user: FakeOidcUser) {
  const location = await throughProvider(browser, provider, user);
  const ticket = location.match(/^\/login#oidc=([\w-]+)$/)?.[1];
  expect(ticket, location).toBeDefined();
  return browser.send("POST", "/api/auth/oidc/complete/", { payload: { ticket } });
}

const errorShown = (location: string) => {
  expect(location).toMatch(/^\/login\?/);
  return new URL(location, "http://x").searchParams.get("message");
};

const person = (email: string, extra: Partial<FakeOidcUser> = {}): FakeOidcUser => ({
  sub: `sub-${email}`,
  email,
  email_verified: true,
  given_name: "Grace",
  family_name: "Hopper",
  ...extra,
});

async function confirmedAccount(): Promise<string> {
  const email = uniqueEmail("oidc");
  const browser = newBrowser();
  expect((await browser.send("POST", "/api/auth/registration/", { payload: registration(email) })).statusCode).toBe(
    201,
  );
  const key = confirmationKeyIn((await latestMailTo(app, email))?.text ?? "");
  expect((await browser.send("POST", "/api/auth/registration/verify-email/", { payload: { key } })).statusCode).toBe(
    200,
  );
  return email;
}

async function actionsOf(email: string): Promise<string[]> {
  const rows = await app.database.db
    .select({ action: auditEvents.action })
    .from(auditEvents)
    .where(eq(auditEvents.actorEmail, email))
    .orderBy(auditEvents.id);
  return rows.map((row) => row.action);
}

/** Why the latest failed callback failed, as audited. */
async function lastFailureReason(): Promise<unknown> {
  const [row] = await app.database.db
    .select({ details: auditEvents.details })
    .from(auditEvents)
    .where(eq(auditEvents.action, "provider_sign_in_failed"))
    .orderBy(desc(auditEvents.id))
    .limit(1);
  return (row?.details as { reason?: unknown } | undefined)?.reason;
}

const linkedProvidersOf = async (email: string) =>
  app.database.db
    .select({ provider: linkedSignIns.provider })
    .from(linkedSignIns)
    .innerJoin(users, eq(users.id, linkedSignIns.userId))
    .where(eq(users.email, email));

describe("a first sign-in with Google", () => {
  it("creates the confirmed account and its organization, with no confirmation mail, and signs in", async () => {
    const email = uniqueEmail("newgoogle");
    const browser = newBrowser();
    const response = await signInWith(browser, "google", person(email));
    expect(response.statusCode).toBe(200);
    const session = response.json();
    expect(session).toMatchObject({ access: expect.any(String), refresh: expect.any(String) });
    expect(session.user).toMatchObject({ email, first_name: "Grace", last_name: "Hopper" });

    const [row] = await app.database.db
      .select({ verified: users.isEmailVerified, organization: organizations.name, role: memberships.applicationRole })
      .from(users)
      .innerJoin(memberships, eq(memberships.userId, users.id))
      .innerJoin(organizations, eq(organizations.id, memberships.organizationId))
      .where(eq(users.email, email));
    expect(row).toEqual({ verified: true, organization: "Grace's firm", role: "Admin" });
    expect((await readMailbox(app)).filter((mail) => mail.to === email)).toEqual([]);
    expect(await actionsOf(email)).toEqual(["signed_up_with_provider", "login"]);

    const me = await browser.send("GET", "/api/auth/user/", { token: session.access });
    expect(me.statusCode).toBe(200);
    const listed = await browser.send("GET", "/api/account/sign-in-providers/", { token: session.access });
    expect(listed.json()).toMatchObject({
      providers: [{ provider: "google", email, last_used_at: null }],
      configured: { google: true, apple: true },
    });

    // The same Google account again: the same person, no second account.
    const again = await signInWith(newBrowser(), "google", person(email));
    expect(again.statusCode).toBe(200);
    expect(again.json().user.pk).toBe(session.user.pk);
    expect(await app.database.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
  });

  it("refuses an address the provider has not verified, and makes no account", async () => {
    const email = uniqueEmail("unverified");
    const response = await signInWith(newBrowser(), "google", person(email, { email_verified: false }));
    expect(response.statusCode).toBe(400);
    expect(response.json().non_field_errors).toEqual([linkedSignInMessages.emailNotVerified("Google")]);
    expect(await app.database.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });
});

describe("Apple", () => {
  it("posts back (form_post), takes the name it sends once, and is paid with an ES256 client secret", async () => {
    const email = uniqueEmail("apple");
    const before = apple.clientSecretsSeen.length;
    const response = await signInWith(newBrowser(), "apple", person(email, { email_verified: "true" }));
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ email, first_name: "Grace", last_name: "Hopper" });
    const secret = apple.clientSecretsSeen[before] as string;
    expect(JSON.parse(Buffer.from(secret.split(".")[0] as string, "base64url").toString())).toEqual({
      alg: "ES256",
      kid: "KEY1234567",
    });
  });
});

describe("an address that already has an account", () => {
  it("is not linked silently: the password proves it, then Google signs in; linking is mailed and audited", async () => {
    const email = await confirmedAccount();
    const browser = newBrowser();
    const first = await signInWith(browser, "google", person(email));
    expect(first.statusCode).toBe(200);
    const answer = first.json();
    expect(answer).toMatchObject({ link_required: true, provider: "google", email, can_use_password: true });
    expect(answer.access).toBeUndefined();
    expect(await linkedProvidersOf(email)).toEqual([]);

    const wrong = await browser.send("POST", "/api/auth/oidc/link/", {
      payload: { link_token: answer.link_token, password: "not-the-password" },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().password).toEqual([linkedSignInMessages.wrongPassword]);
    expect(await linkedProvidersOf(email)).toEqual([]);

    const right = await browser.send("POST", "/api/auth/oidc/link/", {
      payload: { link_token: answer.link_token, password: STRONG_PASSWORD },
    });
    expect(right.statusCode).toBe(200);
    expect(right.json().user.email).toBe(email);
    expect(await linkedProvidersOf(email)).toEqual([{ provider: "google" }]);
    expect((await latestMailTo(app, email))?.subject).toContain("Google was linked");
    expect(await actionsOf(email)).toEqual(expect.arrayContaining(["sign_in_provider_linked", "second_factor_failed"]));

    const spent = await browser.send("POST", "/api/auth/oidc/link/", {
      payload: { link_token: answer.link_token, password: STRONG_PASSWORD },
    });
    expect(spent.statusCode).toBe(400);

    const direct = await signInWith(newBrowser(), "google", person(email));
    expect(direct.json()).toMatchObject({ access: expect.any(String) });
  });

  it("can be proved with an emailed link instead", async () => {
    const email = await confirmedAccount();
    const browser = newBrowser();
    const answer = (await signInWith(browser, "apple", person(email))).json();
    expect(answer.link_required).toBe(true);
    const sent = await browser.send("POST", "/api/auth/oidc/link/email/", {
      payload: { link_token: answer.link_token },
    });
    expect(sent.statusCode).toBe(200);
    const mail = await latestMailTo(app, email);
    expect(mail?.subject).toContain("Link Apple");
    const token = mail?.text.match(/\/login#oidc-link=([\w-]+)/)?.[1];
    expect(token).toBeDefined();
    expect(await linkedProvidersOf(email)).toEqual([]);

    const confirmed = await newBrowser().send("POST", "/api/auth/oidc/link/confirm/", { payload: { token } });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().user.email).toBe(email);
    expect(await linkedProvidersOf(email)).toEqual([{ provider: "apple" }]);
    const again = await newBrowser().send("POST", "/api/auth/oidc/link/confirm/", { payload: { token } });
    expect(again.statusCode).toBe(400);
  });
});

describe("the flow's checks", () => {
  it("refuses a callback whose state is not the flow's, and spends the flow", async () => {
    const email = uniqueEmail("state");
    const browser = newBrowser();
    const location = await throughProvider(browser, "google", person(email), (params) => {
      params.state = `${params.state}x`;
    });
    expect(errorShown(location)).toBe(linkedSignInMessages.failed("Google"));
    expect(await lastFailureReason()).toBe("OAUTH_INVALID_RESPONSE");
    expect(await app.database.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  it("refuses an ID token whose nonce is not the flow's", async () => {
    const email = uniqueEmail("nonce");
    google.overrideNextIdToken = { nonce: "a-nonce-from-another-flow" };
    const location = await throughProvider(newBrowser(), "google", person(email));
    expect(errorShown(location)).toBe(linkedSignInMessages.failed("Google"));
    expect(await lastFailureReason()).toBe("OAUTH_JWT_CLAIM_COMPARISON_FAILED");
    expect(await app.database.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  it("refuses a callback in a browser that did not start the flow, and a ticket spent twice or elsewhere", async () => {
    const email = uniqueEmail("ticket");
    const browser = newBrowser();
    const start = await browser.send("GET", "/api/auth/oidc/google/start/");
    google.nextUser = person(email);
    const answer = await fetch(start.headers.location as string, { redirect: "manual" });
    const query = new URL(answer.headers.get("location") as string).search;
    const stranger = await newBrowser().send("GET", `/api/auth/oidc/google/callback/${query}`);
    expect(errorShown(stranger.headers.location as string)).toBe(linkedSignInMessages.flowExpired);

    const location = await throughProvider(browser, "google", person(email));
    const ticket = location.split("=")[1];
    const elsewhere = await newBrowser().send("POST", "/api/auth/oidc/complete/", { payload: { ticket } });
    expect(elsewhere.statusCode).toBe(400);
    expect((await browser.send("POST", "/api/auth/oidc/complete/", { payload: { ticket } })).statusCode).toBe(200);
    expect((await browser.send("POST", "/api/auth/oidc/complete/", { payload: { ticket } })).statusCode).toBe(400);
  });
});

describe("a second factor", () => {
  it("is still asked after Google, with decision 070's second-step token", async () => {
    const email = uniqueEmail("twofactor");
    const browser = newBrowser();
    const { access } = (await signInWith(browser, "google", person(email))).json();
    const setup = await browser.send("POST", "/api/account/two-factor/totp/setup/", { token: access });
    const { secret } = setup.json();
    const confirmed = await browser.send("POST", "/api/account/two-factor/totp/confirm/", {
      token: access,
      payload: { code: await generate({ secret }) },
    });
    expect(confirmed.statusCode).toBe(200);

    const step = await signInWith(newBrowser(), "google", person(email));
    expect(step.statusCode).toBe(200);
    const answer = step.json();
    expect(answer).toMatchObject({ second_factor_required: true, methods: expect.arrayContaining(["totp"]) });
    expect(answer.access).toBeUndefined();
    const code = await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });
    const done = await newBrowser().send("POST", "/api/auth/login/second-step/", {
      payload: { second_step_token: answer.second_step_token, code },
    });
    expect(done.statusCode).toBe(200);
    expect(done.json().user.email).toBe(email);
  });
});

describe("unlinking", () => {
  it("is refused while it is the last way in, allowed once another remains, mailed and audited", async () => {
    const email = uniqueEmail("unlink");
    const { access } = (await signInWith(newBrowser(), "google", person(email))).json();
    const browser = newBrowser();
    const last = await browser.send("DELETE", "/api/account/sign-in-providers/google/", { token: access });
    expect(last.statusCode).toBe(409);
    expect(last.json().detail).toBe(linkedSignInMessages.lastWayIn("Google"));
    expect(await linkedProvidersOf(email)).toEqual([{ provider: "google" }]);

    // Apple with the same address: it has an account now, so Apple is linked after the emailed proof.
    const viaApple = (await signInWith(newBrowser(), "apple", person(email, { sub: `apple-${email}` }))).json();
    expect(viaApple.can_use_password).toBe(false);
    await browser.send("POST", "/api/auth/oidc/link/email/", { payload: { link_token: viaApple.link_token } });
    const token = (await latestMailTo(app, email))?.text.match(/#oidc-link=([\w-]+)/)?.[1];
    expect((await browser.send("POST", "/api/auth/oidc/link/confirm/", { payload: { token } })).statusCode).toBe(200);

    const unlinked = await browser.send("DELETE", "/api/account/sign-in-providers/google/", { token: access });
    expect(unlinked.statusCode).toBe(200);
    expect(await linkedProvidersOf(email)).toEqual([{ provider: "apple" }]);
    expect((await latestMailTo(app, email))?.subject).toContain("Google was unlinked");
    expect(await actionsOf(email)).toContain("sign_in_provider_unlinked");
    const appleLast = await browser.send("DELETE", "/api/account/sign-in-providers/apple/", { token: access });
    expect(appleLast.statusCode).toBe(409);
  });
});

describe("without configuration", () => {
  it("offers neither provider and starts no flow", async () => {
    const bare = await createTestApp();
    try {
      const providers = await bare.inject({ method: "GET", url: "/api/auth/oidc/providers/" });
      expect(providers.json()).toEqual({ google: false, apple: false });
      const start = await bare.inject({ method: "GET", url: "/api/auth/oidc/google/start/" });
      expect(start.statusCode).toBe(404);
      expect(start.json().detail).toBe(linkedSignInMessages.notConfigured("Google"));
    } finally {
      await bare.close();
    }
  });
});

describe("configuration", () => {
  it("refuses a provider half set, and an http issuer in production", () => {
    expect(() => loadConfig({ NODE_ENV: "test", GOOGLE_CLIENT_ID: "id" })).toThrow(
      /GOOGLE_CLIENT_SECRET: required when GOOGLE_CLIENT_ID is set/,
    );
    expect(() => loadConfig({ NODE_ENV: "test", APPLE_CLIENT_ID: "id", APPLE_TEAM_ID: "team" })).toThrow(
      /APPLE_KEY_ID: required[\s\S]*APPLE_PRIVATE_KEY: required/,
    );
    expect(() =>
      loadConfig({
        NODE_ENV: "production",
        JWT_SECRET: "a-production-secret-that-is-long-enough",
        DATABASE_URL: "postgres://db/paralex",
        PUBLIC_URL: "https://paralex.example",
        BUILTIN_CHECKOUT: "demo",
        GOOGLE_CLIENT_ID: "id",
        GOOGLE_CLIENT_SECRET: "secret",
        GOOGLE_ISSUER_URL: "http://127.0.0.1:9",
      }),
    ).toThrow(/GOOGLE_ISSUER_URL: must be https in production/);
  });
});
