import { MEMBERS_PAGE_SIZE, organizationMessages } from "@paralex/shared/organization";
import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents, checkoutSessions, memberships, subscriptions } from "../../db/schema.js";
import { post } from "../../test/account-helpers.js";
import {
  checkoutBody,
  GOOD_CARD,
  gql,
  type SignedInUser,
  signUpAndLogIn,
  submitCardForm,
} from "../../test/billing-helpers.js";
import {
  membershipIdOfEmail,
  SEED_POSITIONS,
  type SeededMember,
  seedOrganizationMembers,
} from "../../test/organization-seed.js";
import { createTestApp } from "../../test/test-app.js";

const MEMBERS = `query Members($search: String, $appId: Int, $role: String, $position: String, $page: Int) {
  organizationMembers(search: $search, appId: $appId, role: $role, position: $position, page: $page) {
    items { membershipId userId firstName lastName email applicationRole role position practiceAreas assignedCases isViewer }
    page pageSize pageCount totalCount } }`;
const MY_ORGANIZATION = "query { myOrganization { organizationId name viewerApplicationRole canManage positions } }";
const UPDATE = `mutation Update($membershipId: ID!, $input: MemberUpdateInput!) {
  updateMember(membershipId: $membershipId, input: $input) { membershipId applicationRole role position practiceAreas } }`;
const REMOVE = "mutation Remove($membershipId: ID!) { removeMember(membershipId: $membershipId) }";
const INVITE = `mutation Invite($input: InviteMemberInput!) { inviteMember(input: $input) { invitationId email status } }`;
const RESEND = "mutation Resend($id: ID!) { resendInvitation(invitationId: $id) { invitationId } }";
const REVOKE = "mutation Revoke($id: ID!) { revokeInvitation(invitationId: $id) { invitationId } }";
const SUMMARY = `query Summary($id: ID!) { memberOrderSummary(membershipId: $id) {
  member { email } lines { appId title seats tiers { tier costPerUser total } subscriptionTier } } }`;

interface MembersPage {
  items: {
    membershipId: string;
    email: string;
    firstName: string;
    lastName: string;
    applicationRole: string;
    role: string | null;
    position: string | null;
    practiceAreas: number[];
    isViewer: boolean;
  }[];
  page: number;
  pageSize: number;
  pageCount: number;
  totalCount: number;
}

const SEEDED = 300;

