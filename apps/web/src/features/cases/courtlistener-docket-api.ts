import type { TCourtListenerFollow } from "@paralex/shared/courtlistener-dockets";
import { api } from "../../lib/api/api";

const path = (id: string) => `cases/${encodeURIComponent(id)}/courtlistener`;

const courtListenerDocketApi = api.enhanceEndpoints({ addTagTypes: ["CourtListenerFollow"] }).injectEndpoints({
  endpoints: (build) => ({
    /** Whether the case is followed on CourtListener (and whether the server can follow at all). */
    courtListenerFollow: build.query<TCourtListenerFollow, string>({
      query: (id) => ({ path: path(id) }),
      providesTags: (_result, _error, id) => [{ type: "CourtListenerFollow", id }],
    }),
    followOnCourtListener: build.mutation<TCourtListenerFollow, string>({
      query: (id) => ({ path: path(id), method: "POST" }),
      invalidatesTags: (_result, error, id) => (error ? [] : [{ type: "CourtListenerFollow", id }]),
    }),
    unfollowOnCourtListener: build.mutation<TCourtListenerFollow, string>({
      query: (id) => ({ path: path(id), method: "DELETE" }),
      invalidatesTags: (_result, error, id) => (error ? [] : [{ type: "CourtListenerFollow", id }]),
    }),
  }),
});

export const { useCourtListenerFollowQuery, useFollowOnCourtListenerMutation, useUnfollowOnCourtListenerMutation } =
  courtListenerDocketApi;
