import { checkoutMessages } from "@paralex/shared/checkout";
import { MEMBER_ROLES, type TMemberRole } from "@paralex/shared/organization";
import { subscriptionMessages } from "@paralex/shared/subscriptions";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents, memberships, subscriptions } from "../../db/schema.js";
import {
  gql,
  type SignedInUser,
  SUBSCRIPTION_FIELDS,
  signUpAndLogIn,
  subscribeThroughBuiltinCheckout,
} from "../../test/billing-helpers.js";
import { joinAsMember } from "../../test/organization-seed.js";
import { createTestApp } from "../../test/test-app.js";

const PUBLIC_URL = "https://app.example.com";
const LIST = `query S($userId: ID!) { subscriptionsByUser(userId: $userId) { ${SUBSCRIPTION_FIELDS} features product { title } } }`;
const CANCEL = `mutation C($subsId: ID!) { cancelSubscription(subsId: $subsId) { subsId status cancelAtPeriodEnd endDate } }`;
const CHANGE = `mutation P($subsId: ID!, $tier: String!) {
  changeSubscriptionPlan(subsId: $subsId, tier: $tier) { prorationAmount note subscription { pricingTier AmountCharged status } }
}`;

interface SubscriptionRow {
  subsId: string;
  appId: number;
  pricingTier: string;
  AmountCharged: number;
  status: string;
  cancelAtPeriodEnd: boolean;
  endDate: string;
}

