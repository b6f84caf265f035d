import { findCaseNameBefore } from "./case-name.js";
import type { Citation, CitationKind } from "./citation.js";
import { courtAndYearIn, readCourtAndYear } from "./parenthetical.js";
import { PIN_LIST } from "./patterns.js";
import { lookupSeries, reporterKey, type SeriesMatch } from "./reporter-index.js";
import { mayBeUnknownReporter, namesACase, needsContext } from "./reporter-shape.js";
import { type CitationNote, resolveReferences } from "./resolve.js";
import { CORE_AT, type CoreHit, collapse, type ReferenceHit, scanCitations } from "./scan.js";
import type { CodeHit } from "./statutes.js";

const PIN_AFTER = new RegExp(String.raw`,\s{0,12}(?:at\s{1,12})?(${PIN_LIST})`, "y");
const COMMA_BEFORE = /,\s*$/;
/** A docket number ("No. 12 Civ. 345") is not a volume. */
const DOCKET_BEFORE = /\bNos?\.\s{0,3}$/;
const isDocketNumber = (text: string, start: number) =>
  text.charCodeAt(start - 1) <= 32 && DOCKET_BEFORE.test(text.slice(Math.max(0, start - 8), start));
const YEAR_BEFORE = /\(([^()]{0,60})\)\s*$/;
/** Between the members of a parallel citation: a comma, or California's bracket ("25 Cal.4th 1 [103 Cal.Rptr.2d 1]"). */
const PARALLEL_GAP = /^(?:,\s{0,12}|\s{0,12}\[\s{0,3})$/;
/** Between a citation and its subsequent history: ", amended,", ", aff'd,", ", cert. denied,". */
const HISTORY_GAP = /^,\s{0,12}[a-z][^;()]{0,80}$/;
const SUPRA_THEN_SHORT_FORM = /^,?\s{0,12}(?=\d)/;
const SUPRA_BEFORE = /,?\s*supra,?\s*$/;
const COMMA_TAIL = /,?\s*$/;
/** What "supra" may follow that is a part of the brief, not a case: "Part III, supra". */
const NOT_A_PARTY = /^(?:Parts?|Sections?|Sec\.|Points?|Arguments?|Notes?|Chapters?|Ch\.|Pt\.|[IVX]+\.?)(?:\s|$)/;
/** How far back a name, or an unclosed explanatory parenthesis, is looked for. */
const LOOKBACK = 600;

/** The case name, court and year shared by the members of a parallel citation. */
interface CaseGroup {
  members: number[];
  caseName: string | null;
  nameStart: number | null;
  court: string | null;
  year: number | null;
}

function newCitation(text: string, kind: CitationKind, start: number, end: number, normalized: string): Citation {
  return {
    kind,
    start,
    end,
    text: text.slice(start, end),
    fullStart: start,
    fullEnd: end,
    volume: null,
    reporter: null,
    reporterRaw: null,
    reporterKnown: true,
    page: null,
    section: null,
    pinCite: null,
    court: null,
    year: null,
    caseName: null,
    normalized,
    refersTo: null,
    parallelOf: null,
  };
}

const canonical = (series: SeriesMatch | null, raw: string) =>
  series === null
    ? raw
    : series.type === "reporter"
      ? series.edition.abbreviation
      : series.type === "code"
        ? series.series.abbreviation
        : series.abbreviation;

/**
 * Every citation in `text`, in document order: full case citations, short forms, id., supra, and federal statutes,
 * regulations and rules, each with its span in `text`. Short forms, id. and supra carry `refersTo`, the index of the
 * full citation they stand for.
 */
export function extractCitations(text: string): Citation[] {
  const citations: Citation[] = [];
  const notes: CitationNote[] = [];
  const unknownReporters = new Set<string>();
  let covered = 0;
  let group: CaseGroup | null = null;
  let groupEnd = -1;
  let lastTopLevelEnd = -1;
  /** Citations with a court and no year ("(9th Cir.)"), which take the year of the subsequent history that follows. */
  let pendingYear: number[] = [];
  let pendingEnd = 0;

  const boundary = () => (citations.length > 0 ? (citations[citations.length - 1] as Citation).fullEnd : 0);
  const push = (citation: Citation, note: Partial<CitationNote> = {}) => {
    const nested = lastTopLevelEnd >= 0 && insideExplanation(text, lastTopLevelEnd, citation.start);
    if (!nested) lastTopLevelEnd = citation.end;
    citations.push(citation);
    notes.push({ nested, pinAfterAt: note.pinAfterAt ?? false, hasParenthetical: note.hasParenthetical ?? false });
    covered = citation.end;
    if (citation.kind !== "case") group = null;
  };

  for (const hit of scanCitations(text)) {
    if (hit.start < covered) continue;
    if (hit.type === "code") {
      push(codeCitation(text, hit));
    } else if (hit.type !== "core") {
      if (hit.type === "id") {
        push(referenceCitation(text, hit, null, hit.start));
        continue;
      }
      if (startsShortForm(text, hit.end)) continue;
      const name = nameBefore(text, hit.start, boundary(), false);
      if (name && !NOT_A_PARTY.test(name.name)) push(referenceCitation(text, hit, name.name, name.start));
    } else {
      const series = lookupSeries(hit.seriesRaw, hit.volume);
      if (hit.atPin !== null) {
        const shortForm = shortCaseCitation(text, hit, series, unknownReporters, boundary());
        if (shortForm) push(shortForm);
        continue;
      }
      if (series?.type === "code") {
        if (!series.series.bySection && hit.pageRaw !== null) push(pagedCodeCitation(text, hit, series));
        continue;
      }
      if (isDocketNumber(text, hit.start)) continue;

      const page = readPage(hit, series);
      const pin = pinsAfter(text, page);
      const coreEnd = pin ? pin.end : page.end;
      const parallel = group !== null && PARALLEL_GAP.test(text.slice(groupEnd, hit.start));
      const currentGroup: CaseGroup = parallel && group ? group : newGroup(text, hit.start, boundary());
      const courtAndYear = readCourtAndYear(text, coreEnd);
      const raw = collapse(hit.seriesRaw);
      const known = series !== null;
      const hasYear = courtAndYear !== null || currentGroup.year !== null;
      if (pendingYear.length > 0 && !HISTORY_GAP.test(text.slice(pendingEnd, currentGroup.nameStart ?? hit.start))) {
        pendingYear = [];
      }
      const named = namesACase(currentGroup.caseName);
      const hasContext = named || hasYear || pin !== null || parallel;
      const wanted = known
        ? hit.commaBeforePage || !plausibleVolume(hit, series)
          ? named || hasYear || parallel
          : hasContext || isNumbered(hit, series) || (!needsContext(raw) && signalledAt(text, hit.start))
        : hasYear && !hit.commaBeforePage && mayBeUnknownReporter(raw, currentGroup.caseName);
      if (!wanted) {
        group = null;
        continue;
      }
      const yearIsVolume =
        series?.type === "database" || (series?.type === "reporter" && series.edition.form !== undefined);
      if (yearIsVolume && currentGroup.year === null && !courtAndYear) currentGroup.year = hit.volume;
      if (!known) unknownReporters.add(reporterKey(raw));

      const reporter = canonical(series, raw);
      const normalized = normalizedCase(hit, reporter, page.raw);
      const citation = newCitation(text, "case", hit.start, courtAndYear ? courtAndYear.end : coreEnd, normalized);
      citation.fullStart = currentGroup.nameStart ?? hit.start;
      citation.volume = hit.volume;
      citation.reporter = reporter;
      citation.reporterRaw = raw;
      citation.reporterKnown = known;
      citation.page = page.number;
      citation.pinCite = pin ? pin.value : null;
      citation.caseName = currentGroup.caseName;
      citation.court = currentGroup.court;
      citation.year = currentGroup.year;
      citation.parallelOf = parallel ? (currentGroup.members[0] ?? null) : null;
      currentGroup.members.push(citations.length);
      push(citation, { pinAfterAt: pin?.afterAt ?? false, hasParenthetical: courtAndYear !== null });
      group = currentGroup;
      groupEnd = coreEnd;
      if (courtAndYear) {
        for (const member of currentGroup.members) {
          const memberCitation = citations[member] as Citation;
          memberCitation.court = courtAndYear.court;
          memberCitation.year = courtAndYear.year ?? memberCitation.year;
          memberCitation.fullEnd = courtAndYear.end;
        }
        if (courtAndYear.year !== null) {
          for (const member of pendingYear) (citations[member] as Citation).year = courtAndYear.year;
          pendingYear = [];
        } else {
          pendingYear = [...currentGroup.members];
          pendingEnd = courtAndYear.end;
        }
        group = null;
      }
    }
  }

  resolveReferences(citations, notes);
  return citations;
}

/**
 * No reporter printed a thousandth volume, so "In 1999 F. Supp. 2d 45 cases" is a year before words, unless the
 * volume is a year by the series' own form ("2019 WL 123", "2005-1 USTC ¶ 50,123"). After a case name it is still
 * reported, for the check to find it does not exist.
 */
const plausibleVolume = (hit: CoreHit, series: SeriesMatch | null) =>
  hit.volume < 1000 ||
  hit.volumeRaw.includes("-") ||
  hit.paragraph ||
  isNumbered(hit, series) ||
  series?.type !== "reporter" ||
  series.edition.form !== undefined;

/** Forms that are citations on their face: "2015-Ohio-1234", "T.C. Memo. 2019-12", "2019 WL 123456". */
const isNumbered = (hit: CoreHit, series: SeriesMatch | null) => hit.layout !== "spaced" || series?.type === "database";

/**
 * A signal, subsequent history, a preposition or a citation list's punctuation just before: "See 12 Cal. 345",
 * "aff'd, 12 F.3d 4", "held in 16 Pet. 1".
 */
const SIGNAL_BEFORE =
  /(?:(?:^|[\s([])(?:[Ss]ee|also|generally|[Cc]f\.|[Aa]ccord|[Cc]iting|[Qq]uoting|[Cc]ompare|with|[Cc]ontra|e\.g\.,?|and|in|at|by|aff'd,?|rev'd,?|aff'g,?|rev'g,?|vacated,?|modified,?|denied,?)\s{1,12}|[;([]\s{0,12})$/;
const signalledAt = (text: string, start: number) => SIGNAL_BEFORE.test(text.slice(Math.max(0, start - 24), start));

/** Whether a short form follows `from`, as in "Twombly, supra, 550 U.S. at 556" (the short form carries the name). */
function startsShortForm(text: string, from: number): boolean {
  const gap = SUPRA_THEN_SHORT_FORM.exec(text.slice(from, from + 16));
  if (!gap) return false;
  CORE_AT.lastIndex = from + gap[0].length;
  const match = CORE_AT.exec(text);
  return match?.[4] !== undefined;
}

/**
 * The page as the series reads it. "377 Mass. 461,472" is page 461 at pin 472: only a looseleaf paragraph
 * ("¶ 50,123") has a thousands comma. A page suffix names another document: New York's "(A)" and "(U)" in any series
 * ("45 Misc 3d 1234(A)"), a hyphenated letter only in a public-domain citation ("143684-B").
 */
function readPage(hit: CoreHit, series: SeriesMatch | null) {
  const neutral = series?.type === "reporter" && series.edition.form === "neutral";
  const suffix = neutral || hit.pageSuffix?.startsWith("(") ? (hit.pageSuffix ?? "") : "";
  const end = hit.end - ((hit.pageSuffix?.length ?? 0) - suffix.length);
  const raw = hit.pageRaw;
  if (raw === null) return { raw: null, number: null, end, pin: null };
  if (!raw.includes(",") || hit.paragraph) {
    return { raw: raw + suffix, number: Number(raw.replaceAll(",", "")), end, pin: null };
  }
  const comma = raw.indexOf(",");
  const page = raw.slice(0, comma);
  return { raw: page, number: Number(page), end, pin: raw.slice(comma + 1) };
}

type Pin = { value: string; end: number; afterAt: boolean };

/** The pin glued to the page by a comma ("461,472"), then those written after it. */
function pinsAfter(text: string, page: { end: number; pin: string | null }): Pin | null {
  const later = readPin(text, page.end);
  if (page.pin === null) return later;
  const value = later ? `${page.pin}, ${later.value}` : page.pin;
  return { value, end: later?.end ?? page.end, afterAt: false };
}

function normalizedCase(hit: CoreHit, reporter: string, page: string | null): string {
  const written = page ?? "___";
  if (hit.layout === "hyphenated") return `${hit.volume}-${reporter}-${written}`;
  if (hit.layout === "series-first") return `${reporter} ${hit.volume}-${written}`;
  return `${hit.volumeRaw} ${reporter} ${hit.paragraph ? "¶ " : ""}${written}`;
}

function readPin(text: string, from: number): Pin | null {
  PIN_AFTER.lastIndex = from;
  const match = PIN_AFTER.exec(text);
  if (!match) return null;
  const value = match[1] as string;
  CORE_AT.lastIndex = PIN_AFTER.lastIndex - value.length;
  // "410 U.S. 113, 93 S. Ct. 705": the number after the comma is the next citation's volume, not a pin.
  if (CORE_AT.test(text)) return null;
  // "112 Ohio St.3d 201, 2006-Ohio-6551": the year opens a parallel neutral citation.
  if (/^[-–][A-Za-z]/.test(text.slice(PIN_AFTER.lastIndex, PIN_AFTER.lastIndex + 2))) return null;
  return { value: collapse(value), end: PIN_AFTER.lastIndex, afterAt: /\bat\s/.test(match[0]) };
}

/**
 * Louisiana's public-domain citation (a docket number and the decision's date: "2019-0123 (La. App. 1 Cir. 5/6/19)",
 * La. Sup. Ct. Gen. Admin. R. pt. G, § 8) or Mississippi's (a docket number and a paragraph: "2017-KA-00123-SCT
 * (¶ 5)", M.R.A.P. 28(e)) just before a regional reporter, which is the same case's parallel citation. Group 1: the
 * year of Louisiana's date.
 */
const DOCKET_CITATION_BEFORE =
  /,\s{1,3}(?:19|20)?\d\d-(?:[A-Z]{1,2}-)?\d{1,5}(?:-(?:SCT|COA))?(?:,\s?pp?\.\s?\d{1,4})?\s{1,3}\((?:La\.(?:\sApp\.\s\d(?:st|nd|rd|th)?\sCir\.)?\s\d{1,2}\/\d{1,2}\/(\d{2}|\d{4})|¶¶?\s?\d{1,4}(?:[-–]\d{1,4})?)\),\s{0,12}$/;

/** A date's year written with two digits or four: Louisiana's public-domain citations began in 1994. */
const yearOfShortDate = (written: string) => {
  const year = Number(written);
  return written.length === 4 ? year : year >= 90 ? 1900 + year : 2000 + year;
};

function newGroup(text: string, start: number, boundary: number): CaseGroup {
  const from = Math.max(boundary, start - LOOKBACK);
  const before = text.slice(from, start);
  const docket = DOCKET_CITATION_BEFORE.exec(before.slice(-96));
  if (docket) {
    const name = findCaseNameBefore(text, start - Math.min(before.length, 96) + docket.index, boundary);
    const year = docket[1] ? yearOfShortDate(docket[1]) : null;
    return { members: [], caseName: name?.name ?? null, nameStart: name?.start ?? null, court: null, year };
  }
  if (COMMA_BEFORE.test(before)) {
    const name = findCaseNameBefore(text, from + before.lastIndexOf(","), boundary);
    return { members: [], caseName: name?.name ?? null, nameStart: name?.start ?? null, court: null, year: null };
  }
  // California style: "People v. Smith (2001) 25 Cal.4th 1".
  const yearFirst = YEAR_BEFORE.exec(before.slice(-80));
  const found = yearFirst ? courtAndYearIn(yearFirst[1] as string) : null;
  if (yearFirst && found) {
    const open = start - Math.min(before.length, 80) + yearFirst.index;
    const name = findCaseNameBefore(text, open, boundary);
    return { members: [], caseName: name?.name ?? null, nameStart: name?.start ?? open, ...found };
  }
  return { members: [], caseName: null, nameStart: null, court: null, year: null };
}

/** The name before a short form or supra: "Twombly, 550 U.S. at 556", "Twombly, supra, at 556", "Twombly supra". */
function nameBefore(text: string, start: number, boundary: number, requireComma: boolean) {
  const from = Math.max(boundary, start - LOOKBACK);
  let before = text.slice(from, start);
  const supra = SUPRA_BEFORE.exec(before);
  if (supra) {
    before = before.slice(0, supra.index);
  } else {
    const tail = COMMA_TAIL.exec(before) as RegExpExecArray;
    if (requireComma && !tail[0].includes(",")) return null;
    before = before.slice(0, tail.index);
  }
  return findCaseNameBefore(text, from + before.length, boundary);
}

function shortCaseCitation(
  text: string,
  hit: CoreHit,
  series: SeriesMatch | null,
  unknownReporters: ReadonlySet<string>,
  boundary: number,
): Citation | null {
  const raw = collapse(hit.seriesRaw);
  if (series?.type === "code") return null;
  if (series === null && !unknownReporters.has(reporterKey(raw))) return null;
  const reporter = canonical(series, raw);
  const pin = collapse(hit.atPin as string);
  const name = nameBefore(text, hit.start, boundary, true);
  const citation = newCitation(text, "short_case", hit.start, hit.end, `${hit.volume} ${reporter} at ${pin}`);
  citation.fullStart = name?.start ?? hit.start;
  citation.volume = hit.volume;
  citation.reporter = reporter;
  citation.reporterRaw = raw;
  citation.reporterKnown = series !== null;
  citation.pinCite = pin;
  citation.caseName = name?.name ?? null;
  return citation;
}

function referenceCitation(text: string, hit: ReferenceHit, caseName: string | null, start: number): Citation {
  const { pin } = hit;
  const pinText = pin === null ? "" : /^[§¶]/.test(pin) ? ` ${pin}` : `${hit.type === "supra" ? "," : ""} at ${pin}`;
  const normalized = hit.type === "id" ? `Id.${pinText}` : `${caseName}, supra${pinText}`;
  const citation = newCitation(text, hit.type, start, hit.end, normalized);
  citation.pinCite = pin;
  citation.caseName = caseName;
  return citation;
}

function codeCitation(text: string, hit: CodeHit): Citation {
  const citation = newCitation(text, hit.kind, hit.start, hit.end, hit.normalized);
  citation.volume = hit.volume;
  citation.reporter = hit.reporter;
  citation.reporterRaw = hit.reporterRaw;
  citation.section = hit.section;
  return citation;
}

/** "124 Stat. 119", "85 Fed. Reg. 12345": a statute or regulation cited by volume and page. */
function pagedCodeCitation(text: string, hit: CoreHit, series: SeriesMatch & { type: "code" }): Citation {
  const { abbreviation, kind } = series.series;
  const page = Number((hit.pageRaw as string).replaceAll(",", ""));
  const citation = newCitation(text, kind, hit.start, hit.end, `${hit.volume} ${abbreviation} ${page}`);
  citation.volume = hit.volume;
  citation.reporter = abbreviation;
  citation.reporterRaw = collapse(hit.seriesRaw);
  citation.page = page;
  return citation;
}

/** Whether `start` lies inside a parenthetical opened after `from` with a lower-case word ("(quoting ..."). */
function insideExplanation(text: string, from: number, start: number): boolean {
  let depth = 0;
  for (let index = start - 1; index >= Math.max(from, start - LOOKBACK); index--) {
    const character = text.charCodeAt(index);
    if (character === 41) depth++;
    else if (character === 40) {
      if (depth === 0) return /^\(\s*[a-z]/.test(text.slice(index, index + 4));
      depth--;
    }
  }
  return false;
}
