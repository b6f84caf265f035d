import { organizationMessages } from "@paralex/shared/organization";
import { textMessages } from "@paralex/shared/text-input";
import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents, organizations, users } from "../../db/schema.js";
import {
  confirmationKeyIn,
  latestMailTo,
  logInAs,
  nextIp,
  post,
  registration,
  STRONG_PASSWORD,
  uniqueEmail,
} from "../../test/account-helpers.js";
import { gql, type SignedInUser, signUpAndLogIn } from "../../test/billing-helpers.js";
import { joinAsMember } from "../../test/organization-seed.js";
import { createTestApp } from "../../test/test-app.js";

const MY_ORGANIZATION = "query { myOrganization { organizationId name } }";
const RENAME = "mutation Rename($name: String!) { renameOrganization(name: $name) { organizationId name } }";
const INVITE = `mutation Invite($input: InviteMemberInput!) { inviteMember(input: $input) { invitationId } }`;

let app: FastifyInstance;

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

async function organizationName(organizationId: string): Promise<string | undefined> {
  const [row] = await app.database.db
    .select({ name: organizations.name })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  return row?.name;
}

/** Signs up through the API (with whatever extra fields), confirms and logs in. */
async function signUp(extra: Record<string, string>, label = "firm") {
  const email = uniqueEmail(label);
  const response = await post(app, "/api/auth/registration/", {
    ...registration(email, { first_name: "Dana", last_name: "Whitfield" }),
    ...extra,
  });
  expect(response.statusCode).toBe(201);
  const mail = await latestMailTo(app, email);
  await post(app, "/api/auth/registration/verify-email/", { key: confirmationKeyIn(mail?.text ?? "") });
  const login = await logInAs(app, { email, password: STRONG_PASSWORD });
  return {
    email,
    userId: String(login.user.userId),
    organizationId: String(login.user.organizationId),
    token: login.access,
  };
}

const patchProfile = (user: SignedInUser, payload: Record<string, string>) =>
  app.inject({
    method: "PATCH",
    url: "/api/auth/user/",
    payload,
    headers: { authorization: `Bearer ${user.token}` },
    remoteAddress: nextIp(),
  });

const rename = (user: SignedInUser, name: string) =>
  gql<{ renameOrganization: { name: string } }>(app, RENAME, { token: user.token, variables: { name } });

const renamedEvents = (organizationId: string) =>
  app.database.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.action, "organization_renamed"), eq(auditEvents.organizationId, organizationId)));