describe("Manage Organization over GraphQL", () => {
  let app: FastifyInstance;
  let admin: SignedInUser;
  let outsider: SignedInUser;
  let seeded: SeededMember[];
  let memberToken: SignedInUser;

  const members = async (user: SignedInUser, variables: Record<string, unknown> = {}) => {
    const { body } = await gql<{ organizationMembers: MembersPage }>(app, MEMBERS, { token: user.token, variables });
    expect(body.errors).toBeUndefined();
    return body.data?.organizationMembers as MembersPage;
  };

  const membershipIdOf = (email: string) => membershipIdOfEmail(app, email);

  const auditOf = (action: string, organizationId: string) =>
    app.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, action), eq(auditEvents.organizationId, organizationId)));

  beforeAll(async () => {
    app = await createTestApp();
    admin = await signUpAndLogIn(app, "orgadmin");
    outsider = await signUpAndLogIn(app, "outsider");
    memberToken = await signUpAndLogIn(app, "plainmember");
    seeded = await seedOrganizationMembers(app, admin.organizationId, SEEDED, "acme");
    // The third signed-in user joins the admin's organization as a Member.
    await app.database.db
      .update(memberships)
      .set({
        organizationId: admin.organizationId,
        applicationRole: "Member",
        role: "Intern",
        position: "Clerk",
        practiceAreas: [3],
      })
      .where(eq(memberships.userId, memberToken.userId));
  }, 60_000);
  afterAll(() => app.close());

  it("pages the organization's members 10 at a time, with the totals", async () => {
    const first = await members(admin);
    const total = SEEDED + 2;
    expect(first).toMatchObject({
      page: 1,
      pageSize: MEMBERS_PAGE_SIZE,
      totalCount: total,
      pageCount: Math.ceil(total / 10),
    });
    expect(first.items).toHaveLength(10);
    const last = await members(admin, { page: first.pageCount });
    expect(last.items).toHaveLength(total % 10 || 10);
    const second = await members(admin, { page: 2 });
    const firstIds = new Set(first.items.map((item) => item.membershipId));
    expect(second.items.some((item) => firstIds.has(item.membershipId))).toBe(false);
    expect((await members(admin, { page: 999 })).page).toBe(first.pageCount);
    const { body } = await gql(app, MEMBERS, { token: admin.token, variables: { page: 0 } });
    expect(body.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
  });

  it("searches names and emails, and filters by practice area, role and function, on the server", async () => {
    const brandeis = seeded.filter((member) => member.lastName === "Brandeis");
    expect((await members(admin, { search: "brandeis" })).totalCount).toBe(brandeis.length);
    expect((await members(admin, { search: "Member007 Holmes" })).items.map((item) => item.email)).toEqual([
      "acme.member007@seed.example.com",
    ]);
    expect((await members(admin, { search: "ACME.MEMBER01" })).totalCount).toBe(10);
    expect((await members(admin, { search: "%" })).totalCount).toBe(0);

    const inBankruptcy = seeded.filter((member) => member.practiceAreas.includes(3)).length + 1;
    expect((await members(admin, { appId: 3 })).totalCount).toBe(inBankruptcy);
    const managers = seeded.filter((member) => member.role === "Manager").length;
    expect((await members(admin, { role: "Manager" })).totalCount).toBe(managers);
    const clerks = seeded.filter((member) => member.position === "Clerk").length + 1;
    expect((await members(admin, { position: "Clerk" })).totalCount).toBe(clerks);

    const combined = seeded.filter(
      (member) => member.practiceAreas.includes(2) && member.role === "Employee" && member.position === "Paralegal",
    );
    const page = await members(admin, { appId: 2, role: "Employee", position: "Paralegal" });
    expect(page.totalCount).toBe(combined.length);
    expect(
      page.items.every(
        (item) => item.role === "Employee" && item.position === "Paralegal" && item.practiceAreas.includes(2),
      ),
    ).toBe(true);

    const { body } = await gql(app, MEMBERS, { token: admin.token, variables: { role: "Boss" } });
    expect(body.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
  });

  it("gives the filters' values and the viewer's rights", async () => {
    const { body } = await gql<{ myOrganization: { positions: string[]; canManage: boolean } }>(app, MY_ORGANIZATION, {
      token: admin.token,
    });
    expect(body.data?.myOrganization.canManage).toBe(true);
    expect(body.data?.myOrganization.positions).toEqual([...SEED_POSITIONS].sort());
    const asMember = await gql<{ myOrganization: { canManage: boolean; viewerApplicationRole: string } }>(
      app,
      MY_ORGANIZATION,
      { token: memberToken.token },
    );
    expect(asMember.body.data?.myOrganization).toMatchObject({ canManage: false, viewerApplicationRole: "Member" });
  });

  it("shows a Member the same table, read-only, and nobody another organization's members", async () => {
    expect((await members(memberToken)).totalCount).toBe(SEEDED + 2);
    const theirs = await members(outsider);
    expect(theirs.totalCount).toBe(1);
    expect(theirs.items[0]).toMatchObject({ email: outsider.email, applicationRole: "Admin", isViewer: true });
    const { body } = await gql(app, MEMBERS, {});
    expect(body.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
  });

  it("refuses every Admin-only action to a Member and to another organization's Admin", async () => {
    const target = await membershipIdOf(seeded[1]?.email ?? "");
    const invite = await gql<{ inviteMember: { invitationId: string } }>(app, INVITE, {
      token: admin.token,
      variables: {
        input: {
          firstName: "Ruth",
          lastName: "Ginsburg",
          email: "ruth.refusals@example.com",
          position: "Partner",
          role: "Manager",
          products: [1],
        },
      },
    });
    const invitationId = invite.body.data?.inviteMember.invitationId;
    expect(invitationId).toBeTruthy();

    const attempts = [
      { query: UPDATE, variables: { membershipId: target, input: { role: "Manager" } } },
      { query: REMOVE, variables: { membershipId: target } },
      { query: RESEND, variables: { id: invitationId } },
      { query: REVOKE, variables: { id: invitationId } },
      {
        query: INVITE,
        variables: {
          input: {
            firstName: "Eve",
            lastName: "Spy",
            email: "eve@example.com",
            position: "Spy",
            role: "Intern",
            products: [1],
          },
        },
      },
    ];
    for (const attempt of attempts) {
      const asMember = await gql(app, attempt.query, { token: memberToken.token, variables: attempt.variables });
      expect(asMember.body.errors?.[0]?.extensions?.code, attempt.query).toBe("FORBIDDEN");
      expect(asMember.body.errors?.[0]?.message).toBe(organizationMessages.notAdmin);
    }
    for (const attempt of attempts.slice(0, 4)) {
      const asOutsider = await gql(app, attempt.query, { token: outsider.token, variables: attempt.variables });
      expect(asOutsider.body.errors?.[0]?.extensions?.code, attempt.query).toBe("NOT_FOUND");
    }
    const summary = await gql(app, SUMMARY, { token: outsider.token, variables: { id: target } });
    expect(summary.body.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
    // Nothing changed: the member is still there, unchanged, and the invitation still open.
    const [row] = await app.database.db.select().from(memberships).where(eq(memberships.id, target));
    expect(row).toMatchObject({ organizationId: admin.organizationId, role: seeded[1]?.role });
    expect((await auditOf("member_removed", admin.organizationId)).length).toBe(0);
    expect((await auditOf("invitation_revoked", admin.organizationId)).length).toBe(0);
  });

  it("lets an Admin change a member's roles and products, audited, but never demote the last Admin", async () => {
    const target = await membershipIdOf(seeded[2]?.email ?? "");
    const { body } = await gql<{ updateMember: { role: string; applicationRole: string; practiceAreas: number[] } }>(
      app,
      UPDATE,
      {
        token: admin.token,
        variables: { membershipId: target, input: { role: "Manager", applicationRole: "Admin", products: [4, 1] } },
      },
    );
    expect(body.errors).toBeUndefined();
    expect(body.data?.updateMember).toMatchObject({ role: "Manager", applicationRole: "Admin", practiceAreas: [1, 4] });
    const [event] = await auditOf("member_updated", admin.organizationId);
    expect(event).toMatchObject({ actorUserId: admin.userId, target: seeded[2]?.email });
    expect(event?.details).toMatchObject({ role: { to: "Manager" }, applicationRole: { from: "Member", to: "Admin" } });

    const back = await gql(app, UPDATE, {
      token: admin.token,
      variables: { membershipId: target, input: { applicationRole: "Member" } },
    });
    expect(back.body.errors).toBeUndefined();
    const self = await membershipIdOf(admin.email);
    const demoteSelf = await gql(app, UPDATE, {
      token: admin.token,
      variables: { membershipId: self, input: { applicationRole: "Member" } },
    });
    expect(demoteSelf.body.errors?.[0]).toMatchObject({
      message: organizationMessages.lastAdmin,
      extensions: { code: "CONFLICT" },
    });
    const nothing = await gql(app, UPDATE, { token: admin.token, variables: { membershipId: target, input: {} } });
    expect(nothing.body.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
  });

  it("removes a member into an organization of their own, audited; never the Admin themself", async () => {
    const victim = seeded[3] as SeededMember;
    const target = await membershipIdOf(victim.email);
    const { body } = await gql<{ removeMember: string }>(app, REMOVE, {
      token: admin.token,
      variables: { membershipId: target },
    });
    expect(body.data?.removeMember).toBe(target);
    const [row] = await app.database.db.select().from(memberships).where(eq(memberships.id, target));
    expect(row?.organizationId).not.toBe(admin.organizationId);
    expect(row?.applicationRole).toBe("Admin");
    expect((await members(admin, { search: victim.email })).totalCount).toBe(0);
    const [event] = await auditOf("member_removed", admin.organizationId);
    expect(event).toMatchObject({ target: victim.email, actorEmail: admin.email });

    const self = await gql(app, REMOVE, {
      token: admin.token,
      variables: { membershipId: await membershipIdOf(admin.email) },
    });
    expect(self.body.errors?.[0]?.message).toBe(organizationMessages.removeSelf);
    const again = await gql(app, REMOVE, { token: admin.token, variables: { membershipId: target } });
    expect(again.body.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
  });

  it("sums the seats a member's products need and checks out that many at the tier's costPerUser", async () => {
    const target = await membershipIdOf(memberToken.email);
    const { body } = await gql<{
      memberOrderSummary: {
        lines: { appId: number; seats: number; tiers: { tier: string; costPerUser: number; total: number }[] }[];
      };
    }>(app, SUMMARY, { token: admin.token, variables: { id: target } });
    expect(body.errors).toBeUndefined();
    const [line] = body.data?.memberOrderSummary.lines ?? [];
    const seats = (await members(admin, { appId: 3 })).totalCount;
    expect(line).toMatchObject({ appId: 3, seats });
    for (const tier of line?.tiers ?? []) expect(tier.total).toBeCloseTo(tier.costPerUser * seats, 2);

    const response = await post(
      app,
      "/gateway/stripegraph",
      {
        path: "/create-checkout-session",
        httpMethod: "POST",
        body: JSON.stringify(checkoutBody(admin, 3, "Basic", { seats: 1 })),
      },
      { token: admin.token },
    );
    expect(JSON.parse(response.json().body).checkoutUrl).toMatch(/\/checkout\//);
    const [session] = await app.database.db.select().from(checkoutSessions).where(eq(checkoutSessions.appId, 3));
    const basic = line?.tiers.find((tier) => tier.tier === "Basic");
    expect(session?.seats).toBe(seats);
    expect(session?.amountCents).toBe(Math.round((basic?.costPerUser ?? 0) * 100) * seats);

    const paid = await submitCardForm(app, JSON.parse(response.json().body).checkoutUrl, GOOD_CARD);
    expect(paid.statusCode).toBe(303);
    const [subscription] = await app.database.db.select().from(subscriptions).where(eq(subscriptions.appId, 3));
    expect(subscription).toMatchObject({ seats, amountChargedCents: session?.amountCents, status: "active" });
    const after = await gql<{ memberOrderSummary: { lines: { subscriptionTier: string | null }[] } }>(app, SUMMARY, {
      token: admin.token,
      variables: { id: target },
    });
    expect(after.body.data?.memberOrderSummary.lines[0]?.subscriptionTier).toBe("Basic");
  });
});
