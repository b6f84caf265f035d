import { AUDIT_LOG_PAGE_SIZE } from "@paralex/shared/audit";
import { api } from "../../lib/api/api";
import { graphql, type ResultOf } from "../../lib/api/graphql";

const AuditLogQuery = graphql(`
  query AuditLog($first: Int, $before: ID) {
    auditLog(first: $first, before: $before) {
      items { id action label actorEmail target ipAddress userAgent createdAt details }
      nextCursor
    }
  }
`);

type AuditLogPage = ResultOf<typeof AuditLogQuery>["auditLog"];
export type AuditLogItem = AuditLogPage["items"][number];

const auditApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The organization's audit log, newest first, a page at a time: each page asks for events before the last one. */
    auditLog: build.infiniteQuery<AuditLogPage, void, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage.nextCursor,
      },
      query: ({ pageParam }) => ({
        document: AuditLogQuery,
        variables: { first: AUDIT_LOG_PAGE_SIZE, before: pageParam },
      }),
      transformResponse: (data: ResultOf<typeof AuditLogQuery>) => data.auditLog,
      providesTags: ["AuditLog"],
    }),
  }),
});

export const { useAuditLogInfiniteQuery } = auditApi;
