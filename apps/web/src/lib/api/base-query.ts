import { type DocumentNode, print } from "@0no-co/graphql.web";
import { DEFAULT_APP_ID } from "@paralex/shared/products";
import type { BaseQueryFn } from "@reduxjs/toolkit/query";
import { type ApiClient, type ApiRequestOptions, type ApiResult, apiClient, detailOf } from "../api-client";
import type { AuthState } from "../session/auth-slice";

export const GRAPHQL_PATH = "graphql";

/** A GraphQL operation, or a REST call under the API base. */
export type ServerRequest =
  | { document: DocumentNode; variables?: Record<string, unknown> }
  | ({ path: string } & Pick<ApiRequestOptions, "method" | "body" | "responseType" | "withAuth">);

/** What a failed call answers: the message to show; a GraphQL error's code; a REST call's status and body. */
export interface ServerError {
  message: string;
  code?: string;
  status?: number;
  data?: unknown;
}

export const serverMessages = {
  unreachable: "We could not reach the server. Please check your connection and try again.",
  failed: "Something went wrong. Please try again.",
  noData: "The server sent an answer we could not read. Please try again.",
} as const;

interface GraphqlAnswer {
  data?: unknown;
  errors?: { message?: unknown; extensions?: { code?: unknown } }[];
}

function text(value: unknown): string | null {
  if (typeof value === "string" && value.trim() !== "") return value.trim();
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  return null;
}

/** Who a GraphQL request is about, sent beside the query as the spec's client does; it grants nothing on the server. */
export function identityOf(state: unknown): { userId: string | null; appId: string } {
  const user = (state as { auth?: AuthState } | null)?.auth?.user;
  return {
    userId: text(user?.userId) ?? text(user?.pk),
    appId: text(user?.appId) ?? String(DEFAULT_APP_ID),
  };
}

/** The failure of a call that answered no GraphQL errors: by status, or the server's own `detail`. */
function failureOf(result: ApiResult<unknown>): ServerError {
  const message = result.status === 0 ? serverMessages.unreachable : (detailOf(result.data) ?? serverMessages.failed);
  return { message, status: result.status, data: result.data };
}

/** A GraphQL answer as data, or its first error (HTTP 4xx answers carry GraphQL errors too). */
function readGraphqlAnswer(result: ApiResult<unknown>): { data: unknown } | { error: ServerError } {
  const answer = (result.data ?? null) as GraphqlAnswer | null;
  const [firstError] = Array.isArray(answer?.errors) ? answer.errors : [];
  if (firstError) {
    const message = text(firstError.message) ?? serverMessages.failed;
    const code = text(firstError.extensions?.code);
    return { error: code ? { message, code } : { message } };
  }
  if (!result.ok) return { error: failureOf(result) };
  if (!answer?.data) return { error: { message: serverMessages.noData } };
  return { data: answer.data };
}

/**
 * The api's one way to the server: every call goes through the app's API client, which sends the session's bearer
 * token, renews it when due and ends the session on a 401. A GraphQL operation is a POST of
 * `{query, variables, userId, appId}` to `{api}/graphql`.
 */
export function createServerBaseQuery(
  client: Pick<ApiClient, "request">,
): BaseQueryFn<ServerRequest, unknown, ServerError> {
  return async (request, { getState }) => {
    try {
      if ("document" in request) {
        const { userId, appId } = identityOf(getState());
        const body = { query: print(request.document), variables: request.variables ?? {}, userId, appId };
        return readGraphqlAnswer(await client.request(GRAPHQL_PATH, { method: "POST", body }));
      }
      const { path, ...options } = request;
      const result = await client.request(path, options);
      return result.ok ? { data: result.data } : { error: failureOf(result) };
    } catch (error) {
      return { error: { message: text((error as Error | null)?.message) ?? serverMessages.failed } };
    }
  };
}

export const serverBaseQuery = createServerBaseQuery(apiClient);
