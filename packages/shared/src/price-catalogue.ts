import { formatMonthly, formatUsd, formatUsdCents } from "./money.js";
import { lookupKeyFor, pricingStrategies, products, type TTierName } from "./products.js";

/**
 * The one price catalogue (decision 066). Every price the product shows or charges comes from the per-seat tiers of
 * `products.ts` (the dashboard's tiers, seeded into the server's tables and charged by its checkout) through the
 * functions here: the plan pages' monthly plans are bundles of one tier across every available practice area, so
 * their price is a sum of tiers, never a second number; the mails and the receipts format what the checkout
 * charged with the same helpers. A server test fails when a page's number and the checkout's charge differ.
 */

/** One practice area's tier as the checkout sells it: what a Subscribe button asks for, and what it charges. */
export interface TCatalogueLine {
  appId: number;
  productTitle: string;
  pricingStrategyId: string;
  tier: TTierName;
  /** The checkout's lookup_key for the tier. */
  lookupKey: string;
  /** US cents a seat a month. */
  costPerUserCents: number;
}

/** The practice areas the checkout sells (available products with a pricing strategy), in card order. */
export function sellableProducts() {
  return products.filter(
    (product) => !product.comingSoon && pricingStrategies.some((strategy) => strategy.appId === product.appId),
  );
}

/** What one seat of a product's tier costs a month, in cents; undefined when the catalogue has no such tier. */
export function tierPriceCents(appId: number, tierName: string): number | undefined {
  const strategy = pricingStrategies.find((candidate) => candidate.appId === appId);
  const tier = strategy?.tiers.find((candidate) => candidate.tier === tierName);
  return tier ? Math.round(tier.parameters.costPerUser * 100) : undefined;
}

/** A bundle: the tier in every practice area the checkout sells, one checkout line each. */
export function bundleLines(tierName: TTierName): TCatalogueLine[] {
  return sellableProducts().flatMap((product) => {
    const strategy = pricingStrategies.find((candidate) => candidate.appId === product.appId);
    const cents = tierPriceCents(product.appId, tierName);
    if (!strategy || cents === undefined) return [];
    return [
      {
        appId: product.appId,
        productTitle: product.title,
        pricingStrategyId: strategy.pricingStrategyId,
        tier: tierName,
        lookupKey: lookupKeyFor(strategy, tierName),
        costPerUserCents: cents,
      },
    ];
  });
}

/** A bundle's price for one seat a month, in cents: the sum of its lines. */
export function bundlePriceCents(tierName: TTierName): number {
  return bundleLines(tierName).reduce((total, line) => total + line.costPerUserCents, 0);
}

/** A monthly amount for seats of a tier: what the checkout charges (cost per seat × seats). */
export function monthlyChargeCents(costPerUserCents: number, seats: number): number {
  return costPerUserCents * Math.max(1, seats);
}

/** How the catalogue writes money everywhere: pages, drawers, mails and receipts. */
export const catalogueMoney = { formatUsd, formatUsdCents, formatMonthly } as const;
