import {
  AUDIT_LOG_EXPORT_MAX_ROWS,
  AUDIT_LOG_MAX_PAGE_SIZE,
  type AuditAction,
  auditActionLabels,
  auditActorLabel,
  auditMessages,
  isAuditAction,
  type TAuditActor,
  type TAuditLogFilters,
  type TAuditLogItem,
  type TAuditLogPage,
} from "@paralex/shared/audit";
import type { FastifyRequest } from "fastify";
import { getPrimaryOrganizationId, isAdminOfOrganization } from "../../access/membership.js";
import type { AuthenticatedUser } from "../../access/viewer.js";
import type { DbExecutor } from "../../db/client.js";
import { AppError } from "../../lib/app-error.js";
import {
  countRecentAuditEvents,
  insertAuditEvent,
  selectAuditActors,
  selectAuditEvents,
  type TAuditEventNamedRow,
} from "./audit.repository.js";
import { csvOf } from "./audit-csv.js";
import { parseAuditFilters } from "./audit-filters.js";
import { targetNameOf } from "./audit-targets.js";

/** Where a request came from, as the audit log records it. */
export interface AuditSource {
  ipAddress: string | null;
  userAgent: string | null;
}

export interface AuditEventInput {
  action: AuditAction;
  organizationId?: string | null;
  actorUserId?: string | null;
  actorEmail?: string | null;
  /** Who or what the action was done to: an email address, a subscription id. */
  target?: string | null;
  details?: Record<string, unknown>;
  source?: AuditSource | null;
}

export function auditSourceOf(request: FastifyRequest): AuditSource {
  const userAgent = request.headers["user-agent"];
  return { ipAddress: request.ip ?? null, userAgent: typeof userAgent === "string" ? userAgent.slice(0, 300) : null };
}

/** Writes one security event; pass the transaction when the event belongs to a change so both land or neither. */
export async function recordAuditEvent(db: DbExecutor, event: AuditEventInput): Promise<void> {
  await insertAuditEvent(db, {
    action: event.action,
    organizationId: event.organizationId ?? null,
    actorUserId: event.actorUserId ?? null,
    actorEmail: event.actorEmail ?? null,
    target: event.target ?? null,
    details: event.details ?? {},
    ipAddress: event.source?.ipAddress ?? null,
    userAgent: event.source?.userAgent ?? null,
  });
}

/** How many events of these actions the organization recorded in the last `seconds`. */
export async function countRecentOrganizationEvents(
  db: DbExecutor,
  organizationId: string,
  actions: readonly AuditAction[],
  seconds: number,
): Promise<number> {
  return countRecentAuditEvents(db, organizationId, actions, seconds);
}

function labelOf(action: string): string {
  return isAuditAction(action) ? auditActionLabels[action] : action;
}

function parseCursor(before: string | null | undefined): number | undefined {
  if (before === null || before === undefined) return undefined;
  const trimmed = before.trim();
  const id = /^[1-9][0-9]{0,15}$/.test(trimmed) ? Number(trimmed) : Number.NaN;
  if (!Number.isSafeInteger(id)) {
    throw new AppError("validation", auditMessages.badCursor, { before: [auditMessages.badCursor] });
  }
  return id;
}

/** The organization whose log the viewer may read: their own, and only as its Admin. */
async function requireAuditReader(db: DbExecutor, viewer: AuthenticatedUser): Promise<string> {
  const organizationId = await getPrimaryOrganizationId(db, viewer.id);
  if (!organizationId || !(await isAdminOfOrganization(db, viewer.id, organizationId))) {
    throw new AppError("forbidden", auditMessages.adminsOnly);
  }
  return organizationId;
}

function toItem(row: TAuditEventNamedRow): TAuditLogItem {
  return {
    id: String(row.id),
    action: row.action,
    label: labelOf(row.action),
    actorEmail: row.actorEmail,
    actorName: row.actorName,
    target: row.target,
    targetName: targetNameOf(row),
    ipAddress: row.ipAddress,
    userAgent: row.userAgent,
    createdAt: row.createdAt.toISOString(),
    details: JSON.stringify(row.details ?? {}),
  };
}

/**
 * auditLog: the viewer's organization's events that match the filters, newest first, for its Admins only. `first`
 * is capped at AUDIT_LOG_MAX_PAGE_SIZE; `before` is the previous page's nextCursor.
 */
export async function readAuditLog(
  db: DbExecutor,
  viewer: AuthenticatedUser,
  page: { first: number; before?: string | null | undefined },
  filters: TAuditLogFilters = {},
): Promise<TAuditLogPage> {
  if (!Number.isInteger(page.first) || page.first < 1) {
    throw new AppError("validation", auditMessages.badPageSize, { first: [auditMessages.badPageSize] });
  }
  const beforeId = parseCursor(page.before);
  const narrowed = parseAuditFilters(filters);
  const organizationId = await requireAuditReader(db, viewer);
  const limit = Math.min(page.first, AUDIT_LOG_MAX_PAGE_SIZE);
  const rows = await selectAuditEvents(db, { organizationId, limit: limit + 1, beforeId, ...narrowed });
  const items = rows.slice(0, limit).map(toItem);
  const last = items.at(-1);
  return { items, nextCursor: rows.length > limit && last ? last.id : null };
}

/** auditLogActors: everyone who acted in the viewer's organization's log, for the filter; Admins only. */
export async function listAuditActors(db: DbExecutor, viewer: AuthenticatedUser): Promise<TAuditActor[]> {
  return selectAuditActors(db, await requireAuditReader(db, viewer));
}

/**
 * The events the filters show as CSV, newest first, at most AUDIT_LOG_EXPORT_MAX_ROWS; Admins only. Times are
 * ISO 8601 in UTC, which spreadsheets read as dates whatever the reader's zone.
 */
export async function exportAuditLogCsv(
  db: DbExecutor,
  viewer: AuthenticatedUser,
  filters: TAuditLogFilters,
): Promise<string> {
  const narrowed = parseAuditFilters(filters);
  const organizationId = await requireAuditReader(db, viewer);
  const rows = await selectAuditEvents(db, { organizationId, limit: AUDIT_LOG_EXPORT_MAX_ROWS, ...narrowed });
  return csvOf(
    rows.map((row) => [
      row.createdAt.toISOString(),
      labelOf(row.action),
      auditActorLabel({ actorEmail: row.actorEmail, actorName: row.actorName, details: row.details ?? {} }),
      row.actorEmail,
      targetNameOf(row),
      row.ipAddress,
      row.userAgent,
    ]),
  );
}
