import { initGraphQLTada } from "gql.tada";
import type { introspection } from "./graphql-env.d.ts";

/**
 * Typed GraphQL operations: `graphql(\`query ...\`)` checks the operation against the server's schema
 * (apps/server/schema.graphql, introspected into graphql-env.d.ts by `npm run graphql:env`) and types its result
 * and variables, with no code generated per operation (decision 052).
 */
export const graphql = initGraphQLTada<{ introspection: introspection; disableMasking: true }>();

export type { ResultOf, TadaDocumentNode, VariablesOf } from "gql.tada";
