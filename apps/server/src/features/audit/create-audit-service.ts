import type { DbExecutor } from "../../db/client.js";
import { bindService } from "../../lib/bind-service.js";
import { exportAuditLogCsv, listAuditActors, readAuditLog } from "./audit.service.js";

/** The audit log as GraphQL reads it and the CSV export sends it, built once at start. */
export function createAuditService(db: DbExecutor) {
  return bindService(db, { readAuditLog, listAuditActors, exportAuditLogCsv });
}

export type AuditService = ReturnType<typeof createAuditService>;
