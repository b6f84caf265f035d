import { NEWSLETTER_EMAIL_PATTERN } from "@paralex/shared/newsletter";
import { createApiClient } from "../../lib/api-client";
import { publicConfig } from "../../lib/public-config";

const NEWSLETTER_PATH = "prod/mailchimp";
export const NEWSLETTER_ENDPOINT = `${publicConfig.gatewayBase}/${NEWSLETTER_PATH}`;

/** The newsletter gateway, called like the API (lib/api-client.ts): never with the session's token. */
const gateway = createApiClient({ baseUrl: publicConfig.gatewayBase });

/** The spec's newsletter rule: no spaces, one at-sign, text, a dot, text. */
export function isValidNewsletterEmail(email: string): boolean {
  return NEWSLETTER_EMAIL_PATTERN.test(email);
}

/** Sends the address to the newsletter gateway; any 2xx counts as subscribed, anything else (or no answer) throws. */
export async function subscribeToNewsletter(email: string): Promise<void> {
  const result = await gateway.post(
    NEWSLETTER_PATH,
    { email, listId: publicConfig.newsletterListId },
    { withAuth: false },
  );
  if (!result.ok) {
    throw new Error(
      result.status === 0
        ? "Newsletter subscription failed: the gateway could not be reached"
        : `Newsletter subscription failed with status ${result.status}`,
    );
  }
}
