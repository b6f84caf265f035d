import { formatMonthly } from "@paralex/shared/money";
import { productTitle } from "@paralex/shared/organization";
import type { SeatChangeLine } from "./organizations-api";

export const organizationText = {
  pageTitle: "Manage Organization",
  pageIntro: "Your organization's members, their roles and the practice areas they work in.",
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

/** The seat-cost notice of the Invite and Edit Member drawers and the removal dialog. */
export const seatNoticeText = {
  heading: "Your bill",
  inviteIntro: "When they accept the invitation, your monthly bill changes:",
  editIntro: "Saving these products changes your monthly bill:",
  removeIntro: "Removing them changes your monthly bill:",
  unchanged: "Your monthly bill does not change.",
  checking: "Checking what this does to your bill...",
  failed: "We could not check what this does to your bill. Please try again.",
} as const;

/** A before and after, shown with an arrow and read as 'from … to …'. */
export interface Change {
  from: string;
  to: string;
}

/** 'Federal Criminal Professional:' with $99/mo → $198/mo. */
export function seatChangeAmounts(line: SeatChangeLine): Change & { label: string } {
  return {
    label: `${line.title} ${line.tier}:`,
    from: formatMonthly(line.monthlyFrom),
    to: formatMonthly(line.monthlyTo),
  };
}

/** 1 seat → 2 seats. */
export function seatCountChange(line: SeatChangeLine): Change {
  const seats = (count: number) => `${count} seat${count === 1 ? "" : "s"}`;
  return { from: seats(line.seatsFrom), to: seats(line.seatsTo) };
}
