import { skipToken } from "@reduxjs/toolkit/query/react";
import { useCallback } from "react";
import { type Loadable, loadableOf } from "../../lib/api/loadable";
import { useAppSelector } from "../../lib/session/store";
import { useMyOrganizationQuery } from "../organizations";
import {
  type PricingStrategy,
  type Subscription,
  useAvailableStrategiesQuery,
  useSubscriptionsByUserQuery,
  useUserDetailsQuery,
} from "./subscriptions-api";

export interface SubscriptionsData {
  userId: string;
  organizationId: string | null;
  /**
   * Whether the viewer is an Admin of the organization (myOrganization's canManage), the only one who may buy,
   * change or cancel its subscriptions; the server refuses everyone else.
   */
  canManageSubscriptions: boolean;
  /** Newest first, as the server lists them. */
  subscriptions: Subscription[];
  /** Each available product's pricing strategy with its tiers, by app id. */
  strategies: Record<number, PricingStrategy>;
}

/**
 * What the subscriptions page shows: the user's record (its organizationId is saved to the store as a user
 * update, spec section 4), then the user's subscriptions, whether the user may manage them (an Admin of the
 * organization) and the pricing strategy of every available product.
 */
export function useSubscriptionsData() {
  const email = useAppSelector((state) => state.auth.user?.email ?? "");
  const user = useUserDetailsQuery(email);
  // The user record first: without it (no session, or not ours) nothing else is asked for.
  const userId = user.data?.userId;
  const subscriptions = useSubscriptionsByUserQuery(userId ?? skipToken);
  const strategies = useAvailableStrategiesQuery(userId ? undefined : skipToken);
  const organization = useMyOrganizationQuery(userId ? undefined : skipToken);

  const state = ((): Loadable<SubscriptionsData> => {
    const parts = [loadableOf(user), loadableOf(subscriptions), loadableOf(strategies), loadableOf(organization)];
    const waiting = parts.find((part) => part.status !== "ready");
    if (waiting?.status === "error") return waiting;
    if (waiting || !user.data || !subscriptions.data || !strategies.data || !organization.data) {
      return { status: "loading" };
    }
    return {
      status: "ready",
      data: {
        userId: user.data.userId,
        organizationId: user.data.organizationId ?? null,
        canManageSubscriptions: organization.data.canManage,
        subscriptions: subscriptions.data,
        strategies: strategies.data,
      },
    };
  })();

  const { refetch: refetchUser } = user;
  const { refetch: refetchSubscriptions } = subscriptions;
  const { refetch: refetchStrategies } = strategies;
  const { refetch: refetchOrganization } = organization;
  /** Asks the server again for everything the page shows; what is shown stays until the answers come. */
  const reload = useCallback(() => {
    void refetchUser();
    if (!userId) return;
    void refetchSubscriptions();
    void refetchStrategies();
    void refetchOrganization();
  }, [userId, refetchUser, refetchSubscriptions, refetchStrategies, refetchOrganization]);

  return { state, reload };
}
