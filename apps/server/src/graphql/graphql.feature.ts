import type { Db } from "../db/client.js";
import type { Feature } from "../feature.js";
import { graphqlRoutes } from "./graphql.routes.js";
import type { GraphQLServices } from "./graphql-context.js";
import type { GraphQLRateLimitSettings } from "./graphql-rate-limits.js";

/** The one GraphQL schema under /api: its resolvers reach the features through the services given here. */
export function graphqlFeature(deps: {
  services: GraphQLServices;
  /** For the GraphQL rate limiter's counters only. */
  db: Db;
  isProduction: boolean;
  rateLimits: GraphQLRateLimitSettings;
}): Feature {
  return {
    name: "graphql",
    service: undefined,
    api: async (api) => {
      await api.register(graphqlRoutes, deps);
    },
  };
}
