import { ZDemoRequest } from "@paralex/shared/demo-request";
import { describe, expect, it } from "vitest";
import { collectSchemaErrors, collectServerErrors, findFirstInvalidField } from "./demo-request-errors";

describe("demo request errors", () => {
  it("keeps the first schema message of each field", () => {
    const result = ZDemoRequest.safeParse({ firstName: "", lastName: "Doe", businessEmail: "", role: "Admin" });
    const errors = collectSchemaErrors(result.error?.issues ?? []);
    expect(Object.keys(errors)).toEqual(["firstName", "businessEmail", "organization", "zipCode", "phoneNumber"]);
    expect(errors.firstName).toBe("This field is required.");
  });

  it("reads the server's field lists and ignores unknown keys", () => {
    expect(
      collectServerErrors({ zipCode: ["Please enter a valid ZIP code."], non_field_errors: ["x"], other: ["y"] }),
    ).toEqual({ zipCode: "Please enter a valid ZIP code." });
    expect(collectServerErrors(null)).toEqual({});
  });

  it("finds the first invalid field in form order", () => {
    expect(findFirstInvalidField({ role: "a", lastName: "b" })).toBe("lastName");
    expect(findFirstInvalidField({})).toBeUndefined();
  });
});
