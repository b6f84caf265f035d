import { lexicographicSortSchema, printSchema } from "graphql";
import { getGraphQLSchema } from "./graphql-schema.js";

/** Where the generated schema lives, for the web's typed operations and for review in pull requests. */
export const SCHEMA_SDL_FILE = new URL("../../schema.graphql", import.meta.url);

/** The server's GraphQL schema as SDL, sorted so that the file changes only when the schema does. */
export function schemaSdl(): string {
  return `${printSchema(lexicographicSortSchema(getGraphQLSchema()))}\n`;
}
