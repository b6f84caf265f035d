import type { TCourtListenerAlertsUsage } from "./courtlistener-dockets.js";

const staleSentence = (count: number) =>
  count === 1
    ? "1 followed case will soon stop getting CourtListener's entries: its docket has been quiet for a long time. Choose Follow again on its page to keep them coming."
    : `${count} followed cases will soon stop getting CourtListener's entries: their dockets have been quiet for a long time. Choose Follow again on each case's page to keep them coming.`;

const disabledSentence = (count: number) =>
  count === 1
    ? "1 followed case no longer gets CourtListener's entries: CourtListener stopped its alert. Choose Follow again on its page to resume them."
    : `${count} followed cases no longer get CourtListener's entries: CourtListener stopped their alerts. Choose Follow again on each case's page to resume them.`;

/** What CourtListener's old docket alerts report means for the organization's followed cases, when it names any. */
export function docketAlertWarnings({
  staleFollows,
  disabledFollows,
}: Pick<TCourtListenerAlertsUsage, "staleFollows" | "disabledFollows">): string[] {
  return [
    ...(staleFollows > 0 ? [staleSentence(staleFollows)] : []),
    ...(disabledFollows > 0 ? [disabledSentence(disabledFollows)] : []),
  ];
}
