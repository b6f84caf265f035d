import type { Feature } from "../../feature.js";
import type { JobQueue } from "../../jobs/job-queue.js";
import type { Mailer } from "../mail/mail.service.js";
import { billingNoticeJob } from "./billing-notices.js";
import { createSubscriptionsService, type SubscriptionsService } from "./create-subscriptions-service.js";
import { seatPushJob } from "./seat-sync.service.js";
import type { SubscriptionsDeps } from "./subscriptions.service.js";

export interface SubscriptionsFeatureDeps extends SubscriptionsDeps {
  jobs: JobQueue;
  mailer: Mailer;
  publicUrl: string;
  brandName: string;
  retryDelaySeconds: number;
}

/** Plans and seats (read through GraphQL), billing notices by mail, and seat counts pushed to the provider. */
export function subscriptionsFeature(deps: SubscriptionsFeatureDeps): Feature<SubscriptionsService> {
  const { db, stripeBilling, retryDelaySeconds } = deps;
  return {
    name: "subscriptions",
    service: createSubscriptionsService({ db, stripeBilling, jobs: deps.jobs }),
    jobs: [...(stripeBilling ? [seatPushJob({ db, stripeBilling, retryDelaySeconds })] : []), billingNoticeJob(deps)],
  };
}
