import { describe, expect, test } from "vitest";
import type { Citation } from "./citation.js";
import { extractCitations } from "./extract.js";
import { denseParagraph, PATHOLOGICAL_UNITS, repeatTo } from "./pathological-inputs.js";
import { cpuCost } from "./test/cpu-cost.js";

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

describe("a pasted paragraph of 1.5 million characters", () => {
  test("ten times the text costs about ten times the work, not a hundred times", { timeout: 120_000 }, () => {
    const short = denseParagraph(150_000);
    const long = denseParagraph(1_500_000);
    const found = { short: 0, long: 0 };
    const shortCost = cpuCost(() => {
      found.short = extractCitations(short).length;
    });
    const longCost = cpuCost(() => {
      found.long = extractCitations(long).length;
    });
    expect(found.long / found.short).toBeGreaterThan(9);
    expect(longCost / shortCost).toBeLessThan(30);
  });

  test("every short form, id. and supra still finds its case", () => {
    const citations = extractCitations(denseParagraph(300_000));
    const nameOfTarget = (citation: Citation) => citations[citation.refersTo ?? -1]?.caseName;
    for (const citation of citations) {
      if (citation.kind === "short_case")
        expect(nameOfTarget(citation)).toMatch(new RegExp(`^${citation.caseName} v\\.`));
      if (citation.kind === "supra" && citation.caseName === "Wadsworth") expect(citation.refersTo).toBeNull();
      else if (citation.kind === "supra")
        expect(nameOfTarget(citation)).toMatch(new RegExp(` v\\. ${citation.caseName}$`));
      if (citation.kind === "id") expect(citation.refersTo).not.toBeNull();
    }
  });
});
