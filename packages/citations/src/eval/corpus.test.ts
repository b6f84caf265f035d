import { describe, expect, test } from "vitest";
import { evaluationCorpus } from "./corpus/index.js";
import { figures, measure, summary } from "./measure.js";

declare const console: { log(message: string): void };

/** Recall and precision on a corpus of briefs and opinions we wrote and annotated (`npm run eval:cite` lists misses). */
describe("the evaluation corpus", () => {
  const measurement = measure(evaluationCorpus);
  const result = figures(measurement);

  test("is large enough to measure", () => {
    expect(measurement.full.expected).toBeGreaterThanOrEqual(300);
    expect(measurement.references.expected).toBeGreaterThanOrEqual(100);
  });

  test("full case citations: recall at least 98%, precision at least 99%", () => {
    console.log(summary(measurement));
    expect(result.recall).toBeGreaterThanOrEqual(98);
    expect(result.precision).toBeGreaterThanOrEqual(99);
  });

  test("short forms, id. and supra: at least 95% resolved to the right full citation", () => {
    expect(result.resolution).toBeGreaterThanOrEqual(95);
  });

  test("text too ambiguous to tell is left unreported", () => {
    expect(measurement.ambiguous.abstained).toBe(measurement.ambiguous.expected);
  });

  test("statutes, regulations and rules: at least 90% recognised", () => {
    expect(result.statuteRecall).toBeGreaterThanOrEqual(90);
  });

  test("text that only looks like a citation yields no case citation", () => {
    const negatives = measurement.falsePositives.filter(
      (miss) => evaluationCorpus.find((p) => p.id === miss.passage)?.full.length === 0,
    );
    expect(negatives).toEqual([]);
  });
});
