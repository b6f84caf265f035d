import { AUDIT_LOG_PAGE_SIZE, type TAuditLogPage } from "@paralex/shared/audit";
import { type GraphqlResult, graphqlClient } from "../../lib/graphql-client";

export const AUDIT_LOG_QUERY = `query AuditLog($first: Int, $before: ID) {
  auditLog(first: $first, before: $before) {
    items { id action label actorEmail target ipAddress userAgent createdAt details }
    nextCursor
  }
}`;

/** A page of the organization's audit log, newest first; `before` is the previous page's nextCursor. */
export async function fetchAuditLog(before: string | null = null): Promise<GraphqlResult<TAuditLogPage>> {
  const result = await graphqlClient.request<{ auditLog: TAuditLogPage }>(AUDIT_LOG_QUERY, {
    first: AUDIT_LOG_PAGE_SIZE,
    before,
  });
  return result.success ? { success: true, data: result.data.auditLog } : result;
}
