import type { TCiteCheckAttention, TCiteCheckCounts, TCiteCheckVerdict } from "./cite-check.js";

/** Verdicts by what the author does about them: a citation that could not be checked is never an all-clear. */
export const ATTENTION_GROUPS = {
  toFix: ["not_found", "mismatch", "invalid"],
  unchecked: ["unchecked"],
  toReview: ["ambiguous", "unknown_reporter"],
} as const satisfies Record<string, readonly TCiteCheckVerdict[]>;

const citations = (count: number) => `${count.toLocaleString("en-US")} ${count === 1 ? "citation" : "citations"}`;
const sum = (counts: TCiteCheckCounts, verdicts: readonly TCiteCheckVerdict[]) =>
  verdicts.reduce((total, verdict) => total + (counts[verdict] ?? 0), 0);

function headlineOf(attention: Omit<TCiteCheckAttention, "headline" | "isClean">, recognised: number): string {
  const { total, needsAttention, toFix, unchecked, toReview, verified } = attention;
  if (total === 0) return "No citations were found in this draft.";
  if (unchecked === total) return `${citations(total)} could not be checked.`;
  if (needsAttention > 0) {
    const parts = [
      toFix > 0 ? `${toFix} to fix` : "",
      unchecked > 0 ? `${unchecked} could not be checked` : "",
      toReview > 0 ? `${toReview} to review` : "",
    ].filter(Boolean);
    const lead = needsAttention === total ? `All ${citations(total)}` : `${needsAttention} of ${citations(total)}`;
    return `${lead} ${needsAttention === 1 ? "needs" : "need"} attention: ${parts.join(", ")}.`;
  }
  if (verified === 0) return `No case citation could be verified: the ${citations(total)} found are statutes or rules.`;
  const unverified = recognised > 0 ? `; ${recognised} statutes or rules recognised, not verified` : "";
  return `No problems found: ${verified} case ${verified === 1 ? "citation" : "citations"} verified${unverified}.`;
}

/** The attention a finished check's counts ask for. */
export function attentionOf(counts: TCiteCheckCounts): TCiteCheckAttention {
  const total = Object.values(counts).reduce((all, count) => all + (count ?? 0), 0);
  const toFix = sum(counts, ATTENTION_GROUPS.toFix);
  const unchecked = sum(counts, ATTENTION_GROUPS.unchecked);
  const toReview = sum(counts, ATTENTION_GROUPS.toReview);
  const verified = counts.verified ?? 0;
  const numbers = { total, needsAttention: toFix + unchecked + toReview, toFix, unchecked, toReview, verified };
  return {
    ...numbers,
    headline: headlineOf(numbers, counts.recognised ?? 0),
    isClean: numbers.needsAttention === 0 && verified > 0,
  };
}

/** A check in the list: how many citations, how many need attention. */
export function attentionLine(attention: TCiteCheckAttention): string {
  if (attention.total === 0) return "No citations found";
  if (attention.needsAttention === 0) return `${citations(attention.total)}, none needs attention`;
  return `${citations(attention.total)}, ${attention.needsAttention} ${attention.needsAttention === 1 ? "needs" : "need"} attention`;
}
