import { organizationMessages } from "@paralex/shared/organization";
import { textMessages } from "@paralex/shared/text-input";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { organizations, users } from "../../db/schema.js";
import { latestMailTo, readMailbox, uniqueEmail } from "../../test/account-helpers.js";
import { gql, type SignedInUser, signUpAndLogIn, subscribeThroughBuiltinCheckout } from "../../test/billing-helpers.js";
import { createTestApp } from "../../test/test-app.js";
import { INVITATIONS_TO_ONE_ADDRESS } from "./invitation-throttle.js";

const INVITE = `mutation Invite($input: InviteMemberInput!) {
  inviteMember(input: $input) { invitationId email } }`;

let app: FastifyInstance;

beforeAll(async () => {
  app = await createTestApp({ INVITATIONS_UNPAID_PER_DAY: "2" });
});
afterAll(() => app.close());

const invite = (admin: SignedInUser, email: string, names = { firstName: "Thurgood", lastName: "Marshall" }) =>
  gql<{ inviteMember: { invitationId: string; email: string } }>(app, INVITE, {
    token: admin.token,
    variables: { input: { ...names, email, position: "Associate", role: "Employee", products: [1] } },
  });

describe("an invitation an Admin sends", () => {
  it.each([
    ["a list", "stranger@one.example,postmaster", "stranger@one.example"],
    ["a display name", "Your Bank<victim@two.example>", "victim@two.example"],
    ["a spaced list", "a@three.example, b@four.example", "b@four.example"],
    ["a spaced display name", "Ada <ada@five.example>", "ada@five.example"],
  ])("is refused to %s, and nothing is mailed", async (_kind, email, mailbox) => {
    const admin = await signUpAndLogIn(app, "lister");
    const { body } = await invite(admin, email);
    expect(body.data).toBeNull();
    expect(body.errors?.[0]?.extensions?.fieldErrors).toEqual({ email: [organizationMessages.invalidEmail] });
    expect((await readMailbox(app)).filter((mail) => mail.to.includes(mailbox))).toEqual([]);
  });

  it("is refused when the invitee's name carries a web address", async () => {
    const admin = await signUpAndLogIn(app, "namer");
    const email = uniqueEmail("named");
    const { body } = await invite(admin, email, { firstName: "Renew at evil.com", lastName: "Marshall" });
    expect(body.errors?.[0]?.extensions?.fieldErrors).toEqual({ firstName: [textMessages.linkInName] });
    expect(await latestMailTo(app, email)).toBeUndefined();
  });

  it("quotes an inviter's and organization's name stored before names were checked, with no link in it", async () => {
    const admin = await signUpAndLogIn(app, "legacy");
    await app.database.db
      .update(users)
      .set({ firstName: "Pay at evil.com", lastName: "or https://evil.example/pay" })
      .where(eq(users.id, admin.userId));
    await app.database.db
      .update(organizations)
      .set({ name: "support@evil.example" })
      .where(eq(organizations.id, admin.organizationId));
    const email = uniqueEmail("invitee");

    expect((await invite(admin, email)).body.errors).toBeUndefined();

    const mail = await latestMailTo(app, email);
    if (!mail) throw new Error("no invitation mail");
    for (const part of [mail.subject, mail.text, mail.html]) {
      expect(part).not.toMatch(/evil\.com|https:\/\/|evil\.example|support@evil/);
      expect(part.replaceAll("\u200B", "")).toContain("Pay at evil.com or https://evil.example/pay");
    }
    expect(mail.text.replaceAll("\u200B", "")).toContain("join support@evil.example on");
  });
});

describe("how many invitations go out", () => {
  it("lets an organization that pays for nothing send fewer a day than one that pays", async () => {
    const unpaid = await signUpAndLogIn(app, "unpaid");
    expect((await invite(unpaid, uniqueEmail("u"))).body.errors).toBeUndefined();
    expect((await invite(unpaid, uniqueEmail("u"))).body.errors).toBeUndefined();
    const refused = await invite(unpaid, uniqueEmail("u"));
    expect(refused.body.errors?.[0]).toMatchObject({
      message: organizationMessages.invitationsPerDay(2),
      extensions: { code: "RATE_LIMITED" },
    });

    const paying = await signUpAndLogIn(app, "paying");
    await subscribeThroughBuiltinCheckout(app, paying, 1, "Basic");
    for (let sent = 0; sent < 3; sent += 1) {
      expect((await invite(paying, uniqueEmail("p"))).body.errors).toBeUndefined();
    }
  });

  it("counts every organization's invitations to one mailbox, however its address is written", async () => {
    const spellings = ["Target@Mailbox.example", "target@mailbox.example ", "TARGET+a@MAILBOX.EXAMPLE"];
    for (const email of spellings.slice(0, INVITATIONS_TO_ONE_ADDRESS.perMinute)) {
      const admin = await signUpAndLogIn(app, "sender");
      expect((await invite(admin, email)).body.errors, email).toBeUndefined();
    }
    const late = await signUpAndLogIn(app, "late");
    const refused = await invite(late, "target+b@mailbox.example");
    expect(refused.body.errors?.[0]).toMatchObject({
      message: organizationMessages.invitationsToAddress,
      extensions: { code: "RATE_LIMITED" },
    });
  });
});
