import { extractCitations } from "@paralex/citations/extract";
import { denseParagraph } from "@paralex/citations/pathological-inputs";
import { cpuCost } from "@paralex/citations/test/cpu-cost";
import { describe, expect, it } from "vitest";
import { contextOf, judgeCitations } from "./cite-check-verdicts.js";

const NO_SOURCE = "No case-law source is configured.";

describe("judging the citations of a pasted paragraph of 1.5 million characters", () => {
  it("costs about ten times the work of a tenth of it, not a hundred times", { timeout: 120_000 }, () => {
    const short = denseParagraph(150_000);
    const long = denseParagraph(1_500_000);
    const shortCitations = extractCitations(short);
    const longCitations = extractCitations(long);
    const judged = { short: 0, long: 0 };

    const shortCost = cpuCost(() => {
      judged.short = judgeCitations(short, shortCitations, new Map(), NO_SOURCE).length;
    });
    const longCost = cpuCost(() => {
      judged.long = judgeCitations(long, longCitations, new Map(), NO_SOURCE).length;
    });

    expect(judged.long / judged.short).toBeGreaterThan(9);
    expect(longCost / shortCost).toBeLessThan(30);
  });

  it("gives each citation its own sentence, not the paragraph", () => {
    const text = denseParagraph(1_500_000);
    const citations = extractCitations(text);
    const last = citations.at(-1);
    if (!last) throw new Error("no citation");
    const context = contextOf(text, last);
    expect(context.sentence.length).toBeLessThan(500);
    expect(context.sentence.slice(context.start, context.end)).toBe(last.text);
  });
});

describe("a citation's context", () => {
  it("stops at the blank line before and after its paragraph", () => {
    const text = "Background ends here\n\nSee Roe v. Wade, 410 U.S. 113 (1973)\n\nThe next paragraph.";
    const [roe] = extractCitations(text);
    if (!roe) throw new Error("no citation");
    expect(contextOf(text, roe).sentence).toBe("See Roe v. Wade, 410 U.S. 113 (1973)");
  });
});
