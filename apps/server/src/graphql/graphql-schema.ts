import type { GraphQLSchema } from "graphql";
import { builder } from "./graphql-builder.js";
import "../features/users/users.graphql.js";
import "../features/products/products.graphql.js";
import "../features/subscriptions/subscriptions.graphql.js";
import "../features/payments/payments.graphql.js";
import "../features/organizations/organizations.graphql.js";
import "../features/audit/audit.graphql.js";

let schema: GraphQLSchema | undefined;

/** The schema of every feature's types and fields, built once per process. */
export function getGraphQLSchema(): GraphQLSchema {
  schema ??= builder.toSchema({ sortSchema: false });
  return schema;
}
