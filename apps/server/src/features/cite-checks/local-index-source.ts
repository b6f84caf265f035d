import type { DbExecutor } from "../../db/client.js";
import { type CitationKey, citationKeyOf, findCaseLaw } from "./case-law.repository.js";
import type { CaseLawSource, SourceAnswer } from "./case-law-source.js";

/** A "not found" answer is trusted this long; then the source is asked again (a new opinion reaches it late). */
export const NOT_FOUND_RECHECK_DAYS = 7;

/**
 * Our own case-law index: what any source answered before (found, or recently not found) and what was imported.
 * A citation it does not hold, or last found missing too long ago, is left unanswered for the next source.
 */
export function createLocalIndexSource(db: DbExecutor): CaseLawSource {
  return {
    name: "index",
    batchSize: 5000,
    citationsPerMinute: null,
    async lookup(citations: readonly CitationKey[]) {
      const answers = new Map<string, SourceAnswer>();
      const staleBefore = Date.now() - NOT_FOUND_RECHECK_DAYS * 86_400_000;
      for (const row of await findCaseLaw(db, citations)) {
        const key = citationKeyOf(row);
        const known = answers.get(key);
        if (!row.isFound) {
          if (!known && row.lookedUpAt.getTime() >= staleBefore) answers.set(key, { status: "not_found" });
          continue;
        }
        const found = { caseName: row.caseName, court: row.court, dateFiled: row.dateFiled, url: row.url };
        if (known?.status === "found") known.cases.push(found);
        else answers.set(key, { status: "found", cases: [found] });
      }
      return { answers, waitUntil: null };
    },
  };
}
