import type { TApplicationRole, TInvitationStatus, TMemberRole } from "./organization.js";
import type { TSubscriptionStatus } from "./subscriptions.js";

/**
 * Manage Organization and its invitations as the API answers them: the JSON the GraphQL types (OrganizationMember,
 * OrganizationMembersPage, Organization, Invitation, OrderSummary) and the invitation link's REST route send, field
 * for field. Dates travel as ISO 8601 strings, amounts in US dollars.
 */

export interface TMemberView {
  membershipId: string;
  userId: string;
  firstName: string;
  lastName: string;
  email: string;
  applicationRole: TApplicationRole;
  role: TMemberRole | null;
  position: string | null;
  /** App ids of the member's products. */
  practiceAreas: number[];
  assignedCases: string[];
  /** Whether the member has a confirmed second factor (an authenticator app). */
  hasTwoFactor: boolean;
  /** Whether this member is the signed-in user. */
  isViewer: boolean;
}

export interface TMembersPage {
  items: TMemberView[];
  page: number;
  pageSize: number;
  pageCount: number;
  totalCount: number;
}

export interface TOrganizationView {
  organizationId: string;
  name: string;
  viewerApplicationRole: TApplicationRole;
  /** Whether the viewer may invite, change and remove. */
  canManage: boolean;
  /** The distinct positions of its members: the Function filter's options. */
  positions: string[];
  /** Who receives billing mail; null while it goes to the Admins. */
  billingContact: TBillingContactView | null;
  /** Whether members must set up two-factor sign-in before anything else. */
  twoFactorRequired: boolean;
}

/** A member of the organization (with their name) or an outside address. */
export interface TBillingContactView {
  email: string;
  /** The member's full name; null for an outside address. */
  memberName: string | null;
}

export interface TInvitationView {
  invitationId: string;
  email: string;
  firstName: string;
  lastName: string;
  position: string | null;
  role: TMemberRole;
  products: number[];
  status: TInvitationStatus;
  expiresAt: string;
  createdAt: string;
}

/** What the invitation page shows to whoever holds the link. */
export interface TInvitationDetails {
  status: TInvitationStatus;
  organizationName: string;
  inviterName: string;
  email: string;
  firstName: string;
  lastName: string;
  role: TMemberRole;
  position: string | null;
  products: number[];
  expiresAt: string;
  /** Whether an account with a confirmed address already uses the invited address: log in rather than sign up. */
  hasAccount: boolean;
}

export interface TOrderTier {
  tier: string;
  /** US dollars a member a month. */
  costPerUser: number;
  /** US dollars a month for all the seats. */
  total: number;
}

export interface TOrderLine {
  appId: number;
  title: string;
  /** The organization's members in this product. */
  seats: number;
  pricingStrategyId: string;
  strategyType: string;
  stripeLookup: string;
  tiers: TOrderTier[];
  subscriptionTier: string | null;
  subscriptionSeats: number | null;
  subscriptionStatus: TSubscriptionStatus | null;
}

/** The Order Summary drawer: the member and, for each of the member's available products, what its seats cost. */
export interface TOrderSummary {
  member: TMemberView;
  lines: TOrderLine[];
}

/** One subscription whose monthly amount a membership change moves, as the server would bill it afterwards. */
export interface TSeatChangeLine {
  subsId: string;
  appId: number;
  title: string;
  tier: string;
  seatsFrom: number;
  seatsTo: number;
  /** US dollars a month now. */
  monthlyFrom: number;
  /** US dollars a month after the change. */
  monthlyTo: number;
}
