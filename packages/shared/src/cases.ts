import { z } from "zod";
import { formatOrdinalDate } from "./format-date.js";

/** Cases and their dockets (issue 23): rules and strings the server and the case pages both use. */

export const CASE_STATUSES = ["active", "proposed", "dismissed"] as const;
export type TCaseStatus = (typeof CASE_STATUSES)[number];

export const DOCKET_ENTRY_SOURCES = ["notice", "forward", "courtlistener"] as const;
export type TDocketEntrySource = (typeof DOCKET_ENTRY_SOURCES)[number];

export const ALERT_PREFERENCES = ["every", "digest", "none"] as const;
export type TAlertPreference = (typeof ALERT_PREFERENCES)[number];

export const CASE_NAME_MAX_LENGTH = 300;
export const CLIENT_MATTER_MAX_LENGTH = 200;
export const DOCKET_NUMBER_MAX_LENGTH = 60;
export const CASE_TEAM_MAX = 50;

export const caseMessages = {
  notFound: "Case not found.",
  adminsOnly: "Only an Admin of the organization can do this.",
  unknownCourt: "Choose a court from the list.",
  docketNumber: "Enter the docket number as the court writes it, for example 1:22-cv-01461.",
  caseName: "Enter the case name.",
  duplicate: "Your organization already follows this case in this court.",
  teamMember: "Each team member must be a member of your organization.",
  notProposed: "This case is not waiting for confirmation.",
  timeZone: "Choose a valid time zone.",
  teamChangeRefused: "Only an Admin can take someone else off a case's team.",
  notOnTeam: "This person is not on the case's team.",
} as const;

export const caseText = {
  title: "Cases",
  addCase: "Add a case",
  empty: "No cases yet. Add one, or send the court's notices to your agent address.",
  proposedTitle: "Proposed from court notices",
  proposedHint: "Court notices arrived for these cases, which nobody has added. Confirm to follow them, or dismiss.",
  confirm: "Confirm",
  dismiss: "Dismiss",
  newSince: (count: number) => `${count} new since you last looked`,
  noEntries: "No docket entries yet. Entries appear when a court notice arrives at the agent address.",
  freeLookNote: "Free-look links are as the court sent them: the first click uses the firm's one free look.",
  gapWhereToLook: "Look on PACER or ask the court's clerk's office.",
  plusAddressHint: "Send a draft to this address to file its cite check under this case.",
  quietWarning: (since: string, agentAddress: string) =>
    `No docket activity seen since ${since}: check that the court's notices reach ${agentAddress}`,
  teamTitle: "Team",
  teamHint: "The team gets this case's alerts. Anyone on it may add a colleague; an Admin may also take people off.",
  addToTeam: "Add to the team",
  addPerson: "Person to add",
  choosePerson: "Choose a colleague",
  remove: "Remove",
  removeNamed: (name: string) => `Remove ${name} from the team`,
  follow: "Follow this case",
  unfollow: "Leave the team",
} as const;

export const alertPreferenceLabels: Record<TAlertPreference, string> = {
  every: "Every entry",
  digest: "Daily digest",
  none: "None",
};

export const sourceLabels: Record<TDocketEntrySource, string> = {
  notice: "Court notice",
  forward: "Notice forwarded by a member (not yet confirmed by the court)",
  courtlistener: "CourtListener",
};

const isTimeZone = (value: string) => {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: value });
    return true;
  } catch {
    return false;
  }
};

export const ZNewCase = z.object({
  courtId: z.string().trim().min(1, caseMessages.unknownCourt).max(20, caseMessages.unknownCourt),
  docketNumber: z
    .string()
    .trim()
    .min(3, caseMessages.docketNumber)
    .max(DOCKET_NUMBER_MAX_LENGTH, caseMessages.docketNumber),
  caseName: z.string().trim().min(1, caseMessages.caseName).max(CASE_NAME_MAX_LENGTH, caseMessages.caseName),
  clientMatter: z.string().trim().max(CLIENT_MATTER_MAX_LENGTH).optional().default(""),
  team: z.array(z.uuid(caseMessages.teamMember)).max(CASE_TEAM_MAX).default([]),
});
export type TNewCase = z.input<typeof ZNewCase>;

