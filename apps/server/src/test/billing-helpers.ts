import { CREATE_CHECKOUT_SESSION_PATH } from "@paralex/shared/checkout";
import { lookupKeyFor, pricingStrategies, type TPricingStrategy } from "@paralex/shared/products";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import Stripe from "stripe";
import { createConfirmedAccount, logInAs, nextIp, uniqueEmail } from "./account-helpers.js";

export interface SignedInUser {
  email: string;
  userId: string;
  organizationId: string;
  token: string;
}

/** A confirmed account, logged in: its bearer token and the ids the dashboard sends. */
export async function signUpAndLogIn(app: FastifyInstance, label = "subscriber"): Promise<SignedInUser> {
  const account = await createConfirmedAccount(app, uniqueEmail(label));
  const login = await logInAs(app, account);
  return {
    email: account.email,
    userId: String(login.user.userId),
    organizationId: String(login.user.organizationId),
    token: login.access,
  };
}

export interface GraphQLAnswer<TData = Record<string, unknown>> {
  data: TData | null;
  errors?: { message: string; extensions?: { code?: string; [key: string]: unknown }; path?: string[] }[];
}

/** POSTs a GraphQL operation the way the dashboard does, optionally with a bearer token. */
export async function gql<TData = Record<string, unknown>>(
  app: FastifyInstance,
  query: string,
  options: { variables?: Record<string, unknown>; token?: string; path?: string; extra?: Record<string, unknown> } = {},
): Promise<{ status: number; body: GraphQLAnswer<TData>; response: LightMyRequestResponse }> {
  const response = await app.inject({
    method: "POST",
    url: options.path ?? "/api/graphql",
    payload: { query, variables: options.variables ?? {}, ...options.extra },
    headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
    remoteAddress: nextIp(),
  });
  return { status: response.statusCode, body: response.json(), response };
}

export function strategyOf(appId: number): TPricingStrategy {
  const strategy = pricingStrategies.find((candidate) => candidate.appId === appId);
  if (!strategy) throw new Error(`no strategy for app ${appId}`);
  return strategy;
}

/** The spec's checkout body for a tier of a product, as the dashboard builds it. */
export function checkoutBody(user: SignedInUser, appId: number, tier: string, overrides: Record<string, unknown> = {}) {
  const strategy = strategyOf(appId);
  const today = new Date();
  return {
    lookup_key: lookupKeyFor(strategy, tier),
    userId: user.userId,
    pricingStrategyId: strategy.pricingStrategyId,
    accessLevel: "admin",
    subsId: null,
    subscription: {
      subsId: null,
      organizationId: user.organizationId,
      appId,
      userId: user.userId,
      startDate: today.toISOString(),
      endDate: new Date(today.getTime() + 30 * 86_400_000).toISOString(),
      pricingStrategyId: strategy.pricingStrategyId,
      pricingTier: tier,
      amountCharged: strategy.tiers.find((candidate) => candidate.tier === tier)?.parameters.costPerUser,
      accessLevel: "admin",
    },
    pricingStrategy: {
      pricingStrategyId: strategy.pricingStrategyId,
      appId,
      strategyType: strategy.strategyType,
      tiers: strategy.tiers,
    },
    ...overrides,
  };
}

/** POST /gateway/stripegraph with the spec's envelope around a JSON body. */
export async function requestCheckout(
  app: FastifyInstance,
  token: string | undefined,
  body: unknown,
  envelope: Record<string, unknown> = {},
): Promise<{ status: number; statusCode: number; body: { checkoutUrl?: string; message?: string } }> {
  const response = await app.inject({
    method: "POST",
    url: "/gateway/stripegraph",
    payload: { path: CREATE_CHECKOUT_SESSION_PATH, httpMethod: "POST", body: JSON.stringify(body), ...envelope },
    headers: token ? { authorization: `Bearer ${token}` } : {},
    remoteAddress: nextIp(),
  });
  const answer = response.json() as { statusCode: number; body: string };
  return { status: response.statusCode, statusCode: answer.statusCode, body: JSON.parse(answer.body) };
}

export const GOOD_CARD = {
  cardNumber: "4242 4242 4242 4242",
  expiry: "12/40",
  cvc: "123",
  country: "US",
  postalCode: "94107",
};

/** Submits the built-in checkout's card form as a browser without JavaScript would. */
export function submitCardForm(app: FastifyInstance, checkoutUrl: string, form: Record<string, string>) {
  return app.inject({
    method: "POST",
    url: new URL(checkoutUrl).pathname,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: new URLSearchParams(form).toString(),
    remoteAddress: nextIp(),
  });
}

/** Subscribes the user to a tier through the built-in checkout, as a browser would. */
export async function subscribeThroughBuiltinCheckout(
  app: FastifyInstance,
  user: SignedInUser,
  appId: number,
  tier: string,
): Promise<void> {
  const checkout = await requestCheckout(app, user.token, checkoutBody(user, appId, tier));
  if (!checkout.body.checkoutUrl) throw new Error(`checkout refused: ${JSON.stringify(checkout)}`);
  const paid = await submitCardForm(app, checkout.body.checkoutUrl, GOOD_CARD);
  if (paid.statusCode !== 303) throw new Error(`payment failed: ${paid.statusCode} ${paid.body}`);
}

export const SUBSCRIPTION_FIELDS = `subsId organizationId appId userId startDate endDate pricingStrategyId pricingTier
  AmountCharged status cancelAtPeriodEnd`;

/** Posts a Stripe event to the webhook, signed with the SDK's own test-header helper unless a signature is given. */
export function deliverStripeEvent(
  app: FastifyInstance,
  event: unknown,
  options: { secret: string; signature?: string },
) {
  const payload = JSON.stringify(event);
  return app.inject({
    method: "POST",
    url: "/api/payments/webhook",
    headers: {
      "content-type": "application/json; charset=utf-8",
      "stripe-signature":
        options.signature ?? Stripe.webhooks.generateTestHeaderString({ payload, secret: options.secret }),
    },
    payload,
    remoteAddress: nextIp(),
  });
}
