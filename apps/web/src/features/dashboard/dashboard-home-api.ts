import type { TCiteCheckSummary } from "@paralex/shared/cite-check";
import { api } from "../../lib/api/api";
import { graphql, type ResultOf } from "../../lib/api/graphql";

const TeamSizeQuery = graphql(`
  query DashboardTeamSize {
    organizationMembers(page: 1) { totalCount }
    organizationInvitations { invitationId }
  }
`);

const dashboardHomeApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The user's own cite checks, newest first: the same list, and cache tag, the cite check page reads. */
    recentCiteChecks: build.query<TCiteCheckSummary[], void>({
      query: () => ({ path: "cite-checks" }),
      providesTags: [{ type: "CiteCheck", id: "LIST" }],
    }),
    /** Whether an Admin has anyone beside themselves: members, or invitations still open. */
    teamSize: build.query<{ members: number; invitations: number }, void>({
      query: () => ({ document: TeamSizeQuery }),
      transformResponse: (data: ResultOf<typeof TeamSizeQuery>) => ({
        members: data.organizationMembers.totalCount,
        invitations: data.organizationInvitations.length,
      }),
      providesTags: ["Member", "Invitation"],
    }),
  }),
});

export const { useRecentCiteChecksQuery, useTeamSizeQuery } = dashboardHomeApi;
