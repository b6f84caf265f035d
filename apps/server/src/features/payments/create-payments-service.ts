import { bindService } from "../../lib/bind-service.js";
import { createBillingPortalUrl, getBillingOverview } from "./billing.service.js";
import { getBillingAccount, getReceiptPdf, resumePlan } from "./billing-account.service.js";
import { findHostedCheckout, payHostedCheckout } from "./builtin-checkout.service.js";
import { createCheckoutSession } from "./checkout.service.js";
import { applyPaymentEvent } from "./payment-events.service.js";
import { dashboardReturnUrl, nowOf, type PaymentsDeps } from "./payments-deps.js";

/**
 * The provider side of subscriptions, built once at start: checkout, the billing portal, provider events, and
 * what the built-in provider's pages show (the brand, whether it is the demo, the clock, where they return to).
 */
export function createPaymentsService(deps: PaymentsDeps) {
  return {
    ...bindService(deps, {
      createCheckoutSession,
      createBillingPortalUrl,
      getBillingOverview,
      findHostedCheckout,
      payHostedCheckout,
      applyPaymentEvent,
      getBillingAccount,
      getReceiptPdf,
      resumePlan,
    }),
    brandName: deps.brandName,
    isDemo: !deps.stripe,
    now: () => nowOf(deps),
    returnUrl: (outcome: "success" | "canceled" | null) => dashboardReturnUrl(deps.publicUrl, outcome),
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
