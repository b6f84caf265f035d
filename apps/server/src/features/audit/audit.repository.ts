import { and, count, desc, eq, gt, inArray, lt, sql } from "drizzle-orm";
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

/** How many of an organization's events of these actions the last `seconds` hold, by the database's clock. */
export async function countRecentAuditEvents(
  db: DbExecutor,
  organizationId: string,
  actions: readonly string[],
  seconds: number,
): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(auditEvents)
    .where(
      and(
        eq(auditEvents.organizationId, organizationId),
        inArray(auditEvents.action, [...actions]),
        gt(auditEvents.createdAt, sql`now() - make_interval(secs => ${seconds})`),
      ),
    );
  return row?.count ?? 0;
}
