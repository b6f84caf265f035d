import { auditActorLabel } from "@paralex/shared/audit";
import type { AuditLogItem } from "./audit-api";

function detailsOf(item: Pick<AuditLogItem, "details">): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(item.details);
    return parsed && typeof parsed === "object" ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** Who acted: a member by name and address, the address, or the payment provider when it acted on its own. */
export function actorOf(item: Pick<AuditLogItem, "actorEmail" | "actorName" | "details">): string {
  return auditActorLabel({ actorEmail: item.actorEmail, actorName: item.actorName, details: detailsOf(item) });
}
