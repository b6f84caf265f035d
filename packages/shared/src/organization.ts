import { z } from "zod";
import { isSingleEmailAddress } from "./email-address.js";
import { products } from "./products.js";
import { looksLikeLink, singleLineText, textMessages } from "./text-input.js";

/** Manage Organization (spec section 2) and its invitations: the rules both the dashboard and the server enforce. */

export const APPLICATION_ROLES = ["Admin", "Member"] as const;
export type TApplicationRole = (typeof APPLICATION_ROLES)[number];

export const MEMBER_ROLES = ["Manager", "Employee", "Intern"] as const;
export type TMemberRole = (typeof MEMBER_ROLES)[number];

export const MEMBERS_PAGE_SIZE = 10;
export const SEARCH_MAX_LENGTH = 100;
export const POSITION_MAX_LENGTH = 100;
export const INVITE_NAME_MAX_LENGTH = 150;
export const INVITATION_TTL_DAYS = 7;
export const ASSIGNED_CASE_MAX_LENGTH = 120;
export const ASSIGNED_CASES_MAX = 50;
export const ORGANIZATION_NAME_MIN_LENGTH = 2;
export const ORGANIZATION_NAME_MAX_LENGTH = 200;

export const INVITATION_STATUSES = ["pending", "accepted", "revoked", "expired"] as const;
export type TInvitationStatus = (typeof INVITATION_STATUSES)[number];

export const organizationMessages = {
  notAdmin: "Only an Admin of your organization can do this.",
  noOrganization: "You do not belong to an organization.",
  memberNotFound: "That member is not in your organization.",
  invitationNotFound: "That invitation is not in your organization.",
  lastAdmin: "Your organization needs at least one Admin: make another member an Admin first.",
  removeSelf: "You cannot remove yourself from your organization.",
  alreadyMember: (email: string) => `${email} is already a member of your organization.`,
  alreadyInvited: (email: string) =>
    `${email} already has a pending invitation. Resend it from Pending invitations instead.`,
  invitationNotPending: "This invitation was already accepted or revoked.",
  invitationsTooFast: "Your organization is sending invitations too quickly. Please wait a minute and try again.",
  invitationsPerDay: (limit: number) =>
    `Your organization has sent ${limit} invitations in the last 24 hours, the most allowed. Please try again later.`,
  invitationsToAddress: "This address has received too many invitations lately. Please try again later.",
  firstNameRequired: "Please enter a first name.",
  lastNameRequired: "Please enter a last name.",
  invalidEmail: "Please enter a valid email address.",
  positionRequired: "Please enter a position.",
  roleRequired: "Please choose a role: Manager, Employee or Intern.",
  applicationRoleRequired: "Please choose an application role: Admin or Member.",
  productsRequired: "Please choose at least one product.",
  unknownProduct: "Please choose products from the list.",
  tooLong: (max: number) => `Please use at most ${max} characters.`,
  pageInvalid: "The page must be a whole number of 1 or more.",
  noChanges: "Nothing to change.",
  assignedCaseRequired: "Please enter a case name.",
  assignedCaseTooLong: `Please keep each case name to at most ${ASSIGNED_CASE_MAX_LENGTH} characters.`,
  assignedCaseControlCharacters:
    "Case names cannot contain tabs, line breaks, or other control or invisible formatting characters.",
  assignedCasesTooMany: `A member can have at most ${ASSIGNED_CASES_MAX} assigned cases.`,
  assignedCaseDuplicate: (name: string) => `${name} is already assigned to this member.`,
  assignedCasesInvalid: "Please send the assigned cases as a list of case names.",
  organizationNameTooShort: `Please enter your organization's name, at least ${ORGANIZATION_NAME_MIN_LENGTH} characters.`,
  organizationNameTooLong: `Please keep your organization's name to at most ${ORGANIZATION_NAME_MAX_LENGTH} characters.`,
  organizationNameUnchanged: "Your organization already has this name.",
  organizationRenamed: (name: string) => `Your organization is now called ${name}.`,
  billingContactUnchanged: "This is already your billing contact.",
  billingContactSaved: (contact: string) => `Billing mail now goes to ${contact}.`,
  billingContactCleared: "Billing mail now goes to your organization's Admins.",
} as const;

