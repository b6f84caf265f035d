import type { Feature } from "../../feature.js";
import { billingAccountRoutes } from "./billing-account.routes.js";
import { checkoutGatewayRoutes } from "./checkout-gateway.routes.js";
import { createPaymentsService, type PaymentsService } from "./create-payments-service.js";
import { hostedPagesRoutes } from "./hosted-pages.routes.js";
import { paymentWebhookRoutes } from "./payment-webhook.routes.js";
import type { PaymentsDeps } from "./payments-deps.js";

export interface PaymentsFeatureDeps extends PaymentsDeps {
  /** STRIPE_WEBHOOK_SECRET: without it the provider's webhook route is not served. */
  webhookSecret: string | undefined;
  /** The built web app, whose stylesheet and fonts the hosted pages use. */
  webDist: string;
}

/** Checkout (under /gateway), billing pages and the provider's webhook (under /api), the hosted checkout pages. */
export function paymentsFeature(deps: PaymentsFeatureDeps): Feature<PaymentsService> {
  const payments = createPaymentsService(deps);
  const { webhookSecret, webDist } = deps;
  return {
    name: "payments",
    service: payments,
    api: async (api) => {
      await api.register(billingAccountRoutes, { payments });
      if (webhookSecret) await api.register(paymentWebhookRoutes, { payments, webhookSecret });
    },
    gateway: async (gateway) => {
      await gateway.register(checkoutGatewayRoutes, { payments });
    },
    site: async (site) => {
      await site.register(hostedPagesRoutes, { payments, webDist });
    },
  };
}
