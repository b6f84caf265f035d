import type { TInviteMember, TMemberRole, TUpdateMember } from "@paralex/shared/organization";
import type {
  TInvitationView,
  TMembersPage,
  TMemberView,
  TOrderSummary,
  TOrganizationView,
  TSeatChangeLine,
} from "@paralex/shared/organization-views";
import { type GraphqlResult, graphqlClient } from "../../lib/graphql-client";

/** An invitation as INVITATION_FIELDS selects it: every field the API answers but createdAt. */
export type Invitation = Omit<TInvitationView, "createdAt">;

export interface MemberFilters {
  search: string;
  appId: number | null;
  role: TMemberRole | null;
  position: string | null;
}

const MEMBER_FIELDS =
  "membershipId userId firstName lastName email applicationRole role position practiceAreas assignedCases isViewer";
const INVITATION_FIELDS = "invitationId email firstName lastName position role products status expiresAt";

const MY_ORGANIZATION_QUERY =
  "query MyOrganization { myOrganization { organizationId name viewerApplicationRole canManage positions } }";
const MEMBERS_QUERY = `query OrganizationMembers($search: String, $appId: Int, $role: String, $position: String, $page: Int) {
  organizationMembers(search: $search, appId: $appId, role: $role, position: $position, page: $page) {
    items { ${MEMBER_FIELDS} } page pageSize pageCount totalCount } }`;
const INVITATIONS_QUERY = `query OrganizationInvitations { organizationInvitations { ${INVITATION_FIELDS} } }`;
const ORDER_SUMMARY_QUERY = `query MemberOrderSummary($membershipId: ID!) { memberOrderSummary(membershipId: $membershipId) {
  member { ${MEMBER_FIELDS} }
  lines { appId title seats pricingStrategyId strategyType stripeLookup tiers { tier costPerUser total }
    subscriptionTier subscriptionSeats subscriptionStatus } } }`;
const SEAT_CHANGE_PREVIEW_QUERY = `query SeatChangePreview($membershipId: ID, $products: [Int!]!) {
  seatChangePreview(membershipId: $membershipId, products: $products) {
    subsId appId title tier seatsFrom seatsTo monthlyFrom monthlyTo } }`;
const INVITE_MUTATION = `mutation InviteMember($input: InviteMemberInput!) { inviteMember(input: $input) { ${INVITATION_FIELDS} } }`;
const RESEND_MUTATION = `mutation ResendInvitation($invitationId: ID!) {
  resendInvitation(invitationId: $invitationId) { ${INVITATION_FIELDS} } }`;
const REVOKE_MUTATION = `mutation RevokeInvitation($invitationId: ID!) {
  revokeInvitation(invitationId: $invitationId) { ${INVITATION_FIELDS} } }`;
const UPDATE_MUTATION = `mutation UpdateMember($membershipId: ID!, $input: MemberUpdateInput!) {
  updateMember(membershipId: $membershipId, input: $input) { ${MEMBER_FIELDS} } }`;
const REMOVE_MUTATION = "mutation RemoveMember($membershipId: ID!) { removeMember(membershipId: $membershipId) }";

/** A field's first message, when the server refused the input (extensions.fieldErrors). */
export type FieldErrorsResult<T> =
  | GraphqlResult<T>
  | { success: false; message: string; fieldErrors: Record<string, string> };

async function field<T>(
  key: string,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<GraphqlResult<T>> {
  const result = await graphqlClient.request<Record<string, T>>(query, variables);
  if (!result.success) return result;
  return { success: true, data: result.data[key] as T };
}

export function fetchMyOrganization() {
  return field<TOrganizationView>("myOrganization", MY_ORGANIZATION_QUERY);
}

export function fetchMembers(filters: MemberFilters, page: number) {
  return field<TMembersPage>("organizationMembers", MEMBERS_QUERY, {
    search: filters.search.trim() || null,
    appId: filters.appId,
    role: filters.role,
    position: filters.position,
    page,
  });
}

export function fetchInvitations() {
  return field<Invitation[]>("organizationInvitations", INVITATIONS_QUERY);
}

export function fetchOrderSummary(membershipId: string) {
  return field<TOrderSummary>("memberOrderSummary", ORDER_SUMMARY_QUERY, { membershipId });
}

/** What the server would bill once a member (or, without membershipId, a new one) holds these products. */
export function fetchSeatChangePreview(membershipId: string | null, products: readonly number[]) {
  return field<TSeatChangeLine[]>("seatChangePreview", SEAT_CHANGE_PREVIEW_QUERY, {
    membershipId,
    products: [...products],
  });
}

export function inviteMember(input: TInviteMember) {
  return field<Invitation>("inviteMember", INVITE_MUTATION, { input });
}

export function resendInvitation(invitationId: string) {
  return field<Invitation>("resendInvitation", RESEND_MUTATION, { invitationId });
}

export function revokeInvitation(invitationId: string) {
  return field<Invitation>("revokeInvitation", REVOKE_MUTATION, { invitationId });
}

export function removeMember(membershipId: string) {
  return field<string>("removeMember", REMOVE_MUTATION, { membershipId });
}

export function updateMember(membershipId: string, input: TUpdateMember) {
  return field<TMemberView>("updateMember", UPDATE_MUTATION, { membershipId, input });
}
