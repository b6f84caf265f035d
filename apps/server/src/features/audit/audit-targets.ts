import { auditTargetText } from "@paralex/shared/audit";
import { findProduct } from "@paralex/shared/products";
import type { TAuditEventNamedRow } from "./audit.repository.js";

const text = (value: unknown) => (typeof value === "string" && value.trim() !== "" ? value : null);
const appIdOf = (value: unknown) => (typeof value === "number" && Number.isInteger(value) ? value : null);

function subscriptionName(row: TAuditEventNamedRow, details: Record<string, unknown>): string {
  const appId = row.targetAppId ?? appIdOf(details.appId);
  const product = (appId === null ? undefined : findProduct(appId)?.title) ?? auditTargetText.unknownProduct;
  return auditTargetText.subscription(product, row.targetTier ?? text(details.to) ?? text(details.tier));
}

function citeCheckName(row: TAuditEventNamedRow, details: Record<string, unknown>): string {
  if (row.targetCheckExists) {
    const name = text(row.targetCheckName);
    return name ? auditTargetText.citeCheck(name) : auditTargetText.unnamedCiteCheck;
  }
  const kept = text(details.sourceName) ?? text(details.to);
  return kept ? auditTargetText.deletedCiteCheck(kept) : auditTargetText.deletedUnnamedCiteCheck;
}

/** A case by the name and docket number the event kept; a team change also names the member. */
function caseName(details: Record<string, unknown>): string | null {
  const name = text(details.caseName);
  const number = text(details.docketNumber);
  if (!name || !number) return null;
  const label = auditTargetText.case(name, number);
  const email = text(details.memberEmail);
  if (!email) return label;
  const member = text(details.memberName);
  return auditTargetText.caseTeamMember(member ? auditTargetText.person(member, email) : email, label);
}

/**
 * What an event was done to, as a reader knows it: a subscription by product and tier, a cite check by its name,
 * a person by name and address. A target that is gone is named from what the event kept; never a raw id.
 */
export function targetNameOf(row: TAuditEventNamedRow): string | null {
  const details = row.details ?? {};
  if (row.action.startsWith("subscription_")) return subscriptionName(row, details);
  if (row.action.startsWith("cite_check_")) return citeCheckName(row, details);
  if (row.action.startsWith("case_")) return caseName(details);
  if (!row.target) return null;
  if (!row.target.includes("@")) return null;
  const name = row.targetPersonName ?? text(details.name);
  return name ? auditTargetText.person(name, row.target) : row.target;
}
