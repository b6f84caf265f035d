import { isSupportedCountry } from "libphonenumber-js/min";
import { describe, expect, it } from "vitest";
import { COUNTRY_CODES } from "./countries.js";
import { demoRequestMessages, phoneNumberMessageFor, ZDemoRequest } from "./demo-request.js";

const valid = {
  firstName: "Ada",
  lastName: "Lovelace",
  businessEmail: "ada@firm.com",
  organization: "Federal",
  zipCode: "02134",
  phoneNumber: "4155550123",
  role: "Admin",
};

function firstMessages(input: Record<string, string>): Record<string, string> {
  const result = ZDemoRequest.safeParse(input);
  const messages: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) messages[String(issue.path[0])] ??= issue.message;
  return messages;
}

describe("ZDemoRequest", () => {
  it("accepts a complete request as a United States one, keeping leading zeros of a ZIP code", () => {
    expect(ZDemoRequest.parse(valid)).toMatchObject({ country: "US", zipCode: "02134", phoneNumber: "+14155550123" });
  });

  it("reads a UK postcode and a UK number written nationally or internationally, keeping E.164", () => {
    for (const phoneNumber of ["020 7946 0958", "+44 20 7946 0958", "+44 (0)20 7946 0958"]) {
      expect(ZDemoRequest.parse({ ...valid, country: "GB", zipCode: " sw1a1aa ", phoneNumber })).toMatchObject({
        country: "GB",
        zipCode: "SW1A 1AA",
        phoneNumber: "+442079460958",
      });
    }
  });

  it("keeps a number written with its own country code whatever the chosen country", () => {
    expect(
      ZDemoRequest.parse({ ...valid, country: "GB", zipCode: "SW1A 1AA", phoneNumber: "+1 415 555 0123" }),
    ).toMatchObject({ phoneNumber: "+14155550123" });
  });

  it.each([
    ["CA", "k1a0b1", "K1A 0B1"],
    ["IE", "d02x285", "D02 X285"],
    ["NL", "1012ab", "1012 AB"],
    ["DE", "10115", "10115"],
    ["BR", "01310-100", "01310-100"],
    ["HK", "", ""],
  ])("accepts a postal code of %s and stores it in its usual form", (country, zipCode, stored) => {
    const phoneNumber =
      { CA: "+1 613 555 0100", IE: "+353 1 234 5678", NL: "+31 20 123 4567" }[country] ?? "+44 20 7946 0958";
    expect(ZDemoRequest.parse({ ...valid, country, zipCode, phoneNumber }).zipCode).toBe(stored);
  });

  it.each([
    ["US", "SW1A 1AA", demoRequestMessages.zipCode],
    ["US", "941071", demoRequestMessages.zipCode],
    ["GB", "94107", "Please enter a valid UK postcode, such as SW1A 1AA."],
    ["GB", "SW1A 1A", "Please enter a valid UK postcode, such as SW1A 1AA."],
    ["CA", "D1A 0B1", "Please enter a valid Canadian postal code, such as K1A 0B1."],
    ["FR", "7500", "Please enter a valid French postal code of 5 digits."],
    ["BR", "#", "Please enter a valid postal code: 2 to 10 letters or digits."],
    ["BR", "12345678901", "Please enter a valid postal code: 2 to 10 letters or digits."],
  ])("refuses a %s postal code %j with the country's message", (country, zipCode, message) => {
    expect(firstMessages({ ...valid, country, zipCode, phoneNumber: "+44 20 7946 0958" })).toEqual({
      zipCode: message,
    });
  });

  it("requires a postal code where the country has them, not where it has none", () => {
    expect(firstMessages({ ...valid, country: "GB", zipCode: "", phoneNumber: "+44 20 7946 0958" })).toEqual({
      zipCode: demoRequestMessages.required,
    });
    expect(firstMessages({ ...valid, country: "AE", zipCode: "", phoneNumber: "+971 4 123 4567" })).toEqual({});
  });

  it("refuses a number that is not one of the chosen country, naming the country", () => {
    expect(firstMessages({ ...valid, country: "GB", zipCode: "SW1A 1AA", phoneNumber: "415 555 0123" })).toEqual({
      phoneNumber: "Please enter a valid phone number for United Kingdom, or start it with + and the country code.",
    });
    expect(phoneNumberMessageFor("US")).toBe(demoRequestMessages.phoneNumber);
  });

  it("refuses an unknown country", () => {
    expect(firstMessages({ ...valid, country: "ZZ" })).toEqual({ country: demoRequestMessages.country });
  });

  it("offers only countries whose numbers it can read", () => {
    expect(COUNTRY_CODES.filter((code) => !isSupportedCountry(code))).toEqual([]);
    expect(COUNTRY_CODES).toContain("GB");
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
