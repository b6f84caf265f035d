import { bindService } from "../../lib/bind-service.js";
import { resolveCheckoutTarget } from "./subscription-lifecycle.service.js";
import {
  cancelSubscription,
  changeSubscriptionPlan,
  listOwnSubscriptions,
  listSubscriptionsOfUser,
  previewPlanChange,
  resumeSubscription,
  type SubscriptionsDeps,
} from "./subscriptions.service.js";

/** The subscriptions feature, built once at start: what GraphQL, payments and cite checks ask of it. */
export function createSubscriptionsService(deps: SubscriptionsDeps) {
  return bindService(deps, {
    listSubscriptionsOfUser,
    listOwnSubscriptions,
    cancelSubscription,
    changeSubscriptionPlan,
    previewPlanChange,
    resumeSubscription,
    resolveCheckoutTarget,
  });
}

export type SubscriptionsService = ReturnType<typeof createSubscriptionsService>;
