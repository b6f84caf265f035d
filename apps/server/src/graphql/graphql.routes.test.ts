import Fastify, { type FastifyInstance } from "fastify";
import { getIntrospectionQuery } from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config.js";
import type { Db } from "../db/client.js";
import { registerRateLimit } from "../plugins/rate-limit.js";
import { gql, type SignedInUser, signUpAndLogIn } from "../test/billing-helpers.js";
import { createTestApp } from "../test/test-app.js";
import { graphqlRoutes } from "./graphql.routes.js";
import type { GraphQLServices } from "./graphql-context.js";

const USER_QUERY = `query User($email: String!) {
  user(email: $email) {
    userId cognito_user_id organizationId username email firstName first_name lastName createdDate
    assignedCases legalTeamIds profileImage
  }
}`;

describe("GraphQL transport and the user query", () => {
  let app: FastifyInstance;
  let ada: SignedInUser;
  let grace: SignedInUser;

  beforeAll(async () => {
    app = await createTestApp();
    ada = await signUpAndLogIn(app, "ada");
    grace = await signUpAndLogIn(app, "grace");
  });
  afterAll(() => app.close());

  it.each(["/api/graphql", "/api/core/graphql-router/", "/api/core/graphql-router"])(
    "answers the owner's own record at %s with the spec's fields",
    async (path) => {
      const { status, body } = await gql(app, USER_QUERY, { variables: { email: ada.email }, token: ada.token, path });

      expect(status).toBe(200);
      expect(body.errors).toBeUndefined();
      expect(body.data?.user).toEqual({
        userId: ada.userId,
        cognito_user_id: null,
        organizationId: ada.organizationId,
        username: ada.email,
        email: ada.email,
        firstName: "Ada",
        first_name: "Ada",
        lastName: "Lovelace",
        createdDate: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        assignedCases: [],
        legalTeamIds: [],
        profileImage: null,
      });
    },
  );

  it("finds the owner's record whatever the case of the address", async () => {
    const { body } = await gql(app, USER_QUERY, { variables: { email: ada.email.toUpperCase() }, token: ada.token });
    expect(body.data?.user).toMatchObject({ userId: ada.userId });
  });

  it.each([
    ["another user's address", () => grace.email],
    ["an address nobody has", () => "nobody@example.com"],
  ])("refuses %s with FORBIDDEN and no data", async (_case, email) => {
    const { status, body } = await gql(app, USER_QUERY, { variables: { email: email() }, token: ada.token });

    expect(status).toBe(200);
    expect(body.data).toBeNull();
    expect(body.errors).toEqual([
      expect.objectContaining({ message: "Not authorized.", extensions: { code: "FORBIDDEN" }, path: ["user"] }),
    ]);
    expect(JSON.stringify(body)).not.toContain(grace.userId);
  });

  it("does not let the body's userId or appId stand in for the caller", async () => {
    const { body } = await gql(app, USER_QUERY, {
      variables: { email: grace.email },
      token: ada.token,
      extra: { userId: grace.userId, appId: "1" },
    });
    expect(body.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
  });

  it("answers the spec's message for an empty address", async () => {
    const { body } = await gql(app, USER_QUERY, { variables: { email: " " }, token: ada.token });
    expect(body.errors?.[0]).toMatchObject({
      message: "Email is required to fetch user details.",
      extensions: { code: "BAD_USER_INPUT" },
    });
  });

  it.each([
    ["user", USER_QUERY, () => ({ email: ada.email })],
    [
      "subscriptionsByUser",
      "query S($userId: ID!) { subscriptionsByUser(userId: $userId) { subsId } }",
      () => ({ userId: ada.userId }),
    ],
  ])("answers %s without a token with UNAUTHENTICATED", async (_field, query, variables) => {
    const { status, body } = await gql(app, query, { variables: variables() });

    expect(status).toBe(200);
    expect(body.data).toBeNull();
    expect(body.errors?.[0]).toMatchObject({
      message: "Authentication credentials were not provided.",
      extensions: { code: "UNAUTHENTICATED" },
    });
  });

  it("answers a bad bearer token with 401 in GraphQL's shape", async () => {
    const { status, body, response } = await gql(app, USER_QUERY, {
      variables: { email: ada.email },
      token: `${ada.token}x`,
    });

    expect(status).toBe(401);
    expect(response.headers["www-authenticate"]).toBe('Bearer realm="api"');
    expect(body).toEqual({
      data: null,
      errors: [{ message: "Given token not valid for any token type", extensions: { code: "UNAUTHENTICATED" } }],
    });
  });

  it("refuses an operation nested deeper than the limit before running it", async () => {
    const deep = `{ products { pricingStrategy { product { pricingStrategy { product { pricingStrategy { tiers { tier } } } } } } } }`;
    const { status, body } = await gql(app, deep);

    expect(status).toBe(400);
    expect(body.data).toBeNull();
    expect(body.errors?.[0]).toMatchObject({
      message: "Query is too deep: 8 levels, the limit is 6.",
      extensions: { code: "QUERY_TOO_DEEP" },
    });
  });

  it("counts depth through fragments", async () => {
    const deep = `
      fragment P on Product { pricingStrategy { product { pricingStrategy { ...S } } } }
      fragment S on PricingStrategy { product { pricingStrategy { tiers { tier } } } }
      { products { ...P } }`;
    const { status, body } = await gql(app, deep);

    expect(status).toBe(400);
    expect(body.errors?.[0]?.extensions?.code).toBe("QUERY_TOO_DEEP");
  });

  it("allows the dashboard's deepest useful query", async () => {
    const { status, body } = await gql(
      app,
      `{ products { pricingStrategy { tiers { tier parameters { costPerUser } features } } } }`,
    );
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
  });

  it("refuses an operation that costs more than the limit", async () => {
    const aliases = Array.from({ length: 40 }, (_, n) => `p${n}: products { appId title pricingStrategy { appId } }`);
    const { status, body } = await gql(app, `{ ${aliases.join(" ")} }`);

    expect(status).toBe(400);
    expect(body.errors?.[0]).toMatchObject({ extensions: { code: "QUERY_TOO_COMPLEX" } });
    expect(body.errors?.[0]?.message).toMatch(/^Query is too complex: it costs \d+, the limit is 1000\.$/);
  });

  it("answers a syntax error and an unknown field with 400 and a validation code", async () => {
    const broken = await gql(app, "{ products { appId ");
    expect(broken.status).toBe(400);
    expect(broken.body.errors?.[0]?.extensions?.code).toBe("GRAPHQL_VALIDATION_FAILED");

    const unknown = await gql(app, "{ products { price } }");
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors?.[0]?.message).toMatch(/Cannot query field "price"/);
  });

  it.each([
    ["no query", { variables: {} }, "Must provide a query string."],
    ["a query that is not text", { query: 42 }, "Must provide a query string."],
  ])("answers a body with %s with 400", async (_case, payload, message) => {
    const response = await app.inject({ method: "POST", url: "/api/graphql", payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ data: null, errors: [{ message, extensions: { code: "BAD_REQUEST" } }] });
  });

  it("answers a body that is not JSON with 400 in GraphQL's shape", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/api/graphql",
      headers: { "content-type": "application/json" },
      payload: "{query:",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].extensions.code).toBe("BAD_REQUEST");
  });

  it("suggests the field meant by a misspelt one outside production", async () => {
    const { status, body } = await gql(app, "{ myOrganizaton { name } }", { token: ada.token });
    expect(status).toBe(400);
    expect(body.errors?.[0]?.message).toMatch(/Did you mean "myOrganization"\?/);
  });

  it("allows introspection outside production", async () => {
    const { status, body } = await gql(app, "{ __schema { queryType { name } } }");
    expect(status).toBe(200);
    expect(body.data).toEqual({ __schema: { queryType: { name: "Query" } } });
  });
});

