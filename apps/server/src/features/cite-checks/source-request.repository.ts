import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { caseLawSourceBudgets } from "../../db/schema.js";
import {
  type BudgetWindow,
  countRequest,
  findSourceUsage,
  plusSeconds,
  spentBudget,
} from "./case-law-budget.repository.js";
import type { RequestLimits } from "./case-law-source.js";

/** One request of a source's budget for work other than a check (docket look-ups and alerts): send, wait or stop. */
export type SourceRequestTurn =
  | { kind: "send" }
  | { kind: "wait"; at: Date }
  | { kind: "budget_spent"; window: BudgetWindow; until: Date };

/**
 * Takes one request of the source's budget under its row lock, as the cite check's turns do: refused when the hour's,
 * the day's or the organization's share of the day's requests are used; told to wait while the minute's slot is
 * taken; else counted for the organization and the slot moved on by one request's spacing.
 */
export async function takeSourceRequestSlot(
  db: Db,
  request: { source: string; organizationId: string; requestLimits: RequestLimits },
): Promise<SourceRequestTurn> {
  const { source, organizationId, requestLimits } = request;
  return db.transaction(async (tx) => {
    await tx.insert(caseLawSourceBudgets).values({ source }).onConflictDoNothing();
    const [budget] = await tx
      .select({ nextAllowedAt: caseLawSourceBudgets.nextAllowedAt, now: sql<string>`clock_timestamp()` })
      .from(caseLawSourceBudgets)
      .where(eq(caseLawSourceBudgets.source, source))
      .for("update");
    if (!budget) throw new Error(`no budget row for ${source}`);
    const now = new Date(budget.now);
    const spent = spentBudget(await findSourceUsage(tx, source, organizationId, now), requestLimits, now);
    if (spent) return spent;
    if (budget.nextAllowedAt > now) return { kind: "wait", at: budget.nextAllowedAt };
    await countRequest(tx, source, organizationId, now);
    await tx
      .update(caseLawSourceBudgets)
      .set({ nextAllowedAt: plusSeconds(now, 60 / requestLimits.perMinute) })
      .where(eq(caseLawSourceBudgets.source, source));
    return { kind: "send" };
  });
}
