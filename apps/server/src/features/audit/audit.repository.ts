import { and, count, desc, eq, gt, gte, inArray, isNotNull, lt, sql } from "drizzle-orm";
import type { DbExecutor } from "../../db/client.js";
import { auditEvents } from "../../db/schema.js";

export type TAuditEventInsert = typeof auditEvents.$inferInsert;
export type TAuditEventRow = typeof auditEvents.$inferSelect;

/** An event with what its target and actor are called now; null where the thing is gone or unknown. */
export interface TAuditEventNamedRow extends TAuditEventRow {
  actorName: string | null;
  targetPersonName: string | null;
  targetAppId: number | null;
  targetTier: string | null;
  targetCheckName: string | null;
  targetCheckExists: boolean;
}

export interface AuditEventQuery {
  organizationId: string;
  limit: number;
  beforeId?: number | undefined;
  actorEmail?: string | undefined;
  actions?: readonly string[] | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
}

export async function insertAuditEvent(db: DbExecutor, event: TAuditEventInsert): Promise<void> {
  await db.insert(auditEvents).values(event);
}

const UUID = "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$";
// Drizzle writes a one-table query's columns without their table, so the correlated lookups below name theirs.
const event = (column: string) => sql.raw(`"audit_events"."${column}"`);
/** The target as a uuid when it is one, so the lookups below use the primary keys; null otherwise. */
const targetId = sql`(case when ${event("target")} ~ ${UUID} then ${event("target")}::uuid end)`;

/** A member of the event's organization with the target's address, else the latest invitation to it there. */
const targetPersonName = sql<string | null>`coalesce(
  (select u.first_name || ' ' || u.last_name from users u join memberships m on m.user_id = u.id
    where lower(u.email) = lower(${event("target")}) and m.organization_id = ${event("organization_id")}),
  (select i.first_name || ' ' || i.last_name from invitations i
    where lower(i.email) = lower(${event("target")}) and i.organization_id = ${event("organization_id")}
    order by i.created_at desc limit 1))`;

/** The actor while a member of the event's organization, by account or, for events kept without one, address. */
const actorName = sql<string | null>`(select u.first_name || ' ' || u.last_name from users u
  join memberships m on m.user_id = u.id
  where (u.id = ${event("actor_user_id")} or lower(u.email) = lower(${event("actor_email")}))
    and m.organization_id = ${event("organization_id")}
  limit 1)`;

const subscriptionOfTarget = (column: string) => sql`(select s.${sql.raw(column)} from subscriptions s
  where s.id = ${targetId} and s.organization_id = ${event("organization_id")})`;

const checkOfTarget = (column: string) => sql`(select c.${sql.raw(column)} from cite_checks c
  where c.id = ${targetId} and c.organization_id = ${event("organization_id")})`;

function filtersOf(query: AuditEventQuery) {
  return and(
    eq(auditEvents.organizationId, query.organizationId),
    query.beforeId === undefined ? undefined : lt(auditEvents.id, query.beforeId),
    query.actorEmail === undefined ? undefined : sql`lower(${auditEvents.actorEmail}) = lower(${query.actorEmail})`,
    query.actions === undefined ? undefined : inArray(auditEvents.action, [...query.actions]),
    query.from === undefined ? undefined : gte(auditEvents.createdAt, query.from),
    query.to === undefined ? undefined : lt(auditEvents.createdAt, query.to),
  );
}

/** One page of an organization's events that match the filters, newest first, with their targets' names. */
export async function selectAuditEvents(db: DbExecutor, query: AuditEventQuery): Promise<TAuditEventNamedRow[]> {
  const rows = await db
    .select({
      event: auditEvents,
      actorName,
      targetPersonName,
      targetAppId: sql<number | null>`${subscriptionOfTarget("app_id")}`,
      targetTier: sql<string | null>`${subscriptionOfTarget("pricing_tier")}`,
      targetCheckName: sql<string | null>`${checkOfTarget("source_name")}`,
      targetCheckExists: sql<boolean>`exists ${checkOfTarget("id")}`,
    })
    .from(auditEvents)
    .where(filtersOf(query))
    .orderBy(desc(auditEvents.id))
    .limit(query.limit);
  return rows.map(({ event, ...names }) => ({ ...event, ...names, targetAppId: toNumber(names.targetAppId) }));
}

const toNumber = (value: unknown) => (value === null || value === undefined ? null : Number(value));

/** Everyone who acted in the organization's log, by address, with their name while they are a member. */
export async function selectAuditActors(
  db: DbExecutor,
  organizationId: string,
): Promise<{ email: string; name: string | null }[]> {
  const rows = await db
    .selectDistinctOn([sql`lower(${auditEvents.actorEmail})`], {
      email: sql<string>`${auditEvents.actorEmail}`,
      name: actorName,
    })
    .from(auditEvents)
    .where(and(eq(auditEvents.organizationId, organizationId), isNotNull(auditEvents.actorEmail)))
    .orderBy(sql`lower(${auditEvents.actorEmail})`, desc(auditEvents.id));
  return rows;
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
