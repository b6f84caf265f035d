import { describe, expect, it } from "vitest";
import { cardMessages, passesLuhn, validateCardForm, ZCheckoutRequest } from "./checkout.js";
import { subscriptionPeriod } from "./subscriptions.js";

const now = new Date("2026-06-15T15:30:00Z");
const good = { cardNumber: "4242 4242 4242 4242", expiry: "06/26", cvc: "123", country: "GB", postalCode: "SW1A 1AA" };

describe("the card form", () => {
  it("accepts a valid card expiring this month and normalises it", () => {
    expect(validateCardForm(good, now)).toEqual({
      ok: true,
      payment: {
        cardNumber: "4242424242424242",
        expiryMonth: 6,
        expiryYear: 2026,
        cvc: "123",
        country: "GB",
        postalCode: "SW1A 1AA",
      },
    });
  });

  it("checks the Luhn digit", () => {
    expect(passesLuhn("4242424242424242")).toBe(true);
    expect(passesLuhn("4000000000000002")).toBe(true);
    expect(passesLuhn("4242424242424241")).toBe(false);
  });

  it.each([
    ["cardNumber", "", cardMessages.cardNumberRequired],
    ["cardNumber", "4242 4242 4242 4241", cardMessages.cardNumberInvalid],
    ["cardNumber", "4242-abcd", cardMessages.cardNumberInvalid],
    ["expiry", "", cardMessages.expiryRequired],
    ["expiry", "13/27", cardMessages.expiryFormat],
    ["expiry", "1227", cardMessages.expiryFormat],
    ["expiry", "05/26", cardMessages.expiryPast],
    ["cvc", "", cardMessages.cvcRequired],
    ["cvc", "12", cardMessages.cvcInvalid],
    ["cvc", "12345", cardMessages.cvcInvalid],
    ["country", "CA", cardMessages.countryInvalid],
    ["postalCode", " ", cardMessages.postalCodeRequired],
    ["postalCode", "<script>", cardMessages.postalCodeInvalid],
  ])("reports %s %j as %s", (field, value, message) => {
    expect(validateCardForm({ ...good, [field]: value }, now)).toEqual({ ok: false, errors: { [field]: message } });
  });

  it("reports every wrong field at once", () => {
    const result = validateCardForm({}, now);
    expect(result.ok).toBe(false);
    expect(Object.keys(result.ok ? {} : result.errors).sort()).toEqual([
      "cardNumber",
      "country",
      "cvc",
      "expiry",
      "postalCode",
    ]);
  });
});

describe("the checkout request", () => {
  it("takes numeric ids as text and ignores nothing it needs", () => {
    const parsed = ZCheckoutRequest.parse({
      lookup_key: "startups_Basic",
      userId: "u",
      pricingStrategyId: 4,
      subsId: null,
    });
    expect(parsed).toMatchObject({ pricingStrategyId: "4", subsId: null });
  });

  it("refuses an access level other than admin", () => {
    expect(
      ZCheckoutRequest.safeParse({ lookup_key: "k", userId: "u", pricingStrategyId: "p", accessLevel: "root" }).success,
    ).toBe(false);
  });
});

describe("the subscription period", () => {
  it("runs 30 days from today, midnight UTC to midnight UTC", () => {
    expect(subscriptionPeriod(now)).toEqual({
      startDate: new Date("2026-06-15T00:00:00Z"),
      endDate: new Date("2026-07-15T00:00:00Z"),
    });
  });
});
