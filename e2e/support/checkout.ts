import { CREATE_CHECKOUT_SESSION_PATH } from "@paralex/shared/checkout";
import { lookupKeyFor, pricingStrategies } from "@paralex/shared/products";
import { type APIRequestContext, expect } from "@playwright/test";
import type { SignedInAccount } from "./accounts";

/** Who pays: the session's access token and the ids the checkout request names. */
export interface Payer {
  access: string;
  userId: string;
  organizationId: string;
}

/** The payer a signed-in account's stored session speaks for. */
export function payerOf(account: SignedInAccount): Payer {
  const stored = Object.fromEntries(
    (account.storageState.origins[0]?.localStorage ?? []).map((item) => [item.name, item.value]),
  );
  const user = JSON.parse(stored.user ?? "{}") as { userId: string; organizationId: string };
  return { access: stored.access ?? "", userId: String(user.userId), organizationId: String(user.organizationId) };
}

/** The built-in checkout's address for a plan, asked for as the dashboard's Subscribe button asks. */
export async function builtInCheckoutPath(
  request: APIRequestContext,
  payer: Payer,
  appId: number,
  tier: string,
): Promise<string> {
  const strategy = pricingStrategies.find((candidate) => candidate.appId === appId);
  if (!strategy) throw new Error(`no pricing strategy for app ${appId}`);
  const body = {
    lookup_key: lookupKeyFor(strategy, tier),
    userId: payer.userId,
    pricingStrategyId: strategy.pricingStrategyId,
    accessLevel: "admin",
    subsId: null,
    subscription: { organizationId: payer.organizationId, appId, userId: payer.userId, pricingTier: tier },
  };
  const checkout = await request.post("/gateway/stripegraph", {
    headers: { authorization: `Bearer ${payer.access}` },
    data: { path: CREATE_CHECKOUT_SESSION_PATH, httpMethod: "POST", body: JSON.stringify(body) },
  });
  const checkoutUrl = JSON.parse((await checkout.json()).body).checkoutUrl as string;
  expect(checkoutUrl, await checkout.text()).toContain("/checkout/");
  return new URL(checkoutUrl).pathname;
}

/** Subscribes to a plan by paying the built-in checkout's card form with the test card. */
export async function subscribeThroughCheckout(
  request: APIRequestContext,
  payer: Payer,
  appId: number,
  tier: string,
): Promise<void> {
  const paid = await request.post(await builtInCheckoutPath(request, payer, appId, tier), {
    form: { cardNumber: "4242 4242 4242 4242", expiry: "12/40", cvc: "123", country: "US", postalCode: "10001" },
    maxRedirects: 0,
  });
  expect(paid.status()).toBe(303);
}
