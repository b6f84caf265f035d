import type { SubscriptionRecord } from "./subscriptions.repository.js";

const DAY_MS = 24 * 60 * 60 * 1000;

/** What switching the subscription to a tier bills: the preview and the switch itself both ask this. */
export interface PlanSwitchPrice {
  /** A month of the tier for the subscription's seats, from the next bill date. */
  monthlyCents: number;
  /** The difference for the rest of the period: positive is owed, negative credited. */
  prorationCents: number;
  remainingDays: number;
}

export function pricePlanSwitch(
  subscription: Pick<SubscriptionRecord, "startDate" | "endDate" | "seats" | "amountChargedCents">,
  costPerUserCents: number,
  now: Date,
): PlanSwitchPrice {
  const monthlyCents = costPerUserCents * subscription.seats;
  const periodMs = subscription.endDate.getTime() - subscription.startDate.getTime();
  const remainingMs = Math.max(0, subscription.endDate.getTime() - now.getTime());
  const fraction = periodMs > 0 ? Math.min(1, remainingMs / periodMs) : 0;
  return {
    monthlyCents,
    prorationCents: Math.round((monthlyCents - subscription.amountChargedCents) * fraction),
    remainingDays: Math.ceil(remainingMs / DAY_MS),
  };
}
