import type { DbExecutor } from "../../db/client.js";
import { bindService } from "../../lib/bind-service.js";
import {
  getPricingStrategy,
  getPricingStrategyForApp,
  getProduct,
  listPricingStrategies,
  listProducts,
} from "./products.service.js";

/** The catalogue, built once at start: what GraphQL reads of products and pricing strategies. */
export function createProductsService(db: DbExecutor) {
  return bindService(db, {
    listProducts,
    getProduct,
    listPricingStrategies,
    getPricingStrategy,
    getPricingStrategyForApp,
  });
}

export type ProductsService = ReturnType<typeof createProductsService>;
