import type { TAuditLogItem } from "@paralex/shared/audit";
import { describe, expect, it } from "vitest";
import { actorOf, formatAuditTime } from "./audit-log-format";

const item = (overrides: Partial<TAuditLogItem>): TAuditLogItem => ({
  id: "1",
  action: "login",
  label: "Logged in",
  actorEmail: null,
  target: null,
  ipAddress: null,
  userAgent: null,
  createdAt: "2026-06-21T09:05:00.000Z",
  details: "{}",
  ...overrides,
});

describe("the audit log's formats", () => {
  it("writes the time as the dashboard's ordinal date and a 24-hour clock in local time", () => {
    const local = new Date(2024, 5, 21, 9, 5);
    expect(formatAuditTime(local.toISOString())).toBe("21st June 2024, 09:05");
    expect(formatAuditTime("not a date")).toBe("");
  });

  it("names the actor: the user, else the payment provider, else the system", () => {
    expect(actorOf(item({ actorEmail: "ada@example.com" }))).toBe("ada@example.com");
    expect(actorOf(item({ details: '{"provider":"stripe"}' }))).toBe("Payment provider (Stripe)");
    expect(actorOf(item({ details: '{"provider":"builtin"}' }))).toBe("Payment provider (built-in checkout)");
    expect(actorOf(item({ details: "not json" }))).toBe("System");
  });
});
