import { describe, expect, it } from "vitest";
import { formatMonthly, formatUsd, formatUsdCents } from "./money.js";

describe("money", () => {
  it("groups thousands and shows cents only when there are some", () => {
    expect(formatUsd(1194)).toBe("$1,194");
    expect(formatUsd(12.5)).toBe("$12.50");
    expect(formatUsd(0.1 + 0.2)).toBe("$0.30");
    expect(formatUsd(1_000_000)).toBe("$1,000,000");
    expect(formatUsd(-5)).toBe("-$5");
    expect(formatUsd(Number.NaN)).toBe("$0");
  });

  it("reads cents", () => {
    expect(formatUsdCents(119400)).toBe("$1,194");
    expect(formatUsdCents(4950)).toBe("$49.50");
  });

  it("writes a monthly amount", () => {
    expect(formatMonthly(1194)).toBe("$1,194/mo");
    expect(formatMonthly(49)).toBe("$49/mo");
  });
});
