import { describe, expect, it } from "vitest";
import { seatChangeAmounts, seatCountChange } from "./organization-text";

const line = {
  subsId: "s1",
  appId: 1,
  title: "Federal Criminal",
  tier: "Professional",
  seatsFrom: 1,
  seatsTo: 12,
  monthlyFrom: 99,
  monthlyTo: 1188,
};

describe("the seat-cost notice's words", () => {
  it("names the product and tier with both monthly amounts in the one money format", () => {
    expect(seatChangeAmounts(line)).toEqual({
      label: "Federal Criminal Professional:",
      from: "$99/mo",
      to: "$1,188/mo",
    });
  });

  it("counts seats in words", () => {
    expect(seatCountChange(line)).toEqual({ from: "1 seat", to: "12 seats" });
  });
});
