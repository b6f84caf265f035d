import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { subscriptions } from "../../db/schema.js";
import { latestMailTo, post, STRONG_PASSWORD, uniqueEmail } from "../../test/account-helpers.js";
import { gql, type SignedInUser, signUpAndLogIn, strategyOf } from "../../test/billing-helpers.js";
import { joinAsMember, membershipIdOfEmail, seedOrganizationMembers } from "../../test/organization-seed.js";
import { createTestApp } from "../../test/test-app.js";

const PREVIEW = `query Preview($membershipId: ID, $products: [Int!]!) {
  seatChangePreview(membershipId: $membershipId, products: $products) {
    appId title tier seatsFrom seatsTo monthlyFrom monthlyTo } }`;
const INVITE = `mutation Invite($input: InviteMemberInput!) { inviteMember(input: $input) { invitationId } }`;
const UPDATE = `mutation Update($membershipId: ID!, $input: MemberUpdateInput!) {
  updateMember(membershipId: $membershipId, input: $input) { membershipId } }`;
const REMOVE = "mutation Remove($membershipId: ID!) { removeMember(membershipId: $membershipId) }";

interface Line {
  appId: number;
  title: string;
  tier: string;
  seatsFrom: number;
  seatsTo: number;
  monthlyFrom: number;
  monthlyTo: number;
}

const costOf = (appId: number) =>
  strategyOf(appId).tiers.find((tier) => tier.tier === "Professional")?.parameters.costPerUser ?? 0;

