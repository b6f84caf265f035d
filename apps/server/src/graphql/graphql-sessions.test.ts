import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { logInAs, post, STRONG_PASSWORD } from "../test/account-helpers.js";
import { gql, signUpAndLogIn } from "../test/billing-helpers.js";
import { createTestApp } from "../test/test-app.js";
import { isPublicOperation } from "./graphql-public-operations.js";

const SUBSCRIPTIONS = "query S($userId: ID!) { subscriptionsByUser(userId: $userId) { subsId } }";
const PRICES = "{ pricingStrategies { pricingStrategyId } }";

describe("which operations need a session lookup", () => {
  it("counts only queries of the public catalogue as public", () => {
    expect(isPublicOperation(PRICES)).toBe(true);
    expect(
      isPublicOperation('{ products { title } pricingStrategy(pricingStrategyId: "x") { appId } __typename }'),
    ).toBe(true);
    expect(isPublicOperation(SUBSCRIPTIONS)).toBe(false);
    expect(isPublicOperation("{ pricingStrategies { appId } auditLog { nextCursor } }")).toBe(false);
    expect(isPublicOperation("mutation { billingPortalUrl }")).toBe(false);
    expect(isPublicOperation("{ ...F } fragment F on Query { pricingStrategies { appId } }")).toBe(false);
    expect(isPublicOperation("{ __schema { types { name } } }")).toBe(false);
    expect(isPublicOperation("{ pricingStrategies {")).toBe(false);
  });
});

describe("sessions over GraphQL", () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it("refuses a logged-out session's access token at once, while the catalogue stays public", async () => {
    const user = await signUpAndLogIn(app, "revoked");
    const before = await gql(app, SUBSCRIPTIONS, { variables: { userId: user.userId }, token: user.token });
    expect(before.status).toBe(200);

    const session = await logInAs(app, { email: user.email, password: STRONG_PASSWORD });
    const sameSession = await gql(app, SUBSCRIPTIONS, { variables: { userId: user.userId }, token: session.access });
    expect(sameSession.status).toBe(200);
    expect((await post(app, "/api/auth/logout/", { refresh: session.refresh })).statusCode).toBe(200);

    const after = await gql(app, SUBSCRIPTIONS, { variables: { userId: user.userId }, token: session.access });
    expect(after.status).toBe(401);
    expect(after.body.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    const otherSession = await gql(app, SUBSCRIPTIONS, { variables: { userId: user.userId }, token: user.token });
    expect(otherSession.status).toBe(200);

    const prices = await gql(app, PRICES, { token: session.access });
    expect(prices.status).toBe(200);
    expect(prices.body.data).toEqual({ pricingStrategies: expect.any(Array) });
  });

  it("still answers a forged or malformed bearer token with 401 on a public query", async () => {
    const user = await signUpAndLogIn(app, "forged");
    for (const token of [`${user.token}x`, "not-a-jwt"]) {
      const { status, body } = await gql(app, PRICES, { token });
      expect(status).toBe(401);
      expect(body).toEqual({
        data: null,
        errors: [{ message: "Given token not valid for any token type", extensions: { code: "UNAUTHENTICATED" } }],
      });
    }
  });
});
