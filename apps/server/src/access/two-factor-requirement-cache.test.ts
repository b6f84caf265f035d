import { describe, expect, it } from "vitest";
import { forgetTwoFactorAnswersHere, TwoFactorRequirementCache } from "./two-factor-requirement-cache.js";

function invalidation() {
  let generation = 0;
  return {
    isEnabled: true,
    generation: () => generation,
    notice() {
      generation += 1;
    },
  };
}

describe("TwoFactorRequirementCache", () => {
  it("answers what it was told, per person, until the maximum age", () => {
    const cache = new TwoFactorRequirementCache(invalidation(), { maxAgeMs: 100 });
    cache.remember(cache.version(), "u1", true, 0);
    cache.remember(cache.version(), "u2", false, 0);
    expect(cache.lookup("u1", 50)).toBe(true);
    expect(cache.lookup("u2", 50)).toBe(false);
    expect(cache.lookup("u3", 50)).toBeUndefined();
    expect(cache.lookup("u1", 101)).toBeUndefined();
  });

  it("forgets every answer on a notice, and drops one read before it", () => {
    const source = invalidation();
    const cache = new TwoFactorRequirementCache(source);
    cache.remember(cache.version(), "u1", false, 0);
    const before = cache.version();
    source.notice();
    expect(cache.lookup("u1", 1)).toBeUndefined();
    cache.remember(before, "u2", false, 1);
    expect(cache.lookup("u2", 2)).toBeUndefined();
  });

  it("forgets every answer when this process changes anything, before the notice comes", () => {
    const cache = new TwoFactorRequirementCache(invalidation());
    cache.remember(cache.version(), "u1", false, 0);
    const before = cache.version();
    forgetTwoFactorAnswersHere();
    expect(cache.lookup("u1", 1)).toBeUndefined();
    cache.remember(before, "u1", false, 1);
    expect(cache.lookup("u1", 2)).toBeUndefined();
  });

  it("answers nothing while notices cannot be heard", () => {
    const source = invalidation();
    const cache = new TwoFactorRequirementCache(source);
    cache.remember(cache.version(), "u1", false, 0);
    source.isEnabled = false;
    expect(cache.lookup("u1", 1)).toBeUndefined();
    cache.remember(cache.version(), "u1", false, 1);
    source.isEnabled = true;
    expect(cache.lookup("u1", 2)).toBeUndefined();
  });

  it("keeps at most maxEntries, dropping the oldest", () => {
    const cache = new TwoFactorRequirementCache(invalidation(), { maxEntries: 2 });
    for (const id of ["u1", "u2", "u3"]) cache.remember(cache.version(), id, false, 0);
    expect(cache.lookup("u1", 1)).toBeUndefined();
    expect(cache.lookup("u3", 1)).toBe(false);
  });
});
