import type {
  TBillingContactView,
  TInvitationView,
  TMembersPage,
  TMemberView,
  TOrderLine,
  TOrderSummary,
  TOrderTier,
  TOrganizationView,
  TSeatChangeLine,
} from "@paralex/shared/organization-views";
import { builder } from "./graphql-builder.js";
import { requireViewer } from "./graphql-context.js";

const MemberRef = builder.objectRef<TMemberView>("OrganizationMember").implement({
  fields: (t) => ({
    membershipId: t.exposeID("membershipId"),
    userId: t.exposeID("userId"),
    firstName: t.exposeString("firstName"),
    lastName: t.exposeString("lastName"),
    email: t.exposeString("email"),
    applicationRole: t.exposeString("applicationRole", { description: "Admin or Member." }),
    role: t.exposeString("role", { nullable: true, description: "Manager, Employee or Intern." }),
    position: t.exposeString("position", { nullable: true }),
    practiceAreas: t.exposeIntList("practiceAreas", { description: "App ids of the member's products." }),
    assignedCases: t.exposeStringList("assignedCases"),
    hasTwoFactor: t.exposeBoolean("hasTwoFactor", { description: "Whether the member has set up two-factor sign-in." }),
    isViewer: t.exposeBoolean("isViewer"),
  }),
});

const MembersPageRef = builder.objectRef<TMembersPage>("OrganizationMembersPage").implement({
  fields: (t) => ({
    items: t.field({ type: [MemberRef], resolve: (page) => page.items }),
    page: t.exposeInt("page"),
    pageSize: t.exposeInt("pageSize"),
    pageCount: t.exposeInt("pageCount"),
    totalCount: t.exposeInt("totalCount"),
  }),
});

const BillingContactRef = builder.objectRef<TBillingContactView>("BillingContact").implement({
  fields: (t) => ({
    email: t.exposeString("email"),
    memberName: t.exposeString("memberName", {
      nullable: true,
      description: "The member's name; null: an outside address.",
    }),
  }),
});

const OrganizationRef = builder.objectRef<TOrganizationView>("Organization").implement({
  fields: (t) => ({
    organizationId: t.exposeID("organizationId"),
    name: t.exposeString("name"),
    viewerApplicationRole: t.exposeString("viewerApplicationRole"),
    canManage: t.exposeBoolean("canManage", { description: "Whether the viewer may invite, change and remove." }),
    positions: t.exposeStringList("positions", { description: "The members' positions: the Function filter." }),
    billingContact: t.field({
      type: BillingContactRef,
      nullable: true,
      description: "Who receives billing mail; null while it goes to the Admins.",
      resolve: (organization) => organization.billingContact,
    }),
    twoFactorRequired: t.exposeBoolean("twoFactorRequired", {
      description: "Whether members must set up two-factor sign-in before anything else.",
    }),
  }),
});

const InvitationRef = builder.objectRef<TInvitationView>("Invitation").implement({
  fields: (t) => ({
    invitationId: t.exposeID("invitationId"),
    email: t.exposeString("email"),
    firstName: t.exposeString("firstName"),
    lastName: t.exposeString("lastName"),
    position: t.exposeString("position", { nullable: true }),
    role: t.exposeString("role"),
    products: t.exposeIntList("products"),
    status: t.exposeString("status", { description: "pending, accepted, revoked or expired." }),
    expiresAt: t.exposeString("expiresAt"),
    createdAt: t.exposeString("createdAt"),
  }),
});

const OrderTierRef = builder.objectRef<TOrderTier>("OrderTier").implement({
  fields: (t) => ({
    tier: t.exposeString("tier"),
    costPerUser: t.exposeFloat("costPerUser", { description: "US dollars a member a month." }),
    total: t.exposeFloat("total", { description: "US dollars a month for every seat." }),
  }),
});

