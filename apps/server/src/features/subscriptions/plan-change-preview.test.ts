import { subscriptionMessages } from "@paralex/shared/subscriptions";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gql, type SignedInUser, signUpAndLogIn, subscribeThroughBuiltinCheckout } from "../../test/billing-helpers.js";
import { joinAsMember } from "../../test/organization-seed.js";
import { createTestApp } from "../../test/test-app.js";
import { pricePlanSwitch } from "./plan-switch-price.js";

const LIST = `query S($userId: ID!) { subscriptionsByUser(userId: $userId) { subsId } }`;
const PREVIEW = `query P($subsId: ID!) { planChangePreview(subsId: $subsId) {
  subsId seats remainingDays nextBillDate tiers { tier costPerUser seats monthlyTotal prorationAmount isCurrent } } }`;
const CHANGE = `mutation C($subsId: ID!, $tier: String!) {
  changeSubscriptionPlan(subsId: $subsId, tier: $tier) { prorationAmount subscription { pricingTier AmountCharged } } }`;

interface PreviewTier {
  tier: string;
  costPerUser: number;
  seats: number;
  monthlyTotal: number;
  prorationAmount: number;
  isCurrent: boolean;
}

describe("pricePlanSwitch", () => {
  const start = new Date("2026-01-01T00:00:00Z");
  const subscription = {
    startDate: start,
    endDate: new Date("2026-01-31T00:00:00Z"),
    seats: 2,
    amountChargedCents: 19_800,
  };

  it("owes the difference for the days left, and credits a cheaper tier", () => {
    const halfway = new Date("2026-01-16T00:00:00Z");
    expect(pricePlanSwitch(subscription, 19_900, halfway)).toEqual({
      monthlyCents: 39_800,
      prorationCents: 10_000,
      remainingDays: 15,
    });
    expect(pricePlanSwitch(subscription, 4_900, halfway).prorationCents).toBe(-5_000);
  });

  it("owes nothing once the period is over", () => {
    expect(pricePlanSwitch(subscription, 19_900, new Date("2026-02-02T00:00:00Z"))).toMatchObject({
      prorationCents: 0,
      remainingDays: 0,
    });
  });
});

describe("planChangePreview over GraphQL", () => {
  let app: FastifyInstance;
  let ada: SignedInUser;
  let subsId: string;

  const previewOf = async (token: string) =>
    (
      await gql<{
        planChangePreview: { seats: number; remainingDays: number; nextBillDate: string; tiers: PreviewTier[] };
      }>(app, PREVIEW, { variables: { subsId }, token })
    ).body;

  beforeAll(async () => {
    app = await createTestApp();
    ada = await signUpAndLogIn(app, "preview-ada");
    await subscribeThroughBuiltinCheckout(app, ada, 1, "Professional");
    const listed = await gql<{ subscriptionsByUser: { subsId: string }[] }>(app, LIST, {
      variables: { userId: ada.userId },
      token: ada.token,
    });
    subsId = listed.body.data?.subscriptionsByUser[0]?.subsId ?? "";
  });
  afterAll(() => app.close());

  it("prices every tier for the subscription's seats: per seat, monthly total, prorated amount due now", async () => {
    const body = await previewOf(ada.token);

    expect(body.errors).toBeUndefined();
    const preview = body.data?.planChangePreview;
    expect(preview?.seats).toBe(1);
    expect(preview?.remainingDays).toBeGreaterThan(0);
    expect(
      preview?.tiers.map(({ tier, costPerUser, seats, monthlyTotal, isCurrent }) => ({
        tier,
        costPerUser,
        seats,
        monthlyTotal,
        isCurrent,
      })),
    ).toEqual([
      { tier: "Basic", costPerUser: 49, seats: 1, monthlyTotal: 49, isCurrent: false },
      { tier: "Professional", costPerUser: 99, seats: 1, monthlyTotal: 99, isCurrent: true },
      { tier: "Enterprise", costPerUser: 199, seats: 1, monthlyTotal: 199, isCurrent: false },
    ]);
    const [basic, professional, enterprise] = preview?.tiers ?? [];
    expect(basic?.prorationAmount).toBeLessThan(0);
    expect(professional?.prorationAmount).toBe(0);
    expect(enterprise?.prorationAmount).toBeGreaterThan(0);
  });

  it("previews exactly the prorated amount and monthly total the switch then applies", async () => {
    const previewed = (await previewOf(ada.token)).data?.planChangePreview.tiers.find(
      (tier) => tier.tier === "Enterprise",
    );

    const { body } = await gql<{
      changeSubscriptionPlan: { prorationAmount: number; subscription: { pricingTier: string; AmountCharged: number } };
    }>(app, CHANGE, { variables: { subsId, tier: "Enterprise" }, token: ada.token });

    expect(body.errors).toBeUndefined();
    expect(body.data?.changeSubscriptionPlan.prorationAmount).toBe(previewed?.prorationAmount);
    expect(body.data?.changeSubscriptionPlan.subscription).toEqual({
      pricingTier: "Enterprise",
      AmountCharged: previewed?.monthlyTotal,
    });
  });

  it("refuses anyone but the organization's Admin", async () => {
    const stranger = await signUpAndLogIn(app, "preview-stranger");
    const member = await joinAsMember(app, await signUpAndLogIn(app, "preview-member"), ada.organizationId, "Employee");

    expect((await previewOf(stranger.token)).errors?.[0]).toMatchObject({
      message: subscriptionMessages.notAuthorized,
      extensions: { code: "FORBIDDEN" },
    });
    expect((await previewOf(member.token)).errors?.[0]?.message).toBe(subscriptionMessages.adminsOnly);
  });
});
