import { describe, expect, it } from "vitest";
import { csvQueryString, filterValuesOf, queryFiltersOf } from "./audit-log-filters";
import { actorOf } from "./audit-log-format";

describe("the audit log's actor", () => {
  it("names a member, else the address, else the payment provider, else the system", () => {
    const none = { actorEmail: null, actorName: null };
    expect(actorOf({ actorEmail: "ada@example.com", actorName: "Ada Lovelace", details: "{}" })).toBe(
      "Ada Lovelace (ada@example.com)",
    );
    expect(actorOf({ ...none, details: '{"provider":"stripe"}' })).toBe("Payment provider (Stripe)");
    expect(actorOf({ ...none, details: "not json" })).toBe("System");
  });
});

describe("the audit log's filters", () => {
  it("turn the reader's calendar days into their own midnights, the last day included", () => {
    const filters = queryFiltersOf(filterValuesOf(new URLSearchParams("from=2024-03-01&to=2024-03-02")));
    expect(filters).toEqual({
      from: new Date(2024, 2, 1).toISOString(),
      to: new Date(2024, 2, 3).toISOString(),
    });
  });

  it("turn a kind into its actions and one action into itself; anything else narrows nothing", () => {
    expect(queryFiltersOf(filterValuesOf(new URLSearchParams("event=kind:Sign-ins"))).actions).toEqual([
      "login",
      "login_failed",
      "login_locked",
      "logout",
      "second_factor_failed",
      "recovery_code_used",
      "session_ended",
      "provider_sign_in_refused",
      "provider_sign_in_failed",
    ]);
    expect(queryFiltersOf(filterValuesOf(new URLSearchParams("event=logout"))).actions).toEqual(["logout"]);
    expect(queryFiltersOf(filterValuesOf(new URLSearchParams("event=drop&from=soon")))).toEqual({});
  });

  it("send the same filters to the CSV export", () => {
    expect(csvQueryString({ actor: "a+b@example.com", actions: ["login", "logout"] })).toBe(
      "?actor=a%2Bb%40example.com&actions=login%2Clogout",
    );
    expect(csvQueryString({})).toBe("");
  });
});
