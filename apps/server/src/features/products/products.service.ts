import { lookupKeyFor, type TPricingStrategy, type TPricingTier, type TProduct } from "@paralex/shared/products";
import type { DbExecutor } from "../../db/client.js";
import {
  findAllPricingStrategies,
  findAllProducts,
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

/** The products and their pricing, as one process reads them. */
interface Catalogue {
  products: readonly TProduct[];
  strategies: readonly PricedStrategy[];
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object" && !Object.isFrozen(value)) {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}

/**
 * The catalogue changes only by migration, and migrations run before the server listens, so each process reads it
 * once per database handle and keeps it, frozen so no caller can alter the shared copy. A handle (a test's fresh
 * database, a transaction) starts with nothing cached; a failed read is not kept. Another process reads its own.
 */
const catalogues = new WeakMap<DbExecutor, Promise<Catalogue>>();

async function readCatalogue(db: DbExecutor): Promise<Catalogue> {
  const [products, strategies] = await Promise.all([findAllProducts(db), findAllPricingStrategies(db)]);
  return deepFreeze({ products: products.map(toProduct), strategies: strategies.map(toStrategy) });
}

function catalogueOf(db: DbExecutor): Promise<Catalogue> {
  let catalogue = catalogues.get(db);
  if (!catalogue) {
    catalogue = readCatalogue(db);
    catalogues.set(db, catalogue);
    catalogue.catch(() => catalogues.delete(db));
  }
  return catalogue;
}

/** Drops the process's copy of the catalogue, for whoever changes the tables outside a migration. */
export function forgetCatalogue(db: DbExecutor): void {
  catalogues.delete(db);
}

export async function listProducts(db: DbExecutor): Promise<TProduct[]> {
  return [...(await catalogueOf(db)).products];
}

export async function getProduct(db: DbExecutor, appId: number): Promise<TProduct | undefined> {
  return (await catalogueOf(db)).products.find((product) => product.appId === appId);
}

export async function listPricingStrategies(db: DbExecutor): Promise<PricedStrategy[]> {
  return [...(await catalogueOf(db)).strategies];
}

export async function getPricingStrategy(
  db: DbExecutor,
  pricingStrategyId: string,
): Promise<PricedStrategy | undefined> {
  return (await catalogueOf(db)).strategies.find((strategy) => strategy.pricingStrategyId === pricingStrategyId);
}

export async function getPricingStrategyForApp(db: DbExecutor, appId: number): Promise<PricedStrategy | undefined> {
  return (await catalogueOf(db)).strategies.find((strategy) => strategy.appId === appId);
}

export function findTier(strategy: PricedStrategy, tierName: string): PricedTier | undefined {
  return strategy.tiers.find((tier) => tier.tier === tierName);
}

/** The tier a checkout's lookup_key names: exactly the strategy's prefix plus one of its tier names. */
export function findTierByLookupKey(strategy: PricedStrategy, lookupKey: string): PricedTier | undefined {
  return strategy.tiers.find((tier) => tier.lookupKey === lookupKey);
}
