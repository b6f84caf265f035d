// What other features may use of subscriptions.
export { noSubscriptionPath } from "./no-subscription-path";
export { openCheckout } from "./open-checkout";
export { liveSubscriptionFor } from "./subscription-rules";
export type { PricingStrategy, PricingTier, Subscription } from "./subscriptions-api";
export {
  useBillingPortalUrlMutation,
  useLazyPricingStrategiesQuery,
  useLazyPricingStrategyQuery,
  useSubscriptionsByUserQuery,
} from "./subscriptions-api";
