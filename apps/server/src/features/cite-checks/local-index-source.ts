import type { DbExecutor } from "../../db/client.js";
import { type CitationKey, citationKeyOf, findCaseLaw } from "./case-law.repository.js";
import type { CaseLawSource, SourceAnswer } from "./case-law-source.js";

/**
 * Our own case-law index: what any source answered before (found, or not found and when) and what was imported.
 * A citation it does not hold is left unanswered.
 */
export function createLocalIndexSource(db: DbExecutor): CaseLawSource {
  return {
    name: "index",
    batchSize: 5000,
    citationsPerMinute: null,
    async lookup(citations: readonly CitationKey[]) {
      const answers = new Map<string, SourceAnswer>();
      for (const row of await findCaseLaw(db, citations)) {
        const key = citationKeyOf(row);
        const known = answers.get(key);
        if (!row.isFound) {
          if (!known) answers.set(key, { status: "not_found" });
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
