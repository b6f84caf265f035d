import { productTitle } from "@paralex/shared/organization";

export const organizationText = {
  pageTitle: "Manage Organization",
  searchPlaceholder: "Search member...",
  allPracticeAreas: "All Practice Areas",
  allRoles: "All Roles",
  allFunctions: "All Functions",
  addMembers: "+ Add Members",
  auditLog: "Audit log",
  inviteMember: "Invite Member",
  orderSummary: "Order Summary",
  checkout: "Checkout",
  noMembersMatch: "No members match your search.",
  loadFailed: "We could not load your organization.",
  readOnly: "You can see your organization's members. Only an Admin can invite, change or remove them.",
} as const;

export function practiceAreaList(appIds: readonly number[]): string {
  return appIds.map(productTitle).join(", ");
}

export function fullName(person: { firstName: string; lastName: string }): string {
  return `${person.firstName} ${person.lastName}`.trim();
}

export function dollars(amount: number): string {
  return `$${amount.toLocaleString("en-US", { minimumFractionDigits: amount % 1 === 0 ? 0 : 2, maximumFractionDigits: 2 })}`;
}
