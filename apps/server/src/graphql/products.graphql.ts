import type { TProduct } from "@paralex/shared/products";
import { subscriptionMessages } from "@paralex/shared/subscriptions";
import type { PricedStrategy, PricedTier } from "../features/products/products.service.js";
import { AppError } from "../lib/app-error.js";
import { builder } from "./graphql-builder.js";

/** Prices and products are public: the marketing site shows them and /dev_test fetches one signed out. */

export const ProductRef = builder.objectRef<TProduct>("Product");
export const PricingStrategyRef = builder.objectRef<PricedStrategy>("PricingStrategy");
const PricingTierRef = builder.objectRef<PricedTier>("PricingTier");
const PricingParametersRef = builder.objectRef<PricedTier["parameters"]>("PricingParameters");

ProductRef.implement({
  fields: (t) => ({
    appId: t.exposeInt("appId"),
    title: t.exposeString("title"),
    icon: t.exposeString("icon", { description: "A lucide icon name." }),
    accentColor: t.exposeString("accentColor"),
    link: t.exposeString("link", { nullable: true }),
    comingSoon: t.exposeBoolean("comingSoon"),
    pricingStrategy: t.field({
      type: PricingStrategyRef,
      nullable: true,
      resolve: (product, _args, context) => context.products.getPricingStrategyForApp(product.appId),
    }),
  }),
});

PricingParametersRef.implement({
  fields: (t) => ({
    costPerUser: t.exposeFloat("costPerUser", { description: "US dollars a month per seat." }),
  }),
});

PricingTierRef.implement({
  fields: (t) => ({
    tier: t.exposeString("tier"),
    parameters: t.field({ type: PricingParametersRef, resolve: (tier) => tier.parameters }),
    features: t.stringList({ resolve: (tier) => [...tier.features] }),
    lookupKey: t.exposeString("lookupKey", { description: "The checkout lookup_key: stripeLookup + tier." }),
  }),
});

PricingStrategyRef.implement({
  fields: (t) => ({
    pricingStrategyId: t.exposeID("pricingStrategyId"),
    appId: t.exposeInt("appId"),
    strategyType: t.exposeString("strategyType"),
    stripeLookup: t.exposeString("stripeLookup"),
    tiers: t.field({ type: [PricingTierRef], resolve: (strategy) => strategy.tiers }),
    product: t.field({
      type: ProductRef,
      nullable: true,
      resolve: (strategy, _args, context) => context.products.getProduct(strategy.appId),
    }),
  }),
});

builder.queryFields((t) => ({
  products: t.field({
    type: [ProductRef],
    description: "The seven practice-area products, by app id.",
    resolve: (_root, _args, context) => context.products.listProducts(),
  }),
  pricingStrategies: t.field({
    type: [PricingStrategyRef],
    resolve: (_root, _args, context) => context.products.listPricingStrategies(),
  }),
  pricingStrategy: t.field({
    type: PricingStrategyRef,
    nullable: true,
    args: { pricingStrategyId: t.arg.id({ required: true }) },
    resolve: (_root, args, context) => {
      const id = String(args.pricingStrategyId).trim();
      if (id === "") {
        const message = subscriptionMessages.pricingStrategyIdRequired;
        throw new AppError("validation", message, { pricingStrategyId: [message] });
      }
      return context.products.getPricingStrategy(id);
    },
  }),
}));
