import type { TPlanPreview } from "@paralex/shared/subscriptions";
import { type GraphqlResult, graphqlClient } from "../../lib/graphql-client";

const PLAN_CHANGE_PREVIEW_QUERY = `query PlanChangePreview($subsId: ID!) { planChangePreview(subsId: $subsId) {
  subsId seats remainingDays nextBillDate
  tiers { tier costPerUser seats monthlyTotal prorationAmount isCurrent } } }`;

/** What switching the subscription to each tier would bill, priced by the server as the switch itself is. */
export async function fetchPlanChangePreview(subsId: string): Promise<GraphqlResult<TPlanPreview>> {
  const result = await graphqlClient.request<{ planChangePreview: TPlanPreview }>(PLAN_CHANGE_PREVIEW_QUERY, {
    subsId,
  });
  if (!result.success) return result;
  return { success: true, data: result.data.planChangePreview };
}
