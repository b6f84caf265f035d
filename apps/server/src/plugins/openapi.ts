import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import { z } from "zod";

export const DOCS_PREFIX = "/api/docs";
export const OPENAPI_DOCUMENT_PATH = `${DOCS_PREFIX}/openapi.json`;

/** Prefixes of the routes the document lists: the REST API, the gateways, the built-in checkout's pages. */
const DOCUMENTED_PREFIXES = ["/api/", "/gateway/", "/checkout/", "/billing"];

/** Routes under those prefixes that the document leaves out, and why (decision 046). */
export const UNDOCUMENTED_ROUTES: Record<string, string> = {
  "/api/graphql": "GraphQL; its contract is schema.graphql (npm run graphql:schema)",
  "/api/core/graphql-router": "the same GraphQL endpoint at the address the original client used",
  [DOCS_PREFIX]: "this page and the document itself",
  "/api/ops": "operators' routes behind OPS_TOKEN: the public document does not name what only operators may call",
  "/api/dev": "the development mailbox, answered only to this machine",
  "/api/health": "the load balancer's and orchestrator's probes",
};

/**
 * Whether the document lists a route: the web app's pages and files, metrics (outside the prefixes) and the
 * exclusions above are not.
 */
export const isDocumented = (url: string) =>
  DOCUMENTED_PREFIXES.some((prefix) => url.startsWith(prefix)) &&
  !Object.keys(UNDOCUMENTED_ROUTES).some(
    (excluded) => url.startsWith(excluded) && /^([/*]|$)/.test(url.slice(excluded.length)),
  );

type MediaSchemas = Record<string, { schema: z.ZodType }>;

const toJsonSchema = (schema: z.ZodType) => {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, {
    target: "openapi-3.0",
    io: "input",
    unrepresentable: "any",
  });
  return json;
};

/** The zod type provider's transform, plus bodies declared per media type (JSON or a multipart upload). */
const transform: typeof jsonSchemaTransform = (route) => {
  if (!isDocumented(route.url)) return { schema: { hide: true }, url: route.url };
  const body = route.schema?.body as { content?: MediaSchemas } | undefined;
  if (!body?.content || body instanceof z.ZodType) return jsonSchemaTransform(route);
  const { body: _perMediaType, ...rest } = route.schema;
  const transformed = jsonSchemaTransform({ ...route, schema: rest });
  const content = Object.fromEntries(
    Object.entries(body.content).map(([mediaType, { schema }]) => [mediaType, { schema: toJsonSchema(schema) }]),
  );
  return { ...transformed, schema: { ...transformed.schema, body: { content } } };
};

/** The OpenAPI 3 document of the REST routes at /api/docs/openapi.json, browsable at /api/docs/. */
export async function registerOpenApi(app: FastifyInstance, options: { brandName: string }) {
  await app.register(swagger, {
    openapi: {
      openapi: "3.0.3",
      info: {
        title: `${options.brandName} API`,
        version: "1.0.0",
        description: "The REST API and gateways. GraphQL is described by schema.graphql.",
      },
      components: {
        securitySchemes: { bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT" } },
      },
    },
    transform,
  });
  await app.register(swaggerUi, { routePrefix: DOCS_PREFIX, uiConfig: { deepLinking: true } });
  app.get(OPENAPI_DOCUMENT_PATH, { schema: { hide: true } }, async () => app.swagger());
}
