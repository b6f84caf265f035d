import { NO_SUBSCRIPTION_ERROR, paymentResultText } from "./subscription-messages";

export interface PaymentResult {
  kind: "success" | "canceled" | "error";
  title: string;
  message: string;
}

/** A product name from the address is shown back to the user: keep it short and plain. */
const MAX_PRODUCT_LENGTH = 80;

/**
 * The modal the subscriptions page opens for its query string (spec section 2): success=true, canceled=true, or
 * error=... (no-subscription, with or without a product). Null when the address asks for none.
 */
export function paymentResultOf(params: URLSearchParams): PaymentResult | null {
  if (params.get("success") === "true") {
    return { kind: "success", title: paymentResultText.successTitle, message: paymentResultText.successMessage };
  }
  if (params.get("canceled") === "true") {
    return { kind: "canceled", title: paymentResultText.canceledTitle, message: paymentResultText.canceledMessage };
  }
  if (!params.has("error")) return null;
  const error = params.get("error");
  if (error !== NO_SUBSCRIPTION_ERROR) {
    return { kind: "error", title: paymentResultText.errorTitle, message: paymentResultText.genericError };
  }
  const product = (params.get("product") ?? "").replace(/\s+/g, " ").trim().slice(0, MAX_PRODUCT_LENGTH);
  return {
    kind: "error",
    title: paymentResultText.errorTitle,
    message: product ? paymentResultText.noSubscriptionForProduct(product) : paymentResultText.noSubscription,
  };
}
