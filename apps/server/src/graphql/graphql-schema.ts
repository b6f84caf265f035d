import type { GraphQLSchema } from "graphql";
import { builder } from "./graphql-builder.js";
import "./users.graphql.js";
import "./products.graphql.js";
import "./subscriptions.graphql.js";
import "./payments.graphql.js";
import "./organizations.graphql.js";
import "./audit.graphql.js";

let schema: GraphQLSchema | undefined;

/** The schema of every feature's types and fields, built once per process. */
export function getGraphQLSchema(): GraphQLSchema {
  schema ??= builder.toSchema({ sortSchema: false });
  return schema;
}
