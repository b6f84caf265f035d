import { describe, expect, it } from "vitest";
import { pageItems, pageSummary } from "./pagination";

describe("pageItems", () => {
  it("lists every page when there are 5 or fewer", () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(3, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageItems(1, 0)).toEqual([1]);
  });

  it("shows the first, the last and the current page with its neighbours, with ellipses between", () => {
    expect(pageItems(1, 31)).toEqual([1, 2, "ellipsis-end", 31]);
    expect(pageItems(2, 31)).toEqual([1, 2, 3, "ellipsis-end", 31]);
    expect(pageItems(3, 31)).toEqual([1, 2, 3, 4, "ellipsis-end", 31]);
    expect(pageItems(15, 31)).toEqual([1, "ellipsis-start", 14, 15, 16, "ellipsis-end", 31]);
    expect(pageItems(30, 31)).toEqual([1, "ellipsis-start", 29, 30, 31]);
    expect(pageItems(31, 31)).toEqual([1, "ellipsis-start", 30, 31]);
    expect(pageItems(4, 6)).toEqual([1, "ellipsis-start", 3, 4, 5, 6]);
  });

  it("keeps a page outside the range inside it", () => {
    expect(pageItems(0, 10)).toEqual([1, 2, "ellipsis-end", 10]);
    expect(pageItems(99, 10)).toEqual([1, "ellipsis-start", 9, 10]);
  });
});

describe("pageSummary", () => {
  it("says 'Page X of Y (N items)'", () => {
    expect(pageSummary(2, 31, 302)).toBe("Page 2 of 31 (302 items)");
    expect(pageSummary(1, 1, 1)).toBe("Page 1 of 1 (1 item)");
    expect(pageSummary(1, 0, 0)).toBe("Page 1 of 1 (0 items)");
  });
});
