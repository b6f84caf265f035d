import type Stripe from "stripe";
import type { Db } from "../../db/client.js";
import type { BillingNoticeQueue } from "../subscriptions/billing-notices.js";
import type { SubscriptionsService } from "../subscriptions/create-subscriptions-service.js";
import type { BillingLinkSigner } from "./billing-links.js";

export interface PaymentsDeps {
  db: Db;
  subscriptions: SubscriptionsService;
  /** Checkout, success and cancel addresses are built on it. */
  publicUrl: string;
  brandName: string;
  /** The Stripe client when STRIPE_SECRET_KEY is set; otherwise the built-in hosted checkout is used. */
  stripe: Stripe | undefined;
  billingLinks: BillingLinkSigner;
  /** Where receipts and billing notices are queued (decision 066). */
  jobs?: BillingNoticeQueue;
  now?: () => Date;
}

export const nowOf = (deps: { now?: () => Date }): Date => deps.now?.() ?? new Date();

/** Where a finished, abandoned or failed checkout returns to. */
export function dashboardReturnUrl(publicUrl: string, outcome: "success" | "canceled" | null): string {
  const base = `${publicUrl}/dashboard/subscriptions/`;
  return outcome ? `${base}?${outcome}=true` : base;
}
