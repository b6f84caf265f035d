import { describe, expect, it } from "vitest";
import { demoRequestMessages, ZDemoRequest } from "./demo-request.js";

const valid = {
  firstName: "Ada",
  lastName: "Lovelace",
  businessEmail: "ada@firm.com",
  organization: "Federal",
  zipCode: "02134",
  phoneNumber: "5551234567",
  role: "Admin",
};

function firstMessages(input: Record<string, string>): Record<string, string> {
  const result = ZDemoRequest.safeParse(input);
  const messages: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) messages[String(issue.path[0])] ??= issue.message;
  return messages;
}

describe("ZDemoRequest", () => {
  it("accepts a complete request and keeps leading zeros of a ZIP code", () => {
    expect(ZDemoRequest.parse(valid).zipCode).toBe("02134");
  });

  it("says a field is required before judging its shape", () => {
    const empty = Object.fromEntries(Object.keys(valid).map((key) => [key, ""]));
    expect(firstMessages(empty)).toEqual({
      firstName: demoRequestMessages.required,
      lastName: demoRequestMessages.required,
      businessEmail: demoRequestMessages.required,
      organization: demoRequestMessages.organization,
      zipCode: demoRequestMessages.required,
      phoneNumber: demoRequestMessages.required,
      role: demoRequestMessages.role,
    });
  });

  it("explains malformed values", () => {
    expect(
      firstMessages({ ...valid, businessEmail: "ada@firm", zipCode: "1234", phoneNumber: "12", role: "Please Select" }),
    ).toEqual({
      businessEmail: demoRequestMessages.email,
      zipCode: demoRequestMessages.zipCode,
      phoneNumber: demoRequestMessages.phoneNumber,
      role: demoRequestMessages.role,
    });
  });
});
