import { authApiMessages } from "@paralex/shared/auth-validation";
import { passkeyMessages } from "@paralex/shared/passkey-messages";
import { twoFactorMessages } from "@paralex/shared/two-factor-messages";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { passkeys, users } from "../../db/schema.js";
import { createConfirmedAccount, logInAs, nextIp, uniqueEmail } from "../../test/account-helpers.js";
import { auditEventsFor } from "../../test/audit-helpers.js";
import { createSoftwareAuthenticator } from "../../test/passkey-authenticator.js";
import { createTestApp } from "../../test/test-app.js";
import { AUTH_RATE_LIMITS, LOGIN_LOCKOUT } from "./auth-rate-limits.js";

const ORIGIN = "https://app.paralex.test";
let app: FastifyInstance;

beforeAll(async () => {
  app = await createTestApp({ PUBLIC_URL: ORIGIN });
});

afterAll(async () => {
  await app?.close();
});

type Answer = { status: number; body: Record<string, unknown> & { challenge: string } };

async function call(
  url: string,
  options: { payload?: unknown; token?: string; method?: "GET" | "POST"; ip?: string } = {},
): Promise<Answer> {
  const response = await app.inject({
    method: options.method ?? "POST",
    url,
    remoteAddress: options.ip ?? nextIp(),
    ...(options.payload === undefined ? {} : { payload: options.payload as Record<string, unknown> }),
    headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
  });
  return { status: response.statusCode, body: response.json() };
}

type Authenticator = ReturnType<typeof createSoftwareAuthenticator>;

async function registrationOptions(access: string) {
  const options = await call("/api/account/passkeys/options/", { token: access });
  expect(options.status).toBe(200);
  return options.body;
}

async function addPasskey(access: string, authenticator: Authenticator, name = "Laptop") {
  const options = await registrationOptions(access);
  return call("/api/account/passkeys/", {
    token: access,
    payload: { name, response: authenticator.register(options) },
  });
}

async function personWithPasskey() {
  const account = await createConfirmedAccount(app, uniqueEmail("passkey-attack"));
  const { access } = await logInAs(app, account);
  const authenticator = createSoftwareAuthenticator({ origin: ORIGIN });
  const added = await addPasskey(access, authenticator);
  expect(added.status).toBe(201);
  const [user] = await app.database.db.select().from(users).where(eq(users.email, account.email));
  return {
    account,
    access,
    authenticator,
    userId: user?.id as string,
    passkeyId: (added.body.passkey as { id: string }).id,
  };
}

async function secondStepToken(account: { email: string; password: string }): Promise<string> {
  const answer = await call("/api/auth/login/", { payload: account });
  expect(answer.status).toBe(200);
  return answer.body.second_step_token as string;
}

const signInOptions = async (ip?: string) => (await call("/api/auth/passkey/options/", ip ? { ip } : {})).body;
const handleOf = (userId: string) => Buffer.from(userId.replace(/-/g, ""), "hex").toString("base64url");

describe("passkey challenges cannot be carried across people or purposes", () => {
  it("refuses one person's registration challenge for another person's new passkey", async () => {
    const alice = await personWithPasskey();
    const bob = await personWithPasskey();
    const aliceOptions = await registrationOptions(alice.access);
    const stolen = await call("/api/account/passkeys/", {
      token: bob.access,
      payload: { name: "Stolen", response: createSoftwareAuthenticator({ origin: ORIGIN }).register(aliceOptions) },
    });
    expect(stolen).toMatchObject({ status: 400, body: { non_field_errors: [passkeyMessages.challengeExpired] } });
    const bobs = await app.database.db.select().from(passkeys).where(eq(passkeys.userId, bob.userId));
    expect(bobs).toHaveLength(1);
  });

  it("refuses a sign-in challenge in the second step, and one person's second-step challenge for another's token", async () => {
    const alice = await personWithPasskey();
    const bob = await personWithPasskey();
    const aliceStep = await secondStepToken(alice.account);
    const signIn = await signInOptions();
    const crossPurpose = await call("/api/auth/login/second-step/passkey/", {
      payload: { second_step_token: aliceStep, response: alice.authenticator.authenticate(signIn) },
    });
    expect(crossPurpose).toMatchObject({ status: 400, body: { non_field_errors: [passkeyMessages.challengeExpired] } });

    const bobStep = await secondStepToken(bob.account);
    const bobOptions = await call("/api/auth/login/second-step/passkey/options/", {
      payload: { second_step_token: bobStep },
    });
    const crossPerson = await call("/api/auth/login/second-step/passkey/", {
      payload: { second_step_token: aliceStep, response: alice.authenticator.authenticate(bobOptions.body) },
    });
    expect(crossPerson).toMatchObject({ status: 400, body: { non_field_errors: [passkeyMessages.challengeExpired] } });

    const secondStepOptions = await call("/api/auth/login/second-step/passkey/options/", {
      payload: { second_step_token: aliceStep },
    });
    const asSignIn = await call("/api/auth/passkey/", {
      payload: { response: alice.authenticator.authenticate(secondStepOptions.body) },
    });
    expect(asSignIn).toMatchObject({ status: 400, body: { non_field_errors: [passkeyMessages.challengeExpired] } });
  });
});

