import { lookupKeyFor, type TPricingStrategy, type TPricingTier, type TProduct } from "@paralex/shared/products";
import type { DbExecutor } from "../../db/client.js";
import {
  findAllPricingStrategies,
  findAllProducts,
  findPricingStrategyByAppId,
  findPricingStrategyById,
  findProductByAppId,
  type PricingStrategyWithTiers,
  type ProductRecord,
} from "./products.repository.js";

/** A tier as the server prices it: whole cents, never floating dollars. */
export interface PricedTier extends TPricingTier {
  costPerUserCents: number;
  lookupKey: string;
}

export interface PricedStrategy extends Omit<TPricingStrategy, "tiers"> {
  tiers: PricedTier[];
}

function toProduct(record: ProductRecord): TProduct {
  return {
    appId: record.appId,
    title: record.title,
    icon: record.icon,
    accentColor: record.accentColor,
    link: record.link,
    comingSoon: record.comingSoon,
  };
}

function toStrategy(record: PricingStrategyWithTiers): PricedStrategy {
  return {
    pricingStrategyId: record.pricingStrategyId,
    appId: record.appId,
    strategyType: record.strategyType as PricedStrategy["strategyType"],
    stripeLookup: record.stripeLookup,
    tiers: record.tiers.map((tier) => ({
      tier: tier.tier,
      parameters: { costPerUser: tier.costPerUserCents / 100 },
      features: tier.features,
      costPerUserCents: tier.costPerUserCents,
      lookupKey: lookupKeyFor(record, tier.tier),
    })),
  };
}

export async function listProducts(db: DbExecutor): Promise<TProduct[]> {
  return (await findAllProducts(db)).map(toProduct);
}

export async function getProduct(db: DbExecutor, appId: number): Promise<TProduct | undefined> {
  const record = await findProductByAppId(db, appId);
  return record && toProduct(record);
}

export async function listPricingStrategies(db: DbExecutor): Promise<PricedStrategy[]> {
  return (await findAllPricingStrategies(db)).map(toStrategy);
}

export async function getPricingStrategy(
  db: DbExecutor,
  pricingStrategyId: string,
): Promise<PricedStrategy | undefined> {
  const record = await findPricingStrategyById(db, pricingStrategyId);
  return record && toStrategy(record);
}

export async function getPricingStrategyForApp(db: DbExecutor, appId: number): Promise<PricedStrategy | undefined> {
  const record = await findPricingStrategyByAppId(db, appId);
  return record && toStrategy(record);
}

export function findTier(strategy: PricedStrategy, tierName: string): PricedTier | undefined {
  return strategy.tiers.find((tier) => tier.tier === tierName);
}

/** The tier a checkout's lookup_key names: exactly the strategy's prefix plus one of its tier names. */
export function findTierByLookupKey(strategy: PricedStrategy, lookupKey: string): PricedTier | undefined {
  return strategy.tiers.find((tier) => tier.lookupKey === lookupKey);
}
