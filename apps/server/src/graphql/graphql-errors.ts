import { GRAPHQL_ERROR_CODES } from "@paralex/shared/subscriptions";
import type { FastifyBaseLogger, FastifyRequest } from "fastify";
import { GraphQLError, type GraphQLFormattedError } from "graphql";
import { AppError, type AppErrorCode } from "../lib/app-error.js";
import { toErrorAnswer } from "../lib/error-answer.js";

const INTERNAL_MESSAGE = "Internal server error.";

const codeByAppError: Record<AppErrorCode, string> = {
  validation: GRAPHQL_ERROR_CODES.badUserInput,
  unauthorized: GRAPHQL_ERROR_CODES.unauthenticated,
  forbidden: GRAPHQL_ERROR_CODES.forbidden,
  not_found: GRAPHQL_ERROR_CODES.notFound,
  conflict: GRAPHQL_ERROR_CODES.conflict,
  rate_limited: GRAPHQL_ERROR_CODES.rateLimited,
  upstream: GRAPHQL_ERROR_CODES.upstream,
  unavailable: GRAPHQL_ERROR_CODES.upstream,
};

function appErrorExtensions(error: AppError): Record<string, unknown> {
  return error.code === "validation"
    ? { code: codeByAppError.validation, fieldErrors: error.body }
    : { code: codeByAppError[error.code] };
}

function locate(error: GraphQLError): Pick<GraphQLFormattedError, "locations" | "path"> {
  return {
    ...(error.locations ? { locations: error.locations } : {}),
    ...(error.path ? { path: error.path } : {}),
  };
}

/**
 * One error of an executed operation as the client sees it: an AppError keeps its public message and gets
 * a code; anything unexpected becomes a generic INTERNAL_SERVER_ERROR and is logged, never shown.
 */
export function formatExecutionError(
  error: GraphQLError,
  log: FastifyBaseLogger,
  requestId: string,
): GraphQLFormattedError {
  const original = error.originalError;
  if (original instanceof AppError) {
    if (original.statusCode >= 500) log.error({ err: original.cause ?? original }, original.message);
    const extensions = appErrorExtensions(original);
    return {
      message: original.message,
      ...locate(error),
      extensions: original.statusCode >= 500 ? { ...extensions, requestId } : extensions,
    };
  }
  if (original && !(original instanceof GraphQLError)) {
    log.error({ err: original }, "GraphQL resolver failed");
    return {
      message: INTERNAL_MESSAGE,
      ...locate(error),
      extensions: { code: GRAPHQL_ERROR_CODES.internal, requestId },
    };
  }
  const code = typeof error.extensions?.code === "string" ? error.extensions.code : GRAPHQL_ERROR_CODES.internal;
  return { message: error.message, ...locate(error), extensions: { code } };
}

const SUGGESTION = / ?Did you mean [^?]*\?/g;

/**
 * The error without graphql-js's "Did you mean ...?" hints. Validation leaves them out itself when told to, but
 * mercurius does not pass that option on to execution, whose variable checks would still name input fields.
 */
export function withoutSuggestions(error: GraphQLFormattedError): GraphQLFormattedError {
  return { ...error, message: error.message.replace(SUGGESTION, "") };
}

/** A request-level failure (bad body, bad token, an operation refused before it ran) as a GraphQL answer. */
export function toRequestErrorResponse(
  error: unknown,
  request: FastifyRequest,
): { statusCode: number; body: { data: null; errors: GraphQLFormattedError[] } } {
  const answer = (statusCode: number, errors: GraphQLFormattedError[]) => ({
    statusCode,
    body: { data: null, errors },
  });
  const listed = (error as { errors?: unknown }).errors;
  if (!(error instanceof AppError) && Array.isArray(listed) && listed.length > 0) {
    return answer(
      400,
      listed.map(
        (item: { message?: unknown; locations?: GraphQLFormattedError["locations"]; extensions?: unknown }) => {
          const extensions = (item.extensions ?? {}) as { code?: unknown };
          return {
            message: typeof item.message === "string" ? item.message : "Invalid request.",
            ...(item.locations ? { locations: item.locations } : {}),
            extensions: {
              code: typeof extensions.code === "string" ? extensions.code : GRAPHQL_ERROR_CODES.validationFailed,
            },
          };
        },
      ),
    );
  }
  const { statusCode, message, requestId } = toErrorAnswer(error, request);
  const withId = requestId ? { requestId } : {};
  if (error instanceof AppError) {
    return answer(statusCode, [{ message, extensions: { ...appErrorExtensions(error), ...withId } }]);
  }
  if (requestId)
    return answer(500, [{ message: INTERNAL_MESSAGE, extensions: { code: GRAPHQL_ERROR_CODES.internal, requestId } }]);
  return answer(statusCode, [{ message, extensions: { code: GRAPHQL_ERROR_CODES.badRequest } }]);
}