describe("passkey credentials belong to one person", () => {
  it("refuses a credential id another person registered, and keeps it theirs", async () => {
    const alice = await personWithPasskey();
    const bob = await personWithPasskey();
    const taken = await addPasskey(bob.access, alice.authenticator, "Alice's key");
    expect(taken).toMatchObject({ status: 409, body: { detail: passkeyMessages.alreadyRegistered } });
    const [stored] = await app.database.db
      .select()
      .from(passkeys)
      .where(eq(passkeys.credentialId, alice.authenticator.credentialId));
    expect(stored?.userId).toBe(alice.userId);
  });

  it("refuses a sign-in whose user handle names someone else", async () => {
    const alice = await personWithPasskey();
    const bob = await personWithPasskey();
    const options = await signInOptions();
    const answer = bob.authenticator.authenticate(options);
    const forged = { ...answer, response: { ...answer.response, userHandle: handleOf(alice.userId) } };
    const refused = await call("/api/auth/passkey/", { payload: { response: forged } });
    expect(refused).toMatchObject({ status: 400, body: { non_field_errors: [passkeyMessages.notVerified] } });
    expect(refused.body).not.toHaveProperty("access");
  });

  it("refuses a passkey removed between the second step's options and its answer", async () => {
    const alice = await personWithPasskey();
    const step = await secondStepToken(alice.account);
    const options = await call("/api/auth/login/second-step/passkey/options/", {
      payload: { second_step_token: step },
    });
    expect(options.status).toBe(200);
    const removed = await call(`/api/account/passkeys/${alice.passkeyId}/remove/`, {
      token: alice.access,
      payload: { password: alice.account.password },
    });
    expect(removed.status).toBe(200);
    const late = await call("/api/auth/login/second-step/passkey/", {
      payload: { second_step_token: step, response: alice.authenticator.authenticate(options.body) },
    });
    expect(late).toMatchObject({ status: 400, body: { non_field_errors: [passkeyMessages.notVerified] } });
  });
});

describe("passwordless sign-in respects the account's state", () => {
  it("refuses an account whose address is not confirmed, as the password sign-in does", async () => {
    const alice = await personWithPasskey();
    await app.database.db.update(users).set({ isEmailVerified: false }).where(eq(users.id, alice.userId));
    try {
      const options = await signInOptions();
      const refused = await call("/api/auth/passkey/", {
        payload: { response: alice.authenticator.authenticate(options) },
      });
      expect(refused).toMatchObject({
        status: 400,
        body: { non_field_errors: [authApiMessages.emailNotVerified] },
      });
      const step = await call("/api/auth/login/", { payload: alice.account });
      expect(step.body).not.toHaveProperty("second_step_token");
    } finally {
      await app.database.db.update(users).set({ isEmailVerified: true }).where(eq(users.id, alice.userId));
    }
  });

  it("refuses even a good passkey once wrong ones have locked the account from that address", async () => {
    const alice = await personWithPasskey();
    const ip = nextIp();
    for (let attempt = 0; attempt < LOGIN_LOCKOUT.perAddressAndAccount.failures; attempt++) {
      const answer = alice.authenticator.authenticate(await signInOptions(ip));
      const wrong = {
        ...answer,
        response: { ...answer.response, signature: Buffer.alloc(70, 1).toString("base64url") },
      };
      const refused = await call("/api/auth/passkey/", { ip, payload: { response: wrong } });
      expect(refused).toMatchObject({ status: 400, body: { non_field_errors: [passkeyMessages.notVerified] } });
    }
    const good = alice.authenticator.authenticate(await signInOptions(ip));
    const locked = await call("/api/auth/passkey/", { ip, payload: { response: good } });
    expect(locked.status).toBe(429);
    expect((await auditEventsFor(app, alice.account.email)).map((event) => event.action)).toContain(
      "second_factor_failed",
    );
  });

  it("limits passkey sign-in requests per client address", async () => {
    const ip = nextIp();
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= AUTH_RATE_LIMITS.passkeySignIn.perIp; attempt++) {
      statuses.push((await call("/api/auth/passkey/options/", { ip })).status);
    }
    expect(statuses.slice(0, -1).every((status) => status === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it("refuses a second-step passkey answer without a live second-step token", async () => {
    const alice = await personWithPasskey();
    const options = await signInOptions();
    const refused = await call("/api/auth/login/second-step/passkey/", {
      payload: { second_step_token: "made-up-token", response: alice.authenticator.authenticate(options) },
    });
    expect(refused).toMatchObject({
      status: 400,
      body: { non_field_errors: [twoFactorMessages.secondStepExpired] },
    });
  });
});
