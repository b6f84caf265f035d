import { auditMessages, isAuditAction, type TAuditLogFilters } from "@paralex/shared/audit";
import { EMAIL_MAX_LENGTH } from "@paralex/shared/auth-validation";
import { AppError } from "../../lib/app-error.js";

/** The filters as the repository takes them: each absent when the reader did not narrow by it. */
export interface AuditEventFilters {
  actorEmail?: string;
  actions?: readonly string[];
  from?: Date;
  to?: Date;
}

const refuse = (field: string, message: string) => new AppError("validation", message, { [field]: [message] });

function instantOf(field: "from" | "to", value: string | null | undefined): Date | undefined {
  if (value === null || value === undefined || value.trim() === "") return undefined;
  const date = /^\d{4}-\d{2}-\d{2}T[\d:.]+(Z|[+-]\d{2}:\d{2})$/.test(value.trim()) ? new Date(value) : null;
  if (!date || Number.isNaN(date.getTime())) throw refuse(field, auditMessages.badDate);
  return date;
}

/** Checks what a reader narrowed the log by; an empty value means no filter. */
export function parseAuditFilters(filters: TAuditLogFilters): AuditEventFilters {
  const parsed: AuditEventFilters = {};
  const actor = filters.actor?.trim();
  if (actor) {
    if (actor.length > EMAIL_MAX_LENGTH) throw refuse("actor", auditMessages.badActor);
    parsed.actorEmail = actor;
  }
  const actions = (filters.actions ?? []).map((action) => action.trim()).filter((action) => action !== "");
  if (actions.length > 0) {
    if (!actions.every(isAuditAction)) throw refuse("actions", auditMessages.badAction);
    parsed.actions = [...new Set(actions)];
  }
  const from = instantOf("from", filters.from);
  const to = instantOf("to", filters.to);
  if (from && to && from >= to) throw refuse("to", auditMessages.badDateRange);
  if (from) parsed.from = from;
  if (to) parsed.to = to;
  return parsed;
}
