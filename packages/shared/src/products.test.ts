import { describe, expect, it } from "vitest";
import { findPricingStrategyForApp, lookupKeyFor, pricingStrategies, products } from "./products.js";

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

describe("practice-area products", () => {
  it("are the spec's seven, ids 1–4 available and 5–7 coming soon", () => {
    expect(products.map((product) => [product.appId, product.title, product.comingSoon])).toEqual([
      [1, "Federal Criminal", false],
      [2, "Civil Litigation", false],
      [3, "Bankruptcy", false],
      [4, "Start-ups", false],
      [5, "In-House Counsel", true],
      [6, "Intellectual Property", true],
      [7, "Contracts", true],
    ]);
  });

  it("have distinct accent colours that white text reads on at 4.5:1 or better", () => {
    const colours = products.map((product) => product.accentColor);
    expect(new Set(colours).size).toBe(colours.length);
    for (const colour of colours) {
      expect(colour).toMatch(/^#[0-9a-f]{6}$/);
      expect((1 + 0.05) / (luminance(colour) + 0.05)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it("link out only when available", () => {
    for (const product of products) expect(product.link === null).toBe(product.comingSoon);
  });
});

describe("pricing strategies", () => {
  it("price each available product, and only those, in Basic, Professional and Enterprise tiers", () => {
    expect(pricingStrategies.map((strategy) => strategy.appId)).toEqual([1, 2, 3, 4]);
    for (const product of products) expect(Boolean(findPricingStrategyForApp(product.appId))).toBe(!product.comingSoon);
    for (const strategy of pricingStrategies) {
      expect(strategy.tiers.map((tier) => tier.tier)).toEqual(["Basic", "Professional", "Enterprise"]);
      const costs = strategy.tiers.map((tier) => tier.parameters.costPerUser);
      expect([...costs].sort((a, b) => a - b)).toEqual(costs);
      for (const tier of strategy.tiers) expect(tier.features.length).toBeGreaterThan(0);
    }
  });

  it("make a distinct lookup_key of prefix and tier name", () => {
    const keys = pricingStrategies.flatMap((strategy) =>
      strategy.tiers.map((tier) => lookupKeyFor(strategy, tier.tier)),
    );
    expect(new Set(keys).size).toBe(12);
    expect(keys[1]).toBe("federal_criminal_Professional");
  });
});
