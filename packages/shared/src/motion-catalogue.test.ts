import { describe, expect, it } from "vitest";
import { listMotionTypes, MOTION_CATEGORIES, motionCatalogue } from "./motion-catalogue.js";

describe("motionCatalogue", () => {
  it("groups the motions in the spec's 15 categories, in order", () => {
    expect(MOTION_CATEGORIES).toEqual([
      "Bail and Release",
      "Dismissals",
      "Compel Actions",
      "Extensions and Time",
      "Severance",
      "Strike and Surplusage",
      "Waivers",
      "Indictment",
      "Default Judgment",
      "Pleas",
      "Venue",
      "Trial",
      "Jury Instructions",
      "Miscellaneous",
      "Sentencing",
    ]);
    expect(motionCatalogue.map((group) => group.category)).toEqual([...MOTION_CATEGORIES]);
    for (const group of motionCatalogue) expect(group.motions.length, group.category).toBeGreaterThan(0);
  });

  it("holds about 65 motion and form types", () => {
    const count = listMotionTypes().length;
    expect(count).toBeGreaterThanOrEqual(60);
    expect(count).toBeLessThanOrEqual(70);
  });

  it("gives each motion a unique snake_case value and a unique label", () => {
    const motions = listMotionTypes();
    const values = motions.map((motion) => motion.value);
    const labels = motions.map((motion) => motion.label);
    expect(new Set(values).size).toBe(values.length);
    expect(new Set(labels).size).toBe(labels.length);
    for (const value of values) expect(value).toMatch(/^[a-z0-9]+(_[a-z0-9]+)*$/);
  });
});
