import type { DbExecutor } from "../../db/client.js";
import { bindService } from "../../lib/bind-service.js";
import { readAuditLog } from "./audit.service.js";

/** The audit log as GraphQL reads it, built once at start. */
export function createAuditService(db: DbExecutor) {
  return bindService(db, { readAuditLog });
}

export type AuditService = ReturnType<typeof createAuditService>;
