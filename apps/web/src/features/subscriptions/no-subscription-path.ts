import type { TProduct } from "@paralex/shared/products";
import { paths } from "@paralex/shared/routes";
import { NO_SUBSCRIPTION_ERROR } from "./subscription-messages";

/** Where a product without a subscription sends its user: the subscriptions page, which says so. */
export function noSubscriptionPath(product: Pick<TProduct, "title">): string {
  const query = new URLSearchParams({ error: NO_SUBSCRIPTION_ERROR, product: product.title });
  return `${paths.dashboardSubscriptions}?${query.toString().replace(/\+/g, "%20")}`;
}
