import { setTimeout as delay } from "node:timers/promises";
import { citeCheckMessages } from "@paralex/shared/cite-check";
import { formatOrdinalDate } from "@paralex/shared/format-date";
import type { DbExecutor } from "../../db/client.js";
import { BULK_DATA_FORMAT } from "./bulk-data-import.js";
import { citationKeyOf, findCasesByName, type NamedCase, saveCaseLawAnswer } from "./case-law.repository.js";
import { leaveSourceLine, takeSourceTurn } from "./case-law-budget.repository.js";
import { lastCaseLawImport } from "./case-law-import.repository.js";
import type { CaseLawSource, NamedSourceCase, SourceAnswer } from "./case-law-source.js";
import { caseNameKey } from "./case-name-key.js";
import type { CiteChecksDeps } from "./cite-checks-deps.js";
import type { CitedName } from "./cited-case-names.js";

/** Cases read per name: a name shared by more cases than this is too common to say which was meant. */
const CASES_PER_NAME = 50;
/** Names a check may ask the source's search for: each costs a request of the day's few. */
const SEARCHES_PER_CHECK = 5;

/** Asking the outside source by name, one request at a time within its budget. */
export interface NameSearch {
  search(caseName: string): Promise<NamedSourceCase[]>;
  /**
   * Waits in the source's line for a request of its budget (the minute's, shared fairly between organizations):
   * true when one may be sent now, false to stop asking (the hour's, the day's or the organization's share of the
   * day's budget is spent, the daily quota is used, or the turn would come after the check's time to wait is up).
   */
  takeTurn(): Promise<boolean>;
  /** The check needs the source no more. */
  done(): Promise<void>;
}

/**
 * CourtListener's search by name for one check, when a token is configured: each search spends a request of the
 * source's budget (per minute, hour and day, and the organization's share of the day) and a lookup of the
 * organization's daily quota, as a citation lookup does. The check waits in the source's line (round robin across
 * organizations, decision 055) for each search's turn, `nameSearchMaxWaitMs` in all from its first: a turn that
 * would come later ends the searching, so a check never hangs.
 */
export function nameSearchFor(
  deps: Pick<CiteChecksDeps, "db" | "source" | "lookupsPerOrganizationPerDay" | "nameSearchMaxWaitMs">,
  check: { id: string; organizationId: string },
): NameSearch | undefined {
  const source: CaseLawSource | undefined = deps.source;
  const searchCaseName = source?.searchCaseName?.bind(source);
  if (!source || !searchCaseName) return undefined;
  let waitUntil: number | null = null;
  return {
    search: searchCaseName,
    async takeTurn() {
      waitUntil ??= Date.now() + deps.nameSearchMaxWaitMs;
      for (;;) {
        const turn = await takeSourceTurn(deps.db, {
          source: source.name,
          checkId: check.id,
          organizationId: check.organizationId,
          wanted: 1,
          secondsEach: source.citationsPerMinute ? 60 / source.citationsPerMinute : 0,
          dailyQuota: deps.lookupsPerOrganizationPerDay,
          ...(source.requestLimits ? { requestLimits: source.requestLimits } : {}),
        });
        if (turn.kind === "send") return true;
        if (turn.kind !== "wait" || turn.at.getTime() > waitUntil) return false;
        await delay(Math.max(0, turn.at.getTime() - Date.now()));
      }
    },
    done: () => leaveSourceLine(deps.db, check.id),
  };
}

/**
 * The names the index knows no case by, asked of the source's search (within its budget); the cases it finds are
 * kept in the index at their citations, so the next check finds them by name without asking. A name the source
 * cannot be asked about now stays unanswered by name.
 */
async function searchByName(
  db: DbExecutor,
  search: NameSearch,
  names: readonly CitedName[],
  byName: Map<string, NamedCase[]>,
): Promise<void> {
  const wanted = new Map<string, string>();
  for (const name of names) {
    const key = caseNameKey(name.caseName);
    if (key !== "" && !byName.has(key) && !wanted.has(key)) wanted.set(key, name.caseName);
  }
  try {
    for (const [key, caseName] of [...wanted].slice(0, SEARCHES_PER_CHECK)) {
      if (!(await search.takeTurn())) return;
      let found: NamedSourceCase[];
      try {
        found = await search.search(caseName);
      } catch {
        return; // Throttled or unavailable: the rest keeps the answer it has.
      }
      const named = found.filter((known) => caseNameKey(known.caseName ?? "") === key);
      for (const { citations, ...known } of named) {
        for (const citation of citations) await saveCaseLawAnswer(db, citation, "courtlistener", [known]);
      }
      const cases = named.flatMap(({ citations, ...known }) =>
        citations.map((citation) => ({ ...citation, ...known, nameKey: key })),
      );
      if (cases.length > 0) byName.set(key, cases);
    }
  } finally {
    await search.done();
  }
}

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
 * Names the index does not know at all are asked of the source's search when there is one (CourtListener, with a
 * token). With no outside source, after a bulk import of Free Law Project's data the index is taken as complete: what it
 * does not hold is not found rather than unchecked.
 */
export async function answerByCaseName(
  db: DbExecutor,
  cited: readonly CitedName[],
  answers: Map<string, SourceAnswer>,
  options: { hasSource: boolean; search?: NameSearch | undefined },
): Promise<void> {
  const lastImport = options.hasSource ? null : await lastCaseLawImport(db, BULK_DATA_FORMAT);
  const isIndexComplete = lastImport !== null;
  /** Citations only the imported index was asked about: their "not found" says how recent it is. */
  const onlyImported = new Set<string>();
  const missing = cited.filter((name) => {
    const answer = answers.get(citationKeyOf(name.key));
    if (answer === undefined && isIndexComplete) onlyImported.add(citationKeyOf(name.key));
    return answer?.status === "not_found" || (answer === undefined && isIndexComplete);
  });
  if (missing.length === 0) return;
  const nameKeys = [...new Set(missing.map((name) => caseNameKey(name.caseName)).filter((key) => key !== ""))];
  const byName = new Map<string, NamedCase[]>();
  for (const known of await findCasesByName(db, nameKeys, CASES_PER_NAME)) {
    byName.set(known.nameKey, [...(byName.get(known.nameKey) ?? []), known]);
  }
  if (options.search) await searchByName(db, options.search, missing, byName);
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
    const note =
      !elsewhere && lastImport && onlyImported.has(citationKeyOf(name.key))
        ? citeCheckMessages.notInImportedIndex(formatOrdinalDate(lastImport.finishedAt))
        : undefined;
    answers.set(citationKeyOf(name.key), {
      status: "not_found",
      ...(elsewhere ? { elsewhere } : {}),
      ...(note ? { note } : {}),
    });
  }
}
