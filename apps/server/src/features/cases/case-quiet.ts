import type { CaseRow } from "./cases.repository.js";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * When an active case last heard anything (its latest entry, else when it was added), if that is more than `days`
 * ago: the court's notices may not be reaching the agent address. Null when the case is not active or not quiet.
 */
export function quietSinceOf(
  row: Pick<CaseRow, "status" | "lastEntryAt" | "createdAt">,
  days: number,
  now: Date,
): Date | null {
  if (row.status !== "active") return null;
  const heard = row.lastEntryAt ?? row.createdAt;
  return now.getTime() - heard.getTime() > days * DAY_MS ? heard : null;
}
