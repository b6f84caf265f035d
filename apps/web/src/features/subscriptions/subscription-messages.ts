import { formatUsd } from "@paralex/shared/money";

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

const days = (count: number) => `${count} day${count === 1 ? "" : "s"}`;
const seats = (count: number) => `${count} seat${count === 1 ? "" : "s"}`;

/** What each tier of the Change Plan drawer costs, and the confirmation before a switch. */
export const planPriceText = {
  perSeat: "Per seat",
  seats: "Seats",
  monthlyTotal: "Monthly total",
  proratedNow: "Prorated now",
  pricing: "Pricing these plans...",
  pricingFailed: "We could not price these plans. Please close this drawer and try again.",
  /** '$33.33 owed', '$16.67 credited', '$0'. */
  proration: (amount: number) =>
    amount > 0 ? `${formatUsd(amount)} owed` : amount < 0 ? `${formatUsd(-amount)} credited` : formatUsd(0),
  seatCount: seats,
  confirmTitle: (tier: string) => `Switch to ${tier}?`,
  confirmDescription: (product: string, from: string, to: string) =>
    `Your ${product} plan changes from ${from} to ${to} as soon as you confirm.`,
  chargedNowTerm: (remainingDays: number) => `Now, for the remaining ${days(remainingDays)}`,
  chargedNow: (amount: number) =>
    amount > 0
      ? `${formatUsd(amount)} is added to your next bill`
      : amount < 0
        ? `${formatUsd(-amount)} is credited to your next bill`
        : "Nothing is owed for the rest of this billing period",
  fromNextBillTerm: (date: string) => `From ${date}`,
  fromNextBill: (monthly: string, seatCount: number, perSeat: string) =>
    `${monthly} (${seats(seatCount)} at ${perSeat} each)`,
  keepPlan: "Keep Current Plan",
  confirmSwitch: "Switch Plan",
  switching: "Switching...",
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
