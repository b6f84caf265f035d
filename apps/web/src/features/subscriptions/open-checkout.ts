import { toast } from "react-toastify/unstyled";
import { type CheckoutChoice, createCheckoutSession } from "./create-checkout-session";
import { checkoutText } from "./subscription-messages";

/** Sends the browser to the checkout page; a function so a test could replace it. */
function goToCheckout(url: string) {
  window.location.assign(url);
}

/** Starts a checkout and sends the browser to it; false, with the reason shown, when it could not start. */
export async function openCheckout(choice: CheckoutChoice): Promise<boolean> {
  const result = await createCheckoutSession(choice);
  if (!result.ok) {
    toast.error(result.message);
    return false;
  }
  toast.info(checkoutText.redirecting, { toastId: "checkout-redirect" });
  goToCheckout(result.checkoutUrl);
  return true;
}
