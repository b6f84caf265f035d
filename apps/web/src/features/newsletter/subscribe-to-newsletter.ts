import { NEWSLETTER_EMAIL_PATTERN } from "@paralex/shared/newsletter";
import { publicConfig } from "../../lib/public-config";

export const NEWSLETTER_ENDPOINT = `${publicConfig.gatewayBase}/prod/mailchimp`;

/** The spec's newsletter rule: no spaces, one at-sign, text, a dot, text. */
export function isValidNewsletterEmail(email: string): boolean {
  return NEWSLETTER_EMAIL_PATTERN.test(email);
}

/** Sends the address to the newsletter gateway; any 2xx counts as subscribed, anything else throws. */
export async function subscribeToNewsletter(email: string): Promise<void> {
  const response = await fetch(NEWSLETTER_ENDPOINT, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, listId: publicConfig.newsletterListId }),
  });
  // Read to the end, so the connection is free again and the exchange is complete (the answer is no-store).
  await response.text();
  if (!response.ok) throw new Error(`Newsletter subscription failed with status ${response.status}`);
}
