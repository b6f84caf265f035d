import { passkeyMessages } from "@paralex/shared/passkey-messages";
import { twoFactorMessages } from "@paralex/shared/two-factor-messages";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { passkeyChallenges, passkeys } from "../../db/schema.js";
import { createConfirmedAccount, logInAs, nextIp, readMailbox, uniqueEmail } from "../../test/account-helpers.js";
import { auditEventsFor } from "../../test/audit-helpers.js";
import { gql, signUpAndLogIn } from "../../test/billing-helpers.js";
import { joinAsMember, membershipIdOfEmail } from "../../test/organization-seed.js";
import { createSoftwareAuthenticator } from "../../test/passkey-authenticator.js";
import { createTestApp } from "../../test/test-app.js";

const ORIGIN = "https://app.paralex.test";
let app: FastifyInstance;

beforeAll(async () => {
  app = await createTestApp({ PUBLIC_URL: ORIGIN });
});

afterAll(async () => {
  await app?.close();
});

async function call(url: string, options: { payload?: unknown; token?: string; method?: "GET" | "POST" } = {}) {
  const response = await app.inject({
    method: options.method ?? "POST",
    url,
    remoteAddress: nextIp(),
    ...(options.payload === undefined ? {} : { payload: options.payload as Record<string, unknown> }),
    headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
  });
  return { status: response.statusCode, body: response.json() as Record<string, unknown> & { challenge: string } };
}

type Authenticator = ReturnType<typeof createSoftwareAuthenticator>;

/** A confirmed account, signed in, with a passkey registered through the API. */
async function personWithPasskey(name = "Laptop") {
  const account = await createConfirmedAccount(app, uniqueEmail("passkey"));
  const { access } = await logInAs(app, account);
  const authenticator = createSoftwareAuthenticator({ origin: ORIGIN });
  const added = await addPasskey(access, authenticator, name);
  expect(added.status).toBe(201);
  return { account, access, authenticator, passkeyId: (added.body.passkey as { id: string }).id };
}

async function addPasskey(access: string, authenticator: Authenticator, name: string) {
  const options = await call("/api/account/passkeys/options/", { token: access });
  expect(options.status).toBe(200);
  return call("/api/account/passkeys/", {
    token: access,
    payload: { name, response: authenticator.register(options.body) },
  });
}

async function secondStepToken(account: { email: string; password: string }) {
  const answer = await call("/api/auth/login/", { payload: account });
  expect(answer.status).toBe(200);
  return answer.body as unknown as { second_step_token: string; methods: string[] };
}