const OrderLineRef = builder.objectRef<TOrderLine>("OrderLine").implement({
  fields: (t) => ({
    appId: t.exposeInt("appId"),
    title: t.exposeString("title"),
    seats: t.exposeInt("seats", { description: "The organization's members in this product." }),
    pricingStrategyId: t.exposeID("pricingStrategyId"),
    strategyType: t.exposeString("strategyType"),
    stripeLookup: t.exposeString("stripeLookup"),
    tiers: t.field({ type: [OrderTierRef], resolve: (line) => line.tiers }),
    subscriptionTier: t.exposeString("subscriptionTier", { nullable: true }),
    subscriptionSeats: t.exposeInt("subscriptionSeats", { nullable: true }),
    subscriptionStatus: t.exposeString("subscriptionStatus", { nullable: true }),
  }),
});

const OrderSummaryRef = builder.objectRef<TOrderSummary>("OrderSummary").implement({
  fields: (t) => ({
    member: t.field({ type: MemberRef, resolve: (summary) => summary.member }),
    lines: t.field({ type: [OrderLineRef], resolve: (summary) => summary.lines }),
  }),
});

const SeatChangeLineRef = builder.objectRef<TSeatChangeLine>("SeatChangeLine").implement({
  fields: (t) => ({
    subsId: t.exposeID("subsId"),
    appId: t.exposeInt("appId"),
    title: t.exposeString("title"),
    tier: t.exposeString("tier"),
    seatsFrom: t.exposeInt("seatsFrom"),
    seatsTo: t.exposeInt("seatsTo"),
    monthlyFrom: t.exposeFloat("monthlyFrom", { description: "US dollars a month now." }),
    monthlyTo: t.exposeFloat("monthlyTo", { description: "US dollars a month after the change." }),
  }),
});

const MemberUpdateInput = builder.inputType("MemberUpdateInput", {
  fields: (t) => ({
    applicationRole: t.string(),
    role: t.string(),
    position: t.string(),
    products: t.intList(),
    assignedCases: t.stringList({
      description: "The member's assigned cases, replacing the current ones; an empty list clears them.",
    }),
  }),
});

const InviteMemberInput = builder.inputType("InviteMemberInput", {
  fields: (t) => ({
    firstName: t.string({ required: true }),
    lastName: t.string({ required: true }),
    email: t.string({ required: true }),
    position: t.string({ required: true }),
    role: t.string({ required: true }),
    products: t.intList({ required: true }),
  }),
});

/** Drops the keys GraphQL sent as null, so an omitted field means "leave it". */
function present<T extends Record<string, unknown>>(input: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(input).filter(([, value]) => value !== null && value !== undefined),
  ) as Partial<T>;
}

builder.queryFields((t) => ({
  myOrganization: t.field({
    type: OrganizationRef,
    description: "The signed-in user's organization and what the user may do in it.",
    resolve: (_root, _args, context) => context.organizations.getViewerOrganization(requireViewer(context)),
  }),
  organizationMembers: t.field({
    type: MembersPageRef,
    description: "One page (10) of the viewer's organization's members, searched and filtered on the server.",
    args: {
      search: t.arg.string(),
      appId: t.arg.int(),
      role: t.arg.string(),
      position: t.arg.string(),
      page: t.arg.int(),
    },
    resolve: (_root, args, context) => context.organizations.listMembers(requireViewer(context), args),
  }),
  organizationInvitations: t.field({
    type: [InvitationRef],
    description: "Invitations not yet accepted or revoked (Admins only).",
    resolve: (_root, _args, context) => context.organizations.listInvitations(requireViewer(context)),
  }),
  seatChangePreview: t.field({
    type: [SeatChangeLineRef],
    description:
      "The subscriptions whose monthly amount would move if a member held these products (no membershipId: a new " +
      "member invited; no products: a removal), counted and priced as the change would be (Admins only).",
    args: { membershipId: t.arg.id(), products: t.arg.intList({ required: true }) },
    resolve: (_root, args, context) =>
      context.organizations.previewMemberSeatChange(requireViewer(context), {
        membershipId: args.membershipId === null || args.membershipId === undefined ? null : String(args.membershipId),
        products: args.products,
      }),
  }),
  memberOrderSummary: t.field({
    type: OrderSummaryRef,
    args: { membershipId: t.arg.id({ required: true }) },
    resolve: (_root, args, context) =>
      context.organizations.getMemberOrderSummary(requireViewer(context), String(args.membershipId)),
  }),
}));

