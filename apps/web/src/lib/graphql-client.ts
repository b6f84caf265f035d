import { DEFAULT_APP_ID } from "@paralex/shared/products";
import { subscriptionMessages, type TPlanChange, type TSubscriptionView } from "@paralex/shared/subscriptions";
import { type ApiResult, apiClient, detailOf } from "./api-client";
import { STORAGE_KEYS } from "./storage-keys";

/**
 * The GraphQL helpers of the dashboard (spec section 7). Every call is a POST of `{query, variables, userId, appId}`
 * to `{api}/graphql` through the one API client, so it carries the session's bearer token, renews it when due and
 * ends the session on a 401. A helper never throws: it answers `{success: true, data}` or `{success: false, message}`.
 */

export const GRAPHQL_PATH = "graphql";

export type GraphqlResult<T> = { success: true; data: T } | { success: false; message: string; code?: string };

/** Who the request is about: sent beside the query, as the spec's client does. Grants nothing on the server. */
export interface GraphqlIdentity {
  userId?: string | null;
  appId?: string | number | null;
}

export interface UserDetails {
  userId: string;
  cognito_user_id: string | null;
  organizationId: string | null;
  username: string;
  email: string;
  firstName: string;
  first_name: string;
  lastName: string;
  createdDate: string;
  assignedCases: string[];
  legalTeamIds: string[];
  profileImage: string | null;
}

/** A subscription as SUBSCRIPTION_FIELDS selects it: the spec's AmountCharged for amountCharged, no provider. */
export interface Subscription extends Omit<TSubscriptionView, "amountCharged" | "provider"> {
  /** US dollars a month. */
  AmountCharged: number;
}

export interface PricingStrategySummary {
  pricingStrategyId: string;
  appId: number;
  strategyType: string;
  stripeLookup: string;
}

export interface PricingTier {
  tier: string;
  parameters: { costPerUser: number };
  features: string[];
}

export interface PricingStrategy extends PricingStrategySummary {
  tiers: PricingTier[];
}

export type PlanChange = TPlanChange<Subscription>;

const USER_FIELDS = `userId cognito_user_id organizationId username email firstName first_name lastName createdDate
  assignedCases legalTeamIds profileImage`;
const SUBSCRIPTION_FIELDS = `subsId organizationId appId userId startDate endDate pricingStrategyId pricingTier
  AmountCharged status cancelAtPeriodEnd`;
const STRATEGY_FIELDS = "pricingStrategyId appId strategyType stripeLookup";

export const USER_QUERY = `query User($email: String!) { user(email: $email) { ${USER_FIELDS} } }`;
export const SUBSCRIPTIONS_BY_USER_QUERY = `query SubscriptionsByUser($userId: ID!) {
  subscriptionsByUser(userId: $userId) { ${SUBSCRIPTION_FIELDS} } }`;
export const PRICING_STRATEGIES_QUERY = `query PricingStrategies { pricingStrategies { ${STRATEGY_FIELDS} } }`;
export const PRICING_STRATEGY_QUERY = `query PricingStrategy($pricingStrategyId: ID!) {
  pricingStrategy(pricingStrategyId: $pricingStrategyId) {
    ${STRATEGY_FIELDS} tiers { tier parameters { costPerUser } features } } }`;
export const CANCEL_SUBSCRIPTION_MUTATION = `mutation CancelSubscription($subsId: ID!) {
  cancelSubscription(subsId: $subsId) { ${SUBSCRIPTION_FIELDS} } }`;
export const CHANGE_SUBSCRIPTION_PLAN_MUTATION = `mutation ChangeSubscriptionPlan($subsId: ID!, $tier: String!) {
  changeSubscriptionPlan(subsId: $subsId, tier: $tier) { subscription { ${SUBSCRIPTION_FIELDS} } prorationAmount note } }`;
export const BILLING_PORTAL_URL_MUTATION = "mutation BillingPortalUrl { billingPortalUrl }";