describe("an organization's name", () => {
  it("starts as the first name's firm, never as the person's full name", async () => {
    const dana = await signUp({});
    expect(await organizationName(dana.organizationId)).toBe("Dana's firm");
    const { body } = await gql<{ myOrganization: { name: string } }>(app, MY_ORGANIZATION, { token: dana.token });
    expect(body.data?.myOrganization.name).toBe("Dana's firm");
  });

  it("is the office/firm name given at sign-up, which the account keeps too", async () => {
    const dana = await signUp({ firm_name: "  Whitfield & Moss LLP " });
    expect(await organizationName(dana.organizationId)).toBe("Whitfield & Moss LLP");
    const [user] = await app.database.db.select().from(users).where(eq(users.id, dana.userId));
    expect(user?.firmName).toBe("Whitfield & Moss LLP");
  });

  it("refuses a firm name at sign-up that reads as a link, and creates nothing", async () => {
    const email = uniqueEmail("linkfirm");
    const response = await post(app, "/api/auth/registration/", {
      ...registration(email),
      firm_name: "Pay at evil.com",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ firm_name: [textMessages.linkInName] });
    expect(await latestMailTo(app, email)).toBeUndefined();
  });

  it("is never renamed when its Admin renames herself", async () => {
    const dana = await signUp({ firm_name: "Whitfield Legal" });
    const renamed = await patchProfile(dana, { first_name: "Danielle", last_name: "Moss" });
    expect(renamed.statusCode).toBe(200);
    expect(await organizationName(dana.organizationId)).toBe("Whitfield Legal");

    const plain = await signUp({});
    await patchProfile(plain, { first_name: "Danielle" });
    expect(await organizationName(plain.organizationId)).toBe("Dana's firm");
  });

  it("takes the firm name an Admin fills in later, until a name has been given", async () => {
    const dana = await signUp({});
    expect((await patchProfile(dana, { firm_name: "Whitfield Legal" })).statusCode).toBe(200);
    expect(await organizationName(dana.organizationId)).toBe("Whitfield Legal");
    const [event] = await renamedEvents(dana.organizationId);
    expect(event?.details).toMatchObject({ from: "Dana's firm", to: "Whitfield Legal" });

    await patchProfile(dana, { firm_name: "Whitfield Moss" });
    expect(await organizationName(dana.organizationId)).toBe("Whitfield Legal");
  });

  it("is not taken from a Member's firm name", async () => {
    const admin = await signUpAndLogIn(app, "firmadmin");
    const member = await joinAsMember(app, await signUpAndLogIn(app, "firmmember"), admin.organizationId, "Employee");
    const before = await organizationName(admin.organizationId);
    await patchProfile(member, { firm_name: "Somebody Else LLP" });
    expect(await organizationName(admin.organizationId)).toBe(before);
  });

  it("is changed by an Admin, audited, and used by the invitations mailed after", async () => {
    const admin = await signUpAndLogIn(app, "renamer");
    const { body } = await rename(admin, "  Whitfield & Moss LLP ");
    expect(body.errors).toBeUndefined();
    expect(body.data?.renameOrganization.name).toBe("Whitfield & Moss LLP");
    const [event] = await renamedEvents(admin.organizationId);
    expect(event).toMatchObject({ actorUserId: admin.userId, target: "Whitfield & Moss LLP" });

    const invitee = uniqueEmail("invitee");
    const invited = await gql(app, INVITE, {
      token: admin.token,
      variables: {
        input: {
          firstName: "Thurgood",
          lastName: "Marshall",
          email: invitee,
          position: "Associate",
          role: "Employee",
          products: [1],
        },
      },
    });
    expect(invited.body.errors).toBeUndefined();
    const mail = await latestMailTo(app, invitee);
    expect(mail?.subject).toContain("Whitfield & Moss LLP");
    expect(mail?.text).toContain("join Whitfield & Moss LLP");

    // A name given by an Admin stays when the firm name is filled in afterwards.
    await patchProfile(admin, { firm_name: "Another Name" });
    expect(await organizationName(admin.organizationId)).toBe("Whitfield & Moss LLP");
  });

  it("refuses links, blank and overlong names, the same name, and Members", async () => {
    const admin = await signUpAndLogIn(app, "badnames");
    const before = await organizationName(admin.organizationId);
    for (const [name, message] of [
      ["Visit www.evil.example", textMessages.linkInName],
      ["Mail ada@example.com", textMessages.linkInName],
      ["  ", organizationMessages.organizationNameTooShort],
      ["x".repeat(201), organizationMessages.organizationNameTooLong],
      [before ?? "", organizationMessages.organizationNameUnchanged],
    ] as const) {
      const { body } = await rename(admin, name);
      expect(body.errors?.[0]).toMatchObject({ message, extensions: { code: "BAD_USER_INPUT" } });
    }
    const member = await joinAsMember(app, await signUpAndLogIn(app, "namemember"), admin.organizationId, "Intern");
    const refused = await rename(member, "Members Rule LLP");
    expect(refused.body.errors?.[0]).toMatchObject({
      message: organizationMessages.notAdmin,
      extensions: { code: "FORBIDDEN" },
    });
    expect(await organizationName(admin.organizationId)).toBe(before);
    expect(await renamedEvents(admin.organizationId)).toHaveLength(0);
  });
});
