import { invitationMessages, organizationMessages } from "@paralex/shared/organization";
import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents, memberships, users } from "../../db/schema.js";
import { latestMailTo, post } from "../../test/account-helpers.js";
import { gql, type SignedInUser, signUpAndLogIn } from "../../test/billing-helpers.js";
import { joinAsMember, membershipIdOfEmail } from "../../test/organization-seed.js";
import { createTestApp } from "../../test/test-app.js";

const UPDATE = `mutation Update($membershipId: ID!, $input: MemberUpdateInput!) {
  updateMember(membershipId: $membershipId, input: $input) { membershipId applicationRole } }`;
const REMOVE = "mutation Remove($membershipId: ID!) { removeMember(membershipId: $membershipId) }";
const INVITE = `mutation Invite($input: InviteMemberInput!) { inviteMember(input: $input) { invitationId } }`;
const RENAME = "mutation Rename($name: String!) { renameOrganization(name: $name) { name canManage } }";

let app: FastifyInstance;

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

/** An Admin with two Members in her organization. */
async function firm(label: string) {
  const admin = await signUpAndLogIn(app, `${label}-admin`);
  const first = await joinAsMember(app, await signUpAndLogIn(app, `${label}-first`), admin.organizationId, "Manager");
  const second = await joinAsMember(app, await signUpAndLogIn(app, `${label}-second`), admin.organizationId, "Intern");
  return { admin, first, second };
}

const setRole = async (by: SignedInUser, of: SignedInUser, applicationRole: "Admin" | "Member") =>
  gql(app, UPDATE, {
    token: by.token,
    variables: { membershipId: await membershipIdOfEmail(app, of.email), input: { applicationRole } },
  });

const remove = async (by: SignedInUser, of: SignedInUser) =>
  gql(app, REMOVE, { token: by.token, variables: { membershipId: await membershipIdOfEmail(app, of.email) } });

const roleOf = async (user: SignedInUser) => {
  const [row] = await app.database.db.select().from(memberships).where(eq(memberships.userId, user.userId));
  return row && { organizationId: row.organizationId, applicationRole: row.applicationRole };
};

const lastAdminRefusal = { message: organizationMessages.lastAdmin, extensions: { code: "CONFLICT" } };

describe("several Admins", () => {
  it("lets an Admin make a member an Admin, who can then manage, and take it back; each audited", async () => {
    const { admin, first } = await firm("grant");
    expect((await setRole(admin, first, "Admin")).body.errors).toBeUndefined();
    const renamed = await gql<{ renameOrganization: { canManage: boolean } }>(app, RENAME, {
      token: first.token,
      variables: { name: "Granted Partners" },
    });
    expect(renamed.body.data?.renameOrganization.canManage).toBe(true);

    expect((await setRole(admin, first, "Member")).body.errors).toBeUndefined();
    expect(
      (await gql(app, RENAME, { token: first.token, variables: { name: "Taken Back" } })).body.errors?.[0],
    ).toMatchObject({ extensions: { code: "FORBIDDEN" } });
    const events = await app.database.db
      .select({ action: auditEvents.action, target: auditEvents.target, actor: auditEvents.actorUserId })
      .from(auditEvents)
      .where(and(eq(auditEvents.organizationId, admin.organizationId), eq(auditEvents.target, first.email)));
    expect(events.filter((event) => event.action.startsWith("admin_"))).toEqual([
      { action: "admin_granted", target: first.email, actor: admin.userId },
      { action: "admin_revoked", target: first.email, actor: admin.userId },
    ]);
  });

  it("lets one of two Admins step down or be removed, but never the last one", async () => {
    const { admin, first, second } = await firm("demote");
    await setRole(admin, first, "Admin");
    // An Admin may step down while another remains; then the other is the last and may not.
    expect((await setRole(admin, admin, "Member")).body.errors).toBeUndefined();
    expect((await setRole(first, first, "Member")).body.errors?.[0]).toMatchObject(lastAdminRefusal);

    await setRole(first, second, "Admin");
    expect((await remove(first, second)).body.errors).toBeUndefined();
    expect(await roleOf(second)).toMatchObject({ applicationRole: "Admin" });
    expect((await roleOf(second))?.organizationId).not.toBe(admin.organizationId);
    expect(await roleOf(first)).toEqual({ organizationId: admin.organizationId, applicationRole: "Admin" });
  });

  it("never lets two Admins demote each other at once into none", async () => {
    const { admin, first } = await firm("race");
    await setRole(admin, first, "Admin");
    const answers = await Promise.all([setRole(admin, first, "Member"), setRole(first, admin, "Member")]);
    expect(answers.filter((answer) => answer.body.errors === undefined)).toHaveLength(1);
    const admins = await app.database.db
      .select()
      .from(memberships)
      .where(and(eq(memberships.organizationId, admin.organizationId), eq(memberships.applicationRole, "Admin")));
    expect(admins).toHaveLength(1);
  });

  it("keeps the last Admin from leaving through an invitation while members remain", async () => {
    const { admin } = await firm("leave");
    const other = await signUpAndLogIn(app, "leave-other");
    await gql(app, INVITE, {
      token: other.token,
      variables: {
        input: {
          firstName: "Dana",
          lastName: "Whitfield",
          email: admin.email,
          position: "Partner",
          role: "Manager",
          products: [1],
        },
      },
    });
    const key = (await latestMailTo(app, admin.email))?.text.match(/\/invitation\/([A-Za-z0-9_-]+)/)?.[1];
    const accepted = await post(app, `/api/invitations/${key}/accept`, {}, { token: admin.token });
    expect(accepted.statusCode).toBe(409);
    expect(accepted.json().detail).toBe(invitationMessages.lastAdminElsewhere);
    expect(await roleOf(admin)).toEqual({ organizationId: admin.organizationId, applicationRole: "Admin" });
  });

  it("refuses, in the database, any change that would leave members without an Admin: deletion or a move", async () => {
    const { admin, first } = await firm("delete");
    await expect(app.database.db.delete(users).where(eq(users.id, admin.userId))).rejects.toThrow();
    const other = await signUpAndLogIn(app, "delete-elsewhere");
    await expect(
      app.database.db
        .update(memberships)
        .set({ organizationId: other.organizationId, applicationRole: "Member" })
        .where(eq(memberships.userId, admin.userId)),
    ).rejects.toThrow();
    expect(await roleOf(admin)).toEqual({ organizationId: admin.organizationId, applicationRole: "Admin" });

    // With a second Admin, either may go; and the last person of an organization may always leave it.
    await setRole(admin, first, "Admin");
    await app.database.db.delete(users).where(eq(users.id, admin.userId));
    expect(await roleOf(first)).toEqual({ organizationId: admin.organizationId, applicationRole: "Admin" });
    const alone = await signUpAndLogIn(app, "delete-alone");
    await app.database.db.delete(users).where(eq(users.id, alone.userId));
  });
});
