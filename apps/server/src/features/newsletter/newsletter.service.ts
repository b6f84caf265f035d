import { newsletterMessages } from "@paralex/shared/newsletter";
import type { TNewsletterSubscription } from "@paralex/shared/newsletter-schema";
import type { Db } from "../../db/client.js";
import { AppError } from "../../lib/app-error.js";
import type { NewsletterForwarder } from "./mailchimp-forwarder.js";
import { insertSubscriber, markSubscriberForwarded } from "./newsletter.repository.js";

export interface NewsletterDeps {
  db: Db;
  allowedListId: string;
  forwarder: NewsletterForwarder | undefined;
}

/** Records the subscription (once, however often it is sent) and passes it on to Mailchimp when configured. */
export async function subscribeToNewsletter(deps: NewsletterDeps, input: TNewsletterSubscription) {
  if (input.listId !== deps.allowedListId) {
    throw AppError.validation({ listId: [newsletterMessages.unknownList] });
  }
  const subscriber = { email: input.email.toLowerCase(), listId: input.listId };
  const isNew = await insertSubscriber(deps.db, subscriber);
  if (deps.forwarder) {
    try {
      await deps.forwarder.subscribe(subscriber.email);
      await markSubscriberForwarded(deps.db, subscriber);
    } catch (error) {
      throw new AppError("upstream", newsletterMessages.failure, undefined, { cause: error });
    }
  }
  return { detail: newsletterMessages.success, isNew };
}
