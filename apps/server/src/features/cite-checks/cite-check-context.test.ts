import { extractCitations } from "@paralex/citations/extract";
import { describe, expect, it } from "vitest";
import { contextOf } from "./cite-check-verdicts.js";

/** The sentence shown around the citation of `text` that reads `cited`. */
function sentenceAround(text: string, cited: string): string {
  const citation = extractCitations(text).find((found) => found.text.startsWith(cited));
  if (!citation) throw new Error(`no citation ${cited}`);
  const context = contextOf(text, citation);
  expect(context.sentence.slice(context.start, context.end)).toBe(citation.text);
  return context.sentence;
}

describe("the sentence around a citation", () => {
  it("is the whole sentence: it does not stop at v., Corp., Inc., U.S., Dist. Ct. or Comm'n.", () => {
    const sentence =
      "The Court relied on In re Apple Inc. Sec. Litig., 20 F.4th 100 (9th Cir. 2021), and on Sec. & Exch. Comm'n v. U.S. Realty Corp. Holdings, 310 U.S. 434 (1940), when it held that the Dist. Ct. Order was void.";
    const text = `The motion was filed in March. ${sentence} The appeal followed.`;

    expect(sentenceAround(text, "310 U.S. 434")).toBe(sentence);
    expect(sentenceAround(text, "20 F.4th 100")).toBe(sentence);
  });

  it("starts after the sentence before, whatever closes it: a year, a page, a quotation", () => {
    const text =
      'Twombly, 550 U.S. at 570. "Plausibility is the test." Ashcroft v. Iqbal, 556 U.S. 662, 678 (2009) (quoting Bell Atlantic Corp. v. Twombly, 550 U.S. 544 (2007)). It was.';

    expect(sentenceAround(text, "556 U.S. 662")).toBe(
      "Ashcroft v. Iqbal, 556 U.S. 662, 678 (2009) (quoting Bell Atlantic Corp. v. Twombly, 550 U.S. 544 (2007)).",
    );
  });

  it("is cut, with an ellipsis, where a sentence runs on past the window", () => {
    const long = "and the court said more ".repeat(40);
    const text = `It began ${long}in Roe v. Wade, 410 U.S. 113 (1973), ${long}and ended.`;

    const sentence = sentenceAround(text, "410 U.S. 113");

    expect(sentence.startsWith("… ")).toBe(true);
    expect(sentence.endsWith(" …")).toBe(true);
    expect(sentence.length).toBeLessThan(1000);
  });
});
