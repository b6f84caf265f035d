import type { TAuditLogItem } from "@paralex/shared/audit";
import { formatOrdinalDate } from "@paralex/shared/format-date";

const providerNames: Record<string, string> = { stripe: "Stripe", builtin: "built-in checkout" };

/** '22nd November 2026, 14:05' in the reader's own time zone; empty for a value that is no date. */
export function formatAuditTime(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return "";
  const time = `${String(date.getHours()).padStart(2, "0")}:${String(date.getMinutes()).padStart(2, "0")}`;
  return `${formatOrdinalDate(date, { timeZone: "local" })}, ${time}`;
}

function detailsOf(item: TAuditLogItem): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(item.details);
    return parsed && typeof parsed === "object" ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** Who acted: the user's email, or the payment provider when it acted on its own. */
export function actorOf(item: TAuditLogItem): string {
  if (item.actorEmail) return item.actorEmail;
  const provider = detailsOf(item).provider;
  if (typeof provider === "string") return `Payment provider (${providerNames[provider] ?? provider})`;
  return "System";
}
