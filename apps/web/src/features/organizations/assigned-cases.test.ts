import { ASSIGNED_CASES_MAX, organizationMessages } from "@paralex/shared/organization";
import { describe, expect, it } from "vitest";
import { addAssignedCase } from "./assigned-cases";

describe("addAssignedCase", () => {
  it("adds the typed case, trimmed, at the end", () => {
    expect(addAssignedCase(["Roe v. Wade"], "  Terry v. Ohio ")).toEqual({ cases: ["Roe v. Wade", "Terry v. Ohio"] });
  });

  it("refuses what the server refuses, with the same messages", () => {
    expect(addAssignedCase([], "   ")).toEqual({ error: organizationMessages.assignedCaseRequired });
    expect(addAssignedCase([], "x".repeat(121))).toEqual({ error: organizationMessages.assignedCaseTooLong });
    expect(addAssignedCase([], "Tab\there")).toEqual({ error: organizationMessages.assignedCaseControlCharacters });
    const full = Array.from({ length: ASSIGNED_CASES_MAX }, (_, index) => `Case ${index}`);
    expect(addAssignedCase(full, "One more")).toEqual({ error: organizationMessages.assignedCasesTooMany });
  });

  it("says which case is already there when only the letter case differs", () => {
    expect(addAssignedCase(["Roe v. Wade"], "ROE V. WADE")).toEqual({
      error: organizationMessages.assignedCaseDuplicate("Roe v. Wade"),
    });
  });
});
