import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { type GraphQLFormattedError, NoSchemaIntrospectionCustomRule } from "graphql";
import mercurius from "mercurius";
import { z } from "zod";
import type { Db } from "../db/client.js";
import { auditSourceOf } from "../features/audit/audit.service.js";
import type { GraphQLServices } from "./graphql-context.js";
import { controlCharacterLiteralsRule, refuseControlCharactersInVariables } from "./graphql-control-characters.js";
import { formatExecutionError, toRequestErrorResponse, withoutSuggestions } from "./graphql-errors.js";
import { createQueryLimitsRule, MAX_QUERY_COST, MAX_QUERY_DEPTH } from "./graphql-limits.js";
import { isPublicOperation } from "./graphql-public-operations.js";
import { createGraphQLRateLimits, type GraphQLRateLimitSettings } from "./graphql-rate-limits.js";
import { getGraphQLSchema } from "./graphql-schema.js";

/** The spec's two addresses of the one schema, under the API prefix. */
export const GRAPHQL_PATHS = ["/graphql", "/core/graphql-router"] as const;

const id = z
  .union([z.string().max(100), z.number()])
  .nullable()
  .optional();

/** The request body: the usual GraphQL fields plus the spec's userId and appId, which grant nothing. */
const ZGraphQLRequest = z.object({
  query: z.string("Must provide a query string.").min(1, "Must provide a query string.").max(20_000),
  variables: z.record(z.string(), z.unknown()).nullable().optional(),
  operationName: z.string().max(200).nullable().optional(),
  userId: id,
  appId: id,
});

function parseRequest(body: unknown) {
  const parsed = ZGraphQLRequest.safeParse(body ?? {});
  if (parsed.success) return parsed.data;
  const message = parsed.error.issues[0]?.message ?? "Invalid GraphQL request.";
  throw Object.assign(new Error(message), { statusCode: 400 });
}

/**
 * POST /api/graphql and /api/core/graphql-router: mercurius executes the Pothos schema; this plugin owns the
 * transport, so both paths share one handler, one context and one error shape. Every operation is checked for
 * depth and cost before it runs; introspection is off in production. A bad bearer token answers 401. Calls are
 * counted per user and organization when signed in, per client address otherwise (graphql-rate-limits.ts).
 */
export async function graphqlRoutes(
  app: FastifyInstance,
  deps: { services: GraphQLServices; db: Db; isProduction: boolean; rateLimits: GraphQLRateLimitSettings },
) {
  const shown = (error: GraphQLFormattedError) => (deps.isProduction ? withoutSuggestions(error) : error);
  // graphql-js reads hideSuggestions; mercurius passes the options on but types only maxErrors.
  const validateOptions: { hideSuggestions: boolean; maxErrors?: number } = { hideSuggestions: deps.isProduction };
  await app.register(mercurius, {
    schema: getGraphQLSchema(),
    routes: false,
    graphiql: false,
    jit: 1,
    validationRules: [
      createQueryLimitsRule({ maxDepth: MAX_QUERY_DEPTH, maxCost: MAX_QUERY_COST }),
      controlCharacterLiteralsRule,
      ...(deps.isProduction ? [NoSchemaIntrospectionCustomRule] : []),
    ],
    // In production an error does not spell out the schema that introspection hides ("Did you mean ...?").
    graphql: { parseOptions: { maxTokens: 2000 }, validateOptions },
    errorFormatter: (execution, context) => ({
      statusCode: 200,
      response: {
        data: execution.data ?? null,
        errors: execution.errors.map((error) =>
          shown(formatExecutionError(error, context.reply.log, context.reply.request.id)),
        ),
      },
    }),
  });

  app.setErrorHandler((error, request, reply) => {
    const { statusCode, body } = toRequestErrorResponse(error, request);
    if (statusCode === 401) reply.header("www-authenticate", 'Bearer realm="api"');
    return reply.status(statusCode).send({ ...body, errors: body.errors.map(shown) });
  });

  const admit = createGraphQLRateLimits(app, { db: deps.db, limits: deps.rateLimits });
  const readCall = async (request: FastifyRequest) => {
    const body = parseRequest(request.body);
    refuseControlCharactersInVariables(body.variables);
    if (isPublicOperation(body.query)) return { body, viewer: null, userId: await app.checkBearerToken(request) };
    const viewer = await app.identifyViewer(request);
    return { body, viewer, userId: viewer?.id ?? null };
  };

  const execute = async (request: FastifyRequest, reply: FastifyReply) => {
    const { body, viewer } = await admit(request, reply, () => readCall(request));
    return reply.graphql(
      body.query,
      { viewer, auditSource: auditSourceOf(request), ...deps.services },
      body.variables ?? undefined,
      body.operationName ?? undefined,
    );
  };

  for (const path of GRAPHQL_PATHS) {
    app.post(path, { bodyLimit: 65_536 }, execute);
  }
}