describe("subscriptions over GraphQL with the built-in provider", () => {
  let app: FastifyInstance;
  let ada: SignedInUser;
  let grace: SignedInUser;
  let adaSubscription: SubscriptionRow;

  const listOf = async (user: SignedInUser, asker = user) => {
    const { body } = await gql<{ subscriptionsByUser: SubscriptionRow[] }>(app, LIST, {
      variables: { userId: user.userId },
      token: asker.token,
    });
    return body;
  };

  beforeAll(async () => {
    app = await createTestApp({ PUBLIC_URL });
    ada = await signUpAndLogIn(app, "ada");
    grace = await signUpAndLogIn(app, "grace");
    await subscribeThroughBuiltinCheckout(app, ada, 1, "Professional");
    const [first] = (await listOf(ada)).data?.subscriptionsByUser ?? [];
    if (!first) throw new Error("no subscription");
    adaSubscription = first;
  });
  afterAll(() => app.close());

  it("lists the owner's subscriptions with the spec's fields, the tier's features and the product", async () => {
    const body = await listOf(ada);

    expect(body.errors).toBeUndefined();
    expect(body.data?.subscriptionsByUser).toEqual([
      expect.objectContaining({
        appId: 1,
        userId: ada.userId,
        organizationId: ada.organizationId,
        pricingStrategyId: "ps_federal_criminal",
        pricingTier: "Professional",
        AmountCharged: 99,
        status: "active",
        cancelAtPeriodEnd: false,
        features: expect.arrayContaining(["Response-motion recommendations"]),
        product: { title: "Federal Criminal" },
      }),
    ]);
  });

  it("answers an empty list for a user with no subscription", async () => {
    expect((await listOf(grace)).data).toEqual({ subscriptionsByUser: [] });
  });

  it.each([
    ["another user's subscriptions", () => ada.userId],
    ["a user id nobody has", () => "00000000-0000-4000-8000-000000000000"],
    ["an id that is no id at all", () => "1"],
  ])("refuses %s with FORBIDDEN and no data", async (_case, userId) => {
    const { body } = await gql(app, LIST, { variables: { userId: userId() }, token: grace.token });

    expect(body.data).toBeNull();
    expect(body.errors).toEqual([
      expect.objectContaining({ message: "Not authorized.", extensions: { code: "FORBIDDEN" } }),
    ]);
  });

  it("answers the spec's message for an empty user id", async () => {
    const { body } = await gql(app, LIST, { variables: { userId: "" }, token: ada.token });
    expect(body.errors?.[0]?.message).toBe("User ID is required to fetch subscriptions.");
  });

  it("shows an organization's Admin the subscriptions its members hold there", async () => {
    const member = await signUpAndLogIn(app, "member");
    await app.database.db
      .update(memberships)
      .set({ organizationId: grace.organizationId, applicationRole: "Member", practiceAreas: [3] })
      .where(eq(memberships.userId, member.userId));
    await app.database.db.insert(subscriptions).values({
      organizationId: grace.organizationId,
      appId: 3,
      userId: member.userId,
      startDate: new Date(),
      endDate: new Date(Date.now() + 86_400_000),
      pricingStrategyId: "ps_bankruptcy",
      pricingTier: "Basic",
      amountChargedCents: 3900,
      status: "active",
      provider: "builtin",
    });

    const seenByAdmin = (await listOf(member, grace)).data?.subscriptionsByUser ?? [];
    expect(seenByAdmin).toHaveLength(1);
    expect(seenByAdmin[0]).toMatchObject({ organizationId: grace.organizationId, appId: 3 });
    expect((await listOf(member)).data?.subscriptionsByUser).toHaveLength(1);
    expect((await listOf(grace, member)).errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
  });

  it("refuses another user's cancel and plan change, and changes nothing", async () => {
    const cancel = await gql(app, CANCEL, { variables: { subsId: adaSubscription.subsId }, token: grace.token });
    const change = await gql(app, CHANGE, {
      variables: { subsId: adaSubscription.subsId, tier: "Basic" },
      token: grace.token,
    });

    for (const { body } of [cancel, change]) {
      expect(body.data).toBeNull();
      expect(body.errors?.[0]).toMatchObject({ message: "Not authorized.", extensions: { code: "FORBIDDEN" } });
    }
    expect((await listOf(ada)).data?.subscriptionsByUser[0]).toMatchObject({
      pricingTier: "Professional",
      cancelAtPeriodEnd: false,
    });
  });

  it("answers the mutations without a token with UNAUTHENTICATED", async () => {
    const { body } = await gql(app, CANCEL, { variables: { subsId: adaSubscription.subsId } });
    expect(body.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
  });

  it("changes plan at the server's price, at once, with a prorated note", async () => {
    const { body } = await gql<{
      changeSubscriptionPlan: { prorationAmount: number; note: string; subscription: SubscriptionRow };
    }>(app, CHANGE, { variables: { subsId: adaSubscription.subsId, tier: "Enterprise" }, token: ada.token });

    expect(body.errors).toBeUndefined();
    const change = body.data?.changeSubscriptionPlan;
    expect(change?.subscription).toEqual({ pricingTier: "Enterprise", AmountCharged: 199, status: "active" });
    expect(change?.prorationAmount).toBeGreaterThan(0);
    expect(change?.prorationAmount).toBeLessThanOrEqual(100);
    expect(change?.note).toMatch(
      /^Switched to Enterprise at \$199\/mo\. \$[\d,]+(?:\.\d\d)? for the remaining \d+ days? of this billing period is added to your next bill\.$/,
    );
  });

  it.each([
    ["a tier the product does not have", "Platinum", "BAD_USER_INPUT", "There is no such plan for this product."],
    ["the current tier", "Enterprise", "CONFLICT", "You are already on this plan."],
  ])("refuses a change to %s", async (_case, tier, code, message) => {
    const { body } = await gql(app, CHANGE, { variables: { subsId: adaSubscription.subsId, tier }, token: ada.token });
    expect(body.errors?.[0]).toMatchObject({ message, extensions: { code } });
  });

  it("cancels at the end of the paid period: still active until its end date", async () => {
    const { body } = await gql(app, CANCEL, { variables: { subsId: adaSubscription.subsId }, token: ada.token });

    expect(body.errors).toBeUndefined();
    expect(body.data?.cancelSubscription).toEqual({
      subsId: adaSubscription.subsId,
      status: "active",
      cancelAtPeriodEnd: true,
      endDate: adaSubscription.endDate,
    });
    const again = await gql(app, CANCEL, { variables: { subsId: adaSubscription.subsId }, token: ada.token });
    expect(again.body.errors?.[0]).toMatchObject({
      message: "This subscription already ends at the end of its billing period.",
      extensions: { code: "CONFLICT" },
    });
  });

  it("ends a canceling subscription once its end date passes, and marks an unpaid one past due", async () => {
    const user = await signUpAndLogIn(app);
    await subscribeThroughBuiltinCheckout(app, user, 2, "Basic");
    await subscribeThroughBuiltinCheckout(app, user, 4, "Basic");
    const [civil, startups] = ((await listOf(user)).data?.subscriptionsByUser ?? []).sort((a, b) => a.appId - b.appId);
    await gql(app, CANCEL, { variables: { subsId: civil?.subsId }, token: user.token });
    await app.database.db
      .update(subscriptions)
      .set({ endDate: new Date(Date.now() - 1000) })
      .where(eq(subscriptions.userId, user.userId));

    const rows = (await listOf(user)).data?.subscriptionsByUser ?? [];
    const byId = new Map(rows.map((row) => [row.subsId, row]));
    expect(byId.get(civil?.subsId ?? "")).toMatchObject({ status: "canceled", cancelAtPeriodEnd: false });
    expect(byId.get(startups?.subsId ?? "")).toMatchObject({ status: "past_due" });
    const change = await gql(app, CHANGE, {
      variables: { subsId: startups?.subsId, tier: "Enterprise" },
      token: user.token,
    });
    expect(change.body.errors?.[0]?.message).toBe("Only an active subscription can change plan.");
  });

  it("renews a lapsed subscription through a new checkout, keeping one row", async () => {
    const user = await signUpAndLogIn(app);
    await subscribeThroughBuiltinCheckout(app, user, 2, "Basic");
    await app.database.db
      .update(subscriptions)
      .set({ endDate: new Date(Date.now() - 1000) })
      .where(eq(subscriptions.userId, user.userId));
    expect((await listOf(user)).data?.subscriptionsByUser[0]?.status).toBe("past_due");

    await subscribeThroughBuiltinCheckout(app, user, 2, "Professional");
    const rows = (await listOf(user)).data?.subscriptionsByUser ?? [];
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: "active", pricingTier: "Professional", AmountCharged: 129 });
  });
});

