import {
  AUDIT_LOG_MAX_PAGE_SIZE,
  type AuditAction,
  auditActionLabels,
  auditMessages,
  type TAuditLogItem,
  type TAuditLogPage,
} from "@paralex/shared/audit";
import type { FastifyRequest } from "fastify";
import type { Db, DbExecutor } from "../../db/client.js";
import { AppError } from "../../lib/app-error.js";
import type { AuthenticatedUser } from "../auth/authenticate.js";
import { getPrimaryOrganizationId, isAdminOfOrganization } from "../organizations/organizations.service.js";
import { countRecentAuditEvents, insertAuditEvent, selectAuditEvents } from "./audit.repository.js";

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

export async function listAuditEvents(db: DbExecutor, organizationId: string, limit: number, beforeId?: number) {
  return selectAuditEvents(db, organizationId, limit, beforeId);
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
  return Object.hasOwn(auditActionLabels, action) ? auditActionLabels[action as AuditAction] : action;
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

/**
 * auditLog: the viewer's organization's events, newest first, for its Admins only. `first` is capped at
 * AUDIT_LOG_MAX_PAGE_SIZE; `before` is the previous page's nextCursor.
 */
export async function readAuditLog(
  db: Db,
  viewer: AuthenticatedUser,
  page: { first: number; before?: string | null | undefined },
): Promise<TAuditLogPage> {
  if (!Number.isInteger(page.first) || page.first < 1) {
    throw new AppError("validation", auditMessages.badPageSize, { first: [auditMessages.badPageSize] });
  }
  const beforeId = parseCursor(page.before);
  const organizationId = await getPrimaryOrganizationId(db, viewer.id);
  if (!organizationId || !(await isAdminOfOrganization(db, viewer.id, organizationId))) {
    throw new AppError("forbidden", auditMessages.adminsOnly);
  }
  const limit = Math.min(page.first, AUDIT_LOG_MAX_PAGE_SIZE);
  const rows = await selectAuditEvents(db, organizationId, limit + 1, beforeId);
  const items = rows.slice(0, limit).map(
    (row): TAuditLogItem => ({
      id: String(row.id),
      action: row.action,
      label: labelOf(row.action),
      actorEmail: row.actorEmail,
      target: row.target,
      ipAddress: row.ipAddress,
      userAgent: row.userAgent,
      createdAt: row.createdAt.toISOString(),
      details: JSON.stringify(row.details ?? {}),
    }),
  );
  const last = items.at(-1);
  return { items, nextCursor: rows.length > limit && last ? last.id : null };
}
