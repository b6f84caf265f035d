import { describe, expect, it } from "vitest";
import {
  ASSIGNED_CASE_MAX_LENGTH,
  ASSIGNED_CASES_MAX,
  organizationMessages,
  ZAssignedCases,
  ZUpdateMember,
} from "./organization.js";

function messageOf(cases: unknown): string | undefined {
  const result = ZAssignedCases.safeParse(cases);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe("ZAssignedCases", () => {
  it("trims each case and collapses case-insensitive duplicates to the first spelling, in order", () => {
    expect(ZAssignedCases.parse(["  Roe v. Wade ", "Terry v. Ohio", "ROE V. WADE", "terry v. ohio "])).toEqual([
      "Roe v. Wade",
      "Terry v. Ohio",
    ]);
    expect(ZAssignedCases.parse([])).toEqual([]);
  });

  it("accepts 120 characters and 50 cases, counting after duplicates collapse", () => {
    expect(messageOf(["x".repeat(ASSIGNED_CASE_MAX_LENGTH)])).toBeUndefined();
    const fifty = Array.from({ length: ASSIGNED_CASES_MAX }, (_, index) => `Case ${index}`);
    expect(messageOf(fifty)).toBeUndefined();
    expect(messageOf([...fifty, "CASE 0"])).toBeUndefined();
  });

  it("refuses empty, too long, control characters and more than 50, each with its message", () => {
    expect(messageOf([""])).toBe(organizationMessages.assignedCaseRequired);
    expect(messageOf([" \u00a0 "])).toBe(organizationMessages.assignedCaseRequired);
    expect(messageOf(["x".repeat(ASSIGNED_CASE_MAX_LENGTH + 1)])).toBe(organizationMessages.assignedCaseTooLong);
    for (const bad of ["Tab\there", "Line\nbreak", "Carriage\rreturn", "Nul\u0000", "Del\u007f", "C1\u0085"]) {
      expect(messageOf([bad]), JSON.stringify(bad)).toBe(organizationMessages.assignedCaseControlCharacters);
    }
    const fiftyOne = Array.from({ length: ASSIGNED_CASES_MAX + 1 }, (_, index) => `Case ${index}`);
    expect(messageOf(fiftyOne)).toBe(organizationMessages.assignedCasesTooMany);
    expect(messageOf("Roe v. Wade")).toBe(organizationMessages.assignedCasesInvalid);
  });

  it("is one of the member update's fields", () => {
    expect(ZUpdateMember.parse({ assignedCases: [" A ", "a"] })).toEqual({ assignedCases: ["A"] });
  });
});
