import { describe, expect, it } from "vitest";
import { dashboardNavItems, notificationLabel } from "./dashboard-nav";

describe("dashboard navigation", () => {
  it("has the spec's five entries in order", () => {
    expect(dashboardNavItems.map(({ text, url }) => [url, text])).toEqual([
      ["/dashboard", "Home"],
      ["/dashboard/subscriptions/", "Manage Subscriptions"],
      ["/dashboard/organization/", "Manage Organization"],
      ["/dashboard/account/", "Account Options"],
      ["/logout", "Logout"],
    ]);
  });

  it("shows no notification count by default", () => {
    expect(dashboardNavItems.every((item) => (item.notifications ?? 0) === 0)).toBe(true);
  });

  it("names the count for screen readers", () => {
    expect(notificationLabel(1)).toBe("1 notification");
    expect(notificationLabel(4)).toBe("4 notifications");
  });
});
