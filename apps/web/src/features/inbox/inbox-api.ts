import type { TInboxMessage, TInboxOverview, TInboxPage } from "@paralex/shared/inbox";
import { api } from "../../lib/api/api";

const inboxApi = api.enhanceEndpoints({ addTagTypes: ["Inbox"] }).injectEndpoints({
  endpoints: (build) => ({
    /** The organization's agent address, and whether the reader is one of its Admins. */
    inboxOverview: build.query<TInboxOverview, void>({
      query: () => ({ path: "inbox" }),
      providesTags: [{ type: "Inbox", id: "ADDRESS" }],
    }),
    inboxMessages: build.query<TInboxPage, { page: number; quarantine: boolean }>({
      query: ({ page, quarantine }) => ({
        path: `inbox/messages?page=${page}${quarantine ? "&quarantine=true" : ""}`,
      }),
      providesTags: [{ type: "Inbox", id: "LIST" }],
    }),
    releaseInboxMessage: build.mutation<TInboxMessage, string>({
      query: (id) => ({ path: `inbox/messages/${encodeURIComponent(id)}/release`, method: "POST" }),
      invalidatesTags: (_result, error) => (error ? [] : [{ type: "Inbox", id: "LIST" }]),
    }),
    deleteInboxMessage: build.mutation<unknown, string>({
      query: (id) => ({ path: `inbox/messages/${encodeURIComponent(id)}`, method: "DELETE" }),
      invalidatesTags: (_result, error) => (error ? [] : [{ type: "Inbox", id: "LIST" }]),
    }),
  }),
});

export const {
  useInboxOverviewQuery,
  useInboxMessagesQuery,
  useReleaseInboxMessageMutation,
  useDeleteInboxMessageMutation,
} = inboxApi;
