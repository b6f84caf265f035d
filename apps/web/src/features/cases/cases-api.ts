import type {
  TAlertPreferenceInput,
  TCaseCourt,
  TCaseDetail,
  TCaseList,
  TCaseMember,
  TNewCase,
} from "@paralex/shared/cases";
import { api } from "../../lib/api/api";

const casesApi = api.enhanceEndpoints({ addTagTypes: ["Cases"] }).injectEndpoints({
  endpoints: (build) => ({
    /** The reader's cases (every active one for an Admin) and, for Admins, those proposed by court notices. */
    cases: build.query<TCaseList, void>({
      query: () => ({ path: "cases" }),
      providesTags: [{ type: "Cases", id: "LIST" }],
    }),
    caseDetail: build.query<TCaseDetail, string>({
      query: (id) => ({ path: `cases/${encodeURIComponent(id)}` }),
      providesTags: (_result, _error, id) => [{ type: "Cases", id }],
    }),
    courts: build.query<{ courts: TCaseCourt[] }, string>({
      query: (q) => ({ path: `cases/courts?q=${encodeURIComponent(q)}` }),
    }),
    teamCandidates: build.query<{ members: TCaseMember[] }, void>({
      query: () => ({ path: "cases/team-candidates" }),
    }),
    addCase: build.mutation<TCaseDetail, TNewCase>({
      query: (body) => ({ path: "cases", method: "POST", body }),
      invalidatesTags: (_result, error) => (error ? [] : [{ type: "Cases", id: "LIST" }]),
    }),
    confirmCase: build.mutation<TCaseDetail, string>({
      query: (id) => ({ path: `cases/${encodeURIComponent(id)}/confirm`, method: "POST" }),
      invalidatesTags: (_result, error) => (error ? [] : [{ type: "Cases", id: "LIST" }]),
    }),
    dismissCase: build.mutation<unknown, string>({
      query: (id) => ({ path: `cases/${encodeURIComponent(id)}/dismiss`, method: "POST" }),
      invalidatesTags: (_result, error) => (error ? [] : [{ type: "Cases", id: "LIST" }]),
    }),
    addTeamMember: build.mutation<unknown, { id: string; userId: string }>({
      query: ({ id, userId }) => ({ path: `cases/${encodeURIComponent(id)}/team`, method: "POST", body: { userId } }),
      invalidatesTags: (_result, error, { id }) =>
        error
          ? []
          : [
              { type: "Cases", id },
              { type: "Cases", id: "LIST" },
            ],
    }),
    removeTeamMember: build.mutation<unknown, { id: string; userId: string }>({
      query: ({ id, userId }) => ({
        path: `cases/${encodeURIComponent(id)}/team/${encodeURIComponent(userId)}`,
        method: "DELETE",
      }),
      invalidatesTags: (_result, error, { id }) =>
        error
          ? []
          : [
              { type: "Cases", id },
              { type: "Cases", id: "LIST" },
            ],
    }),
    setCaseAlerts: build.mutation<TAlertPreferenceInput, { id: string; alerts: TAlertPreferenceInput }>({
      query: ({ id, alerts }) => ({ path: `cases/${encodeURIComponent(id)}/alerts`, method: "PUT", body: alerts }),
      invalidatesTags: (_result, error, { id }) => (error ? [] : [{ type: "Cases", id }]),
    }),
  }),
});

export const {
  useCasesQuery,
  useCaseDetailQuery,
  useCourtsQuery,
  useTeamCandidatesQuery,
  useAddCaseMutation,
  useConfirmCaseMutation,
  useDismissCaseMutation,
  useSetCaseAlertsMutation,
  useAddTeamMemberMutation,
  useRemoveTeamMemberMutation,
} = casesApi;