describe("passkeys", () => {
  it("registers a passkey with a 'none' attestation, lists it, mails and audits the change", async () => {
    const { account, access, authenticator } = await personWithPasskey("Work laptop");
    const listed = await call("/api/account/passkeys/", { token: access, method: "GET" });
    expect(listed.body).toEqual([
      {
        id: expect.any(String),
        name: "Work laptop",
        created_at: expect.any(String),
        last_used_at: null,
        is_synced: false,
      },
    ]);
    const [stored] = await app.database.db
      .select()
      .from(passkeys)
      .where(eq(passkeys.credentialId, authenticator.credentialId));
    expect(stored?.signCount).toBe(1);
    const mail = (await readMailbox(app)).find(
      (entry) => entry.to === account.email && entry.subject.includes("passkey"),
    );
    expect(mail?.subject).toContain("A passkey was added to your account");
    expect((await auditEventsFor(app, account.email)).map((event) => event.action)).toContain("passkey_added");
    const status = await call("/api/account/two-factor/", { token: access, method: "GET" });
    expect(status.body).toMatchObject({ passkey_count: 1, totp_enabled: false });
  });

  it("refuses a registration answer from another origin, and the same credential twice", async () => {
    const account = await createConfirmedAccount(app, uniqueEmail("passkey"));
    const { access } = await logInAs(app, account);
    const authenticator = createSoftwareAuthenticator({ origin: ORIGIN });
    const options = await call("/api/account/passkeys/options/", { token: access });
    const foreign = await call("/api/account/passkeys/", {
      token: access,
      payload: { name: "Phishing", response: authenticator.register(options.body, { origin: "https://evil.test" }) },
    });
    expect(foreign).toMatchObject({ status: 400, body: { non_field_errors: [passkeyMessages.notVerified] } });
    expect(await addPasskey(access, authenticator, "Laptop")).toMatchObject({ status: 201 });
    const again = await addPasskey(access, authenticator, "Laptop again");
    expect(again).toMatchObject({ status: 409, body: { detail: passkeyMessages.alreadyRegistered } });
    const nameless = await call("/api/account/passkeys/", { token: access, payload: { name: " ", response: {} } });
    expect(nameless.status).toBe(400);
  });

  it("signs in with the password and then a passkey; the spec's answer for accounts without one is unchanged", async () => {
    const plain = await createConfirmedAccount(app, uniqueEmail("plain"));
    const plainAnswer = await call("/api/auth/login/", { payload: plain });
    expect(Object.keys(plainAnswer.body).sort()).toEqual(
      ["access", "access_expiration", "chat_token", "refresh", "refresh_expiration", "user"].sort(),
    );

    const { account, authenticator, access } = await personWithPasskey();
    const step = await secondStepToken(account);
    expect(step.methods).toEqual(["passkey"]);
    expect(step).not.toHaveProperty("access");
    const options = await call("/api/auth/login/second-step/passkey/options/", {
      payload: { second_step_token: step.second_step_token },
    });
    expect(options.status).toBe(200);
    expect(options.body.allowCredentials).toEqual([
      { id: authenticator.credentialId, type: "public-key", transports: ["internal"] },
    ]);
    const signedIn = await call("/api/auth/login/second-step/passkey/", {
      payload: { second_step_token: step.second_step_token, response: authenticator.authenticate(options.body) },
    });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body).toMatchObject({ access: expect.any(String), user: { email: account.email } });
    const listed = await call("/api/account/passkeys/", { token: access, method: "GET" });
    expect((listed.body as unknown as { last_used_at: string | null }[])[0]?.last_used_at).not.toBeNull();

    // The token was spent by the sign-in it completed.
    const reuse = await call("/api/auth/login/second-step/passkey/options/", {
      payload: { second_step_token: step.second_step_token },
    });
    expect(reuse).toMatchObject({ status: 400, body: { non_field_errors: [twoFactorMessages.secondStepExpired] } });
  });

  it("signs in with a passkey alone (discoverable, user verification required)", async () => {
    const { account, authenticator } = await personWithPasskey();
    const options = await call("/api/auth/passkey/options/");
    expect(options.body).toMatchObject({ userVerification: "required", rpId: "app.paralex.test" });
    expect(options.body.allowCredentials ?? []).toEqual([]);
    const signedIn = await call("/api/auth/passkey/", {
      payload: { response: authenticator.authenticate(options.body) },
    });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body).toMatchObject({
      access: expect.any(String),
      refresh: expect.any(String),
      user: { email: account.email },
    });
    const me = await call("/api/auth/user/", { token: signedIn.body.access as string, method: "GET" });
    expect(me.status).toBe(200);
    const logins = (await auditEventsFor(app, account.email)).filter((event) => event.action === "login");
    expect(logins[0]?.details).toMatchObject({ method: "passkey" });

    const unverified = createSoftwareAuthenticator({ origin: ORIGIN, userVerification: false });
    expect((await addPasskey(signedIn.body.access as string, unverified, "Old security key")).status).toBe(201);
    const second = await call("/api/auth/passkey/options/");
    const refused = await call("/api/auth/passkey/", { payload: { response: unverified.authenticate(second.body) } });
    expect(refused).toMatchObject({ status: 400, body: { non_field_errors: [passkeyMessages.notVerified] } });
  });

  it("refuses a replayed challenge, and a challenge issued for another purpose", async () => {
    const { authenticator, access } = await personWithPasskey();
    const options = await call("/api/auth/passkey/options/");
    const answer = authenticator.authenticate(options.body);
    expect((await call("/api/auth/passkey/", { payload: { response: answer } })).status).toBe(200);
    const replayed = await call("/api/auth/passkey/", { payload: { response: answer } });
    expect(replayed).toMatchObject({ status: 400, body: { non_field_errors: [passkeyMessages.challengeExpired] } });

    const registration = await call("/api/account/passkeys/options/", { token: access });
    const misused = await call("/api/auth/passkey/", {
      payload: {
        response: authenticator.authenticate({ challenge: registration.body.challenge, rpId: "app.paralex.test" }),
      },
    });
    expect(misused).toMatchObject({ status: 400, body: { non_field_errors: [passkeyMessages.challengeExpired] } });

    const expired = await call("/api/auth/passkey/options/");
    await app.database.db
      .update(passkeyChallenges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passkeyChallenges.challenge, expired.body.challenge));
    const late = await call("/api/auth/passkey/", { payload: { response: authenticator.authenticate(expired.body) } });
    expect(late).toMatchObject({ status: 400, body: { non_field_errors: [passkeyMessages.challengeExpired] } });
  });

  it("refuses a signature count that went back (a cloned authenticator)", async () => {
    const { authenticator } = await personWithPasskey();
    const first = await call("/api/auth/passkey/options/");
    expect(
      (await call("/api/auth/passkey/", { payload: { response: authenticator.authenticate(first.body) } })).status,
    ).toBe(200);
    authenticator.setSignCount(0);
    const second = await call("/api/auth/passkey/options/");
    const cloned = await call("/api/auth/passkey/", { payload: { response: authenticator.authenticate(second.body) } });
    expect(cloned).toMatchObject({ status: 400, body: { non_field_errors: [passkeyMessages.notVerified] } });
  });

  it("refuses someone else's passkey in the second step", async () => {
    const alice = await personWithPasskey();
    const bob = await personWithPasskey();
    const step = await secondStepToken(alice.account);
    const options = await call("/api/auth/login/second-step/passkey/options/", {
      payload: { second_step_token: step.second_step_token },
    });
    const refused = await call("/api/auth/login/second-step/passkey/", {
      payload: { second_step_token: step.second_step_token, response: bob.authenticator.authenticate(options.body) },
    });
    expect(refused).toMatchObject({ status: 400, body: { non_field_errors: [passkeyMessages.notVerified] } });
    expect((await auditEventsFor(app, alice.account.email)).map((event) => event.action)).toContain(
      "second_factor_failed",
    );
  });

  it("renames and removes a passkey (after the password), mailed and audited; another person's is not found", async () => {
    const { account, access, passkeyId, authenticator } = await personWithPasskey();
    const other = await personWithPasskey();
    const renamed = await call(`/api/account/passkeys/${passkeyId}/rename/`, {
      token: access,
      payload: { name: "Phone" },
    });
    expect(renamed).toMatchObject({ status: 200, body: { detail: passkeyMessages.renamed } });
    const notMine = await call(`/api/account/passkeys/${other.passkeyId}/remove/`, {
      token: access,
      payload: { password: account.password },
    });
    expect(notMine.status).toBe(404);
    const wrongPassword = await call(`/api/account/passkeys/${passkeyId}/remove/`, {
      token: access,
      payload: { password: "not the password" },
    });
    expect(wrongPassword.status).toBe(400);
    const removed = await call(`/api/account/passkeys/${passkeyId}/remove/`, {
      token: access,
      payload: { password: account.password },
    });
    expect(removed).toMatchObject({ status: 200, body: { detail: passkeyMessages.removed } });
    expect((await call("/api/account/passkeys/", { token: access, method: "GET" })).body).toEqual([]);
    const mail = (await readMailbox(app)).find(
      (entry) => entry.to === account.email && entry.subject.includes("removed"),
    );
    expect(mail?.subject).toContain("A passkey was removed from your account");
    const actions = (await auditEventsFor(app, account.email)).map((event) => event.action);
    expect(actions).toEqual(expect.arrayContaining(["passkey_renamed", "passkey_removed"]));

    // Removed, it signs no one in, and the password alone does again.
    const options = await call("/api/auth/passkey/options/");
    const refused = await call("/api/auth/passkey/", {
      payload: { response: authenticator.authenticate(options.body) },
    });
    expect(refused.status).toBe(400);
    expect((await call("/api/auth/login/", { payload: account })).body).toHaveProperty("access");
  });

  it("counts a passkey as a second factor where the organization requires one", async () => {
    const admin = await signUpAndLogIn(app, "passkey-admin");
    const member = await joinAsMember(
      app,
      await signUpAndLogIn(app, "passkey-member"),
      admin.organizationId,
      "Employee",
    );
    const require = `mutation { setTwoFactorRequired(required: true) { twoFactorRequired } }`;
    const refused = await gql(app, require, { token: admin.token });
    expect(refused.body.errors?.[0]?.message).toBe(twoFactorMessages.requirementNeedsOwnFactor);

    expect((await addPasskey(admin.token, createSoftwareAuthenticator({ origin: ORIGIN }), "Admin key")).status).toBe(
      201,
    );
    const required = await gql(app, require, { token: admin.token });
    expect(required.body.data).toEqual({ setTwoFactorRequired: { twoFactorRequired: true } });

    // Without a factor the member may add a passkey and nothing else; with one, the rest opens.
    expect((await call("/api/account/sessions/", { token: member.token, method: "GET" })).status).toBe(403);
    const status = await call("/api/account/two-factor/", { token: member.token, method: "GET" });
    expect(status.body).toMatchObject({ setup_required: true, passkey_count: 0 });
    expect((await addPasskey(member.token, createSoftwareAuthenticator({ origin: ORIGIN }), "Phone")).status).toBe(201);
    expect((await call("/api/account/two-factor/", { token: member.token, method: "GET" })).body).toMatchObject({
      setup_required: false,
      passkey_count: 1,
    });
    const members = await gql<{ organizationMembers: { items: { email: string; hasTwoFactor: boolean }[] } }>(
      app,
      "query { organizationMembers { items { email hasTwoFactor } } }",
      { token: admin.token },
    );
    expect(members.body.data?.organizationMembers.items.every((item) => item.hasTwoFactor)).toBe(true);
    expect((await call("/api/account/sessions/", { token: member.token, method: "GET" })).status).toBe(200);

    // An Admin's reset takes the passkeys with the app and codes.
    const reset = await gql(app, "mutation R($id: ID!) { resetMemberTwoFactor(membershipId: $id) { hasTwoFactor } }", {
      token: admin.token,
      variables: { id: await membershipIdOfEmail(app, member.email) },
    });
    expect(reset.body.data).toEqual({ resetMemberTwoFactor: { hasTwoFactor: false } });
    expect(await app.database.db.select().from(passkeys).where(eq(passkeys.userId, member.userId))).toEqual([]);
  });
});
