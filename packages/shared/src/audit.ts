/** Security events the audit log records (issue 5), with the label the dashboard shows for each. */
export const auditActionLabels = {
  login: "Logged in",
  login_failed: "Failed login",
  login_locked: "Login locked after failed attempts",
  logout: "Logged out",
  second_factor_failed: "Wrong sign-in code",
  recovery_code_used: "Signed in with a recovery code",
  session_ended: "Signed out a session",
  two_factor_enabled: "Authenticator app added",
  two_factor_disabled: "Authenticator app removed",
  recovery_codes_regenerated: "Recovery codes regenerated",
  passkey_added: "Passkey added",
  passkey_renamed: "Passkey renamed",
  passkey_removed: "Passkey removed",
  signed_up_with_provider: "Signed up with Google or Apple",
  sign_in_provider_linked: "Google or Apple sign-in linked",
  sign_in_provider_unlinked: "Google or Apple sign-in unlinked",
  provider_sign_in_refused: "Google or Apple sign-in refused",
  provider_sign_in_failed: "Google or Apple sign-in failed",
  password_changed: "Password changed",
  password_reset_requested: "Password reset requested",
  password_reset: "Password reset",
  email_change_requested: "Email change requested",
  email_changed: "Email changed",
  profile_updated: "Profile updated",
  invitation_sent: "Invitation sent",
  invitation_resent: "Invitation resent",
  invitation_revoked: "Invitation revoked",
  invitation_throttled: "Invitation refused: sending limit reached",
  invitation_accepted: "Invitation accepted",
  member_updated: "Member updated",
  member_removed: "Member removed",
  admin_granted: "Made an Admin",
  admin_revoked: "Admin rights taken back",
  organization_renamed: "Organization renamed",
  billing_contact_changed: "Billing contact changed",
  two_factor_requirement_changed: "Two-factor requirement changed",
  two_factor_reset_by_admin: "Member's two-factor reset by an Admin",
  subscription_created: "Subscription started",
  subscription_changed: "Subscription plan changed",
  subscription_seats_changed: "Subscription seats changed",
  subscription_canceled: "Subscription canceled",
  subscription_resumed: "Subscription resumed",
  subscription_refunded: "Duplicate subscription canceled and refunded",
  cite_check_created: "Cite check started",
  cite_check_renamed: "Cite check renamed",
  cite_check_deleted: "Cite check deleted",
  inbox_message_received: "Mail received at the agent address",
  inbox_message_answered: "Mail answered by the associate",
  inbox_message_refused: "Mail refused",
  inbox_message_quarantined: "Mail quarantined",
  inbox_message_released: "Quarantined mail released",
  inbox_message_deleted: "Mail deleted",
  inbox_address_changed: "Agent address changed",
  case_added: "Case added",
  case_confirmed: "Proposed case confirmed",
  case_dismissed: "Proposed case dismissed",
  case_team_member_added: "Added to a case's team",
  case_team_member_removed: "Removed from a case's team",
} as const;

export type AuditAction = keyof typeof auditActionLabels;

export const AUDIT_LOG_PAGE_SIZE = 25;
export const AUDIT_LOG_MAX_PAGE_SIZE = 100;
/** The most events one CSV export holds, newest first. */
export const AUDIT_LOG_EXPORT_MAX_ROWS = 10_000;

/** The kinds of event the log's filter offers, each with its actions, in the order the filter lists them. */
export const auditEventKinds = [
  {
    label: "Sign-ins",
    actions: [
      "login",
      "login_failed",
      "login_locked",
      "logout",
      "second_factor_failed",
      "recovery_code_used",
      "session_ended",
      "provider_sign_in_refused",
      "provider_sign_in_failed",
    ],
  },
  {
    label: "Account",
    actions: [
      "password_changed",
      "password_reset_requested",
      "password_reset",
      "email_change_requested",
      "email_changed",
      "profile_updated",
      "two_factor_enabled",
      "two_factor_disabled",
      "recovery_codes_regenerated",
      "passkey_added",
      "passkey_renamed",
      "passkey_removed",
      "signed_up_with_provider",
      "sign_in_provider_linked",
      "sign_in_provider_unlinked",
    ],
  },
  {
    label: "Team",
    actions: [
      "invitation_sent",
      "invitation_resent",
      "invitation_revoked",
      "invitation_throttled",
      "invitation_accepted",
      "member_updated",
      "member_removed",
      "admin_granted",
      "admin_revoked",
      "two_factor_reset_by_admin",
    ],
  },
  {
    label: "Organization",
    actions: ["organization_renamed", "billing_contact_changed", "two_factor_requirement_changed"],
  },
  {
    label: "Subscriptions",
    actions: [
      "subscription_created",
      "subscription_changed",
      "subscription_seats_changed",
      "subscription_canceled",
      "subscription_resumed",
      "subscription_refunded",
    ],
  },
  { label: "Cite checks", actions: ["cite_check_created", "cite_check_renamed", "cite_check_deleted"] },
  {
    label: "Inbox",
    actions: [
      "inbox_message_received",
      "inbox_message_answered",
      "inbox_message_refused",
      "inbox_message_quarantined",
      "inbox_message_released",
      "inbox_message_deleted",
      "inbox_address_changed",
    ],
  },
  {
    label: "Cases",
    actions: ["case_added", "case_confirmed", "case_dismissed", "case_team_member_added", "case_team_member_removed"],
  },
] as const satisfies readonly { label: string; actions: readonly AuditAction[] }[];

