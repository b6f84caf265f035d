import { checkoutMessages } from "@paralex/shared/checkout";
import { textMessages } from "@paralex/shared/text-input";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { latestMailTo, nextIp, post, registration, uniqueEmail } from "./test/account-helpers.js";
import { checkoutBody, gql, requestCheckout, type SignedInUser, signUpAndLogIn } from "./test/billing-helpers.js";
import { createTestApp } from "./test/test-app.js";

/** The attack: a NUL byte, which PostgreSQL refuses in text, hidden in each kind of input that reaches SQL. */
const NUL = "\u0000";

let app: FastifyInstance;
let admin: SignedInUser;

beforeAll(async () => {
  app = await createTestApp();
  admin = await signUpAndLogIn(app, "nul");
});

afterAll(async () => {
  await app.close();
});

const signedIn = () => ({ token: admin.token });

const INVITE = "mutation($input: InviteMemberInput!) { inviteMember(input: $input) { invitationId } }";
const invitation = (email: string, overrides: Record<string, unknown> = {}) => ({
  firstName: "Thurgood",
  lastName: "Marshall",
  email,
  position: "Associate",
  role: "Employee",
  products: [1],
  ...overrides,
});

function send(method: "GET" | "POST" | "PUT" | "PATCH", url: string, payload?: unknown, token?: string) {
  return app.inject({
    method,
    url,
    remoteAddress: nextIp(),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

/** A 400 that names the refusal, whatever the envelope: REST field errors, a gateway body or an HTML page. */
function expectRefused(response: LightMyRequestResponse) {
  expect(response.statusCode, response.body).toBe(400);
  expect(response.body).toContain(textMessages.controlCharacters);
}

describe("a NUL byte in a REST body", () => {
  const bodies: [string, string, () => Record<string, unknown>, boolean][] = [
    ["registration email", "/api/auth/registration/", () => registration(`a${NUL}${uniqueEmail()}`), false],
    [
      "registration name",
      "/api/auth/registration/",
      () => registration(uniqueEmail(), { first_name: `Ad${NUL}a` }),
      false,
    ],
    [
      "registration password",
      "/api/auth/registration/",
      () => registration(uniqueEmail(), { password1: `Quartz!${NUL}Lantern42` }),
      false,
    ],
    [
      "login email",
      "/api/auth/login/",
      () => ({ email: `nul${NUL}@example.com`, password: "Quartz!Lantern42" }),
      false,
    ],
    ["verify-email key", "/api/auth/registration/verify-email/", () => ({ key: `key${NUL}` }), false],
    ["resend-email email", "/api/auth/registration/resend-email/", () => ({ email: `a${NUL}@example.com` }), false],
    ["password reset email", "/api/auth/password/reset/", () => ({ email: `a${NUL}@example.com` }), false],
    [
      "password reset uid",
      "/api/auth/password/reset/confirm/",
      () => ({ uid: `u${NUL}`, token: "t", new_password1: "x", new_password2: "x" }),
      false,
    ],
    ["token refresh", "/api/auth/token/refresh/", () => ({ refresh: `r${NUL}` }), false],
    [
      "email change",
      "/api/account/email/",
      () => ({ email: `new${NUL}@example.com`, password: "Quartz!Lantern42" }),
      true,
    ],
    ["email change confirm key", "/api/account/email/confirm/", () => ({ key: `k${NUL}` }), false],
    [
      "demo request name",
      "/api/demo-requests",
      () => ({
        firstName: `Ad${NUL}a`,
        lastName: "Lovelace",
        businessEmail: "ada@example.com",
        organization: "Civil",
        zipCode: "94107",
        phoneNumber: "+1 415 555 0100",
        role: "Admin",
      }),
      false,
    ],
    [
      "newsletter email",
      "/gateway/prod/mailchimp",
      () => ({ email: `a${NUL}@example.com`, listId: "paralex-newsletter" }),
      false,
    ],
    ["newsletter list", "/gateway/prod/mailchimp", () => ({ email: "a@example.com", listId: `list${NUL}` }), false],
  ];

  it.each(bodies)("refuses it in the %s with a 400", async (_name, url, body, needsToken) => {
    expectRefused(await post(app, url, body(), needsToken ? { token: admin.token } : {}));
  });

  it("refuses it in the profile's firm name with a 400", async () => {
    expectRefused(await send("PATCH", "/api/auth/user/", { firm_name: `Firm${NUL}` }, admin.token));
  });

  it("refuses it in the name of a sign-up through an invitation with a 400", async () => {
    const email = uniqueEmail("invited");
    const invited = await gql(app, INVITE, { ...signedIn(), variables: { input: invitation(email) } });
    expect(invited.body.errors).toBeUndefined();
    const mail = await latestMailTo(app, email);
    const key = mail?.text.match(/\/invitation\/([\w-]+)/)?.[1];
    expectRefused(
      await post(app, `/api/invitations/${key}/register`, registration(email, { first_name: `Ad${NUL}a` })),
    );
  });

  it("refuses it inside the checkout gateway's JSON body with the gateway's 400", async () => {
    const body = checkoutBody(admin, 1, "Tier 1", { userId: `${admin.userId}${NUL}` });
    const checkout = await requestCheckout(app, admin.token, body);
    expect(checkout.status).toBe(400);
    expect(checkout.body.message).toBe(checkoutMessages.invalidRequest);
  });
});

describe("a NUL byte in a path or query string", () => {
  const urls: [string, string][] = [
    ["invitation key", "/api/invitations/%00"],
    ["profile photo user id", "/api/account/photo/%00"],
    ["profile photo version", "/api/account/photo/00000000-0000-4000-8000-000000000000?v=%00"],
    ["hosted checkout token", "/checkout/%00"],
    ["billing link token", "/billing?token=%00"],
  ];

  it.each(urls)("refuses it in the %s with a 400", async (_name, url) => {
    expectRefused(await send("GET", url));
  });

  it("refuses it in the invitation key of a sign-up with a 400", async () => {
    expectRefused(await post(app, "/api/invitations/%00/register", registration(uniqueEmail())));
  });
});

describe("a NUL byte in a GraphQL argument", () => {
  const operations: [string, string, Record<string, unknown>][] = [
    ["members search", "query($s: String) { organizationMembers(search: $s) { totalCount } }", { s: `Ada${NUL}` }],
    ["members position", "query($p: String) { organizationMembers(position: $p) { totalCount } }", { p: NUL }],
    ["user email", "query($e: String!) { user(email: $e) { email } }", { e: `a${NUL}@example.com` }],
    ["subscriptions user id", "query($id: ID!) { subscriptionsByUser(userId: $id) { subsId } }", { id: NUL }],
    ["pricing strategy id", "query($id: ID!) { pricingStrategy(pricingStrategyId: $id) { appId } }", { id: NUL }],
    [
      "member order summary id",
      "query($id: ID!) { memberOrderSummary(membershipId: $id) { lines { appId } } }",
      { id: NUL },
    ],
    ["audit log cursor", "query($b: ID) { auditLog(before: $b) { nextCursor } }", { b: NUL }],
    ["invitation name", INVITE, { input: invitation(uniqueEmail(), { firstName: `Ad${NUL}a` }) }],
    [
      "member update id",
      'mutation($id: ID!) { updateMember(membershipId: $id, input: { position: "Clerk" }) { membershipId } }',
      { id: NUL },
    ],
    [
      "plan change tier",
      "mutation($id: ID!, $t: String!) { changeSubscriptionPlan(subsId: $id, tier: $t) { note } }",
      { id: "00000000-0000-4000-8000-000000000000", t: NUL },
    ],
  ];

  it.each(operations)("refuses it in the %s variable with a 400", async (_name, query, variables) => {
    const { status, body } = await gql(app, query, { ...signedIn(), variables });
    expect(status, JSON.stringify(body)).toBe(400);
    expect(body.errors?.[0]?.message).toBe(textMessages.controlCharacters);
    expect(body.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
  });

  it("refuses it written into the query as a literal with a 400", async () => {
    const { status, body } = await gql(
      app,
      'query { organizationMembers(search: "Ada\\u0000") { totalCount } }',
      signedIn(),
    );
    expect(status, JSON.stringify(body)).toBe(400);
    expect(body.errors?.[0]?.message).toBe(textMessages.controlCharacters);
  });

  it("lets a tab through the transport but not through a one-line field's schema", async () => {
    const { body } = await gql(app, "query($s: String) { organizationMembers(search: $s) { totalCount } }", {
      ...signedIn(),
      variables: { s: "Ada\tLovelace" },
    });
    expect(body.errors?.[0]?.extensions).toEqual({
      code: "BAD_USER_INPUT",
      fieldErrors: { search: [textMessages.controlCharacters] },
    });
  });

  it("still answers a search without control characters", async () => {
    const { status, body } = await gql(app, "query($s: String) { organizationMembers(search: $s) { totalCount } }", {
      ...signedIn(),
      variables: { s: "Ada" },
    });
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
  });
});
