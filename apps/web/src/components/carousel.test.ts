import { describe, expect, it } from "vitest";
import { getSlideClickDirection } from "./carousel";

describe("getSlideClickDirection", () => {
  it("goes back for clicks in the left 80% of the slide", () => {
    expect(getSlideClickDirection(0, 500)).toBe("previous");
    expect(getSlideClickDirection(399, 500)).toBe("previous");
  });

  it("goes forward for clicks in the right 20% of the slide", () => {
    expect(getSlideClickDirection(400, 500)).toBe("next");
    expect(getSlideClickDirection(500, 500)).toBe("next");
  });
});
