const NO_ACTIVE_SUBSCRIPTION = "No active subscription found. Please subscribe to a plan.";

/** The subscription screens' words: the spec's strings (section 2) kept exactly, and ours beside them. */
export const subscriptionText = {
  pageTitle: "Manage Subscriptions",
  plan: "Plan",
  billingAmount: "Billing Amount",
  nextBillDate: "Next Bill Date",
  planFeatures: "Plan Features",
  cancelSubscription: "Cancel Subscription",
  changePlan: "Change Plan",
  choosePlan: "Choose Plan",
  noActiveSubscription: NO_ACTIVE_SUBSCRIPTION,
  switchToThisPlan: "Switch to this plan",
  viewFeatures: "View Features",
  noPlansAvailable: "No Plans Available",
  currentPlan: "Current Plan",
  recentHistory: "Recent History",
  okayThanks: "Okay Thanks",
  cancelsOn: (date: string) => `Cancels on ${date}`,
  /** In place of Cancel Subscription and Change Plan, for a viewer who is not the organization's Admin. */
  adminManagesSubscription: "Your organization's Admin manages this subscription.",
  /** In place of Choose Plan, for a viewer who is not the organization's Admin. */
  adminChoosesPlan: "Your organization's Admin chooses its plans. Ask them to subscribe to this one.",
} as const;

/** The modals the checkout's return address opens (success=true, canceled=true, error=...). */
export const paymentResultText = {
  successTitle: "Payment Successful",
  successMessage: "Your payment was successful! Thank you for subscribing.",
  canceledTitle: "Payment Canceled",
  canceledMessage: "Your payment was canceled. Please try again or contact support.",
  errorTitle: "Error",
  noSubscriptionForProduct: (product: string) => `No active subscription for ${product}. Please subscribe to a plan.`,
  noSubscription: NO_ACTIVE_SUBSCRIPTION,
  genericError: "There was an error processing your request. Please try again later.",
} as const;

/** The error code a product link sends when its user holds no subscription to it. */
export const NO_SUBSCRIPTION_ERROR = "no-subscription";

export const checkoutText = {
  linkNotFound: "Checkout link not found in response",
  failed: "We could not start the checkout. Please try again in a moment.",
  unreachable: "We could not reach the payment service. Please check your connection and try again.",
  redirecting: "Taking you to the secure checkout...",
} as const;
