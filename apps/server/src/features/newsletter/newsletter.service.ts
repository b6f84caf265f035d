import { newsletterMessages } from "@paralex/shared/newsletter";
import type { TNewsletterSubscription } from "@paralex/shared/newsletter-schema";
import type { Db } from "../../db/client.js";
import { type JobDefinition, type JobQueue, jobName } from "../../jobs/job-queue.js";
import { AppError } from "../../lib/app-error.js";
import type { NewsletterForwarder } from "./mailchimp-forwarder.js";
import { insertSubscriber, isSubscriberForwarded, markSubscriberForwarded } from "./newsletter.repository.js";

export const FORWARD_SUBSCRIBER_JOB = jobName<Subscriber>("forward-newsletter-subscriber");

interface Subscriber {
  email: string;
  listId: string;
}

export interface NewsletterDeps {
  db: Db;
  allowedListId: string;
  jobs: JobQueue;
  /** True when Mailchimp is configured (and the forwarding job defined). */
  isForwarding: boolean;
}

/**
 * Records the subscription (once, however often it is sent) and, when Mailchimp is configured and has not got the
 * address yet, queues passing it on in the same transaction: the answer never waits on Mailchimp.
 */
export async function subscribeToNewsletter(deps: NewsletterDeps, input: TNewsletterSubscription) {
  if (input.listId !== deps.allowedListId) {
    throw AppError.validation({ listId: [newsletterMessages.unknownList] });
  }
  const subscriber: Subscriber = { email: input.email.toLowerCase(), listId: input.listId };
  const isNew = await deps.db.transaction(async (tx) => {
    const inserted = await insertSubscriber(tx, subscriber);
    if (deps.isForwarding && !(await isSubscriberForwarded(tx, subscriber))) {
      await deps.jobs.enqueue(tx, FORWARD_SUBSCRIBER_JOB, subscriber);
    }
    return inserted;
  });
  return { detail: newsletterMessages.success, isNew };
}

/** The job that adds a subscriber to the Mailchimp audience, retried while Mailchimp fails. */
export function subscriberForwardingJob(options: {
  db: Db;
  forwarder: NewsletterForwarder;
  retryDelaySeconds: number;
}): JobDefinition<Subscriber> {
  return {
    name: FORWARD_SUBSCRIBER_JOB,
    handler: async (subscriber) => {
      await options.forwarder.subscribe(subscriber.email);
      await markSubscriberForwarded(options.db, subscriber);
    },
    policy: { retryLimit: 10, retryDelaySeconds: options.retryDelaySeconds, timeoutSeconds: 60, keepCompleted: false },
  };
}
