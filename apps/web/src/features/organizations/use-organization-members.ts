import type { TMembersPage, TOrganizationView } from "@paralex/shared/organization-views";
import { useCallback, useEffect, useRef, useState } from "react";
import {
  fetchInvitations,
  fetchMembers,
  fetchMyOrganization,
  type Invitation,
  type MemberFilters,
} from "./organization-api";

export const SEARCH_DELAY_MS = 300;

export const noFilters: MemberFilters = { search: "", appId: null, role: null, position: null };

export type Loadable<T> = { status: "loading" } | { status: "error"; message: string } | { status: "ready"; data: T };

/**
 * The page's data: the viewer's organization (rights and the Function filter's values), the members page the
 * filters and page number ask the server for (a typed search waits a moment), and the open invitations for
 * Admins. Changing a filter goes back to page 1.
 */
export function useOrganizationMembers() {
  const [organization, setOrganization] = useState<Loadable<TOrganizationView>>({ status: "loading" });
  const [members, setMembers] = useState<Loadable<TMembersPage>>({ status: "loading" });
  const [invitations, setInvitations] = useState<Invitation[]>([]);
  const [filters, setFilterState] = useState<MemberFilters>(noFilters);
  const [query, setQuery] = useState<MemberFilters>(noFilters);
  const [page, setPage] = useState(1);
  const generation = useRef(0);

  const loadOrganization = useCallback(async () => {
    const result = await fetchMyOrganization();
    setOrganization(
      result.success ? { status: "ready", data: result.data } : { status: "error", message: result.message },
    );
    if (result.success && result.data.canManage) {
      const open = await fetchInvitations();
      if (open.success) setInvitations(open.data);
    }
  }, []);

  const loadMembers = useCallback(async (wanted: MemberFilters, wantedPage: number, quiet = false) => {
    const current = ++generation.current;
    if (!quiet) setMembers((previous) => (previous.status === "ready" ? previous : { status: "loading" }));
    const result = await fetchMembers(wanted, wantedPage);
    if (current !== generation.current) return;
    if (!result.success) return setMembers({ status: "error", message: result.message });
    setMembers({ status: "ready", data: result.data });
    if (result.data.page !== wantedPage) setPage(result.data.page);
  }, []);

  useEffect(() => {
    void loadOrganization();
  }, [loadOrganization]);

  useEffect(() => {
    if (filters.search === query.search) return;
    const timer = setTimeout(() => setQuery((previous) => ({ ...previous, search: filters.search })), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [filters.search, query.search]);

  useEffect(() => {
    void loadMembers(query, page);
  }, [loadMembers, query, page]);

  const setFilters = useCallback((next: Partial<MemberFilters>) => {
    setFilterState((previous) => ({ ...previous, ...next }));
    if (!("search" in next)) setQuery((previous) => ({ ...previous, ...next }));
    setPage(1);
  }, []);

  const reload = useCallback(async () => {
    await Promise.all([loadOrganization(), loadMembers(query, page, true)]);
  }, [loadOrganization, loadMembers, query, page]);

  const isFiltered = Boolean(filters.search.trim() || filters.appId || filters.role || filters.position);
  const isSearching = filters.search !== query.search;

  return {
    organization,
    members,
    invitations,
    setInvitations,
    filters,
    setFilters,
    page,
    setPage,
    reload,
    isFiltered,
    isSearching,
  };
}
