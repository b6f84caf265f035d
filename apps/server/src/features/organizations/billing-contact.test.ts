import { organizationMessages } from "@paralex/shared/organization";
import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents } from "../../db/schema.js";
import { checkoutBody, gql, requestCheckout, type SignedInUser, signUpAndLogIn } from "../../test/billing-helpers.js";
import { type FakeHttpServer, startFakeHttpServer } from "../../test/fake-http-server.js";
import { joinAsMember, membershipIdOfEmail } from "../../test/organization-seed.js";
import { createTestApp } from "../../test/test-app.js";

const CONTACT = "query { myOrganization { billingContact { email memberName } } }";
const SET_CONTACT = `mutation Set($email: String!) {
  setBillingContact(email: $email) { billingContact { email memberName } } }`;
const REMOVE = "mutation Remove($membershipId: ID!) { removeMember(membershipId: $membershipId) }";

interface Contact {
  email: string;
  memberName: string | null;
}

let app: FastifyInstance;
let stripe: FakeHttpServer;

beforeAll(async () => {
  stripe = await startFakeHttpServer();
  stripe.respondWith(() => ({
    status: 200,
    body: { id: "cs_test_1", object: "checkout.session", url: "https://checkout.stripe.test/c/pay/cs_test_1" },
  }));
  app = await createTestApp({ STRIPE_SECRET_KEY: "sk_test_paralex", STRIPE_API_URL: stripe.url });
});
afterAll(async () => {
  await app.close();
  await stripe.close();
});

const contactOf = async (user: SignedInUser) =>
  (await gql<{ myOrganization: { billingContact: Contact | null } }>(app, CONTACT, { token: user.token })).body.data
    ?.myOrganization.billingContact;

const setContact = (user: SignedInUser, email: string) =>
  gql<{ setBillingContact: { billingContact: Contact | null } }>(app, SET_CONTACT, {
    token: user.token,
    variables: { email },
  });

describe("the billing contact", () => {
  it("goes to the Admins until an Admin names a member or an outside address, each change audited", async () => {
    const admin = await signUpAndLogIn(app, "billadmin");
    const member = await joinAsMember(app, await signUpAndLogIn(app, "billmember"), admin.organizationId, "Manager");
    expect(await contactOf(admin)).toBeNull();

    const named = await setContact(admin, member.email.toUpperCase());
    expect(named.body.data?.setBillingContact.billingContact).toEqual({
      email: member.email,
      memberName: "Ada Lovelace",
    });
    expect(await contactOf(member)).toEqual({ email: member.email, memberName: "Ada Lovelace" });

    const outside = await setContact(admin, " accounts@books.example.com ");
    expect(outside.body.data?.setBillingContact.billingContact).toEqual({
      email: "accounts@books.example.com",
      memberName: null,
    });
    const cleared = await setContact(admin, "");
    expect(cleared.body.data?.setBillingContact.billingContact).toBeNull();

    const events = await app.database.db
      .select({ details: auditEvents.details, actor: auditEvents.actorUserId })
      .from(auditEvents)
      .where(
        and(eq(auditEvents.action, "billing_contact_changed"), eq(auditEvents.organizationId, admin.organizationId)),
      );
    expect(events.map((event) => event.details)).toEqual([
      { from: null, to: member.email, member: true },
      { from: member.email, to: "accounts@books.example.com", member: false },
      { from: "accounts@books.example.com", to: null, member: false },
    ]);
  });

  it("refuses a second address, the same contact again, and anyone but an Admin", async () => {
    const admin = await signUpAndLogIn(app, "billrules");
    const member = await joinAsMember(app, await signUpAndLogIn(app, "billrulesm"), admin.organizationId, "Intern");
    for (const email of ["a@example.com,b@example.com", "Books <books@example.com>", "not an address"]) {
      const { body } = await setContact(admin, email);
      expect(body.errors?.[0]).toMatchObject({
        message: organizationMessages.invalidEmail,
        extensions: { code: "BAD_USER_INPUT" },
      });
    }
    expect((await setContact(admin, "")).body.errors?.[0]?.message).toBe(organizationMessages.billingContactUnchanged);
    const refused = await setContact(member, member.email);
    expect(refused.body.errors?.[0]).toMatchObject({ extensions: { code: "FORBIDDEN" } });
    expect(await contactOf(admin)).toBeNull();
  });

  it("returns to the Admins when the contact member leaves the organization", async () => {
    const admin = await signUpAndLogIn(app, "billleave");
    const member = await joinAsMember(app, await signUpAndLogIn(app, "billleavem"), admin.organizationId, "Employee");
    await setContact(admin, member.email);
    await gql(app, REMOVE, {
      token: admin.token,
      variables: { membershipId: await membershipIdOfEmail(app, member.email) },
    });
    expect(await contactOf(admin)).toBeNull();
  });

  it("is the address Stripe's checkout sends the receipts to", async () => {
    const admin = await signUpAndLogIn(app, "billstripe");
    await setContact(admin, "accounts@books.example.com");
    const answer = await requestCheckout(app, admin.token, checkoutBody(admin, 1, "Professional"));
    expect(answer.status).toBe(200);
    const form = Object.fromEntries(new URLSearchParams(stripe.requests.at(-1)?.body ?? ""));
    expect(form.customer_email).toBe("accounts@books.example.com");
  });
});
