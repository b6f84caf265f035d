import type { TAuditLogItem } from "@paralex/shared/audit";
import { GRAPHQL_ERROR_CODES } from "@paralex/shared/subscriptions";
import { useCallback, useEffect, useRef, useState } from "react";
import { fetchAuditLog } from "./audit-log-client";

export type AuditLogState =
  | { status: "loading" }
  | { status: "forbidden" }
  | { status: "error"; message: string }
  | {
      status: "ready";
      items: TAuditLogItem[];
      nextCursor: string | null;
      isLoadingMore: boolean;
      moreError: string | null;
    };

/** The organization's audit log, newest first, one page at a time: `loadMore` appends the next, older page. */
export function useAuditLog() {
  const [state, setState] = useState<AuditLogState>({ status: "loading" });
  const generation = useRef(0);

  const load = useCallback(async () => {
    const current = ++generation.current;
    setState({ status: "loading" });
    const result = await fetchAuditLog();
    if (current !== generation.current) return;
    if (!result.success) {
      setState(
        result.code === GRAPHQL_ERROR_CODES.forbidden
          ? { status: "forbidden" }
          : { status: "error", message: result.message },
      );
      return;
    }
    setState({ status: "ready", ...result.data, isLoadingMore: false, moreError: null });
  }, []);

  const loadMore = useCallback(async () => {
    if (state.status !== "ready" || !state.nextCursor || state.isLoadingMore) return;
    const current = generation.current;
    setState({ ...state, isLoadingMore: true, moreError: null });
    const result = await fetchAuditLog(state.nextCursor);
    if (current !== generation.current) return;
    setState((previous) => {
      if (previous.status !== "ready") return previous;
      if (!result.success) return { ...previous, isLoadingMore: false, moreError: result.message };
      return {
        status: "ready",
        items: [...previous.items, ...result.data.items],
        nextCursor: result.data.nextCursor,
        isLoadingMore: false,
        moreError: null,
      };
    });
  }, [state]);

  useEffect(() => {
    void load();
    return () => {
      generation.current += 1;
    };
  }, [load]);

  return { state, reload: load, loadMore };
}
