import { useCallback, useEffect, useRef, useState } from "react";
import {
  fetchPricingStrategies,
  fetchPricingStrategy,
  fetchSubscriptionsByUser,
  fetchUserDetails,
  type PricingStrategy,
  type Subscription,
} from "../../lib/graphql-client";
import { authActions } from "../../lib/session/auth-slice";
import { useAppDispatch, useAppSelector } from "../../lib/session/store";
import { fetchCanManageOrganization } from "../organizations";
import { availableProducts } from "./subscription-rules";

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

export type SubscriptionsState =
  | { status: "loading" }
  | { status: "error"; message: string }
  | { status: "ready"; data: SubscriptionsData };

/**
 * Loads what the subscriptions page shows: the user's record (its organizationId is saved to the store as a user
 * update, spec section 4), the user's subscriptions, whether the user may manage them (an Admin of the
 * organization) and the pricing strategy of every available product.
 */
export function useSubscriptionsData() {
  const dispatch = useAppDispatch();
  const email = useAppSelector((state) => state.auth.user?.email ?? "");
  const storedUserId = useAppSelector((state) => state.auth.user?.userId ?? null);
  const [state, setState] = useState<SubscriptionsState>({ status: "loading" });
  const generation = useRef(0);

  const load = useCallback(
    async ({ quiet = false }: { quiet?: boolean } = {}) => {
      const current = ++generation.current;
      const isStale = () => current !== generation.current;
      if (!quiet) setState({ status: "loading" });

      // The user record first: without it (no session, or not ours) nothing else is asked for.
      const user = await fetchUserDetails(email, storedUserId);
      if (isStale()) return;
      if (!user.success) return setState({ status: "error", message: user.message });
      dispatch(authActions.userUpdated({ organizationId: user.data.organizationId }));

      const [subscriptions, strategyList, canManage] = await Promise.all([
        fetchSubscriptionsByUser(user.data.userId),
        fetchPricingStrategies(),
        fetchCanManageOrganization(),
      ]);
      if (isStale()) return;
      if (!subscriptions.success) return setState({ status: "error", message: subscriptions.message });
      if (!strategyList.success) return setState({ status: "error", message: strategyList.message });
      if (!canManage.success) return setState({ status: "error", message: canManage.message });

      const wanted = strategyList.data.filter((strategy) =>
        availableProducts.some((product) => product.appId === Number(strategy.appId)),
      );
      const details = await Promise.all(wanted.map((strategy) => fetchPricingStrategy(strategy.pricingStrategyId)));
      if (isStale()) return;
      const strategies: Record<number, PricingStrategy> = {};
      for (const detail of details) {
        if (!detail.success) return setState({ status: "error", message: detail.message });
        strategies[Number(detail.data.appId)] = detail.data;
      }
      setState({
        status: "ready",
        data: {
          userId: user.data.userId,
          organizationId: user.data.organizationId,
          canManageSubscriptions: canManage.data,
          subscriptions: subscriptions.data,
          strategies,
        },
      });
    },
    [dispatch, email, storedUserId],
  );

  useEffect(() => {
    void load();
    return () => {
      generation.current += 1;
    };
  }, [load]);

  /** Puts a subscription the server just answered in place of the listed one (after a cancel or a switch). */
  const replaceSubscription = useCallback((updated: Subscription) => {
    setState((previous) => {
      if (previous.status !== "ready") return previous;
      const listed = previous.data.subscriptions.some((item) => item.subsId === updated.subsId);
      const subscriptions = listed
        ? previous.data.subscriptions.map((item) => (item.subsId === updated.subsId ? updated : item))
        : [updated, ...previous.data.subscriptions];
      return { status: "ready", data: { ...previous.data, subscriptions } };
    });
  }, []);

  return { state, reload: load, replaceSubscription };
}