export const ZAlertPreference = z.object({
  alertPreference: z.enum(ALERT_PREFERENCES),
  digestHour: z.number().int().min(0).max(23).default(8),
  timeZone: z.string().trim().min(1).max(64).refine(isTimeZone, caseMessages.timeZone).default("UTC"),
});
export type TAlertPreferenceInput = z.input<typeof ZAlertPreference>;

export interface TDocketDocument {
  number: string | null;
  description: string | null;
  url: string | null;
}

export interface TDocketEntry {
  id: string;
  entryNumber: number | null;
  filedOn: string | null;
  enteredAt: string | null;
  text: string;
  filer: string | null;
  source: TDocketEntrySource;
  learnedAt: string;
  restricted: boolean;
  documents: TDocketDocument[];
}

/** Entry numbers never seen between two that were: `{ from: 13, to: 14 }`. */
export interface TDocketGap {
  from: number;
  to: number;
}

export interface TCaseSummary {
  id: string;
  courtId: string;
  courtName: string;
  docketNumber: string;
  caseName: string;
  clientMatter: string | null;
  status: TCaseStatus;
  tag: string;
  isFollowing: boolean;
  latestEntry: { entryNumber: number | null; text: string; learnedAt: string } | null;
  newCount: number;
  entryCount: number;
  createdAt: string;
  /** When an active case last heard anything (or was added), if longer ago than the quiet-case warning allows. */
  quietSince: string | null;
}

export interface TCaseMember {
  userId: string;
  name: string;
  email: string;
}

export interface TCaseCiteCheck {
  id: string;
  sourceName: string | null;
  status: string;
  createdAt: string;
}

export interface TCaseDetail extends TCaseSummary {
  team: TCaseMember[];
  entries: TDocketEntry[];
  gaps: TDocketGap[];
  plusAddress: string;
  citeChecks: TCaseCiteCheck[];
  myAlerts: { alertPreference: TAlertPreference; digestHour: number; timeZone: string } | null;
  isAdmin: boolean;
  /** The organization's agent address, which the court's notices should reach. */
  agentAddress: string;
  /** Members of the organization not on the team whom the viewer may add (empty when they may add no one). */
  teamCandidates: TCaseMember[];
  /** Whom the viewer may take off the team: anyone for an Admin, else only themselves. */
  removableUserIds: string[];
}

export interface TCaseList {
  cases: TCaseSummary[];
  proposed: TCaseSummary[];
  isAdmin: boolean;
  agentAddress: string;
}

export interface TCaseCourt {
  id: string;
  name: string;
}

/** "entries 13–14" or "entry 13". */
export const gapLabel = (gap: TDocketGap) =>
  gap.from === gap.to ? `entry ${gap.from}` : `entries ${gap.from}–${gap.to}`;

export const gapSentence = (gaps: readonly TDocketGap[]) =>
  gaps.length === 0 ? "" : `We have not seen ${gaps.map(gapLabel).join(", ")}. ${caseText.gapWhereToLook}`;

/** A docket date (YYYY-MM-DD) in the product's format, "4th March 2024"; anything else as it is. */
export function filedLabel(value: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? formatOrdinalDate(value) : value;
}

/**
 * An entry's entered time in the court's own clock, as the notice gave it: "4th March 2024, 10:15 (UTC-05:00)"; a
 * bare date as "4th March 2024".
 */
export function enteredLabel(value: string): string {
  const parts = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(?::\d{2}(?:\.\d+)?)?(Z|[+-]\d{2}:\d{2})?$/.exec(value);
  if (!parts) return filedLabel(value);
  const [, day = "", time, offset] = parts;
  const zone = offset === undefined ? "" : offset === "Z" ? " (UTC)" : ` (UTC${offset})`;
  return `${formatOrdinalDate(day)}, ${time}${zone}`;
}

export const ZTeamMember = z.object({ userId: z.uuid(caseMessages.teamMember) });