describe("GraphQL in production", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify({ logger: false });
    app.decorate("identifyViewer", async () => null);
    await registerRateLimit(app, undefined);
    const services = {} as GraphQLServices;
    const rateLimits = { perAddress: 10, perUser: 10, perOrganization: 10 };
    const config = loadConfig({
      NODE_ENV: "production",
      JWT_SECRET: "a-production-secret-that-is-long-enough",
      DATABASE_URL: "postgres://unused@127.0.0.1:1/unused",
      PUBLIC_URL: "https://paralex.example.com",
      BUILTIN_CHECKOUT: "demo",
    });
    await app.register(graphqlRoutes, {
      services,
      db: {} as Db,
      isProduction: config.isProduction,
      rateLimits,
      prefix: "/api",
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it("refuses introspection", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/api/graphql",
      payload: { query: getIntrospectionQuery() },
    });

    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].message).toMatch(/introspection/i);
  });

  it.each([
    ["a misspelt field", "{ myOrganizaton { name } }", undefined],
    ["a misspelt argument", '{ user(emial: "a@example.com") { email } }', undefined],
    ["a misspelt type", "query($id: Id!) { subscriptionsByUser(userId: $id) { subsId } }", { id: "1" }],
    [
      "a misspelt input field in the variables",
      "mutation($input: InviteMemberInput!) { inviteMember(input: $input) { invitationId } }",
      {
        input: {
          fistName: "Ada",
          lastName: "Lovelace",
          email: "a@example.com",
          position: "Clerk",
          role: "Intern",
          products: [1],
        },
      },
    ],
  ])("names no field of the schema in the error for %s", async (_name, query, variables) => {
    // Twice: mercurius compiles an operation with graphql-jit after its first run.
    for (const _run of [1, 2]) {
      const response = await app.inject({ method: "POST", url: "/api/graphql", payload: { query, variables } });
      const { errors } = response.json() as { errors: { message: string }[] };
      expect(errors.length).toBeGreaterThan(0);
      for (const error of errors) expect(error.message).not.toMatch(/did you mean/i);
    }
  });
});
