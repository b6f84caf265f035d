import { describe, expect, test } from "vitest";
import { extractCitations } from "./extract.js";
import { PATHOLOGICAL_UNITS, repeatTo } from "./pathological-inputs.js";

// 256 KB: linear work reads it in a blink; catastrophic backtracking would not finish before the test's timeout.
// How fast is a benchmark's question (npm run bench:cite), not this test's.
const SIZE = 256 * 1024;

describe("pathological input", () => {
  test.each(PATHOLOGICAL_UNITS)("256 KB of %s is read to the end", (_label, unit) => {
    const text = repeatTo(unit, SIZE);
    const citations = extractCitations(text);
    for (const citation of citations) {
      expect(citation.end).toBeLessThanOrEqual(text.length);
      expect(citation.start).toBeLessThan(citation.end);
    }
  });
});
