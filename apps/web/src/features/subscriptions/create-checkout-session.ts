import {
  CHECKOUT_ACCESS_LEVEL,
  CHECKOUT_GATEWAY_PATH,
  CREATE_CHECKOUT_SESSION_PATH,
  type TCheckoutResponseBody,
} from "@paralex/shared/checkout";
import { lookupKeyFor } from "@paralex/shared/products";
import { subscriptionPeriod } from "@paralex/shared/subscriptions";
import { type ApiResult, apiClient } from "../../lib/api-client";
import { publicConfig } from "../../lib/public-config";
import { checkoutText } from "./subscription-messages";
import type { PricingStrategy, PricingTier } from "./subscriptions-api";

/** What a checkout is for: the tier the user picked, of one product's pricing strategy. */
export interface CheckoutChoice {
  userId: string;
  organizationId: string | null;
  strategy: PricingStrategy;
  tier: PricingTier;
  /** The subscription this checkout renews, if any. */
  subsId: string | null;
}

export type CheckoutSessionResult = { ok: true; checkoutUrl: string } | { ok: false; message: string };

interface GatewayEnvelope {
  statusCode?: unknown;
  body?: unknown;
}

/**
 * The checkout request of the spec (section 7): lookup_key is the strategy's fixed prefix plus the tier name; the
 * subscription runs 30 days from today, midnight UTC to midnight UTC. The server prices the tier itself.
 */
export function buildCheckoutRequest(choice: CheckoutChoice, now: Date = new Date()) {
  const { strategy, tier } = choice;
  const { startDate, endDate } = subscriptionPeriod(now);
  const amountCharged = tier.parameters.costPerUser;
  return {
    lookup_key: lookupKeyFor(strategy, tier.tier),
    userId: choice.userId,
    pricingStrategyId: strategy.pricingStrategyId,
    accessLevel: CHECKOUT_ACCESS_LEVEL,
    subsId: choice.subsId,
    subscription: {
      subsId: choice.subsId,
      organizationId: choice.organizationId,
      appId: strategy.appId,
      userId: choice.userId,
      startDate: startDate.toISOString(),
      endDate: endDate.toISOString(),
      pricingStrategyId: strategy.pricingStrategyId,
      pricingTier: tier.tier,
      amountCharged,
      accessLevel: CHECKOUT_ACCESS_LEVEL,
    },
    pricingStrategy: {
      pricingStrategyId: strategy.pricingStrategyId,
      appId: strategy.appId,
      strategyType: strategy.strategyType,
      tiers: strategy.tiers.map(({ tier: name, parameters }) => ({
        tier: name,
        parameters: { costPerUser: parameters.costPerUser },
      })),
    },
  };
}

/** The gateway's address: absolute, so the API client does not put it under the API base. */
export function checkoutGatewayUrl(base: string = publicConfig.gatewayBase): string {
  const origin = typeof window === "undefined" ? "http://localhost" : window.location.origin;
  return new URL(`${base.replace(/\/+$/, "")}${CHECKOUT_GATEWAY_PATH}`, origin).href;
}

function parseBody(body: unknown): TCheckoutResponseBody | null {
  if (body && typeof body === "object") return body as TCheckoutResponseBody;
  if (typeof body !== "string") return null;
  try {
    return JSON.parse(body) as TCheckoutResponseBody;
  } catch {
    return null;
  }
}

/** Only an http(s) address is followed: never a `javascript:` or `data:` one. */
function isWebAddress(value: string): boolean {
  try {
    const origin = typeof window === "undefined" ? "http://localhost" : window.location.origin;
    const { protocol } = new URL(value, origin);
    return protocol === "https:" || protocol === "http:";
  } catch {
    return false;
  }
}

type Post = (url: string, body: unknown) => Promise<ApiResult<unknown>>;

/**
 * Asks the payment gateway for a checkout link. A non-200 gateway status is a failure (logged, as the spec's client
 * does) and so is an answer without `checkoutUrl` ('Checkout link not found in response'). Never throws.
 */
export async function createCheckoutSession(
  choice: CheckoutChoice,
  post: Post = (url, body) => apiClient.post(url, body),
): Promise<CheckoutSessionResult> {
  let result: ApiResult<unknown>;
  try {
    result = await post(checkoutGatewayUrl(), {
      path: CREATE_CHECKOUT_SESSION_PATH,
      httpMethod: "POST",
      body: JSON.stringify(buildCheckoutRequest(choice)),
    });
  } catch (error) {
    console.error("Checkout session request failed", error);
    return { ok: false, message: checkoutText.failed };
  }
  if (result.status === 0) {
    console.error("Checkout session request failed: no answer from the gateway");
    return { ok: false, message: checkoutText.unreachable };
  }
  const envelope = (result.data ?? null) as GatewayEnvelope | null;
  const body = parseBody(envelope?.body);
  const statusCode = Number(envelope?.statusCode ?? result.status);
  if (statusCode !== 200) {
    console.error(`Checkout session request failed with status ${statusCode}`, body?.message ?? "");
    const message = typeof body?.message === "string" && body.message.trim() ? body.message : checkoutText.failed;
    return { ok: false, message };
  }
  const checkoutUrl = typeof body?.checkoutUrl === "string" ? body.checkoutUrl.trim() : "";
  if (!checkoutUrl || !isWebAddress(checkoutUrl)) {
    console.error(checkoutText.linkNotFound);
    return { ok: false, message: checkoutText.failed };
  }
  return { ok: true, checkoutUrl };
}
