/** CourtListener's docket alerts on a case and their limits (issue 23, decision 077): the server's and the pages' words. */

export interface TCourtListenerFollow {
  /** False when the server has no CourtListener token: the button is not offered. */
  isAvailable: boolean;
  isFollowing: boolean;
  /** CourtListener's docket id, when followed. */
  docketId: number | null;
  followedAt: string | null;
  /** When CourtListener's old docket alerts report warned that it will disable the alert (the case ended long ago). */
  staleSince: string | null;
  /** When CourtListener's old docket alerts report said it disabled the alert: no entry comes from it any more. */
  disabledAt: string | null;
}

export interface TCourtListenerAlertsUsage {
  isConfigured: boolean;
  /** Whether CourtListener's webhook can reach us (COURTLISTENER_WEBHOOK_SECRET set). */
  isWebhookConfigured: boolean;
  /** Docket alerts the account holds, every organization together; disabled ones do not count. */
  alertsUsed: number;
  alertsMax: number;
  /** Cases of the viewer's organization followed on CourtListener. */
  organizationFollows: number;
  /** Of those, the ones whose alert CourtListener warned it will disable. */
  staleFollows: number;
  /** Of those, the ones whose alert CourtListener disabled. */
  disabledFollows: number;
}

export const courtListenerDocketText = {
  follow: "Follow on CourtListener",
  unfollow: "Unfollow on CourtListener",
  following: "Followed on CourtListener: its docket alerts are added to this docket.",
  hint: "For cases the firm is not counsel in: CourtListener's docket alerts bring entries the court does not mail you.",
  usageLine: (used: number, max: number) => `Docket alerts: ${used} of ${max} allowed for the account in use.`,
  webhookMissing: "CourtListener's webhook is not configured (COURTLISTENER_WEBHOOK_SECRET): alerts cannot arrive.",
} as const;

export const courtListenerDocketMessages = {
  notConfigured: "CourtListener is not configured on this server.",
  notFound: "CourtListener has no docket of this number in this court yet.",
  alertsFull: (max: number) =>
    `The CourtListener account's ${max} docket alerts are all in use. Unfollow a case first.`,
  budgetSpent: (until: string) => `CourtListener's request budget is used for now. Try again after ${until}.`,
  unavailable: "CourtListener could not be reached. Try again in a few minutes.",
  notFollowing: "This case is not followed on CourtListener.",
  proposed: "Confirm the case before following it on CourtListener.",
} as const;
