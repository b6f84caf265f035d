/** Subscription states, the billing period and the data-fetch messages, for the dashboard and the server. */

export const SUBSCRIPTION_STATUSES = ["active", "past_due", "unpaid", "canceled"] as const;
export type TSubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** Still the organization's subscription to the product (not canceled): at most one per product. */
export const LIVE_SUBSCRIPTION_STATUSES = ["active", "past_due", "unpaid"] as const satisfies TSubscriptionStatus[];

export const PAYMENT_PROVIDERS = ["builtin", "stripe"] as const;
export type TPaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

/**
 * A subscription as the API answers it (spec section 3 plus its state); amounts in US dollars. The GraphQL type
 * ProductSubscription answers amountCharged under the spec's spelling AmountCharged too.
 */
export interface TSubscriptionView {
  subsId: string;
  organizationId: string;
  appId: number;
  userId: string;
  /** ISO 8601, midnight UTC. */
  startDate: string;
  /** ISO 8601, midnight UTC: the next bill date. */
  endDate: string;
  pricingStrategyId: string;
  pricingTier: string;
  /** US dollars a month. */
  amountCharged: number;
  status: TSubscriptionStatus;
  cancelAtPeriodEnd: boolean;
  provider: TPaymentProvider;
}

/** What changeSubscriptionPlan answers; the subscription as the caller selects it. */
export interface TPlanChange<TSubscription = TSubscriptionView> {
  subscription: TSubscription;
  /** US dollars for the rest of the period: positive is owed, negative credited. */
  prorationAmount: number;
  /** What the switch costs, in a sentence for the user. */
  note: string;
}

/** One tier as a switch to it would bill the subscription, priced by the server. */
export interface TPlanPreviewTier {
  tier: string;
  /** US dollars a seat a month. */
  costPerUser: number;
  seats: number;
  /** US dollars a month from the next bill date. */
  monthlyTotal: number;
  /** US dollars for the rest of the period, due with the next bill: positive is owed, negative credited. */
  prorationAmount: number;
  isCurrent: boolean;
}

/** What planChangePreview answers: every tier of the subscription's pricing strategy, for its seats. */
export interface TPlanPreview {
  subsId: string;
  seats: number;
  /** Days left in the current period, which the prorated amount covers. */
  remainingDays: number;
  /** ISO 8601: when the new monthly amount is first billed. */
  nextBillDate: string;
  tiers: TPlanPreviewTier[];
}

export const SUBSCRIPTION_PERIOD_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

export function midnightUtc(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}

/** A subscription runs 30 days from today, start and end at midnight UTC (spec section 9). */
export function subscriptionPeriod(now: Date = new Date()): { startDate: Date; endDate: Date } {
  const startDate = midnightUtc(now);
  return { startDate, endDate: new Date(startDate.getTime() + SUBSCRIPTION_PERIOD_DAYS * DAY_MS) };
}

/** The spec's data-fetch messages (section 5), and the GraphQL API's refusals. */
export const subscriptionMessages = {
  emailRequired: "Email is required to fetch user details.",
  userAndAppRequired: "Both userId and appId are required to fetch user details.",
  userIdRequired: "User ID is required to fetch subscriptions.",
  pricingStrategyIdRequired: "Pricing strategy ID is required.",
  notAuthorized: "Not authorized.",
  signInRequired: "Authentication credentials were not provided.",
  subscriptionNotFound: "Subscription not found.",
  alreadyCanceled: "This subscription is already canceled.",
  alreadyEnding: "This subscription already ends at the end of its billing period.",
  notActive: "Only an active subscription can change plan.",
  samePlan: "You are already on this plan.",
  unknownTier: "There is no such plan for this product.",
  otherProduct: "This subscription is for another product.",
  /** A Member of the subscription's organization (any role but Admin) asked to cancel it or change its plan. */
  adminsOnly: "Only an Admin of your organization can change or cancel its subscriptions.",
  /** A Member asked for the billing page (Stripe's portal can cancel and change plans too). */
  billingAdminsOnly: "Only an Admin of your organization can manage its billing.",
} as const;

/** GraphQL error codes (errors[n].extensions.code) the API answers. */
export const GRAPHQL_ERROR_CODES = {
  unauthenticated: "UNAUTHENTICATED",
  forbidden: "FORBIDDEN",
  badUserInput: "BAD_USER_INPUT",
  notFound: "NOT_FOUND",
  conflict: "CONFLICT",
  upstream: "UPSTREAM_ERROR",
  rateLimited: "RATE_LIMITED",
  validationFailed: "GRAPHQL_VALIDATION_FAILED",
  tooDeep: "QUERY_TOO_DEEP",
  tooComplex: "QUERY_TOO_COMPLEX",
  badRequest: "BAD_REQUEST",
  internal: "INTERNAL_SERVER_ERROR",
} as const;
