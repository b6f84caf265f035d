import type { FastifyInstance, FastifySchemaCompiler } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { checkInput } from "./parse-input.js";

const documentedOnly = new WeakSet<z.ZodType>();

/**
 * A copy of the schema that the OpenAPI document shows but the route does not check: for a body that its
 * service judges itself (registration reports the password rules with the field errors) or that is not JSON.
 */
export function documentOnly<TSchema extends z.ZodType>(schema: TSchema): TSchema {
  const copy = schema.clone() as TSchema;
  documentedOnly.add(copy);
  return copy;
}

/** Raw bytes (an upload, a PDF, an image): a binary string in the document, a Buffer or text in the route. */
export const binary = () =>
  documentOnly(z.string().meta({ format: "binary" })) as unknown as z.ZodType<Buffer | string>;

/** Body, params and query of a route are checked by their zod schema, failing with the one 400 shape. */
const validatorCompiler: FastifySchemaCompiler<z.ZodType> = ({ schema, url, httpPart }) => {
  if (!(schema instanceof z.ZodType)) throw new Error(`${url}: the ${httpPart} schema is not a zod schema`);
  if (documentedOnly.has(schema)) return () => true;
  return (data) => checkInput(schema, data);
};

/**
 * Response schemas document and type the answers; they do not reshape them: bodies are written as
 * JSON.stringify writes them, byte for byte what the routes answered before they declared schemas.
 */
const serializerCompiler = () => (data: unknown) => JSON.stringify(data);

/** For a REST feature's routes plugin: its routes declare zod schemas, typed by the zod type provider. */
export function withZodSchemas(app: FastifyInstance) {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  return app.withTypeProvider<ZodTypeProvider>();
}
