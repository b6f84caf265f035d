import { subscriptionMessages } from "@paralex/shared/subscriptions";
import type { ThunkAction, UnknownAction } from "@reduxjs/toolkit";
import { api } from "../../lib/api/api";
import { identityOf, type ServerError, type ServerRequest } from "../../lib/api/base-query";
import { graphql, type ResultOf } from "../../lib/api/graphql";
import { authActions } from "../../lib/session/auth-slice";
import { availableProducts } from "./subscription-rules";

const SubscriptionFields = graphql(`
  fragment SubscriptionFields on ProductSubscription {
    subsId organizationId appId userId startDate endDate pricingStrategyId pricingTier AmountCharged status
    cancelAtPeriodEnd
  }
`);
const StrategyFields = graphql(`
  fragment StrategyFields on PricingStrategy { pricingStrategyId appId strategyType stripeLookup }
`);

const UserQuery = graphql(`
  query User($email: String!) {
    user(email: $email) {
      userId cognito_user_id organizationId username email firstName first_name lastName createdDate assignedCases
      legalTeamIds profileImage
    }
  }
`);
const SubscriptionsByUserQuery = graphql(
  `query SubscriptionsByUser($userId: ID!) { subscriptionsByUser(userId: $userId) { ...SubscriptionFields } }`,
  [SubscriptionFields],
);
const PricingStrategiesQuery = graphql("query PricingStrategies { pricingStrategies { ...StrategyFields } }", [
  StrategyFields,
]);
const PricingStrategyQuery = graphql(
  `query PricingStrategy($pricingStrategyId: ID!) {
    pricingStrategy(pricingStrategyId: $pricingStrategyId) {
      ...StrategyFields tiers { tier parameters { costPerUser } features }
    }
  }`,
  [StrategyFields],
);
const PlanChangePreviewQuery = graphql(`
  query PlanChangePreview($subsId: ID!) {
    planChangePreview(subsId: $subsId) {
      subsId seats remainingDays nextBillDate tiers { tier costPerUser seats monthlyTotal prorationAmount isCurrent }
    }
  }
`);
const CancelSubscriptionMutation = graphql(
  `mutation CancelSubscription($subsId: ID!) { cancelSubscription(subsId: $subsId) { ...SubscriptionFields } }`,
  [SubscriptionFields],
);
const ChangeSubscriptionPlanMutation = graphql(
  `mutation ChangeSubscriptionPlan($subsId: ID!, $tier: String!) {
    changeSubscriptionPlan(subsId: $subsId, tier: $tier) { subscription { ...SubscriptionFields } prorationAmount note }
  }`,
  [SubscriptionFields],
);
const BillingPortalUrlMutation = graphql("mutation BillingPortalUrl { billingPortalUrl }");

type UserDetails = ResultOf<typeof UserQuery>["user"];
/** A subscription: the spec's AmountCharged (US dollars a month) for amountCharged, no provider. */
export type Subscription = ResultOf<typeof SubscriptionFields>;
type PricingStrategySummary = ResultOf<typeof StrategyFields>;
export type PricingStrategy = NonNullable<ResultOf<typeof PricingStrategyQuery>["pricingStrategy"]>;
export type PricingTier = PricingStrategy["tiers"][number];
type PlanChange = ResultOf<typeof ChangeSubscriptionPlanMutation>["changeSubscriptionPlan"];
export type PlanPreview = ResultOf<typeof PlanChangePreviewQuery>["planChangePreview"];

const pricingStrategyNotFound = "Pricing strategy not found.";

type ServerBaseQuery = (
  request: ServerRequest,
) => PromiseLike<{ data?: unknown; error?: ServerError }> | { data?: unknown; error?: ServerError };

async function pricingStrategyOf(
  baseQuery: ServerBaseQuery,
  pricingStrategyId: string,
): Promise<{ data: PricingStrategy; error?: undefined } | { error: ServerError; data?: undefined }> {
  const result = await baseQuery({ document: PricingStrategyQuery, variables: { pricingStrategyId } });
  if (result.error) return { error: result.error };
  const strategy = (result.data as ResultOf<typeof PricingStrategyQuery>).pricingStrategy;
  return strategy ? { data: strategy } : { error: { message: pricingStrategyNotFound } };
}

const queriesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The user record; its organizationId is saved to the store as a user update (spec section 4). */
    userDetails: build.query<UserDetails, string>({
      async queryFn(email, { getState }, _extra, baseQuery) {
        if (!email.trim()) return { error: { message: subscriptionMessages.emailRequired } };
        if (!identityOf(getState()).userId) return { error: { message: subscriptionMessages.userAndAppRequired } };
        const result = await baseQuery({ document: UserQuery, variables: { email: email.trim() } });
        if (result.error) return { error: result.error };
        return { data: (result.data as ResultOf<typeof UserQuery>).user };
      },
      async onQueryStarted(_email, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(authActions.userUpdated({ organizationId: data.organizationId }));
      },
      providesTags: ["User"],
    }),
    subscriptionsByUser: build.query<Subscription[], string>({
      query: (userId) => ({ document: SubscriptionsByUserQuery, variables: { userId } }),
      transformResponse: (data: ResultOf<typeof SubscriptionsByUserQuery>) => data.subscriptionsByUser,
      providesTags: ["Subscription"],
    }),
    pricingStrategies: build.query<PricingStrategySummary[], void>({
      query: () => ({ document: PricingStrategiesQuery }),
      transformResponse: (data: ResultOf<typeof PricingStrategiesQuery>) => data.pricingStrategies,
      providesTags: ["PricingStrategy"],
    }),
    /** One pricing strategy with its tiers; a strategy the server does not know is a failure too. */
    pricingStrategy: build.query<PricingStrategy, string>({
      queryFn: (pricingStrategyId, _api, _extra, baseQuery) => pricingStrategyOf(baseQuery, pricingStrategyId),
      providesTags: ["PricingStrategy"],
    }),
    /** Each available product's pricing strategy with its tiers, by app id. */
    availableStrategies: build.query<Record<number, PricingStrategy>, void>({
      async queryFn(_arg, _api, _extra, baseQuery) {
        const list = await baseQuery({ document: PricingStrategiesQuery });
        if (list.error) return { error: list.error };
        const wanted = (list.data as ResultOf<typeof PricingStrategiesQuery>).pricingStrategies.filter((strategy) =>
          availableProducts.some((product) => product.appId === Number(strategy.appId)),
        );
        const details = await Promise.all(
          wanted.map((strategy) => pricingStrategyOf(baseQuery, strategy.pricingStrategyId)),
        );
        const strategies: Record<number, PricingStrategy> = {};
        for (const detail of details) {
          if (detail.error) return { error: detail.error };
          strategies[Number(detail.data.appId)] = detail.data;
        }
        return { data: strategies };
      },
      providesTags: ["PricingStrategy"],
    }),
    /** What switching the subscription to each tier would bill, priced by the server as the switch itself is. */
    planChangePreview: build.query<PlanPreview, string>({
      query: (subsId) => ({ document: PlanChangePreviewQuery, variables: { subsId } }),
      transformResponse: (data: ResultOf<typeof PlanChangePreviewQuery>) => data.planChangePreview,
      providesTags: ["PlanPreview"],
    }),
  }),
});

type QueriesState = Parameters<typeof queriesApi.util.selectCachedArgsForQuery>[0];

/** Puts a subscription the server just answered in place of the listed one, in every cached list. */
const replaceSubscription =
  (updated: Subscription): ThunkAction<void, QueriesState, unknown, UnknownAction> =>
  (dispatch, getState) => {
    for (const userId of queriesApi.util.selectCachedArgsForQuery(getState(), "subscriptionsByUser")) {
      dispatch(
        queriesApi.util.updateQueryData("subscriptionsByUser", userId, (subscriptions) => {
          const index = subscriptions.findIndex((item) => item.subsId === updated.subsId);
          if (index === -1) subscriptions.unshift(updated);
          else subscriptions[index] = updated;
        }),
      );
    }
  };

const subscriptionsApi = queriesApi.injectEndpoints({
  endpoints: (build) => ({
    cancelSubscription: build.mutation<Subscription, string>({
      query: (subsId) => ({ document: CancelSubscriptionMutation, variables: { subsId } }),
      transformResponse: (data: ResultOf<typeof CancelSubscriptionMutation>) => data.cancelSubscription,
      async onQueryStarted(_subsId, lifecycle) {
        const { data } = await lifecycle.queryFulfilled.catch(() => ({ data: null }));
        if (data) lifecycle.dispatch(replaceSubscription(data));
      },
      invalidatesTags: (result) => (result ? ["Subscription", "PlanPreview", "AuditLog"] : []),
    }),
    changeSubscriptionPlan: build.mutation<PlanChange, { subsId: string; tier: string }>({
      query: ({ subsId, tier }) => ({ document: ChangeSubscriptionPlanMutation, variables: { subsId, tier } }),
      transformResponse: (data: ResultOf<typeof ChangeSubscriptionPlanMutation>) => data.changeSubscriptionPlan,
      async onQueryStarted(_arg, lifecycle) {
        const { data } = await lifecycle.queryFulfilled.catch(() => ({ data: null }));
        if (data) lifecycle.dispatch(replaceSubscription(data.subscription));
      },
      invalidatesTags: (result) => (result ? ["Subscription", "PlanPreview", "SeatPreview", "AuditLog"] : []),
    }),
    /** A short-lived link to the payment provider's billing page for the signed-in user. */
    billingPortalUrl: build.mutation<string, void>({
      query: () => ({ document: BillingPortalUrlMutation }),
      transformResponse: (data: ResultOf<typeof BillingPortalUrlMutation>) => data.billingPortalUrl,
    }),
  }),
});

export const {
  useUserDetailsQuery,
  useSubscriptionsByUserQuery,
  useLazyPricingStrategiesQuery,
  useLazyPricingStrategyQuery,
  useAvailableStrategiesQuery,
  usePlanChangePreviewQuery,
  useCancelSubscriptionMutation,
  useChangeSubscriptionPlanMutation,
  useBillingPortalUrlMutation,
} = subscriptionsApi;
