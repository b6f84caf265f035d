/** Security events the audit log records (issue 5), with the label the dashboard shows for each. */
export const auditActionLabels = {
  login: "Logged in",
  login_failed: "Failed login",
  login_locked: "Login locked after failed attempts",
  logout: "Logged out",
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
  subscription_created: "Subscription started",
  subscription_changed: "Subscription plan changed",
  subscription_seats_changed: "Subscription seats changed",
  subscription_canceled: "Subscription canceled",
  subscription_refunded: "Duplicate subscription canceled and refunded",
  cite_check_created: "Cite check started",
  cite_check_deleted: "Cite check deleted",
} as const;

export type AuditAction = keyof typeof auditActionLabels;

export const AUDIT_LOG_PAGE_SIZE = 25;
export const AUDIT_LOG_MAX_PAGE_SIZE = 100;

export const auditMessages = {
  adminsOnly: "Only administrators can read the audit log.",
  badPageSize: "Ask for at least one event.",
  badCursor: "This page of the audit log does not exist.",
  loadFailed: "The audit log could not be loaded. Try again.",
} as const;

/** One security event as the auditLog query answers it; details is the recorded JSON object as a string. */
export interface TAuditLogItem {
  id: string;
  action: string;
  label: string;
  actorEmail: string | null;
  target: string | null;
  ipAddress: string | null;
  userAgent: string | null;
  /** ISO 8601. */
  createdAt: string;
  details: string;
}

/** A page of the audit log, newest first. */
export interface TAuditLogPage {
  items: TAuditLogItem[];
  /** Pass as `before` for the next, older page; null on the last page. */
  nextCursor: string | null;
}
