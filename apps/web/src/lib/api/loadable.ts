import type { SerializedError } from "@reduxjs/toolkit";
import type { ServerError } from "./base-query";
import { errorMessage } from "./error-message";

export type Loadable<T> = { status: "loading" } | { status: "error"; message: string } | { status: "ready"; data: T };

/** What a query hook answers, as far as a page shows it. */
export interface QueryView<T> {
  data?: T;
  error?: ServerError | SerializedError;
  isError: boolean;
}

/**
 * A query as a page shows it: its error once it failed (asking again shows "loading" until it answers), else
 * "loading" until it has data; a query asking again while it holds data stays "ready".
 */
export function loadableOf<T>(query: QueryView<T>): Loadable<T> {
  if (query.isError) return { status: "error", message: errorMessage(query.error) };
  if (query.data === undefined) return { status: "loading" };
  return { status: "ready", data: query.data };
}