describe("seatChangePreview: what a membership change does to the bill, before it is made", () => {
  let app: FastifyInstance;
  let admin: SignedInUser;
  let seeded: { email: string }[];

  const preview = async (variables: { membershipId?: string | null; products: number[] }, token = admin.token) =>
    (await gql<{ seatChangePreview: Line[] }>(app, PREVIEW, { variables, token })).body;

  /** What the server bills each subscription of the organization now, in dollars, by product. */
  const billed = async () => {
    const rows = await app.database.db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.organizationId, admin.organizationId)));
    return Object.fromEntries(
      rows.map((row) => [row.appId, { seats: row.seats, monthly: row.amountChargedCents / 100 }]),
    );
  };

  const expectBilledAsPreviewed = async (lines: Line[]) => {
    const after = await billed();
    for (const line of lines) expect(after[line.appId]).toEqual({ seats: line.seatsTo, monthly: line.monthlyTo });
  };

  const subscribe = async (appId: number, seats: number) => {
    const now = new Date();
    await app.database.db.insert(subscriptions).values({
      organizationId: admin.organizationId,
      appId,
      userId: admin.userId,
      startDate: now,
      endDate: new Date(now.getTime() + 30 * 86_400_000),
      pricingStrategyId: strategyOf(appId).pricingStrategyId,
      pricingTier: "Professional",
      amountChargedCents: Math.round(costOf(appId) * 100) * seats,
      seats,
      status: "active",
      provider: "builtin",
    });
  };

  beforeAll(async () => {
    app = await createTestApp();
    admin = await signUpAndLogIn(app, "preview-admin");
    // Seeded members 0-3 hold products [1, 2], [2], [3] and [4]; the organization subscribes to 1, 2 and 4.
    seeded = await seedOrganizationMembers(app, admin.organizationId, 4, "preview");
    await subscribe(1, 1);
    await subscribe(2, 2);
    await subscribe(4, 1);
  });
  afterAll(() => app.close());

  it("tells an invitation's cost per subscription, and accepting it bills exactly that", async () => {
    const body = await preview({ products: [1, 2, 3] });

    expect(body.errors).toBeUndefined();
    const lines = body.data?.seatChangePreview ?? [];
    expect(lines).toEqual([
      expect.objectContaining({ appId: 1, title: "Federal Criminal", tier: "Professional", seatsFrom: 1, seatsTo: 2 }),
      expect.objectContaining({ appId: 2, seatsFrom: 2, seatsTo: 3 }),
    ]);
    expect(lines[0]).toMatchObject({ monthlyFrom: costOf(1), monthlyTo: costOf(1) * 2 });
    expect(lines[1]).toMatchObject({ monthlyFrom: costOf(2) * 2, monthlyTo: costOf(2) * 3 });

    const email = uniqueEmail("preview-invited");
    const invited = await gql(app, INVITE, {
      token: admin.token,
      variables: {
        input: {
          firstName: "Sandra",
          lastName: "Day",
          email,
          position: "Associate",
          role: "Employee",
          products: [1, 2, 3],
        },
      },
    });
    expect(invited.body.errors).toBeUndefined();
    expect((await billed())[1]).toEqual({ seats: 1, monthly: costOf(1) });
    const key = (await latestMailTo(app, email))?.text.match(/\/invitation\/([A-Za-z0-9_-]+)/)?.[1];
    const registered = await post(app, `/api/invitations/${key}/register`, {
      first_name: "Sandra",
      last_name: "Day",
      password1: STRONG_PASSWORD,
      password2: STRONG_PASSWORD,
    });
    expect(registered.statusCode).toBe(201);
    await expectBilledAsPreviewed(lines);
  });

  it("tells what changing a member's products does, and the change bills exactly that", async () => {
    const membershipId = await membershipIdOfEmail(app, seeded[1]?.email ?? "");
    const body = await preview({ membershipId, products: [1, 4] });

    const lines = body.data?.seatChangePreview ?? [];
    expect(lines.map(({ appId, seatsFrom, seatsTo }) => ({ appId, seatsFrom, seatsTo }))).toEqual([
      { appId: 1, seatsFrom: 2, seatsTo: 3 },
      { appId: 2, seatsFrom: 3, seatsTo: 2 },
      { appId: 4, seatsFrom: 1, seatsTo: 2 },
    ]);
    const updated = await gql(app, UPDATE, {
      token: admin.token,
      variables: { membershipId, input: { products: [1, 4] } },
    });
    expect(updated.body.errors).toBeUndefined();
    await expectBilledAsPreviewed(lines);
  });

  it("tells what a removal does, never below one seat, and the removal bills exactly that", async () => {
    const membershipId = await membershipIdOfEmail(app, seeded[3]?.email ?? "");
    const body = await preview({ membershipId, products: [] });

    // Product 4 keeps member 1 after the last test, so it goes from 2 seats to 1.
    const lines = body.data?.seatChangePreview ?? [];
    expect(lines).toEqual([expect.objectContaining({ appId: 4, seatsFrom: 2, seatsTo: 1, monthlyTo: costOf(4) })]);
    const removed = await gql(app, REMOVE, { token: admin.token, variables: { membershipId } });
    expect(removed.body.errors).toBeUndefined();
    await expectBilledAsPreviewed(lines);
  });

  it("answers nothing when the change moves no seat", async () => {
    const membershipId = await membershipIdOfEmail(app, seeded[2]?.email ?? "");
    expect((await preview({ membershipId, products: [3] })).data).toEqual({ seatChangePreview: [] });
  });

  it("refuses an unknown product, another organization's member, and a Member, and changes nothing", async () => {
    const before = await billed();
    const stranger = await signUpAndLogIn(app, "preview-stranger");
    const member = await joinAsMember(
      app,
      await signUpAndLogIn(app, "preview-member"),
      admin.organizationId,
      "Employee",
    );

    const unknown = (await preview({ products: [99] })).errors?.[0];
    expect(unknown?.extensions?.code).toBe("BAD_USER_INPUT");
    expect(JSON.stringify(unknown?.extensions)).toContain("Please choose products from the list.");
    const strangerMembership = await membershipIdOfEmail(app, stranger.email);
    expect((await preview({ membershipId: strangerMembership, products: [] })).errors?.[0]?.extensions?.code).toBe(
      "NOT_FOUND",
    );
    expect((await preview({ products: [1] }, member.token)).errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    expect(await billed()).toEqual(before);
  });
});
