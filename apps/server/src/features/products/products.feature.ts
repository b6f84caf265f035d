import type { DbExecutor } from "../../db/client.js";
import type { Feature } from "../../feature.js";
import { createProductsService, type ProductsService } from "./create-products-service.js";

/** The product catalogue, read through GraphQL; no routes of its own. */
export function productsFeature(db: DbExecutor): Feature<ProductsService> {
  return { name: "products", service: createProductsService(db) };
}
