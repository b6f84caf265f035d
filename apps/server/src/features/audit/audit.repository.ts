import { and, desc, eq, lt } from "drizzle-orm";
import type { DbExecutor } from "../../db/client.js";
import { auditEvents } from "../../db/schema.js";

export type TAuditEventInsert = typeof auditEvents.$inferInsert;
export type TAuditEventRow = typeof auditEvents.$inferSelect;

export async function insertAuditEvent(db: DbExecutor, event: TAuditEventInsert): Promise<void> {
  await db.insert(auditEvents).values(event);
}

/** One page of an organization's events, newest first; `beforeId` continues after the previous page. */
export async function selectAuditEvents(
  db: DbExecutor,
  organizationId: string,
  limit: number,
  beforeId?: number,
): Promise<TAuditEventRow[]> {
  const inOrganization = eq(auditEvents.organizationId, organizationId);
  return db
    .select()
    .from(auditEvents)
    .where(beforeId === undefined ? inOrganization : and(inOrganization, lt(auditEvents.id, beforeId)))
    .orderBy(desc(auditEvents.id))
    .limit(limit);
}
