import type { DbExecutor } from "../../db/client.js";
import { BULK_DATA_FORMAT } from "./bulk-data-import.js";
import { citationKeyOf, findCasesByName, type NamedCase } from "./case-law.repository.js";
import { lastCaseLawImport } from "./case-law-import.repository.js";
import type { SourceAnswer } from "./case-law-source.js";
import { caseNameKey } from "./case-name-key.js";
import type { CitedName } from "./cited-case-names.js";

/** Cases read per name: a name shared by more cases than this is too common to say which was meant. */
const CASES_PER_NAME = 50;

const yearOf = (date: string | null) => (date && /^\d{4}/.test(date) ? Number(date.slice(0, 4)) : null);

/** The one case the draft's name (and year, when it gives one) designates among those of that name; else null. */
function designatedCase(cited: CitedName, named: readonly NamedCase[]): NamedCase | null {
  if (named.length === 0 || named.length >= CASES_PER_NAME) return null;
  const ofYear = cited.year === null ? [] : named.filter((known) => yearOf(known.dateFiled) === cited.year);
  const candidates = ofYear.length > 0 ? ofYear : named;
  const identities = new Set(candidates.map((known) => known.url ?? `${known.caseName}|${known.dateFiled}`));
  if (identities.size !== 1) return null;
  return candidates.find((known) => known.reporter === cited.key.reporter) ?? (candidates[0] as NamedCase);
}

/**
 * Citations no case is reported at, answered by name: when the index knows the case the draft names at another
 * volume, reporter or page, the answer carries it (the report calls it a mismatch and shows the right citation).
 * With no outside source, after a bulk import of Free Law Project's data the index is taken as complete: what it
 * does not hold is not found rather than unchecked.
 */
export async function answerByCaseName(
  db: DbExecutor,
  cited: readonly CitedName[],
  answers: Map<string, SourceAnswer>,
  options: { hasSource: boolean },
): Promise<void> {
  const isIndexComplete = !options.hasSource && (await lastCaseLawImport(db, BULK_DATA_FORMAT)) !== null;
  const missing = cited.filter((name) => {
    const answer = answers.get(citationKeyOf(name.key));
    return answer?.status === "not_found" || (answer === undefined && isIndexComplete);
  });
  if (missing.length === 0) return;
  const nameKeys = [...new Set(missing.map((name) => caseNameKey(name.caseName)).filter((key) => key !== ""))];
  const byName = new Map<string, NamedCase[]>();
  for (const known of await findCasesByName(db, nameKeys, CASES_PER_NAME)) {
    byName.set(known.nameKey, [...(byName.get(known.nameKey) ?? []), known]);
  }
  for (const name of missing) {
    const known = designatedCase(name, byName.get(caseNameKey(name.caseName)) ?? []);
    const elsewhere = known
      ? {
          volume: known.volume,
          reporter: known.reporter,
          page: known.page,
          caseName: known.caseName,
          court: known.court,
          dateFiled: known.dateFiled,
          url: known.url,
        }
      : undefined;
    answers.set(citationKeyOf(name.key), { status: "not_found", ...(elsewhere ? { elsewhere } : {}) });
  }
}
