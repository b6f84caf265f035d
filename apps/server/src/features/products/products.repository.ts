import { asc, eq, inArray } from "drizzle-orm";
import type { DbExecutor } from "../../db/client.js";
import { pricingStrategies, pricingTiers, products } from "../../db/schema.js";

export type ProductRecord = typeof products.$inferSelect;
export type PricingStrategyRecord = typeof pricingStrategies.$inferSelect;
export type PricingTierRecord = typeof pricingTiers.$inferSelect;
export type PricingStrategyWithTiers = PricingStrategyRecord & { tiers: PricingTierRecord[] };

export async function findAllProducts(db: DbExecutor): Promise<ProductRecord[]> {
  return db.select().from(products).orderBy(asc(products.appId));
}

export async function findProductByAppId(db: DbExecutor, appId: number): Promise<ProductRecord | undefined> {
  const [product] = await db.select().from(products).where(eq(products.appId, appId)).limit(1);
  return product;
}

async function withTiers(db: DbExecutor, strategies: PricingStrategyRecord[]): Promise<PricingStrategyWithTiers[]> {
  if (strategies.length === 0) return [];
  const tiers = await db
    .select()
    .from(pricingTiers)
    .where(
      inArray(
        pricingTiers.pricingStrategyId,
        strategies.map((strategy) => strategy.pricingStrategyId),
      ),
    )
    .orderBy(asc(pricingTiers.position));
  return strategies.map((strategy) => ({
    ...strategy,
    tiers: tiers.filter((tier) => tier.pricingStrategyId === strategy.pricingStrategyId),
  }));
}

export async function findAllPricingStrategies(db: DbExecutor): Promise<PricingStrategyWithTiers[]> {
  return withTiers(db, await db.select().from(pricingStrategies).orderBy(asc(pricingStrategies.appId)));
}

export async function findPricingStrategyById(
  db: DbExecutor,
  id: string,
): Promise<PricingStrategyWithTiers | undefined> {
  const strategies = await db
    .select()
    .from(pricingStrategies)
    .where(eq(pricingStrategies.pricingStrategyId, id))
    .limit(1);
  const [strategy] = await withTiers(db, strategies);
  return strategy;
}

export async function findPricingStrategyByAppId(
  db: DbExecutor,
  appId: number,
): Promise<PricingStrategyWithTiers | undefined> {
  const strategies = await db.select().from(pricingStrategies).where(eq(pricingStrategies.appId, appId)).limit(1);
  const [strategy] = await withTiers(db, strategies);
  return strategy;
}
