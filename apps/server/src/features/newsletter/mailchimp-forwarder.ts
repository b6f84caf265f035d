import { createHash } from "node:crypto";
import mailchimp from "@mailchimp/mailchimp_marketing";

export interface NewsletterForwarder {
  subscribe(email: string): Promise<void>;
}

/**
 * Adds or keeps the address on the Mailchimp audience through the official client; repeats are harmless.
 * `apiUrl` replaces Mailchimp's address (a proxy, or a local server in tests).
 */
export function createMailchimpForwarder(options: {
  apiKey: string;
  listId: string;
  apiUrl?: string | undefined;
}): NewsletterForwarder {
  const server = options.apiKey.slice(options.apiKey.lastIndexOf("-") + 1);
  mailchimp.setConfig({ apiKey: options.apiKey, server });
  if (options.apiUrl) (mailchimp as unknown as { basePath: string }).basePath = options.apiUrl.replace(/\/+$/, "");
  return {
    async subscribe(email) {
      const subscriberHash = createHash("md5").update(email.toLowerCase()).digest("hex");
      await mailchimp.lists.setListMember(options.listId, subscriberHash, {
        email_address: email,
        status_if_new: "subscribed",
      });
    },
  };
}
