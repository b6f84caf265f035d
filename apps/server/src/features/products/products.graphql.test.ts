import { pricingStrategies, products } from "@paralex/shared/products";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gql, signUpAndLogIn } from "../../test/billing-helpers.js";
import { createTestApp } from "../../test/test-app.js";

const STRATEGY_QUERY = `query Strategy($id: ID!) {
  pricingStrategy(pricingStrategyId: $id) { pricingStrategyId appId strategyType stripeLookup
    tiers { tier parameters { costPerUser } features } }
}`;

describe("products and pricing over GraphQL", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it("serves the seeded products, equal to the shared catalogue, to anyone", async () => {
    const { status, body } = await gql(app, "{ products { appId title icon accentColor link comingSoon } }");

    expect(status).toBe(200);
    expect(body.data?.products).toEqual(products);
  });

  it("serves the seeded pricing strategies, equal to the shared catalogue, to anyone", async () => {
    const { body } = await gql(
      app,
      `{ pricingStrategies { pricingStrategyId appId strategyType stripeLookup
          tiers { tier parameters { costPerUser } features } } }`,
    );

    expect(body.errors).toBeUndefined();
    expect(body.data?.pricingStrategies).toEqual(pricingStrategies);
  });

  it.each(["/api/graphql", "/api/core/graphql-router/"])(
    "serves one strategy with its tiers at %s, signed in or not",
    async (path) => {
      const [federalCriminal] = pricingStrategies;
      const user = await signUpAndLogIn(app);
      for (const token of [undefined, user.token]) {
        const { body } = await gql(app, STRATEGY_QUERY, {
          variables: { id: "ps_federal_criminal" },
          path,
          ...(token ? { token } : {}),
        });
        expect(body.data?.pricingStrategy).toEqual(federalCriminal);
      }
    },
  );

  it("gives each tier its checkout lookup_key and each strategy its product", async () => {
    const { body } = await gql(
      app,
      `{ pricingStrategy(pricingStrategyId: "ps_startups") { product { title } tiers { tier lookupKey } } }`,
    );
    expect(body.data?.pricingStrategy).toEqual({
      product: { title: "Start-ups" },
      tiers: [
        { tier: "Basic", lookupKey: "startups_Basic" },
        { tier: "Professional", lookupKey: "startups_Professional" },
        { tier: "Enterprise", lookupKey: "startups_Enterprise" },
      ],
    });
  });

  it("answers null for an unknown strategy and the spec's message for an empty id", async () => {
    const unknown = await gql(app, STRATEGY_QUERY, { variables: { id: "ps_nope" } });
    expect(unknown.body).toEqual({ data: { pricingStrategy: null } });

    const empty = await gql(app, STRATEGY_QUERY, { variables: { id: "" } });
    expect(empty.body.errors?.[0]).toMatchObject({
      message: "Pricing strategy ID is required.",
      extensions: { code: "BAD_USER_INPUT" },
    });
  });

  it("links each available product to its strategy and coming-soon products to none", async () => {
    const { body } = await gql(app, "{ products { appId pricingStrategy { pricingStrategyId } } }");
    expect(body.data?.products).toEqual([
      { appId: 1, pricingStrategy: { pricingStrategyId: "ps_federal_criminal" } },
      { appId: 2, pricingStrategy: { pricingStrategyId: "ps_civil_litigation" } },
      { appId: 3, pricingStrategy: { pricingStrategyId: "ps_bankruptcy" } },
      { appId: 4, pricingStrategy: { pricingStrategyId: "ps_startups" } },
      { appId: 5, pricingStrategy: null },
      { appId: 6, pricingStrategy: null },
      { appId: 7, pricingStrategy: null },
    ]);
  });
});
