import type { DbExecutor } from "../../db/client.js";
import type { Feature } from "../../feature.js";
import { auditRoutes } from "./audit.routes.js";
import { type AuditService, createAuditService } from "./create-audit-service.js";

/** The organization's audit log: read through GraphQL, exported as CSV under /api. */
export function auditFeature(db: DbExecutor): Feature<AuditService> {
  const audit = createAuditService(db);
  return {
    name: "audit",
    service: audit,
    api: async (api) => {
      await api.register(auditRoutes, { audit });
    },
  };
}
