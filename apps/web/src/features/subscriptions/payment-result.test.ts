import { describe, expect, it } from "vitest";
import { paymentResultOf } from "./payment-result";

const of = (query: string) => paymentResultOf(new URLSearchParams(query));

describe("paymentResultOf", () => {
  it("opens nothing without a result in the address", () => {
    expect(of("")).toBeNull();
    expect(of("success=false&canceled=no")).toBeNull();
  });

  it("says the payment succeeded", () => {
    expect(of("success=true")).toEqual({
      kind: "success",
      title: "Payment Successful",
      message: "Your payment was successful! Thank you for subscribing.",
    });
  });

  it("says the payment was canceled", () => {
    expect(of("canceled=true")).toEqual({
      kind: "canceled",
      title: "Payment Canceled",
      message: "Your payment was canceled. Please try again or contact support.",
    });
  });

  it("names the product without a subscription", () => {
    expect(of("error=no-subscription&product=Bankruptcy")).toEqual({
      kind: "error",
      title: "Error",
      message: "No active subscription for Bankruptcy. Please subscribe to a plan.",
    });
    expect(of("error=no-subscription&product=Federal%20Criminal")?.message).toBe(
      "No active subscription for Federal Criminal. Please subscribe to a plan.",
    );
  });

  it("falls back when no product is named", () => {
    expect(of("error=no-subscription")?.message).toBe("No active subscription found. Please subscribe to a plan.");
    expect(of("error=no-subscription&product=%20%20")?.message).toBe(
      "No active subscription found. Please subscribe to a plan.",
    );
  });

  it("explains any other error the same way", () => {
    for (const query of ["error=payment-failed", "error=", "error"]) {
      expect(of(query)).toEqual({
        kind: "error",
        title: "Error",
        message: "There was an error processing your request. Please try again later.",
      });
    }
  });

  it("keeps a product name from the address short", () => {
    const message = of(`error=no-subscription&product=${"x".repeat(500)}`)?.message ?? "";
    expect(message.length).toBeLessThan(200);
  });
});
