import { AUDIT_LOG_CSV_PATH, AUDIT_LOG_PAGE_SIZE, auditText } from "@paralex/shared/audit";
import { api } from "../../lib/api/api";
import { graphql, type ResultOf } from "../../lib/api/graphql";
import { saveFile } from "../../lib/save-file";
import { type AuditQueryFilters, csvQueryString } from "./audit-log-filters";

const AuditLogQuery = graphql(`
  query AuditLog($first: Int, $before: ID, $actor: String, $actions: [String!], $from: String, $to: String) {
    auditLog(first: $first, before: $before, actor: $actor, actions: $actions, from: $from, to: $to) {
      items { id action label actorEmail actorName target targetName ipAddress userAgent createdAt details }
      nextCursor
    }
  }
`);
const AuditLogActorsQuery = graphql("query AuditLogActors { auditLogActors { email name } }");

type AuditLogPage = ResultOf<typeof AuditLogQuery>["auditLog"];
export type AuditLogItem = AuditLogPage["items"][number];
export type AuditActor = ResultOf<typeof AuditLogActorsQuery>["auditLogActors"][number];

const auditApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The events the filters show, newest first, a page at a time: each page asks for events before the last one. */
    auditLog: build.infiniteQuery<AuditLogPage, AuditQueryFilters, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage.nextCursor,
      },
      query: ({ queryArg, pageParam }) => ({
        document: AuditLogQuery,
        variables: { first: AUDIT_LOG_PAGE_SIZE, before: pageParam, ...queryArg },
      }),
      transformResponse: (data: ResultOf<typeof AuditLogQuery>) => data.auditLog,
      providesTags: ["AuditLog"],
    }),
    auditLogActors: build.query<AuditActor[], void>({
      query: () => ({ document: AuditLogActorsQuery }),
      transformResponse: (data: ResultOf<typeof AuditLogActorsQuery>) => data.auditLogActors,
      providesTags: ["AuditLog"],
    }),
    /** Fetches the CSV of what the filters show and saves it; the bytes never enter the store. */
    exportAuditLogCsv: build.mutation<null, AuditQueryFilters>({
      async queryFn(filters, _api, _extra, baseQuery) {
        const result = await baseQuery({
          path: `${AUDIT_LOG_CSV_PATH}${csvQueryString(filters)}`,
          responseType: "blob",
        });
        if (result.error) return { error: result.error };
        saveFile(result.data as Blob, auditText.csvFileName(new Date().toISOString().slice(0, 10)));
        return { data: null };
      },
    }),
  }),
});

export const { useAuditLogInfiniteQuery, useAuditLogActorsQuery, useExportAuditLogCsvMutation } = auditApi;
