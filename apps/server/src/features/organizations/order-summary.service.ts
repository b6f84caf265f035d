import type { TOrderLine, TOrderSummary } from "@paralex/shared/organization-views";
import { seatsNeeded } from "../../access/membership.js";
import type { AuthenticatedUser } from "../../access/viewer.js";
import { getPricingStrategyForApp, getProduct } from "../products/products.service.js";
import { findSettledLiveSubscription } from "../subscriptions/subscription-lifecycle.service.js";
import { requireMemberOfViewer, requireMembership } from "./members.service.js";
import type { OrganizationsDeps } from "./organizations-deps.js";

/**
 * The Order Summary drawer: for each available product of the member, the seats the organization needs (its
 * members in that product) and what each tier costs for them; the organization's live subscription, if any.
 */
export async function getMemberOrderSummary(
  deps: Pick<OrganizationsDeps, "db" | "now">,
  viewer: AuthenticatedUser,
  membershipId: string,
): Promise<TOrderSummary> {
  const membership = await requireMembership(deps.db, viewer);
  const member = await requireMemberOfViewer(deps.db, membership, membershipId);
  const lines: TOrderLine[] = [];
  for (const appId of [...member.practiceAreas].sort((a, b) => a - b)) {
    const [product, strategy] = await Promise.all([
      getProduct(deps.db, appId),
      getPricingStrategyForApp(deps.db, appId),
    ]);
    if (!product || product.comingSoon || !strategy) continue;
    const [seats, live] = await Promise.all([
      seatsNeeded(deps.db, membership.organizationId, appId),
      findSettledLiveSubscription(deps, membership.organizationId, appId),
    ]);
    lines.push({
      appId,
      title: product.title,
      seats,
      pricingStrategyId: strategy.pricingStrategyId,
      strategyType: strategy.strategyType,
      stripeLookup: strategy.stripeLookup,
      tiers: strategy.tiers.map((tier) => ({
        tier: tier.tier,
        costPerUser: tier.costPerUserCents / 100,
        total: (tier.costPerUserCents * seats) / 100,
      })),
      subscriptionTier: live?.pricingTier ?? null,
      subscriptionSeats: live?.seats ?? null,
      subscriptionStatus: live?.status ?? null,
    });
  }
  return { member: { ...member, isViewer: member.userId === viewer.id }, lines };
}
