import { GRAPHQL_ERROR_CODES } from "@paralex/shared/subscriptions";
import { errorMessage } from "../../lib/api/error-message";
import { type AuditLogItem, useAuditLogInfiniteQuery } from "./audit-api";
import type { AuditQueryFilters } from "./audit-log-filters";

export type AuditLogState =
  | { status: "loading" }
  | { status: "forbidden" }
  | { status: "error"; message: string }
  | {
      status: "ready";
      items: AuditLogItem[];
      nextCursor: string | null;
      isLoadingMore: boolean;
      moreError: string | null;
    };

/** The events the filters show, newest first, one page at a time: `loadMore` appends the next, older page. */
export function useAuditLog(filters: AuditQueryFilters) {
  const query = useAuditLogInfiniteQuery(filters);
  const pages = query.data?.pages;

  const state = ((): AuditLogState => {
    if (pages && !(query.isError && !query.isFetchNextPageError)) {
      return {
        status: "ready",
        items: pages.flatMap((page) => page.items),
        nextCursor: pages.at(-1)?.nextCursor ?? null,
        isLoadingMore: query.isFetchingNextPage,
        moreError: query.isFetchNextPageError ? errorMessage(query.error) : null,
      };
    }
    if (!query.isError) return { status: "loading" };
    if (query.error && "code" in query.error && query.error.code === GRAPHQL_ERROR_CODES.forbidden) {
      return { status: "forbidden" };
    }
    return { status: "error", message: errorMessage(query.error) };
  })();

  const loadMore = () => {
    if (state.status !== "ready" || !state.nextCursor || state.isLoadingMore) return;
    void query.fetchNextPage();
  };

  return { state, isFetching: query.isFetching, reload: query.refetch, loadMore };
}
