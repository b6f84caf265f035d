import type { Db } from "../../db/client.js";
import type { Feature } from "../../feature.js";
import type { JobQueue } from "../../jobs/job-queue.js";
import { createNewsletterService, type NewsletterService } from "./create-newsletter-service.js";
import type { NewsletterForwarder } from "./mailchimp-forwarder.js";
import { newsletterRoutes } from "./newsletter.routes.js";
import { subscriberForwardingJob } from "./newsletter.service.js";

export interface NewsletterFeatureDeps {
  db: Db;
  jobs: JobQueue;
  /** The one list the sign-up accepts (MAILCHIMP_LIST_ID). */
  listId: string;
  /** Mailchimp, when configured: each new subscriber is passed on by a job. */
  forwarder: NewsletterForwarder | undefined;
  retryDelaySeconds: number;
}

/** The newsletter sign-up under /gateway, and its forwarding to Mailchimp when configured. */
export function newsletterFeature(deps: NewsletterFeatureDeps): Feature<NewsletterService> {
  const { db, jobs, forwarder, retryDelaySeconds } = deps;
  const newsletter = createNewsletterService({
    db,
    jobs,
    allowedListId: deps.listId,
    isForwarding: Boolean(forwarder),
  });
  return {
    name: "newsletter",
    service: newsletter,
    gateway: async (gateway) => {
      await gateway.register(newsletterRoutes, { newsletter });
    },
    jobs: forwarder ? [subscriberForwardingJob({ db, forwarder, retryDelaySeconds })] : [],
  };
}
