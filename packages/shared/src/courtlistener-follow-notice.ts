import type { TCourtListenerFollow } from "./courtlistener-dockets.js";
import { formatOrdinalDate } from "./format-date.js";

/** The card's words for a follow whose alert CourtListener's old docket alerts report warned of or disabled. */
export const courtListenerNoticeText = {
  followAgain: "Follow again",
  stale: (date: string) =>
    `CourtListener will soon stop sending this docket's entries: on ${date} it warned that the case has been quiet for a long time. Follow again to keep them coming.`,
  disabled: (date: string) =>
    `CourtListener stopped sending this docket's entries on ${date}, as the case had been quiet for a long time. Follow again to have new entries added here.`,
  followedAgain: "Followed again: CourtListener sends this docket's entries.",
} as const;

export interface CourtListenerNotice {
  kind: "stale" | "disabled";
  sentence: string;
}

/** What the card says of the follow's alert: disabled outweighs stale; a live alert, or no follow, says nothing. */
export function courtListenerNotice(follow: TCourtListenerFollow): CourtListenerNotice | null {
  if (!follow.isFollowing) return null;
  const local = { timeZone: "local" } as const;
  if (follow.disabledAt) {
    return {
      kind: "disabled",
      sentence: courtListenerNoticeText.disabled(formatOrdinalDate(follow.disabledAt, local)),
    };
  }
  if (follow.staleSince) {
    return { kind: "stale", sentence: courtListenerNoticeText.stale(formatOrdinalDate(follow.staleSince, local)) };
  }
  return null;
}
