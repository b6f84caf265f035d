import { ASSIGNED_CASES_MAX, assignedCaseKey, organizationMessages, ZAssignedCase } from "@paralex/shared/organization";

/** The cases with the typed one added, or the message saying why it cannot be: the server's rules, case by case. */
export function addAssignedCase(cases: readonly string[], draft: string): { cases: string[] } | { error: string } {
  const parsed = ZAssignedCase.safeParse(draft);
  if (!parsed.success) return { error: parsed.error.issues[0]?.message ?? organizationMessages.assignedCaseRequired };
  const key = assignedCaseKey(parsed.data);
  const existing = cases.find((name) => assignedCaseKey(name) === key);
  if (existing !== undefined) return { error: organizationMessages.assignedCaseDuplicate(existing) };
  if (cases.length >= ASSIGNED_CASES_MAX) return { error: organizationMessages.assignedCasesTooMany };
  return { cases: [...cases, parsed.data] };
}