export const graphqlMessages = {
  unreachable: "We could not reach the server. Please check your connection and try again.",
  failed: "Something went wrong. Please try again.",
  noData: "The server sent an answer we could not read. Please try again.",
  notFound: "Pricing strategy not found.",
} as const;

interface GraphqlAnswer<T> {
  data?: T | null;
  errors?: { message?: unknown; extensions?: { code?: unknown } }[];
}

type Post = (path: string, body: unknown) => Promise<ApiResult<unknown>>;

export interface GraphqlClientDeps {
  post: Post;
  /** The signed-in user as the store holds it; optional, local storage is read when it knows nothing. */
  getIdentity?: () => GraphqlIdentity | null | undefined;
  readStorage?: (key: string) => string | null;
}

function text(value: unknown): string | null {
  if (typeof value === "string" && value.trim() !== "") return value.trim();
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  return null;
}

function safeReadLocalStorage(key: string): string | null {
  try {
    return typeof localStorage === "undefined" ? null : localStorage.getItem(key);
  } catch {
    return null;
  }
}

function storedIdentity(read: (key: string) => string | null): GraphqlIdentity {
  const raw = read(STORAGE_KEYS.user);
  if (!raw) return {};
  try {
    const user = JSON.parse(raw) as Record<string, unknown> | null;
    return { userId: text(user?.userId) ?? text(user?.pk), appId: text(user?.appId) };
  } catch {
    return {};
  }
}

/** The failure of a call that answered no GraphQL errors: by status, or the server's own `detail`. */
function failureMessage(result: ApiResult<unknown>): string {
  if (result.status === 0) return graphqlMessages.unreachable;
  return detailOf(result.data) ?? graphqlMessages.failed;
}

