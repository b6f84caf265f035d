import SchemaBuilder from "@pothos/core";
import type { GraphQLContext } from "./graphql-context.js";

/**
 * The one code-first schema builder. A feature's types and fields are added in `<feature>.graphql.ts` beside it, which
 * reaches the feature through its service in the context: GraphQL stands above the features, which never import it.
 */
export const builder = new SchemaBuilder<{
  Context: GraphQLContext;
  DefaultFieldNullability: false;
}>({ defaultFieldNullability: false });

builder.queryType({});
builder.mutationType({});

export type GraphQLBuilder = typeof builder;
