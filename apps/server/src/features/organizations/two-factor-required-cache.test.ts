import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { generate } from "otplib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nextIp } from "../../test/account-helpers.js";
import { gql, type SignedInUser, signUpAndLogIn } from "../../test/billing-helpers.js";
import { joinAsMember, membershipIdOfEmail } from "../../test/organization-seed.js";
import { createLastingTestDatabase, createTestApp } from "../../test/test-app.js";

const REQUIRE =
  "mutation Require($required: Boolean!) { setTwoFactorRequired(required: $required) { twoFactorRequired } }";
const RESET = "mutation Reset($membershipId: ID!) { resetMemberTwoFactor(membershipId: $membershipId) { email } }";

function send(app: FastifyInstance, method: "GET" | "POST", url: string, token: string, payload?: object) {
  return app.inject({
    method,
    url,
    remoteAddress: nextIp(),
    headers: { authorization: `Bearer ${token}` },
    ...(payload ? { payload } : {}),
  });
}

/** An authenticated request the requirement guards: 200, or 403 while a second factor is missing. */
async function statusOf(app: FastifyInstance, user: SignedInUser): Promise<number> {
  return (await send(app, "GET", "/api/account/sessions/", user.token)).statusCode;
}

async function enrol(app: FastifyInstance, user: SignedInUser): Promise<void> {
  const setup = await send(app, "POST", "/api/account/two-factor/totp/setup/", user.token);
  const secret = setup.json().secret as string;
  const confirmed = await send(app, "POST", "/api/account/two-factor/totp/confirm/", user.token, {
    code: await generate({ secret }),
  });
  expect(confirmed.statusCode).toBe(200);
}

async function require2fa(app: FastifyInstance, admin: SignedInUser, required: boolean) {
  const answer = await gql(app, REQUIRE, { token: admin.token, variables: { required } });
  expect(answer.body.errors).toBeUndefined();
}

/** Retries until the check holds: another server hears of a change when the database's notice arrives. */
async function eventually(check: () => Promise<boolean>, timeoutMs = 3000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("the condition did not hold in time");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function firm(app: FastifyInstance, label: string) {
  const admin = await signUpAndLogIn(app, `${label}-admin`);
  await enrol(app, admin);
  const member = await joinAsMember(
    app,
    await signUpAndLogIn(app, `${label}-member`),
    admin.organizationId,
    "Employee",
  );
  return { admin, member };
}

describe("the organization's two-factor rule, remembered by the server", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it("changes the answer at once when the rule or the person's factors change", async () => {
    const { admin, member } = await firm(app, "at-once");
    expect(await statusOf(app, member)).toBe(200);
    expect(await statusOf(app, member)).toBe(200);
    await require2fa(app, admin, true);
    expect(await statusOf(app, member)).toBe(403);
    expect((await gql(app, "query { myOrganization { name } }", { token: member.token })).status).toBe(403);
    await require2fa(app, admin, false);
    expect(await statusOf(app, member)).toBe(200);

    await require2fa(app, admin, true);
    expect(await statusOf(app, member)).toBe(403);
    await enrol(app, member);
    expect(await statusOf(app, member)).toBe(200);
    const reset = await gql(app, RESET, {
      token: admin.token,
      variables: { membershipId: await membershipIdOfEmail(app, member.email) },
    });
    expect(reset.body.errors).toBeUndefined();
    expect(await statusOf(app, member)).toBe(403);
  });

  it("answers from memory between changes, which is why every change must send the notice", async () => {
    const { admin, member } = await firm(app, "remembered");
    expect(await statusOf(app, member)).toBe(200);
    await app.database.db.execute(
      sql`update organizations set require_two_factor = true where id = ${admin.organizationId}`,
    );
    expect(await statusOf(app, member)).toBe(200);
    await app.database.db.execute(sql`select pg_notify('paralex_session_change', '')`);
    await eventually(async () => (await statusOf(app, member)) === 403);
  });
});

describe.runIf(process.env.DATABASE_URL)("two servers on one database", () => {
  let database: Awaited<ReturnType<typeof createLastingTestDatabase>>;
  let first: FastifyInstance;
  let second: FastifyInstance;
  beforeAll(async () => {
    database = await createLastingTestDatabase();
    first = await createTestApp(database.env);
    second = await createTestApp(database.env);
  });
  afterAll(async () => {
    await first.close();
    await second.close();
    await database.drop();
  });

  it("both refuse as soon as one of them changes the rule, and both let through once it is lifted", async () => {
    const { admin, member } = await firm(first, "two-servers");
    expect(await statusOf(first, member)).toBe(200);
    expect(await statusOf(second, member)).toBe(200);

    await require2fa(first, admin, true);
    expect(await statusOf(first, member)).toBe(403);
    await eventually(async () => (await statusOf(second, member)) === 403);

    await require2fa(second, admin, false);
    expect(await statusOf(second, member)).toBe(200);
    await eventually(async () => (await statusOf(first, member)) === 200);

    await require2fa(first, admin, true);
    await eventually(async () => (await statusOf(second, member)) === 403);
    await enrol(second, member);
    expect(await statusOf(second, member)).toBe(200);
    await eventually(async () => (await statusOf(first, member)) === 200);
  });
});
