import type { Db } from "../../db/client.js";
import type { Mailer } from "../mail/mail.service.js";
import type { SeatSyncDeps } from "../subscriptions/seat-sync.service.js";

/**
 * Invitations and resends an organization may send, in 24 hours and in one minute (INVITATIONS_PER_*); in 24 hours
 * at most `unpaidPerDay` while it has no active subscription (INVITATIONS_UNPAID_PER_DAY).
 */
export interface InvitationLimits {
  perDay: number;
  perMinute: number;
  unpaidPerDay: number;
}

/**
 * What the organization and invitation services need: the database, the mailer and the addresses in emails;
 * and, since a membership change moves the seats its subscriptions pay for, the provider's billing and a log;
 * and how many invitations an organization may send.
 */
export interface OrganizationsDeps {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  brandName: string;
  jobs: SeatSyncDeps["jobs"];
  stripeBilling?: SeatSyncDeps["stripeBilling"];
  log?: SeatSyncDeps["log"];
  invitationLimits: InvitationLimits;
  now?: () => Date;
}
