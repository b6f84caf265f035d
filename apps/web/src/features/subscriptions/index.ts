// What other features may use of subscriptions.
export { noSubscriptionPath } from "./no-subscription-path";
export { openCheckout } from "./open-checkout";
export { liveSubscriptionFor } from "./subscription-rules";