builder.mutationFields((t) => ({
  renameOrganization: t.field({
    type: OrganizationRef,
    description: "Names the viewer's organization (Admins only).",
    args: { name: t.arg.string({ required: true }) },
    resolve: (_root, args, context) =>
      context.organizations.renameOrganization(requireViewer(context), { name: args.name }, context.auditSource),
  }),
  setBillingContact: t.field({
    type: OrganizationRef,
    description:
      "Sends the organization's billing mail to a member (by address) or an outside address; empty: to the Admins " +
      "(Admins only).",
    args: { email: t.arg.string({ required: true }) },
    resolve: (_root, args, context) =>
      context.organizations.setBillingContact(requireViewer(context), { email: args.email }, context.auditSource),
  }),
  setTwoFactorRequired: t.field({
    type: OrganizationRef,
    description:
      "Requires (or stops requiring) two-factor sign-in of the organization's members; members without it must set " +
      "it up before anything else (Admins only).",
    args: { required: t.arg.boolean({ required: true }) },
    resolve: (_root, args, context) =>
      context.organizations.setTwoFactorRequired(
        requireViewer(context),
        { required: args.required },
        context.auditSource,
      ),
  }),
  resetMemberTwoFactor: t.field({
    type: MemberRef,
    description:
      "Removes another member's authenticator app and recovery codes, for a member who lost them; mailed to them " +
      "(Admins only).",
    args: { membershipId: t.arg.id({ required: true }) },
    resolve: (_root, args, context) =>
      context.organizations.resetMemberTwoFactor(
        requireViewer(context),
        String(args.membershipId),
        context.auditSource,
      ),
  }),
  inviteMember: t.field({
    type: InvitationRef,
    description: "Emails an invitation link to join the viewer's organization (Admins only).",
    args: { input: t.arg({ type: InviteMemberInput, required: true }) },
    resolve: (_root, args, context) =>
      context.organizations.inviteMember(requireViewer(context), args.input, context.auditSource),
  }),
  resendInvitation: t.field({
    type: InvitationRef,
    args: { invitationId: t.arg.id({ required: true }) },
    resolve: (_root, args, context) =>
      context.organizations.resendInvitation(requireViewer(context), String(args.invitationId), context.auditSource),
  }),
  revokeInvitation: t.field({
    type: InvitationRef,
    args: { invitationId: t.arg.id({ required: true }) },
    resolve: (_root, args, context) =>
      context.organizations.revokeInvitation(requireViewer(context), String(args.invitationId), context.auditSource),
  }),
  updateMember: t.field({
    type: MemberRef,
    description: "Changes a member's application role, role, position, products or assigned cases (Admins only).",
    args: {
      membershipId: t.arg.id({ required: true }),
      input: t.arg({ type: MemberUpdateInput, required: true }),
    },
    resolve: (_root, args, context) =>
      context.organizations.updateMember(
        requireViewer(context),
        String(args.membershipId),
        present(args.input),
        context.auditSource,
      ),
  }),
  removeMember: t.field({
    type: "ID",
    description: "Removes a member from the organization (Admins only; never the last Admin). Answers its id.",
    args: { membershipId: t.arg.id({ required: true }) },
    resolve: (_root, args, context) =>
      context.organizations.removeMember(requireViewer(context), String(args.membershipId), context.auditSource),
  }),
}));