export function createGraphqlClient({ post, getIdentity, readStorage = safeReadLocalStorage }: GraphqlClientDeps) {
  /** userId and appId from the arguments, else the store, else local storage; the app id defaults to '1'. */
  function resolveIdentity(args: GraphqlIdentity = {}): { userId: string | null; appId: string } {
    let fromStore: GraphqlIdentity | null | undefined = null;
    try {
      fromStore = getIdentity?.();
    } catch {
      fromStore = null;
    }
    let fromStorage: GraphqlIdentity | null = null;
    const stored = () => {
      fromStorage ??= storedIdentity(readStorage);
      return fromStorage;
    };
    const userId = text(args.userId) ?? text(fromStore?.userId) ?? text(stored().userId) ?? null;
    const appId = text(args.appId) ?? text(fromStore?.appId) ?? text(stored().appId) ?? String(DEFAULT_APP_ID);
    return { userId, appId };
  }

  async function request<T>(
    query: string,
    variables: Record<string, unknown>,
    identity: GraphqlIdentity = {},
  ): Promise<GraphqlResult<T>> {
    try {
      const { userId, appId } = resolveIdentity(identity);
      const result = await post(GRAPHQL_PATH, { query, variables, userId, appId });
      const answer = (result.data ?? null) as GraphqlAnswer<T> | null;
      const [firstError] = Array.isArray(answer?.errors) ? answer.errors : [];
      if (firstError) {
        const message = text(firstError.message) ?? graphqlMessages.failed;
        const code = text(firstError.extensions?.code);
        return code ? { success: false, message, code } : { success: false, message };
      }
      if (!result.ok) return { success: false, message: failureMessage(result) };
      if (!answer?.data) return { success: false, message: graphqlMessages.noData };
      return { success: true, data: answer.data };
    } catch (error) {
      return { success: false, message: text((error as Error | null)?.message) ?? graphqlMessages.failed };
    }
  }

  /** One field of the answer's data, as its own result. */
  async function field<K extends string, T>(
    key: K,
    query: string,
    variables: Record<string, unknown>,
    identity?: GraphqlIdentity,
  ): Promise<GraphqlResult<T>> {
    const result = await request<Record<K, T>>(query, variables, identity);
    if (!result.success) return result;
    return { success: true, data: result.data[key] };
  }

  return {
    resolveIdentity,
    request,

    /** The user record (organizationId among it). Needs an email, and a userId and appId to send beside it. */
    async fetchUserDetails(
      email: string | null | undefined,
      userId?: string | null,
      appId?: string | number | null,
    ): Promise<GraphqlResult<UserDetails>> {
      if (!text(email)) return { success: false, message: subscriptionMessages.emailRequired };
      const identity = resolveIdentity({ userId, appId });
      if (!identity.userId || !identity.appId) {
        return { success: false, message: subscriptionMessages.userAndAppRequired };
      }
      return field<"user", UserDetails>("user", USER_QUERY, { email: String(email).trim() }, identity);
    },

    async fetchSubscriptionsByUser(userId: string | null | undefined): Promise<GraphqlResult<Subscription[]>> {
      const wanted = text(userId);
      if (!wanted) return { success: false, message: subscriptionMessages.userIdRequired };
      return field<"subscriptionsByUser", Subscription[]>(
        "subscriptionsByUser",
        SUBSCRIPTIONS_BY_USER_QUERY,
        { userId: wanted },
        { userId: wanted },
      );
    },

    fetchPricingStrategies(): Promise<GraphqlResult<PricingStrategySummary[]>> {
      return field<"pricingStrategies", PricingStrategySummary[]>("pricingStrategies", PRICING_STRATEGIES_QUERY, {});
    },

    /** One pricing strategy with its tiers; a strategy the server does not know is a failure too. */
    async fetchPricingStrategy(pricingStrategyId: string | null | undefined): Promise<GraphqlResult<PricingStrategy>> {
      const id = text(pricingStrategyId);
      if (!id) return { success: false, message: subscriptionMessages.pricingStrategyIdRequired };
      const result = await field<"pricingStrategy", PricingStrategy | null>("pricingStrategy", PRICING_STRATEGY_QUERY, {
        pricingStrategyId: id,
      });
      if (!result.success) return result;
      if (!result.data) return { success: false, message: graphqlMessages.notFound };
      return { success: true, data: result.data };
    },

    async cancelSubscription(subsId: string): Promise<GraphqlResult<Subscription>> {
      const id = text(subsId);
      if (!id) return { success: false, message: subscriptionMessages.subscriptionNotFound };
      return field<"cancelSubscription", Subscription>("cancelSubscription", CANCEL_SUBSCRIPTION_MUTATION, {
        subsId: id,
      });
    },

    async changeSubscriptionPlan(subsId: string, tier: string): Promise<GraphqlResult<PlanChange>> {
      const id = text(subsId);
      if (!id) return { success: false, message: subscriptionMessages.subscriptionNotFound };
      if (!text(tier)) return { success: false, message: subscriptionMessages.unknownTier };
      return field<"changeSubscriptionPlan", PlanChange>("changeSubscriptionPlan", CHANGE_SUBSCRIPTION_PLAN_MUTATION, {
        subsId: id,
        tier: String(tier).trim(),
      });
    },

    /** A short-lived link to the payment provider's billing page for the signed-in user. */
    fetchBillingPortalUrl(): Promise<GraphqlResult<string>> {
      return field<"billingPortalUrl", string>("billingPortalUrl", BILLING_PORTAL_URL_MUTATION, {});
    },
  };
}

export type GraphqlClient = ReturnType<typeof createGraphqlClient>;

let identitySource: (() => GraphqlIdentity | null | undefined) | null = null;

/** Lets the helpers read userId and appId from the store (wired once at start, like the API client). */
export function connectGraphqlIdentity(source: () => GraphqlIdentity | null | undefined): () => void {
  identitySource = source;
  return () => {
    if (identitySource === source) identitySource = null;
  };
}

/** The app's GraphQL client, on the one API client. */
export const graphqlClient = createGraphqlClient({
  post: (path, body) => apiClient.post(path, body),
  getIdentity: () => identitySource?.(),
});

export const {
  fetchUserDetails,
  fetchSubscriptionsByUser,
  fetchPricingStrategies,
  fetchPricingStrategy,
  cancelSubscription,
  changeSubscriptionPlan,
  fetchBillingPortalUrl,
} = graphqlClient;
