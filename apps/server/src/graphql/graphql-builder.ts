import SchemaBuilder from "@pothos/core";
import type { GraphQLContext } from "./graphql-context.js";

/** The one code-first schema builder; each feature adds its types and fields in its own `*.graphql.ts`. */
export const builder = new SchemaBuilder<{
  Context: GraphQLContext;
  DefaultFieldNullability: false;
}>({ defaultFieldNullability: false });

builder.queryType({});
builder.mutationType({});

export type GraphQLBuilder = typeof builder;
