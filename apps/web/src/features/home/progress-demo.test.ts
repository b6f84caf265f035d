import { describe, expect, it } from "vitest";
import { PROGRESS_STEPS } from "./home-content";
import { getNextActiveIndex, getProgressStepState } from "./progress-demo";

const statesAt = (activeIndex: number) =>
  PROGRESS_STEPS.map((_, stepIndex) => getProgressStepState(stepIndex, activeIndex));

describe("progress demo", () => {
  it("has the spec's seven steps in order", () => {
    expect(PROGRESS_STEPS).toEqual([
      "User information loaded",
      "Loading case background",
      "Loading motion template",
      "Generating a top caption",
      "Researching precedents",
      "Formulating legal arguments",
      "Inserting references",
    ]);
  });

  it("starts with step one processing and the rest pending", () => {
    expect(statesAt(0)).toEqual(["processing", ...Array(6).fill("pending")]);
  });

  it("advances one step per tick, completing the previous one", () => {
    expect(statesAt(getNextActiveIndex(0, 7))).toEqual(["completed", "processing", ...Array(5).fill("pending")]);
  });

  it("completes every step after the last, then loops back to the start", () => {
    expect(statesAt(7)).toEqual(Array(7).fill("completed"));
    expect(getNextActiveIndex(6, 7)).toBe(7);
    expect(getNextActiveIndex(7, 7)).toBe(0);
  });
});
