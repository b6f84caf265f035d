import { skipToken } from "@reduxjs/toolkit/query/react";
import { useCallback, useEffect, useState } from "react";
import { loadableOf } from "../../lib/api/loadable";
import {
  type MemberFilters,
  useMyOrganizationQuery,
  useOrganizationInvitationsQuery,
  useOrganizationMembersQuery,
} from "./organizations-api";

export const SEARCH_DELAY_MS = 300;

export const noFilters: MemberFilters = { search: "", appId: null, role: null, position: null };

/**
 * The page's data: the viewer's organization (rights and the Function filter's values), the members page the
 * filters and page number ask the server for (a typed search waits a moment; the page shown stays until the next
 * one answers), and the open invitations for Admins. Changing a filter goes back to page 1.
 */
export function useOrganizationMembers() {
  const [filters, setFilterState] = useState<MemberFilters>(noFilters);
  const [query, setQuery] = useState<MemberFilters>(noFilters);
  const [page, setPage] = useState(1);
  const organizationQuery = useMyOrganizationQuery();
  const membersQuery = useOrganizationMembersQuery({ filters: query, page });
  const canManage = organizationQuery.data?.canManage ?? false;
  const invitationsQuery = useOrganizationInvitationsQuery(canManage ? undefined : skipToken);

  useEffect(() => {
    if (filters.search === query.search) return;
    const timer = setTimeout(() => setQuery((previous) => ({ ...previous, search: filters.search })), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [filters.search, query.search]);

  // The server answers its last page for a page past the end (after a removal, say): show that number.
  const answeredPage = membersQuery.currentData?.page;
  useEffect(() => {
    if (answeredPage !== undefined && answeredPage !== page) setPage(answeredPage);
  }, [answeredPage, page]);

  const setFilters = useCallback((next: Partial<MemberFilters>) => {
    setFilterState((previous) => ({ ...previous, ...next }));
    if (!("search" in next)) setQuery((previous) => ({ ...previous, ...next }));
    setPage(1);
  }, []);

  const { refetch: refetchOrganization } = organizationQuery;
  const { refetch: refetchMembers } = membersQuery;
  const reload = useCallback(() => {
    void refetchOrganization();
    void refetchMembers();
  }, [refetchOrganization, refetchMembers]);

  const isFiltered = Boolean(filters.search.trim() || filters.appId || filters.role || filters.position);
  const isSearching = filters.search !== query.search;

  return {
    organization: loadableOf(organizationQuery),
    members: loadableOf(membersQuery),
    invitations: invitationsQuery.data ?? [],
    filters,
    setFilters,
    page,
    setPage,
    reload,
    isFiltered,
    isSearching,
  };
}
