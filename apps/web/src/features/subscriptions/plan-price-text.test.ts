import { describe, expect, it } from "vitest";
import { planPriceText } from "./subscription-messages";

describe("the plan switch's price words", () => {
  it("says a prorated amount is owed, credited, or nothing", () => {
    expect(planPriceText.proration(33.333)).toBe("$33.33 owed");
    expect(planPriceText.proration(-1250)).toBe("$1,250 credited");
    expect(planPriceText.proration(0)).toBe("$0");
  });

  it("says when the prorated amount and the new monthly amount are billed", () => {
    expect(planPriceText.chargedNow(12.5)).toBe("$12.50 is added to your next bill");
    expect(planPriceText.chargedNow(-12.5)).toBe("$12.50 is credited to your next bill");
    expect(planPriceText.chargedNowTerm(1)).toBe("Now, for the remaining 1 day");
    expect(planPriceText.fromNextBill("$398/mo", 2, "$199/mo")).toBe("$398/mo (2 seats at $199/mo each)");
  });
});