/** The organization's details on Manage Organization: its name and who receives its billing mail. */
export const organizationSettingsText = {
  heading: "Organization details",
  nameLabel: "Organization name",
  nameHint: "Invitations, emails and page headers use this name.",
  saveName: "Save name",
  billingLabel: "Billing contact email",
  billingHint: "A member's address or any other. Leave it empty to send billing mail to your Admins.",
  saveBilling: "Save billing contact",
  billingContact: "Billing contact",
  billingToAdmins: "Your organization's Admins",
  saving: "Saving...",
} as const;

/** The name an organization starts with until its firm's name is given: "Dana's firm". */
export function defaultOrganizationName(firstName: string): string {
  return `${firstName}'s firm`;
}

export const invitationMessages = {
  notFound: "This invitation link is not valid. Ask your organization's Admin to send a new one.",
  expired: "This invitation has expired. Ask your organization's Admin to send a new one.",
  accepted: "This invitation has already been used.",
  revoked: "This invitation was withdrawn. Ask your organization's Admin if you still need access.",
  wrongAccount: (email: string) => `This invitation is for ${email}. Log in with that address to accept it.`,
  alreadyMember: "You are already a member of this organization.",
  accountExists: "An account already uses this address. Log in to accept the invitation.",
  lastAdminElsewhere:
    "You are the only Admin of your current organization, which has other members. Make one of them an Admin first, then accept this invitation.",
} as const;

const productIds = new Set(products.map((product) => product.appId));

const trimmed = (max: number, requiredMessage: string) =>
  singleLineText(requiredMessage).trim().min(1, requiredMessage).max(max, organizationMessages.tooLong(max));

export const ZMemberRole = z.enum(MEMBER_ROLES, organizationMessages.roleRequired);
export const ZApplicationRole = z.enum(APPLICATION_ROLES, organizationMessages.applicationRoleRequired);

export const ZProducts = z
  .array(z.number(organizationMessages.unknownProduct).int(organizationMessages.unknownProduct), {
    error: organizationMessages.productsRequired,
  })
  .min(1, organizationMessages.productsRequired)
  .refine((ids) => ids.every((id) => productIds.has(id)), organizationMessages.unknownProduct)
  .transform((ids) => [...new Set(ids)].sort((a, b) => a - b));

/** The Invite Member drawer (spec section 3: firstName, lastName, email, position, role, products). */
const inviteeName = (requiredMessage: string) =>
  trimmed(INVITE_NAME_MAX_LENGTH, requiredMessage).refine((name) => !looksLikeLink(name), textMessages.linkInName);

export const ZInviteMember = z.object({
  firstName: inviteeName(organizationMessages.firstNameRequired),
  lastName: inviteeName(organizationMessages.lastNameRequired),
  email: singleLineText(organizationMessages.invalidEmail)
    .trim()
    .refine(isSingleEmailAddress, organizationMessages.invalidEmail),
  position: trimmed(POSITION_MAX_LENGTH, organizationMessages.positionRequired),
  role: ZMemberRole,
  products: ZProducts,
});
export type TInviteMember = z.infer<typeof ZInviteMember>;
export const INVITE_FIELDS = ["firstName", "lastName", "email", "position", "role", "products"] as const;

/** An organization's name: one line, no link or address in it (decision 054), as a firm's name on the account page. */
export const ZOrganizationName = singleLineText(organizationMessages.organizationNameTooShort)
  .trim()
  .min(ORGANIZATION_NAME_MIN_LENGTH, organizationMessages.organizationNameTooShort)
  .max(ORGANIZATION_NAME_MAX_LENGTH, organizationMessages.organizationNameTooLong)
  .refine((name) => !looksLikeLink(name), textMessages.linkInName);

export const ZRenameOrganization = z.object({ name: ZOrganizationName });
export type TRenameOrganization = z.infer<typeof ZRenameOrganization>;

/**
 * Who receives the organization's billing mail: a member's address (the member, followed if their address changes)
 * or any other single address; empty gives it back to the Admins.
 */
