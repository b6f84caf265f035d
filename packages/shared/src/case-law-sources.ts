/** The case-law sources of this installation, as its organizations' Admins see them. */
export interface TCaseLawSources {
  localIndex: {
    /** Cases the shared index knows. */
    cases: number;
    /** When case law was last imported in bulk; null when never. */
    lastImportAt: string | null;
  };
  courtListener: {
    isConfigured: boolean;
    /** Citations it may be asked a minute, across every instance. */
    citationsPerMinute: number | null;
    /** The organization's lookups today (UTC) against its daily quota. */
    usedToday: number;
    dailyQuota: number;
    resetsAt: string;
  };
}

export const caseLawSourcesText = {
  pageTitle: "Case-law sources",
  intro:
    "Where the cite check looks cases up. A case citation that no source knows cannot be checked, and the report says so.",
  adminsOnly: "Only your organization's Admins see its case-law sources.",
  loadFailed: "The case-law sources could not be loaded. Try again.",
  tryAgain: "Try again",
  backToOrganization: "Back to your organization",
  casesTerm: "Cases",
  lastImportTerm: "Last import",
  tokenTerm: "API token",
  rateTerm: "Rate",
  todayTerm: "Today",
  organizationLink: "Case-law sources",
  localIndexTitle: "Local case-law index",
  localIndexIntro:
    "Cases kept in this installation's own database: every answer CourtListener gives, and case law imported in bulk. A citation it knows is checked without leaving the installation.",
  indexSize: (cases: number) => `${cases.toLocaleString("en-US")} ${cases === 1 ? "case" : "cases"}`,
  neverImported: "Never imported",
  courtListenerTitle: "CourtListener",
  courtListenerIntro: "The Free Law Project's citation-lookup API. Only the citations are sent, never the draft.",
  connected: "Connected",
  notConnected: "Not connected",
  perMinute: (count: number) => `${count.toLocaleString("en-US")} citations a minute for this installation`,
  quotaLeft: (used: number, quota: number) =>
    `${Math.max(0, quota - used).toLocaleString("en-US")} of ${quota.toLocaleString("en-US")} lookups left today for your organization`,
  howToAddTitle: "How to add a source",
  addCourtListener:
    "Create a free account at courtlistener.com, copy the API token from its profile page, and set it as COURTLISTENER_API_TOKEN in the installation's environment; then restart the server.",
  addImport:
    "Or import case law in bulk from a CSV file with the columns volume, reporter, page, case name, court, date and url:",
  importCommand: "npm run citations:import -- cases.csv",
  askOperator: "The person who runs your installation does this: send them this page.",
} as const;
