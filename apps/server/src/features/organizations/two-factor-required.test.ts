import { twoFactorMessages } from "@paralex/shared/two-factor-messages";
import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { generate } from "otplib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents } from "../../db/schema.js";
import { OPENAPI_DOCUMENT_PATH } from "../../plugins/openapi.js";
import { nextIp, readMailbox } from "../../test/account-helpers.js";
import { gql, type SignedInUser, signUpAndLogIn } from "../../test/billing-helpers.js";
import { joinAsMember, membershipIdOfEmail } from "../../test/organization-seed.js";
import { createTestApp } from "../../test/test-app.js";

const REQUIRE = `mutation Require($required: Boolean!) {
  setTwoFactorRequired(required: $required) { twoFactorRequired canManage } }`;
const RESET = `mutation Reset($membershipId: ID!) {
  resetMemberTwoFactor(membershipId: $membershipId) { email hasTwoFactor } }`;
const MEMBERS = "query { organizationMembers { items { email hasTwoFactor } } }";
const ORGANIZATION = "query { myOrganization { name twoFactorRequired } }";

let app: FastifyInstance;

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

function send(method: string, url: string, token: string, payload?: unknown) {
  return app.inject({
    method: method as "GET",
    url,
    remoteAddress: nextIp(),
    headers: { authorization: `Bearer ${token}` },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

/** Sets up an authenticator app for the signed-in person, the way Account Options does. */
async function enrol(user: SignedInUser): Promise<string> {
  const setup = await send("POST", "/api/account/two-factor/totp/setup/", user.token);
  expect(setup.statusCode).toBe(200);
  const secret = setup.json().secret as string;
  const confirmed = await send("POST", "/api/account/two-factor/totp/confirm/", user.token, {
    code: await generate({ secret }),
  });
  expect(confirmed.statusCode).toBe(200);
  return secret;
}

/** An Admin, a Member without a second factor and a Member with one, in one organization. */
async function firm(label: string) {
  const admin = await signUpAndLogIn(app, `${label}-admin`);
  const bare = await joinAsMember(app, await signUpAndLogIn(app, `${label}-bare`), admin.organizationId, "Employee");
  const secured = await joinAsMember(
    app,
    await signUpAndLogIn(app, `${label}-secured`),
    admin.organizationId,
    "Manager",
  );
  await enrol(secured);
  return { admin, bare, secured };
}

const refusal = { message: twoFactorMessages.requiredByOrganization, extensions: { code: "FORBIDDEN" } };

describe("two-factor required by the organization", () => {
  it("lets only an Admin require it, audited, and shows who has it", async () => {
    const { admin, bare, secured } = await firm("policy");
    const byMember = await gql(app, REQUIRE, { token: secured.token, variables: { required: true } });
    expect(byMember.body.errors?.[0]).toMatchObject({ extensions: { code: "FORBIDDEN" } });

    const early = await gql(app, REQUIRE, { token: admin.token, variables: { required: true } });
    expect(early.body.errors?.[0]).toMatchObject({ message: twoFactorMessages.requirementNeedsOwnFactor });
    await enrol(admin);
    const set = await gql(app, REQUIRE, { token: admin.token, variables: { required: true } });
    expect(set.body).toEqual({ data: { setTwoFactorRequired: { twoFactorRequired: true, canManage: true } } });
    const events = await app.database.db
      .select({ action: auditEvents.action, actor: auditEvents.actorUserId, details: auditEvents.details })
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.organizationId, admin.organizationId),
          eq(auditEvents.action, "two_factor_requirement_changed"),
        ),
      );
    expect(events).toEqual([
      { action: "two_factor_requirement_changed", actor: admin.userId, details: { from: false, to: true } },
    ]);

    const members = await gql<{ organizationMembers: { items: { email: string; hasTwoFactor: boolean }[] } }>(
      app,
      MEMBERS,
      { token: admin.token },
    );
    const has = Object.fromEntries(
      (members.body.data?.organizationMembers.items ?? []).map((item) => [item.email, item.hasTwoFactor]),
    );
    expect(has).toEqual({ [admin.email]: true, [bare.email]: false, [secured.email]: true });
  });

  it("refuses a member without a second factor on every REST and GraphQL path but setting one up", async () => {
    const { admin, bare, secured } = await firm("enforced");
    await enrol(admin);
    await gql(app, REQUIRE, { token: admin.token, variables: { required: true } });

    const document = (await app.inject({ method: "GET", url: OPENAPI_DOCUMENT_PATH })).json() as {
      paths: Record<string, Record<string, { security?: unknown[] }>>;
    };
    const guarded = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.entries(item)
        .filter(([, operation]) => Array.isArray(operation.security) && operation.security.length > 0)
        .map(([method]) => ({ path, method: method.toUpperCase() })),
    );
    const open = new Set([
      "GET /api/auth/user/",
      "GET /api/account/two-factor/",
      "POST /api/account/two-factor/totp/setup/",
      "POST /api/account/two-factor/totp/confirm/",
      "GET /api/account/passkeys/",
      "POST /api/account/passkeys/options/",
      "POST /api/account/passkeys/",
      "POST /api/auth/logout/",
    ]);
    expect(guarded.length).toBeGreaterThan(10);
    for (const { path, method } of guarded) {
      if (open.has(`${method} ${path}`)) continue;
      const url = path.replace(/\{[^}]+\}/g, "00000000-0000-4000-8000-000000000000");
      const response = await send(method, url, bare.token, ["POST", "PUT", "PATCH"].includes(method) ? {} : undefined);
      // The spec's answer ({detail}), GraphQL's ({errors}), or the payment gateway's envelope ({body: '{message}'}).
      const answer = response.json() as { detail?: string; errors?: { message: string }[]; body?: string };
      const detail = answer.detail ?? answer.errors?.[0]?.message ?? JSON.parse(answer.body ?? "{}").message;
      expect({ method, url, status: response.statusCode, detail }).toEqual({
        method,
        url,
        status: 403,
        detail: twoFactorMessages.requiredByOrganization,
      });
    }

    const graphql = await gql(app, ORGANIZATION, { token: bare.token });
    expect(graphql.status).toBe(403);
    expect(graphql.body).toEqual({ data: null, errors: [refusal] });

    // What setting it up needs stays open: one's own user, the status, set-up and confirm.
    expect((await send("GET", "/api/auth/user/", bare.token)).statusCode).toBe(200);
    const status = await send("GET", "/api/account/two-factor/", bare.token);
    expect(status.json()).toMatchObject({ totp_enabled: false, setup_required: true });
    // The member with a factor is unaffected.
    expect((await send("GET", "/api/account/sessions/", secured.token)).statusCode).toBe(200);
    expect((await gql(app, ORGANIZATION, { token: secured.token })).body.errors).toBeUndefined();
    expect((await send("GET", "/api/account/two-factor/", secured.token)).json()).toMatchObject({
      setup_required: false,
    });

    await enrol(bare);
    expect((await send("GET", "/api/account/sessions/", bare.token)).statusCode).toBe(200);
    expect((await gql(app, ORGANIZATION, { token: bare.token })).body.errors).toBeUndefined();

    // Lifting the requirement lifts the refusal for anyone still without a factor.
    const late = await joinAsMember(app, await signUpAndLogIn(app, "enforced-late"), admin.organizationId, "Intern");
    expect((await send("GET", "/api/account/sessions/", late.token)).statusCode).toBe(403);
    await gql(app, REQUIRE, { token: admin.token, variables: { required: false } });
    expect((await send("GET", "/api/account/sessions/", late.token)).statusCode).toBe(200);
  });

  it("lets an Admin reset another member's factors: audited and mailed; never their own, never another firm's", async () => {
    const { admin, secured } = await firm("reset");
    await enrol(admin);
    const other = await signUpAndLogIn(app, "reset-stranger");
    await enrol(other);

    const ownId = await membershipIdOfEmail(app, admin.email);
    const own = await gql(app, RESET, { token: admin.token, variables: { membershipId: ownId } });
    expect(own.body.errors?.[0]).toMatchObject({
      message: twoFactorMessages.notOwnFactorsReset,
      extensions: { code: "FORBIDDEN" },
    });
    const stranger = await gql(app, RESET, {
      token: admin.token,
      variables: { membershipId: await membershipIdOfEmail(app, other.email) },
    });
    expect(stranger.body.errors?.[0]).toMatchObject({ extensions: { code: "NOT_FOUND" } });
    expect((await send("GET", "/api/account/two-factor/", other.token)).json()).toMatchObject({ totp_enabled: true });
    const byMember = await gql(app, RESET, { token: secured.token, variables: { membershipId: ownId } });
    expect(byMember.body.errors?.[0]).toMatchObject({ extensions: { code: "FORBIDDEN" } });

    const securedId = await membershipIdOfEmail(app, secured.email);
    const reset = await gql(app, RESET, { token: admin.token, variables: { membershipId: securedId } });
    expect(reset.body).toEqual({ data: { resetMemberTwoFactor: { email: secured.email, hasTwoFactor: false } } });
    expect((await send("GET", "/api/account/two-factor/", secured.token)).json()).toMatchObject({
      totp_enabled: false,
      recovery_codes_left: 0,
    });
    const again = await gql(app, RESET, { token: admin.token, variables: { membershipId: securedId } });
    expect(again.body.errors?.[0]).toMatchObject({ message: twoFactorMessages.noFactorsToReset });

    const events = await app.database.db
      .select({ actor: auditEvents.actorUserId, target: auditEvents.target })
      .from(auditEvents)
      .where(
        and(eq(auditEvents.organizationId, admin.organizationId), eq(auditEvents.action, "two_factor_reset_by_admin")),
      );
    expect(events).toEqual([{ actor: admin.userId, target: secured.email }]);
    const mails = (await readMailbox(app)).filter(
      (mail) => mail.to === secured.email && mail.subject.includes("reset your two-factor sign-in"),
    );
    expect(mails).toHaveLength(1);
  });
});
