import { describe, expect, it } from "vitest";
import { auditActionLabels, auditActorLabel, auditEventKinds } from "./audit.js";

describe("the audit log's kinds of event", () => {
  it("file every action under exactly one kind, so the filter can reach each", () => {
    const filed = auditEventKinds.flatMap((kind) => kind.actions as readonly string[]);
    expect([...filed].sort()).toEqual(Object.keys(auditActionLabels).sort());
  });
});

describe("the audit log's actor", () => {
  it("names a member by name and address, else the address, the payment provider or the system", () => {
    expect(auditActorLabel({ actorEmail: "ada@example.com", actorName: "Ada Lovelace", details: {} })).toBe(
      "Ada Lovelace (ada@example.com)",
    );
    expect(auditActorLabel({ actorEmail: "ada@example.com", actorName: null, details: {} })).toBe("ada@example.com");
    expect(auditActorLabel({ actorEmail: null, actorName: null, details: { provider: "stripe" } })).toBe(
      "Payment provider (Stripe)",
    );
    expect(auditActorLabel({ actorEmail: null, actorName: null, details: { provider: "builtin" } })).toBe(
      "Payment provider (built-in checkout)",
    );
    expect(auditActorLabel({ actorEmail: null, actorName: null, details: {} })).toBe("System");
  });
});