export const ZBillingContact = z.object({
  email: singleLineText(organizationMessages.invalidEmail)
    .trim()
    .refine((email) => email === "" || isSingleEmailAddress(email), organizationMessages.invalidEmail),
});
export type TBillingContact = z.infer<typeof ZBillingContact>;

/** Control characters, and invisible format characters (bidi overrides, zero-width) that can disguise a name. */
const CONTROL_CHARACTER = /[\p{Cc}\p{Cf}]/u;

/** One case assigned to a member: trimmed, 1 to 120 characters, no control or format characters. */
export const ZAssignedCase = z
  .string(organizationMessages.assignedCaseRequired)
  .trim()
  .min(1, organizationMessages.assignedCaseRequired)
  .max(ASSIGNED_CASE_MAX_LENGTH, organizationMessages.assignedCaseTooLong)
  .refine((name) => !CONTROL_CHARACTER.test(name), organizationMessages.assignedCaseControlCharacters);

/** The key two case names share when they differ only in letter case. */
export function assignedCaseKey(name: string): string {
  return name.trim().toLowerCase();
}

/**
 * A member's assigned cases, in the order given: case-insensitive duplicates collapse to the first spelling,
 * at most 50 remain, and an empty list clears them.
 */
export const ZAssignedCases = z
  .array(ZAssignedCase, { error: organizationMessages.assignedCasesInvalid })
  // Duplicates are dropped below; past ten times the limit the list is refused before any of that work.
  .max(ASSIGNED_CASES_MAX * 10, organizationMessages.assignedCasesTooMany)
  .transform((names) => {
    const seen = new Set<string>();
    return names.filter((name) => {
      const key = assignedCaseKey(name);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  })
  .refine((names) => names.length <= ASSIGNED_CASES_MAX, organizationMessages.assignedCasesTooMany);

/** An Admin's change to a member: any of the five, at least one. */
export const ZUpdateMember = z.object({
  applicationRole: ZApplicationRole.optional(),
  role: ZMemberRole.optional(),
  position: trimmed(POSITION_MAX_LENGTH, organizationMessages.positionRequired).optional(),
  products: ZProducts.optional(),
  assignedCases: ZAssignedCases.optional(),
});
export type TUpdateMember = z.infer<typeof ZUpdateMember>;

/**
 * What a membership change would do to the bill, asked before it is made: the products a member (or, without a
 * membershipId, a new one invited) would hold afterwards; none for a removal.
 */
export const ZSeatChangePreview = z.object({
  membershipId: singleLineText().trim().nullish(),
  products: z
    .array(z.number(organizationMessages.unknownProduct).int(organizationMessages.unknownProduct))
    .max(productIds.size)
    .refine((ids) => ids.every((id) => productIds.has(id)), organizationMessages.unknownProduct)
    .transform((ids) => [...new Set(ids)].sort((a, b) => a - b)),
});
export type TSeatChangePreview = z.infer<typeof ZSeatChangePreview>;

export const ZMembersQuery = z.object({
  search: singleLineText()
    .trim()
    .max(SEARCH_MAX_LENGTH, organizationMessages.tooLong(SEARCH_MAX_LENGTH))
    .nullish()
    .transform((value) => value || null),
  appId: z
    .number()
    .int()
    .refine((id) => productIds.has(id), organizationMessages.unknownProduct)
    .nullish()
    .transform((value) => value ?? null),
  role: ZMemberRole.nullish().transform((value) => value ?? null),
  position: singleLineText()
    .trim()
    .max(POSITION_MAX_LENGTH, organizationMessages.tooLong(POSITION_MAX_LENGTH))
    .nullish()
    .transform((value) => value || null),
  page: z
    .number(organizationMessages.pageInvalid)
    .int(organizationMessages.pageInvalid)
    .min(1, organizationMessages.pageInvalid)
    .nullish()
    .transform((value) => value ?? 1),
});
export type TMembersQuery = z.infer<typeof ZMembersQuery>;

/** Signing up through an invitation: the address is the invitation's, so only names and passwords are asked. */
export const INVITATION_SIGNUP_FIELDS = ["first_name", "last_name", "password1", "password2"] as const;

export function productTitle(appId: number): string {
  return products.find((product) => product.appId === appId)?.title ?? `Product ${appId}`;
}
