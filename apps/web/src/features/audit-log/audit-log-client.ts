import { AUDIT_LOG_PAGE_SIZE } from "@paralex/shared/audit";
import { type GraphqlResult, graphqlClient } from "../../lib/graphql-client";

/** One security event as the auditLog query answers it; details is a JSON object as a string. */
export interface AuditLogItem {
  id: string;
  action: string;
  label: string;
  actorEmail: string | null;
  target: string | null;
  ipAddress: string | null;
  userAgent: string | null;
  createdAt: string;
  details: string;
}

export interface AuditLogPage {
  items: AuditLogItem[];
  nextCursor: string | null;
}

export const AUDIT_LOG_QUERY = `query AuditLog($first: Int, $before: ID) {
  auditLog(first: $first, before: $before) {
    items { id action label actorEmail target ipAddress userAgent createdAt details }
    nextCursor
  }
}`;

/** A page of the organization's audit log, newest first; `before` is the previous page's nextCursor. */
export async function fetchAuditLog(before: string | null = null): Promise<GraphqlResult<AuditLogPage>> {
  const result = await graphqlClient.request<{ auditLog: AuditLogPage }>(AUDIT_LOG_QUERY, {
    first: AUDIT_LOG_PAGE_SIZE,
    before,
  });
  return result.success ? { success: true, data: result.data.auditLog } : result;
}
