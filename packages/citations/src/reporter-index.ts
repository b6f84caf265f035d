import { codeSeries } from "./reporters/codes.js";
import { databaseReporters, federalReporters } from "./reporters/federal.js";
import { looseleafReporters } from "./reporters/looseleaf.js";
import { neutralReporters } from "./reporters/neutral.js";
import { nominativeStateReporters } from "./reporters/nominative.js";
import { regionalReporters, westStateReporters } from "./reporters/regional.js";
import type { CodeSeries, ReporterEdition } from "./reporters/reporter.js";
import { stateReporters } from "./reporters/states.js";
import { territorialReporters } from "./reporters/territorial.js";

/** Every case reporter edition we know, federal first. */
export const reporterEditions: readonly ReporterEdition[] = [
  ...federalReporters,
  ...regionalReporters,
  ...westStateReporters,
  ...stateReporters,
  ...territorialReporters,
  ...nominativeStateReporters,
  ...looseleafReporters,
  ...neutralReporters,
  ...databaseReporters,
];

/**
 * The lookup key of a series spelling: letter case, spaces, periods, apostrophes, brackets and a looseleaf
 * publisher ("(BNA)", "(CCH)") are dropped and "2nd"/"3rd" become "2d"/"3d", so "F. 2d", "F.2d", "F.2d.", "Fed. (2d)"
 * without its "ed", "P. [2d]" and "f 2nd" share their edition's key.
 */
export function reporterKey(spelling: string): string {
  let key = keyCache.get(spelling);
  if (key === undefined) {
    key = computeKey(spelling);
    if (keyCache.size < KEY_CACHE_LIMIT) keyCache.set(spelling, key);
  }
  return key;
}

const keyCache = new Map<string, string>();
const KEY_CACHE_LIMIT = 10_000;

function computeKey(spelling: string): string {
  return spelling
    .toLowerCase()
    .replace(/\((?:bna|cch|ria|p-h|crr|mb)\)/g, "")
    .replace(/[\s.'’`()[\]]/g, "")
    .replace(/(\d)nd/g, "$1d")
    .replace(/(\d)rd/g, "$1d");
}

export type SeriesMatch =
  | { type: "reporter"; edition: ReporterEdition }
  | { type: "code"; series: CodeSeries }
  | { type: "database"; abbreviation: string };

const reportersByKey = new Map<string, ReporterEdition[]>();
const codesByKey = new Map<string, CodeSeries>();
const reportersByAbbreviation = new Map<string, ReporterEdition>();

for (const edition of reporterEditions) {
  for (const spelling of [edition.abbreviation, ...(edition.variants ?? [])]) {
    const key = reporterKey(spelling);
    const editions = reportersByKey.get(key) ?? [];
    if (!editions.includes(edition)) editions.push(edition);
    reportersByKey.set(key, editions);
  }
  if (!reportersByAbbreviation.has(edition.abbreviation)) reportersByAbbreviation.set(edition.abbreviation, edition);
}
for (const series of codeSeries) {
  for (const spelling of [series.abbreviation, ...(series.variants ?? [])])
    codesByKey.set(reporterKey(spelling), series);
}

/** Editions that share a lookup key, which only a volume can tell apart (e.g. "Ark." the reports and the neutral form). */
export function editionsForKey(key: string): readonly ReporterEdition[] {
  return reportersByKey.get(key) ?? [];
}

/** Neutral and database citations take the decision year as volume: a volume this high is a year. */
export const YEAR_VOLUMES_FROM = 1700;

const isYearVolume = (edition: ReporterEdition) => edition.form === "neutral" || edition.form === "database";

/**
 * The series a spelling names, if we know it. Neutral and database citations take the decision year as volume, so a
 * volume of 1700 or more picks those over an ordinary edition with the same spelling; a year-volume series never takes a
 * smaller volume.
 */
export function lookupSeries(spelling: string, volume?: number): SeriesMatch | null {
  const key = reporterKey(spelling);
  const code = codesByKey.get(key);
  if (code) return { type: "code", series: code };
  const editions = reportersByKey.get(key);
  if (editions && editions.length > 0) {
    const wantsYearVolume = volume !== undefined && volume >= YEAR_VOLUMES_FROM;
    const edition =
      editions.find((candidate) => isYearVolume(candidate) === wantsYearVolume) ??
      editions.find((candidate) => !isYearVolume(candidate));
    return edition ? { type: "reporter", edition } : null;
  }
  if (key.endsWith("lexis") && (volume === undefined || volume >= YEAR_VOLUMES_FROM)) {
    return { type: "database", abbreviation: spelling.replace(/\s+/g, " ").trim() };
  }
  return null;
}

/** The edition whose canonical abbreviation, or one of whose spellings, is given. */
export function findReporter(abbreviation: string): ReporterEdition | undefined {
  return reportersByAbbreviation.get(abbreviation) ?? reportersByKey.get(reporterKey(abbreviation))?.[0];
}
