import { setTimeout as delay } from "node:timers/promises";
import type { CiteChecksDeps } from "./cite-checks-deps.js";
import { type SourceRequestTurn, takeSourceRequestSlot } from "./source-request.repository.js";

export type { SourceRequestTurn } from "./source-request.repository.js";

/**
 * One request of the outside source's shared budget (per minute, hour and day, and the organization's share of the
 * day) for another feature's call to the same account, such as a docket look-up: waits for the minute's slot up to
 * `maxWaitMs`, then answers `send`, or why not and until when. Without a configured source there is no budget to
 * spend and nothing to call: `budget_spent` for the day.
 */
export async function takeSourceRequest(
  deps: CiteChecksDeps,
  organizationId: string,
  maxWaitMs = 15_000,
): Promise<SourceRequestTurn> {
  const source = deps.source;
  if (!source) return { kind: "budget_spent", window: "day", until: new Date(Date.now() + 86_400_000) };
  if (!source.requestLimits) return { kind: "send" };
  const giveUpAt = Date.now() + maxWaitMs;
  for (;;) {
    const turn = await takeSourceRequestSlot(deps.db, {
      source: source.name,
      organizationId,
      requestLimits: source.requestLimits,
    });
    if (turn.kind !== "wait" || turn.at.getTime() > giveUpAt) return turn;
    await delay(Math.max(0, turn.at.getTime() - Date.now()));
  }
}