export function isAuditAction(value: string): value is AuditAction {
  return Object.hasOwn(auditActionLabels, value);
}

/**
 * What the log is narrowed to; each is optional. `from` and `to` are ISO 8601 instants, `to` excluded, so the
 * browser turns the reader's calendar days into their own time zone's midnights.
 */
export interface TAuditLogFilters {
  actor?: string | null;
  actions?: readonly string[] | null;
  from?: string | null;
  to?: string | null;
}

/** The CSV export's address; it takes the filters as query parameters, `actions` comma-separated. */
export const AUDIT_LOG_CSV_PATH = "audit-log.csv";

export const auditCsvHeaders = ["When (UTC)", "Event", "By", "By email", "Target", "IP address", "User agent"] as const;

/** How the log names what an event was done to, when the thing itself is gone or was never stored. */
export const auditTargetText = {
  subscription: (product: string, tier: string | null) =>
    tier ? `${product} subscription, ${tier}` : `${product} subscription`,
  unknownProduct: "A product",
  deletedCiteCheck: (name: string) => `deleted cite check '${name}'`,
  citeCheck: (name: string) => `cite check '${name}'`,
  unnamedCiteCheck: "an unnamed cite check",
  deletedUnnamedCiteCheck: "a deleted cite check",
  person: (name: string, email: string) => `${name} (${email})`,
  case: (caseName: string, docketNumber: string) => `case '${caseName}' (${docketNumber})`,
  caseTeamMember: (person: string, caseLabel: string) => `${person} on ${caseLabel}`,
  paymentProvider: (provider: string) => `Payment provider (${provider})`,
  system: "System",
} as const;

const auditProviderNames: Record<string, string> = { stripe: "Stripe", builtin: "built-in checkout" };

/** Who acted: a member by name and address, else the address, else the payment provider or the system. */
export function auditActorLabel(actor: {
  actorEmail: string | null;
  actorName: string | null;
  details: Record<string, unknown>;
}): string {
  if (actor.actorEmail) {
    return actor.actorName ? auditTargetText.person(actor.actorName, actor.actorEmail) : actor.actorEmail;
  }
  const provider = actor.details.provider;
  if (typeof provider === "string" && provider !== "") {
    return auditTargetText.paymentProvider(auditProviderNames[provider] ?? provider);
  }
  return auditTargetText.system;
}

export const auditMessages = {
  adminsOnly: "Only administrators can read the audit log.",
  badPageSize: "Ask for at least one event.",
  badCursor: "This page of the audit log does not exist.",
  loadFailed: "The audit log could not be loaded. Try again.",
  badAction: "Choose a kind of event from the list.",
  badActor: "Choose someone from the list.",
  badDate: "Enter the dates as calendar days.",
  badDateRange: "The first day must come before the last.",
  exportFailed: "The CSV could not be exported. Try again.",
} as const;

/** The audit log page's words. */
export const auditText = {
  title: "Audit Log",
  intro:
    "Sign-ins, password and email changes, invitations, role changes, subscription changes and cite checks in your organization, newest first.",
  filtersLabel: "Filter the audit log",
  actorLabel: "By",
  anyActor: "Anyone",
  kindLabel: "Event",
  anyKind: "All events",
  allOfKind: (kind: string) => `All ${kind.toLowerCase()} events`,
  fromLabel: "From",
  toLabel: "To",
  clearFilters: "Clear filters",
  exportCsv: "Export CSV",
  exporting: "Exporting…",
  noEvents: "No events yet. Sign-ins and changes in your organization will appear here.",
  noMatches: "No events match these filters.",
  showing: (count: number) => `Showing ${count} ${count === 1 ? "event" : "events"}.`,
  loadMore: "Load more",
  loadingMore: "Loading…",
  csvFileName: (day: string) => `audit-log-${day}.csv`,
} as const;

/** One security event as the auditLog query answers it; details is the recorded JSON object as a string. */
export interface TAuditLogItem {
  id: string;
  action: string;
  label: string;
  actorEmail: string | null;
  /** The actor's name when they are a member of the organization. */
  actorName: string | null;
  target: string | null;
  /** What the event was done to, by name: a product and tier, a cite check's name, a person. */
  targetName: string | null;
  ipAddress: string | null;
  userAgent: string | null;
  /** ISO 8601. */
  createdAt: string;
  details: string;
}

/** Someone who acted in the organization's log, for the actor filter. */
export interface TAuditActor {
  email: string;
  name: string | null;
}

/** A page of the audit log, newest first. */
export interface TAuditLogPage {
  items: TAuditLogItem[];
  /** Pass as `before` for the next, older page; null on the last page. */
  nextCursor: string | null;
}
