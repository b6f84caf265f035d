import type { TMemberRole } from "@paralex/shared/organization";
import { api } from "../../lib/api/api";
import { graphql, type ResultOf, type VariablesOf } from "../../lib/api/graphql";

export interface MemberFilters {
  search: string;
  appId: number | null;
  role: TMemberRole | null;
  position: string | null;
}

const MemberFields = graphql(`
  fragment MemberFields on OrganizationMember {
    membershipId userId firstName lastName email applicationRole role position practiceAreas assignedCases hasTwoFactor
    isViewer
  }
`);
const InvitationFields = graphql(`
  fragment InvitationFields on Invitation {
    invitationId email firstName lastName position role products status expiresAt
  }
`);

const OrganizationFields = graphql(`
  fragment OrganizationFields on Organization {
    organizationId name viewerApplicationRole canManage positions billingContact { email memberName }
    twoFactorRequired
  }
`);
const MyOrganizationQuery = graphql("query MyOrganization { myOrganization { ...OrganizationFields } }", [
  OrganizationFields,
]);
const RenameOrganizationMutation = graphql(
  "mutation RenameOrganization($name: String!) { renameOrganization(name: $name) { ...OrganizationFields } }",
  [OrganizationFields],
);
const SetBillingContactMutation = graphql(
  "mutation SetBillingContact($email: String!) { setBillingContact(email: $email) { ...OrganizationFields } }",
  [OrganizationFields],
);
const SetTwoFactorRequiredMutation = graphql(
  `mutation SetTwoFactorRequired($required: Boolean!) {
    setTwoFactorRequired(required: $required) { ...OrganizationFields }
  }`,
  [OrganizationFields],
);
const ResetMemberTwoFactorMutation = graphql(
  `mutation ResetMemberTwoFactor($membershipId: ID!) {
    resetMemberTwoFactor(membershipId: $membershipId) { ...MemberFields }
  }`,
  [MemberFields],
);
const MembersQuery = graphql(
  `query OrganizationMembers($search: String, $appId: Int, $role: String, $position: String, $page: Int) {
    organizationMembers(search: $search, appId: $appId, role: $role, position: $position, page: $page) {
      items { ...MemberFields } page pageSize pageCount totalCount
    }
  }`,
  [MemberFields],
);
const InvitationsQuery = graphql("query OrganizationInvitations { organizationInvitations { ...InvitationFields } }", [
  InvitationFields,
]);
const OrderSummaryQuery = graphql(
  `query MemberOrderSummary($membershipId: ID!) {
    memberOrderSummary(membershipId: $membershipId) {
      member { ...MemberFields }
      lines {
        appId title seats pricingStrategyId strategyType stripeLookup tiers { tier costPerUser total }
        subscriptionTier subscriptionSeats subscriptionStatus
      }
    }
  }`,
  [MemberFields],
);
const SeatChangePreviewQuery = graphql(`
  query SeatChangePreview($membershipId: ID, $products: [Int!]!) {
    seatChangePreview(membershipId: $membershipId, products: $products) {
      subsId appId title tier seatsFrom seatsTo monthlyFrom monthlyTo
    }
  }
`);
const InviteMutation = graphql(
  "mutation InviteMember($input: InviteMemberInput!) { inviteMember(input: $input) { ...InvitationFields } }",
  [InvitationFields],
);
const ResendMutation = graphql(
  `mutation ResendInvitation($invitationId: ID!) {
    resendInvitation(invitationId: $invitationId) { ...InvitationFields }
  }`,
  [InvitationFields],
);
const RevokeMutation = graphql(
  `mutation RevokeInvitation($invitationId: ID!) {
    revokeInvitation(invitationId: $invitationId) { ...InvitationFields }
  }`,
  [InvitationFields],
);
const UpdateMutation = graphql(
  `mutation UpdateMember($membershipId: ID!, $input: MemberUpdateInput!) {
    updateMember(membershipId: $membershipId, input: $input) { ...MemberFields }
  }`,
  [MemberFields],
);
const RemoveMutation = graphql(
  "mutation RemoveMember($membershipId: ID!) { removeMember(membershipId: $membershipId) }",
);

export type Organization = ResultOf<typeof OrganizationFields>;
type MembersPage = ResultOf<typeof MembersQuery>["organizationMembers"];
export type Member = ResultOf<typeof MemberFields>;
export type Invitation = ResultOf<typeof InvitationFields>;
export type OrderSummary = ResultOf<typeof OrderSummaryQuery>["memberOrderSummary"];
export type OrderLine = OrderSummary["lines"][number];
export type SeatChangeLine = ResultOf<typeof SeatChangePreviewQuery>["seatChangePreview"][number];

/** Who holds a seat and what a seat costs change with membership: what a member change leaves stale. */
const MEMBERSHIP_TAGS = ["Member", "Organization", "OrderSummary", "SeatPreview", "Subscription", "AuditLog"] as const;

