import { ASSIGNED_CASE_MAX_LENGTH, ASSIGNED_CASES_MAX, organizationMessages } from "@paralex/shared/organization";
import { textMessages } from "@paralex/shared/text-input";
import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents, memberships } from "../../db/schema.js";
import { gql, type SignedInUser, signUpAndLogIn } from "../../test/billing-helpers.js";
import { joinAsMember } from "../../test/organization-seed.js";
import { createTestApp } from "../../test/test-app.js";

const MEMBERS = `query Members($search: String) {
  organizationMembers(search: $search) { items { membershipId email assignedCases } } }`;
const UPDATE = `mutation Update($membershipId: ID!, $input: MemberUpdateInput!) {
  updateMember(membershipId: $membershipId, input: $input) { membershipId role assignedCases } }`;

interface UpdateAnswer {
  updateMember: { membershipId: string; role: string | null; assignedCases: string[] };
}

describe("an Admin assigns cases to a member", () => {
  let app: FastifyInstance;
  let admin: SignedInUser;
  let member: SignedInUser;
  let outsider: SignedInUser;
  let memberId: string;

  const membershipIdOf = async (userId: string) => {
    const [row] = await app.database.db
      .select({ id: memberships.id })
      .from(memberships)
      .where(eq(memberships.userId, userId));
    if (!row) throw new Error(`no membership for ${userId}`);
    return row.id;
  };

  const storedCases = async () => {
    const [row] = await app.database.db
      .select({ assignedCases: memberships.assignedCases, role: memberships.role })
      .from(memberships)
      .where(eq(memberships.id, memberId));
    return row;
  };

  const updatedEvents = () =>
    app.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, "member_updated"), eq(auditEvents.organizationId, admin.organizationId)));

  const update = (user: SignedInUser, input: Record<string, unknown>, membershipId = memberId) =>
    gql<UpdateAnswer>(app, UPDATE, { token: user.token, variables: { membershipId, input } });

  const listedCases = async () => {
    const { body } = await gql<{ organizationMembers: { items: { email: string; assignedCases: string[] }[] } }>(
      app,
      MEMBERS,
      { token: admin.token, variables: { search: member.email } },
    );
    expect(body.errors).toBeUndefined();
    return body.data?.organizationMembers.items.find((item) => item.email === member.email)?.assignedCases;
  };

  beforeAll(async () => {
    app = await createTestApp();
    admin = await signUpAndLogIn(app, "casesadmin");
    outsider = await signUpAndLogIn(app, "casesoutsider");
    member = await joinAsMember(app, await signUpAndLogIn(app, "casesmember"), admin.organizationId, "Employee");
    memberId = await membershipIdOf(member.userId);
  }, 60_000);
  afterAll(() => app.close());

  it("sets them, trimmed and without case-insensitive duplicates, shows them in the table, and audits the change", async () => {
    const { body } = await update(admin, {
      assignedCases: ["  United States v. Nixon ", "Roe v. Wade", "united states V. NIXON", "Gideon v. Wainwright"],
    });
    expect(body.errors).toBeUndefined();
    const cases = ["United States v. Nixon", "Roe v. Wade", "Gideon v. Wainwright"];
    expect(body.data?.updateMember.assignedCases).toEqual(cases);
    expect(await listedCases()).toEqual(cases);
    const own = await app.inject({
      method: "GET",
      url: "/api/auth/user/",
      headers: { authorization: `Bearer ${member.token}` },
    });
    expect(own.json().assignedCases).toEqual(cases);

    const [event] = await updatedEvents();
    expect(event).toMatchObject({ actorUserId: admin.userId, target: member.email });
    expect(event?.details).toEqual({ assignedCases: { from: [], to: cases } });

    // The same list again changes nothing; a shorter one is recorded with what it was before.
    const same = await update(admin, { assignedCases: [...cases] });
    expect(same.body.errors?.[0]).toMatchObject({
      message: organizationMessages.noChanges,
      extensions: { code: "BAD_USER_INPUT" },
    });
    const shorter = await update(admin, { assignedCases: ["Roe v. Wade"], role: "Manager" });
    expect(shorter.body.errors).toBeUndefined();
    expect(shorter.body.data?.updateMember).toMatchObject({ role: "Manager", assignedCases: ["Roe v. Wade"] });
    const events = await updatedEvents();
    expect(events).toHaveLength(2);
    expect(events.map((row) => row.details)).toContainEqual({
      role: { from: "Employee", to: "Manager" },
      assignedCases: { from: cases, to: ["Roe v. Wade"] },
    });
  });

  it("accepts exactly 50 cases of 120 characters, and 51 that collapse to 50", async () => {
    const many = Array.from({ length: ASSIGNED_CASES_MAX }, (_, index) =>
      `Case ${String(index).padStart(2, "0")} `.padEnd(ASSIGNED_CASE_MAX_LENGTH, "x"),
    );
    const full = await update(admin, { assignedCases: many });
    expect(full.body.errors).toBeUndefined();
    expect(full.body.data?.updateMember.assignedCases).toHaveLength(ASSIGNED_CASES_MAX);
    const withDuplicate = await update(admin, { assignedCases: ["Roe v. Wade", ...many.slice(1), "ROE V. WADE"] });
    expect(withDuplicate.body.errors).toBeUndefined();
    expect(withDuplicate.body.data?.updateMember.assignedCases).toEqual(["Roe v. Wade", ...many.slice(1)]);
  });

  it("clears them with an empty list", async () => {
    const { body } = await update(admin, { assignedCases: [] });
    expect(body.errors).toBeUndefined();
    expect(body.data?.updateMember.assignedCases).toEqual([]);
    expect(await listedCases()).toEqual([]);
  });

  it("refuses each kind of bad case with its message, changing nothing and recording nothing", async () => {
    expect((await update(admin, { assignedCases: ["Marbury v. Madison"] })).body.errors).toBeUndefined();
    const before = await storedCases();
    const eventsBefore = (await updatedEvents()).length;
    const tooMany = Array.from({ length: ASSIGNED_CASES_MAX + 1 }, (_, index) => `Case ${index}`);
    const refusals: [unknown[], string][] = [
      [[""], organizationMessages.assignedCaseRequired],
      [["   "], organizationMessages.assignedCaseRequired],
      [["A".repeat(ASSIGNED_CASE_MAX_LENGTH + 1)], organizationMessages.assignedCaseTooLong],
      [["Good case", "Tab\there"], organizationMessages.assignedCaseControlCharacters],
      [["Line\nbreak"], organizationMessages.assignedCaseControlCharacters],
      [["Right\u202eto-left override"], organizationMessages.assignedCaseControlCharacters],
      [["Zero\u200bwidth"], organizationMessages.assignedCaseControlCharacters],
      [tooMany, organizationMessages.assignedCasesTooMany],
    ];
    for (const [assignedCases, message] of refusals) {
      // A valid role change beside the bad cases is refused with them: nothing is half-applied.
      const { body } = await update(admin, { assignedCases, role: "Intern" });
      expect(body.errors?.[0], JSON.stringify(assignedCases).slice(0, 60)).toMatchObject({
        message,
        extensions: { code: "BAD_USER_INPUT", fieldErrors: { assignedCases: [message] } },
      });
      expect(body.data).toBeNull();
    }
    // A NUL or a C1 control character: the GraphQL transport refuses the variables before the resolver runs.
    for (const assignedCases of [["Null\u0000byte"], ["C1\u0085control"]]) {
      const { status, body } = await update(admin, { assignedCases, role: "Intern" });
      expect(status).toBe(400);
      expect(body.errors?.[0]).toMatchObject({
        message: textMessages.controlCharacters,
        extensions: { code: "BAD_USER_INPUT", fieldErrors: { variables: [textMessages.controlCharacters] } },
      });
    }
    // Not strings at all: GraphQL itself refuses the variables before the resolver runs.
    const numbers = await update(admin, { assignedCases: [42, null] });
    expect(numbers.body.errors?.[0]?.extensions?.code).toBe("GRAPHQL_VALIDATION_FAILED");
    expect(await storedCases()).toEqual(before);
    expect((await updatedEvents()).length).toBe(eventsBefore);
  });

  it("refuses a Member, and answers not found for another organization's member", async () => {
    const before = await storedCases();
    const eventsBefore = (await updatedEvents()).length;
    const asMember = await update(member, { assignedCases: ["Brown v. Board of Education"] });
    expect(asMember.body.errors?.[0]).toMatchObject({
      message: organizationMessages.notAdmin,
      extensions: { code: "FORBIDDEN" },
    });
    const asOutsider = await update(outsider, { assignedCases: ["Brown v. Board of Education"] });
    expect(asOutsider.body.errors?.[0]).toMatchObject({
      message: organizationMessages.memberNotFound,
      extensions: { code: "NOT_FOUND" },
    });
    // The other way round: the Admin cannot reach the outsider's membership either.
    const outsiderId = await membershipIdOf(outsider.userId);
    const elsewhere = await update(admin, { assignedCases: ["Brown v. Board of Education"] }, outsiderId);
    expect(elsewhere.body.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
    const [outsiderRow] = await app.database.db
      .select({ assignedCases: memberships.assignedCases })
      .from(memberships)
      .where(eq(memberships.id, outsiderId));
    expect(outsiderRow?.assignedCases).toEqual([]);
    expect(await storedCases()).toEqual(before);
    expect((await updatedEvents()).length).toBe(eventsBefore);
  });
});
