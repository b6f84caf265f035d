import { formatMonthly } from "@paralex/shared/money";
import { findProduct, products, type TProduct } from "@paralex/shared/products";
import { LIVE_SUBSCRIPTION_STATUSES, type TSubscriptionStatus } from "@paralex/shared/subscriptions";

/** What the rules read of a subscription, whichever query listed it. */
interface SubscriptionFacts {
  appId: string | number;
  status: string;
  startDate: string;
  cancelAtPeriodEnd?: boolean | null;
}

/** The products a user can subscribe to today (the coming-soon ones cannot be bought). */
export const availableProducts: readonly TProduct[] = products.filter((product) => !product.comingSoon);

/** Still the user's subscription: active, or awaiting payment; a canceled one is history. */
export function isLiveSubscription(subscription: Pick<SubscriptionFacts, "status">): boolean {
  return (LIVE_SUBSCRIPTION_STATUSES as readonly string[]).includes(subscription.status);
}

/** The user's live subscription to a product, if any (the newest when several are listed). */
export function liveSubscriptionFor<T extends SubscriptionFacts>(
  subscriptions: readonly T[],
  appId: number,
): T | undefined {
  return subscriptions
    .filter((subscription) => Number(subscription.appId) === appId && isLiveSubscription(subscription))
    .sort((a, b) => Date.parse(b.startDate) - Date.parse(a.startDate))[0];
}

export function productTitleOf(appId: number): string {
  return findProduct(Number(appId))?.title ?? `Product ${appId}`;
}

/** The monthly amount as the dashboard shows it, '$99/mo'. */
export function monthlyAmount(amount: number | null | undefined): string {
  return formatMonthly(Number(amount ?? 0));
}

const STATUS_LABELS: Record<TSubscriptionStatus, string> = {
  active: "Active",
  past_due: "Payment past due",
  unpaid: "Unpaid",
  canceled: "Canceled",
};

export function statusLabel(subscription: Pick<SubscriptionFacts, "status" | "cancelAtPeriodEnd">): string {
  const label = (STATUS_LABELS as Record<string, string>)[subscription.status] ?? subscription.status;
  return subscription.cancelAtPeriodEnd && subscription.status !== "canceled" ? `${label}, ending` : label;
}
