import { describe, expect, it } from "vitest";
import { describePlanPrice, monthlyPlans, perCasePlans } from "./pricing-plans.js";

describe("marketing prices", () => {
  it("match the spec's per-case cards", () => {
    expect(perCasePlans.map((plan) => [plan.name, describePlanPrice(plan)?.amount ?? null])).toEqual([
      ["Self Represented (Pro Se)", "$99"],
      ["Small Firms", "$149"],
      ["Big Firms", null],
    ]);
    const [proSe] = perCasePlans;
    expect(proSe && describePlanPrice(proSe)?.unit).toBe("per case");
  });

  it("match the spec's monthly plans", () => {
    expect(monthlyPlans.map((plan) => [plan.name, describePlanPrice(plan)?.amount ?? null])).toEqual([
      ["Private Attorneys", "$499"],
      ["Small Firms", "$999"],
      ["Big Firms", null],
    ]);
    const [privateAttorney] = monthlyPlans;
    expect(privateAttorney && describePlanPrice(privateAttorney)?.unit).toBe("/mo");
    expect(monthlyPlans.map((plan) => plan.detailPath)).toEqual(["/private-attorney", "/small-firm", "/big-firm"]);
  });
});
