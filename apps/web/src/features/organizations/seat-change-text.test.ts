import { describe, expect, it } from "vitest";
import { seatChangeLineText, seatCountText } from "./organization-text";

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
    expect(seatChangeLineText(line)).toBe("Federal Criminal Professional: $99/mo → $1,188/mo");
  });

  it("counts seats in words", () => {
    expect(seatCountText(line)).toBe("1 seat → 12 seats");
  });
});
