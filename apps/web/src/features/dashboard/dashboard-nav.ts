import { paths } from "@paralex/shared/routes";
import { Building2, CreditCard, Gavel, House, Inbox, LogOut, type LucideIcon, UserCog } from "lucide-react";

/** A side-navigation entry (spec section 3): icon, text, url and a notification count, 0 by default. */
export interface NavItem {
  icon: LucideIcon;
  text: string;
  url: string;
  notifications?: number;
}

/** The dashboard's five entries, in the spec's order. */
export const dashboardNavItems: readonly NavItem[] = [
  { icon: House, text: "Home", url: paths.dashboard },
  { icon: CreditCard, text: "Manage Subscriptions", url: paths.dashboardSubscriptions },
  { icon: Building2, text: "Manage Organization", url: paths.dashboardOrganization },
  { icon: UserCog, text: "Account Options", url: paths.dashboardAccount },
  { icon: LogOut, text: "Logout", url: paths.logout },
];

/** The associate's own pages, listed apart from the spec's five entries. */
export const associateNavItems: readonly NavItem[] = [
  { icon: Gavel, text: "Cases", url: paths.dashboardCases },
  { icon: Inbox, text: "Inbox", url: paths.dashboardInbox },
];

/** '3 notifications', '1 notification': what the badge says to a screen reader. */
export function notificationLabel(count: number): string {
  return `${count} ${count === 1 ? "notification" : "notifications"}`;
}