export const organizationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The viewer's organization: its name, the viewer's rights (canManage: an Admin) and its positions. */
    myOrganization: build.query<Organization, void>({
      query: () => ({ document: MyOrganizationQuery }),
      transformResponse: (data: ResultOf<typeof MyOrganizationQuery>) => data.myOrganization,
      providesTags: ["Organization"],
    }),
    organizationMembers: build.query<MembersPage, { filters: MemberFilters; page: number }>({
      query: ({ filters, page }) => ({
        document: MembersQuery,
        variables: {
          search: filters.search.trim() || null,
          appId: filters.appId,
          role: filters.role,
          position: filters.position,
          page,
        },
      }),
      transformResponse: (data: ResultOf<typeof MembersQuery>) => data.organizationMembers,
      providesTags: ["Member"],
    }),
    organizationInvitations: build.query<Invitation[], void>({
      query: () => ({ document: InvitationsQuery }),
      transformResponse: (data: ResultOf<typeof InvitationsQuery>) => data.organizationInvitations,
      providesTags: ["Invitation"],
    }),
    memberOrderSummary: build.query<OrderSummary, string>({
      query: (membershipId) => ({ document: OrderSummaryQuery, variables: { membershipId } }),
      transformResponse: (data: ResultOf<typeof OrderSummaryQuery>) => data.memberOrderSummary,
      providesTags: ["OrderSummary"],
    }),
    /** What the server would bill once a member (or, without membershipId, a new one) holds these products. */
    seatChangePreview: build.query<SeatChangeLine[], { membershipId: string | null; products: number[] }>({
      query: (variables) => ({ document: SeatChangePreviewQuery, variables }),
      transformResponse: (data: ResultOf<typeof SeatChangePreviewQuery>) => data.seatChangePreview,
      providesTags: ["SeatPreview"],
    }),
    inviteMember: build.mutation<Invitation, VariablesOf<typeof InviteMutation>["input"]>({
      query: (input) => ({ document: InviteMutation, variables: { input } }),
      transformResponse: (data: ResultOf<typeof InviteMutation>) => data.inviteMember,
      invalidatesTags: (result) => (result ? ["Invitation", "SeatPreview", "Subscription", "AuditLog"] : []),
    }),
    resendInvitation: build.mutation<Invitation, string>({
      query: (invitationId) => ({ document: ResendMutation, variables: { invitationId } }),
      transformResponse: (data: ResultOf<typeof ResendMutation>) => data.resendInvitation,
      invalidatesTags: (result) => (result ? ["Invitation", "AuditLog"] : []),
    }),
    revokeInvitation: build.mutation<Invitation, string>({
      query: (invitationId) => ({ document: RevokeMutation, variables: { invitationId } }),
      transformResponse: (data: ResultOf<typeof RevokeMutation>) => data.revokeInvitation,
      invalidatesTags: (result) => (result ? ["Invitation", "SeatPreview", "AuditLog"] : []),
    }),
    updateMember: build.mutation<Member, VariablesOf<typeof UpdateMutation>>({
      query: (variables) => ({ document: UpdateMutation, variables }),
      transformResponse: (data: ResultOf<typeof UpdateMutation>) => data.updateMember,
      invalidatesTags: (result) => (result ? [...MEMBERSHIP_TAGS] : []),
    }),
    renameOrganization: build.mutation<Organization, string>({
      query: (name) => ({ document: RenameOrganizationMutation, variables: { name } }),
      transformResponse: (data: ResultOf<typeof RenameOrganizationMutation>) => data.renameOrganization,
      invalidatesTags: (result) => (result ? ["Organization", "AuditLog"] : []),
    }),
    /** An empty address gives billing mail back to the Admins. */
    setBillingContact: build.mutation<Organization, string>({
      query: (email) => ({ document: SetBillingContactMutation, variables: { email } }),
      transformResponse: (data: ResultOf<typeof SetBillingContactMutation>) => data.setBillingContact,
      invalidatesTags: (result) => (result ? ["Organization", "AuditLog"] : []),
    }),
    /** Issue 24: members without a second factor must set one up before anything else. */
    setTwoFactorRequired: build.mutation<Organization, boolean>({
      query: (required) => ({ document: SetTwoFactorRequiredMutation, variables: { required } }),
      transformResponse: (data: ResultOf<typeof SetTwoFactorRequiredMutation>) => data.setTwoFactorRequired,
      invalidatesTags: (result) => (result ? ["Organization", "AuditLog"] : []),
    }),
    /** Issue 24: removes a member's authenticator app and recovery codes (mailed to them). */
    resetMemberTwoFactor: build.mutation<Member, string>({
      query: (membershipId) => ({ document: ResetMemberTwoFactorMutation, variables: { membershipId } }),
      transformResponse: (data: ResultOf<typeof ResetMemberTwoFactorMutation>) => data.resetMemberTwoFactor,
      invalidatesTags: (result) => (result ? [...MEMBERSHIP_TAGS] : []),
    }),
    removeMember: build.mutation<string, string>({
      query: (membershipId) => ({ document: RemoveMutation, variables: { membershipId } }),
      transformResponse: (data: ResultOf<typeof RemoveMutation>) => data.removeMember,
      invalidatesTags: (result) => (result ? [...MEMBERSHIP_TAGS] : []),
    }),
  }),
});

export const {
  useMyOrganizationQuery,
  useOrganizationMembersQuery,
  useOrganizationInvitationsQuery,
  useMemberOrderSummaryQuery,
  useSeatChangePreviewQuery,
  useInviteMemberMutation,
  useResendInvitationMutation,
  useRevokeInvitationMutation,
  useUpdateMemberMutation,
  useRemoveMemberMutation,
  useRenameOrganizationMutation,
  useSetBillingContactMutation,
  useSetTwoFactorRequiredMutation,
  useResetMemberTwoFactorMutation,
} = organizationsApi;