describe("subscriptionsByUser lists the subscriptions that cover the user", () => {
  let app: FastifyInstance;
  let founder: SignedInUser;
  let partner: SignedInUser;
  let associate: SignedInUser;
  let outsider: SignedInUser;

  const listOf = async (user: SignedInUser, asker = user) => {
    const { body } = await gql<{ subscriptionsByUser: SubscriptionRow[] }>(app, LIST, {
      variables: { userId: user.userId },
      token: asker.token,
    });
    return body;
  };
  const appIdsOf = async (user: SignedInUser, asker = user) => {
    const body = await listOf(user, asker);
    expect(body.errors).toBeUndefined();
    return (body.data?.subscriptionsByUser ?? []).map((row) => row.appId).sort((a, b) => a - b);
  };
  const makeAdmin = (user: SignedInUser, organizationId: string) =>
    app.database.db
      .update(memberships)
      .set({ organizationId, applicationRole: "Admin", role: null, practiceAreas: [] })
      .where(eq(memberships.userId, user.userId));

  beforeAll(async () => {
    app = await createTestApp({ PUBLIC_URL });
    founder = await signUpAndLogIn(app, "founder");
    partner = await signUpAndLogIn(app, "partner");
    outsider = await signUpAndLogIn(app, "outsider");
    // The partner is a second Admin of the founder's firm and buys Bankruptcy for it.
    await makeAdmin(partner, founder.organizationId);
    partner = { ...partner, organizationId: founder.organizationId };
    await subscribeThroughBuiltinCheckout(app, founder, 1, "Professional");
    await subscribeThroughBuiltinCheckout(app, partner, 3, "Basic");
    // joinAsMember gives the associate practice area 1 (Federal Criminal) only.
    associate = await joinAsMember(app, await signUpAndLogIn(app, "associate"), founder.organizationId, "Employee");
  });
  afterAll(() => app.close());

  it("shows an Admin every subscription of the organization, whoever of its Admins bought it", async () => {
    expect(await appIdsOf(founder)).toEqual([1, 3]);
    expect(await appIdsOf(partner)).toEqual([1, 3]);
    const rows = (await listOf(founder)).data?.subscriptionsByUser ?? [];
    expect(rows.find((row) => row.appId === 3)).toMatchObject({
      userId: partner.userId,
      organizationId: founder.organizationId,
    });
  });

  it("shows a Member the organization's subscription to their practice area, and not another product's", async () => {
    const rows = (await listOf(associate)).data?.subscriptionsByUser ?? [];
    expect(rows).toEqual([
      expect.objectContaining({ appId: 1, userId: founder.userId, organizationId: founder.organizationId }),
    ]);
    expect(await appIdsOf(associate, founder)).toEqual([1]);
    expect(await appIdsOf(associate, partner)).toEqual([1]);
  });

  it("refuses another organization's Admin, and a Member asking about anyone else", async () => {
    for (const [user, asker] of [
      [associate, outsider],
      [founder, outsider],
      [founder, associate],
      [partner, associate],
    ] as const) {
      const body = await listOf(user, asker);
      expect(body.data).toBeNull();
      expect(body.errors).toEqual([
        expect.objectContaining({ message: "Not authorized.", extensions: { code: "FORBIDDEN" } }),
      ]);
    }
  });

  it("stops listing an organization's subscriptions, even one the user bought, once the user leaves it", async () => {
    const leaver = await signUpAndLogIn(app, "leaver");
    await makeAdmin(leaver, founder.organizationId);
    const joined = { ...leaver, organizationId: founder.organizationId };
    await subscribeThroughBuiltinCheckout(app, joined, 2, "Basic");
    expect(await appIdsOf(joined)).toEqual([1, 2, 3]);

    // Back to an organization of their own, as leaving (or being removed) does.
    await makeAdmin(leaver, leaver.organizationId);
    expect(await appIdsOf(leaver)).toEqual([]);
    expect(await appIdsOf(founder)).toEqual([1, 2, 3]);
    expect((await listOf(leaver, founder)).errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
  });
});

describe("billingPortalUrl with the built-in provider", () => {
  let app: FastifyInstance;
  let ada: SignedInUser;

  beforeAll(async () => {
    app = await createTestApp({ PUBLIC_URL });
    ada = await signUpAndLogIn(app, "ada");
    await subscribeThroughBuiltinCheckout(app, ada, 3, "Enterprise");
  });
  afterAll(() => app.close());

  it("gives a short-lived link to the built-in billing page, which lists the user's subscriptions", async () => {
    const { body } = await gql<{ billingPortalUrl: string }>(app, "mutation { billingPortalUrl }", {
      token: ada.token,
    });
    const url = new URL(body.data?.billingPortalUrl ?? "");

    expect(`${url.origin}${url.pathname}`).toBe(`${PUBLIC_URL}/billing`);
    const page = await app.inject({ method: "GET", url: `${url.pathname}${url.search}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers["cache-control"]).toBe("no-store");
    expect(page.body).not.toMatch(/<script/i);
    expect(page.body).toContain("<td>Bankruptcy</td><td>Enterprise</td><td>$279/mo</td>");
    expect(page.body).toMatch(/Active, renews on \d+(st|nd|rd|th) \w+ \d{4}/);
    expect(page.body).toContain(`<p class="note">${checkoutMessages.demoCheckout}</p>`);
    expect(page.body).toContain(`<a href="${PUBLIC_URL}/dashboard/subscriptions/">Back to your subscriptions</a>`);
  });

  it.each(["", "?token=", "?token=forged.jwt.value"])("refuses the billing page at /billing%s", async (query) => {
    const page = await app.inject({ method: "GET", url: `/billing${query}` });
    expect(page.statusCode).toBe(403);
    expect(page.body).toContain("This billing link is not valid or has expired.");
  });

  it("needs a signed-in caller", async () => {
    const { body } = await gql(app, "mutation { billingPortalUrl }");
    expect(body.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
  });
});

describe("only an Admin of the subscription's organization changes, cancels or opens billing", () => {
  let app: FastifyInstance;
  let admin: SignedInUser;
  let members: Record<TMemberRole, SignedInUser>;
  let adminSubscription: SubscriptionRow;

  const organizationState = async () => ({
    subscriptions: await app.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.organizationId, admin.organizationId)),
    audit: await app.database.db.select().from(auditEvents).where(eq(auditEvents.organizationId, admin.organizationId)),
  });

  const refusals = async (user: SignedInUser, subsId: string) => [
    {
      answer: await gql(app, CANCEL, { variables: { subsId }, token: user.token }),
      message: subscriptionMessages.adminsOnly,
    },
    {
      answer: await gql(app, CHANGE, { variables: { subsId, tier: "Basic" }, token: user.token }),
      message: subscriptionMessages.adminsOnly,
    },
    {
      answer: await gql(app, "mutation { billingPortalUrl }", { token: user.token }),
      message: subscriptionMessages.billingAdminsOnly,
    },
  ];

  beforeAll(async () => {
    app = await createTestApp({ PUBLIC_URL });
    admin = await signUpAndLogIn(app, "billing-admin");
    await subscribeThroughBuiltinCheckout(app, admin, 1, "Professional");
    const { body } = await gql<{ subscriptionsByUser: SubscriptionRow[] }>(app, LIST, {
      variables: { userId: admin.userId },
      token: admin.token,
    });
    const [first] = body.data?.subscriptionsByUser ?? [];
    if (!first) throw new Error("no subscription");
    adminSubscription = first;
    members = {} as Record<TMemberRole, SignedInUser>;
    for (const role of MEMBER_ROLES) {
      members[role] = await joinAsMember(app, await signUpAndLogIn(app, role), admin.organizationId, role);
    }
  });
  afterAll(() => app.close());

  it.each(MEMBER_ROLES)("refuses a Member whose role is %s with FORBIDDEN, no data and no change", async (role) => {
    const before = await organizationState();

    for (const { answer, message } of await refusals(members[role], adminSubscription.subsId)) {
      expect(answer.body.data).toBeNull();
      expect(answer.body.errors).toEqual([expect.objectContaining({ message, extensions: { code: "FORBIDDEN" } })]);
    }
    expect(await organizationState()).toEqual(before);
  });

  it("refuses even the Member who bought the subscription, while the Admin manages it", async () => {
    const buyer = members.Employee;
    const [bought] = await app.database.db
      .insert(subscriptions)
      .values({
        organizationId: admin.organizationId,
        appId: 3,
        userId: buyer.userId,
        startDate: new Date(),
        endDate: new Date(Date.now() + 30 * 86_400_000),
        pricingStrategyId: "ps_bankruptcy",
        pricingTier: "Basic",
        amountChargedCents: 3900,
        status: "active",
        provider: "builtin",
      })
      .returning();
    const subsId = bought?.id ?? "";
    const before = await organizationState();

    for (const { answer, message } of await refusals(buyer, subsId)) {
      expect(answer.body.errors?.[0]).toMatchObject({ message, extensions: { code: "FORBIDDEN" } });
    }
    expect(await organizationState()).toEqual(before);

    const change = await gql<{ changeSubscriptionPlan: { subscription: SubscriptionRow } }>(app, CHANGE, {
      variables: { subsId, tier: "Enterprise" },
      token: admin.token,
    });
    expect(change.body.errors).toBeUndefined();
    expect(change.body.data?.changeSubscriptionPlan.subscription).toMatchObject({ pricingTier: "Enterprise" });
    const cancel = await gql<{ cancelSubscription: SubscriptionRow }>(app, CANCEL, {
      variables: { subsId },
      token: admin.token,
    });
    expect(cancel.body.errors).toBeUndefined();
    expect(cancel.body.data?.cancelSubscription).toMatchObject({ subsId, cancelAtPeriodEnd: true });
    const audited = (await organizationState()).audit.filter((event) => event.target === subsId);
    expect(audited.map((event) => [event.action, event.actorUserId]).sort()).toEqual([
      ["subscription_canceled", admin.userId],
      ["subscription_changed", admin.userId],
    ]);
  });

  it("still lets the Admin change plan, cancel and open billing", async () => {
    const change = await gql<{ changeSubscriptionPlan: { subscription: SubscriptionRow } }>(app, CHANGE, {
      variables: { subsId: adminSubscription.subsId, tier: "Basic" },
      token: admin.token,
    });
    expect(change.body.errors).toBeUndefined();
    expect(change.body.data?.changeSubscriptionPlan.subscription).toMatchObject({ pricingTier: "Basic" });
    const cancel = await gql<{ cancelSubscription: SubscriptionRow }>(app, CANCEL, {
      variables: { subsId: adminSubscription.subsId },
      token: admin.token,
    });
    expect(cancel.body.data?.cancelSubscription).toMatchObject({ cancelAtPeriodEnd: true });
    const billing = await gql<{ billingPortalUrl: string }>(app, "mutation { billingPortalUrl }", {
      token: admin.token,
    });
    expect(billing.body.data?.billingPortalUrl).toMatch(/^https:\/\/app\.example\.com\/billing\?token=/);
  });
});
