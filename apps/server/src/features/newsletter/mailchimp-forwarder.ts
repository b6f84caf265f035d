import { createHash } from "node:crypto";

export interface NewsletterForwarder {
  subscribe(email: string): Promise<void>;
}

const REQUEST_TIMEOUT_MS = 10_000;

/** What is kept of a failed Mailchimp call: status and Mailchimp's own title, never the request or its key. */
export class MailchimpError extends Error {
  constructor(
    readonly status: number | undefined,
    message: string,
  ) {
    super(message);
    this.name = "MailchimpError";
  }
}

interface SdkClient {
  basePath: string;
  timeout: number;
}

interface ForwarderOptions {
  apiKey: string;
  listId: string;
  apiUrl?: string | undefined;
}

/** The official client, set up for these options; loaded with the first subscriber, not at start (decision 037). */
async function configuredSdk(options: ForwarderOptions) {
  const { default: mailchimp } = await import("@mailchimp/mailchimp_marketing");
  const client = mailchimp as unknown as SdkClient;
  if (options.apiUrl) {
    // Without `server` the SDK leaves the URL alone; with it, it would rewrite any "server" in a custom URL.
    mailchimp.setConfig({ apiKey: options.apiKey });
    client.basePath = options.apiUrl.replace(/\/+$/, "");
  } else {
    mailchimp.setConfig({ apiKey: options.apiKey, server: options.apiKey.slice(options.apiKey.lastIndexOf("-") + 1) });
  }
  client.timeout = REQUEST_TIMEOUT_MS;
  return mailchimp;
}

/**
 * Adds or keeps the address on the Mailchimp audience through the official client; repeats are harmless.
 * `apiUrl` replaces Mailchimp's address (a proxy, or a local server in tests).
 */
export function createMailchimpForwarder(options: ForwarderOptions): NewsletterForwarder {
  let sdk: ReturnType<typeof configuredSdk> | undefined;
  return {
    async subscribe(email) {
      sdk ??= configuredSdk(options);
      const mailchimp = await sdk;
      const subscriberHash = createHash("md5").update(email.toLowerCase()).digest("hex");
      try {
        await mailchimp.lists.setListMember(options.listId, subscriberHash, {
          email_address: email,
          status_if_new: "subscribed",
        });
      } catch (error) {
        throw toMailchimpError(error);
      }
    },
  };
}

function toMailchimpError(error: unknown): MailchimpError {
  const failure = error as { status?: unknown; response?: { body?: { title?: unknown } }; code?: unknown };
  const status = typeof failure.status === "number" ? failure.status : undefined;
  const title = failure.response?.body?.title;
  const reason = typeof title === "string" ? title : typeof failure.code === "string" ? failure.code : "no answer";
  return new MailchimpError(status, `Mailchimp call failed (${status ?? "network"}): ${reason}`);
}
