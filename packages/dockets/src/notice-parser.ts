// Court notices: CM/ECF Notices of Electronic Filing (district, bankruptcy and the national courts, NextGen too,
// single- and multi-case) and appellate Notices of Docket Activity (CM/ECF, and ACMS in the Second and Ninth
// Circuits), in HTML and plain text, sent by the court or forwarded by a person.
//
// ACMS writes its notice as CM/ECF does (the heading, "Notice of Docket Activity", "Case Name:", "Case Number:",
// "Docket Text:"), but mails it from ACMS@{circuit}.fedcourts.us, lists each document as "Document: {name}" linked to
// the court's ACMS host, and gives the entry number only in the subject: "{case name} {case number} - {entry} - {what}".
//
// A message is a notice when a line reads exactly "Notice of Electronic Filing" or "Notice of Docket Activity", a
// court can be told (the From domain, the notice's own heading, or the host of its CM/ECF links) and at least one
// "Case Number:" follows. Anything else is ordinary mail (null). The work is line by line with anchored patterns on
// bounded slices, so hostile input costs time in proportion to its length and never throws.

import { courtForDocumentHost, courtForMailDomain, courtForRegion, type KnownCourt } from "./courts.js";
import { normaliseDocketNumber } from "./docket-number.js";
import { readMoment } from "./notice-dates.js";
import { htmlToLines } from "./notice-html.js";
import type { CourtKind, CourtNoticeMail, NoticeDocument, NoticeEntry, ParsedCourtNotice } from "./types.js";

const MAX_INPUT = 4_000_000;
const MAX_FIELD = 2_000;
const MAX_DOCKET_TEXT = 20_000;
const MAX_CASES = 500;
const MAX_DOCUMENTS = 500;

const MARKER = /^\s*notice of (electronic filing|docket activity)\s*$/i;
const FIELD = /^(case name|case number|filer|document number|document\(s\)|docket text|case title)\s*:\s*(.*)$/i;
const URL_IN_TEXT = /<?(https?:\/\/[^\s<>"]{1,2000})>?/i;
const DOCUMENT_URL = /^https?:\/\/[a-z0-9.-]+\.uscourts\.gov\/(?:doc1|docs1|cgi-bin\/show_(?:multi)?doc|n\/beam)/i;
/** An ACMS free-look link: "https://ca9-showdoc.azurewebsites.us/NDA/{guid}"; the host must be a court's. */
const ACMS_DOCUMENT_URL =
  /^https:\/\/([a-z0-9-]{1,60}\.azurewebsites\.us)\/(?:nda|download-confirmation)\/[0-9a-f-]{36}(?:[?#]|$)/i;
const DOCKET_TEXT_END =
  /notice (?:has been|will be|will not be) (?:electronically mailed|delivered)|the following document\(s\) (?:are|is) associated|^document description\s*:|^document\s?:\s|^electronic document stamp|^\[stamp /i;
/** ACMS's "Document: Order <URL>", one line per document after the docket text. */
const LINKED_DOCUMENT = /^document\s?:\s*(.*)$/i;
const RESTRICTED_WORDS = /\b(?:sealed|restricted|under seal)\b/i;

type Line = string;

export function parseCourtNotice(mail: CourtNoticeMail): ParsedCourtNotice | null {
  try {
    if (typeof mail?.html === "string" && mail.html.length > 0) {
      const fromHtml = parseLines(mail, htmlToLines(mail.html.slice(0, MAX_INPUT)), "html");
      if (fromHtml) return fromHtml;
    }
    if (typeof mail?.text === "string" && mail.text.length > 0) {
      return parseLines(mail, textToLines(mail.text.slice(0, MAX_INPUT)), "text");
    }
    return null;
  } catch {
    return null;
  }
}

function textToLines(text: string): Line[] {
  return text.split(/\r\n|\r|\n/).map(unquote);
}

/** "> > Case Name: …" from a quoted forward reads as "Case Name: …". */
function unquote(line: string): string {
  let start = 0;
  while (start < line.length) {
    const char = line[start];
    if (char === ">" || char === " " || char === "\t") start += 1;
    else break;
  }
  const quoted = line.slice(0, start).includes(">");
  return (quoted ? line.slice(start) : line).replace(/\u00a0/g, " ").trim();
}

interface CaseBlock {
  caseName: string;
  caseNumber: string;
  filers: string[];
  entryNumber: number | null;
  documentUrl: string | null;
  noDocument: boolean;
}

interface NoticeBody {
  cases: CaseBlock[];
  transaction: string;
  /** With links as " <URL>", for the attachments' links. */
  rawDocketText: string;
  docketText: string;
  descriptions: string[];
  extraUrls: string[];
  /** ACMS's "Document:" lines. */
  linked: Array<{ description: string | null; url: string | null }>;
}

function parseLines(mail: CourtNoticeMail, lines: Line[], format: "text" | "html"): ParsedCourtNotice | null {
  const markerIndex = lines.findIndex((line) => line.length < 80 && MARKER.test(line));
  if (markerIndex < 0) return null;
  const noticeKind = /docket activity/i.test(lines[markerIndex] ?? "") ? "nda" : "nef";
  const body = readBody(lines, markerIndex + 1);
  if (body.cases.length === 0) return null;
  const court = resolveCourt(mail, lines, markerIndex, noticeKind, body);
  if (!court) return null;

  const only = body.cases.length === 1 ? body.cases[0] : undefined;
  if (noticeKind === "nda" && only && only.entryNumber === null) {
    only.entryNumber = entryNumberFromSubject(mail?.subject, only.caseNumber);
  }

  const transactionFiled = momentAfter(body.transaction, /filed on/i, court);
  const transactionEntered = momentAfter(body.transaction, /entered(?: by .{0,200}?)? on/i, court);
  const bracketEntered = momentAfter(body.docketText, /\[entered:/i, court);
  const enteredAt = transactionEntered?.dateTime ?? bracketEntered?.dateTime ?? transactionEntered?.date ?? null;
  const filedOn = transactionFiled?.date ?? transactionEntered?.date ?? bracketEntered?.date ?? null;
  const filedBy = filerFromDocketText(body.docketText);

  const entries: NoticeEntry[] = body.cases.map((block) => {
    const documents = documentsFor(block, body, noticeKind);
    const hasLink = documents.some((document) => document.url !== null);
    const restricted =
      !hasLink &&
      !block.noDocument &&
      ((noticeKind === "nef" && block.entryNumber !== null) || RESTRICTED_WORDS.test(body.docketText.slice(0, 600)));
    return {
      courtId: court.id,
      caseNumber: block.caseNumber,
      docketNumber: normaliseDocketNumber(court.id, block.caseNumber) ?? block.caseNumber.toLowerCase(),
      caseName: block.caseName,
      entryNumber: block.entryNumber,
      docketText: body.docketText,
      filer: block.filers.length > 0 ? block.filers.join("; ") : filedBy,
      filedOn,
      enteredAt,
      documents: restricted ? documents.map((document) => ({ ...document, url: null })) : documents,
      restricted,
    };
  });
  return { court, kind: noticeKind, format, entries };
}

function readBody(lines: Line[], start: number): NoticeBody {
  const cases: CaseBlock[] = [];
  const transaction: string[] = [];
  const docketText: string[] = [];
  const descriptions: string[] = [];
  const extraUrls: string[] = [];
  const linked: NoticeBody["linked"] = [];
  let current: CaseBlock | null = null;
  let lastField: string | null = null;
  let section: "head" | "cases" | "docket" | "after" = "head";
  let docketLength = 0;
  let transactionLength = 0;

  const finishCase = () => {
    if (current?.caseNumber && cases.length < MAX_CASES) cases.push(current);
    current = null;
  };

  for (let index = start; index < lines.length; index += 1) {
    const line = (lines[index] ?? "").slice(0, MAX_FIELD * 10);
    const field = FIELD.exec(line);

    if (section === "docket") {
      if (DOCKET_TEXT_END.test(line.slice(0, 300)) || (line === "" && docketText.length > 0)) {
        section = "after";
      } else if (line !== "" && docketLength < MAX_DOCKET_TEXT) {
        docketText.push(line);
        docketLength += line.length;
        continue;
      } else {
        continue;
      }
    }

    if (section === "after") {
      const description = /^document description\s*:\s*(.*)$/i.exec(line.slice(0, MAX_FIELD));
      if (description && descriptions.length < MAX_DOCUMENTS) {
        descriptions.push(cleanValue(description[1] ?? ""));
      }
      const document = LINKED_DOCUMENT.exec(line.slice(0, MAX_FIELD * 2));
      if (document && linked.length < MAX_DOCUMENTS) {
        const url = urlOf(document[1] ?? "");
        linked.push({
          description: cleanValue(document[1] ?? "") || null,
          url: url && isDocumentUrl(url) ? url : null,
        });
      }
      continue;
    }

    if (field) {
      const label = (field[1] ?? "").toLowerCase();
      const value = (field[2] ?? "").slice(0, MAX_FIELD);
      section = "cases";
      lastField = label;
      if (label === "case name" || label === "case title") {
        if (current && (current as CaseBlock).caseNumber && (current as CaseBlock).caseName) finishCase();
        current = current ?? emptyCase();
        current.caseName = cleanValue(value);
      } else if (label === "case number") {
        if (current && (current as CaseBlock).caseNumber) finishCase();
        current = current ?? emptyCase();
        current.caseNumber = caseNumberOf(value);
      } else if (label === "filer") {
        current = current ?? emptyCase();
        const filer = cleanValue(value);
        if (filer) current.filers.push(filer);
      } else if (label === "document number") {
        current = current ?? emptyCase();
        readDocumentNumber(current, value);
      } else if (label === "document(s)") {
        const url = urlOf(value);
        if (url && extraUrls.length < MAX_DOCUMENTS) extraUrls.push(url);
      } else if (label === "docket text") {
        finishCase();
        section = "docket";
        const first = value.trim();
        if (first) {
          docketText.push(first);
          docketLength += first.length;
        }
      }
      continue;
    }

    if (section === "head") {
      if (line && transactionLength < MAX_FIELD) {
        transaction.push(line.slice(0, MAX_FIELD));
        transactionLength += Math.min(line.length, MAX_FIELD) + 1;
      }
      continue;
    }

    // section === "cases": a line that is no field continues the last one.
    if (line === "" || !current) continue;
    const block: CaseBlock = current;
    const url = urlOf(line);
    if (lastField === "case number" && !block.caseNumber) {
      const caseNumber = caseNumberOf(line);
      if (/^(?:\d|[a-z]{2}[- ]?\d|mdl\b)/i.test(caseNumber)) block.caseNumber = caseNumber;
    } else if (
      lastField === "document number" &&
      block.entryNumber === null &&
      !block.noDocument &&
      /^\d|no document attached/i.test(line)
    ) {
      readDocumentNumber(block, line);
    } else if (lastField === "document number" || lastField === "document(s)") {
      if (url && isDocumentUrl(url)) {
        if (lastField === "document(s)") {
          if (extraUrls.length < MAX_DOCUMENTS) extraUrls.push(url);
        } else block.documentUrl = block.documentUrl ?? url;
      }
    } else if (lastField === "filer" && !url && !/^warning:/i.test(line)) {
      if (block.filers.length < 50) block.filers.push(cleanValue(line));
    } else if (lastField === "case name" && !block.caseNumber && !url) {
      block.caseName = `${block.caseName} ${cleanValue(line)}`.trim();
    }
  }
  finishCase();
  const rawDocketText = docketText.join(" ");
  return {
    cases,
    transaction: transaction.join(" "),
    rawDocketText,
    docketText: cleanValue(rawDocketText),
    descriptions,
    extraUrls,
    linked,
  };
}

function emptyCase(): CaseBlock {
  return { caseName: "", caseNumber: "", filers: [], entryNumber: null, documentUrl: null, noDocument: false };
}

function cleanValue(value: string): string {
  return value
    .replace(/<https?:\/\/[^\s<>]*>/gi, "")
    .replace(/\s+/g, " ")
    .trim();
}

/** The number as written: "1:22-cv-01461-PKC", "24-621", "CC-24-1187-LSG"; the JPML's "MDL No. 3147" whole. */
function caseNumberOf(value: string): string {
  const clean = cleanValue(value);
  return /^MDL\s?(?:No\.?\s?)?-?\s?\d{1,5}\b/i.exec(clean.slice(0, 40))?.[0] ?? clean.split(" ")[0] ?? "";
}

function isDocumentUrl(url: string): boolean {
  if (DOCUMENT_URL.test(url)) return true;
  const host = ACMS_DOCUMENT_URL.exec(url)?.[1];
  return host !== undefined && courtForDocumentHost(host) !== undefined;
}

/**
 * ACMS gives the entry number only in the subject, after the case number: "Halloran v. Pettibone 25-3187 - 041 -
 * Order" (also behind "Fwd: "). Some subjects have none ("… 25-2120 - Citation of Supplemental Authorities - 515663").
 */
function entryNumberFromSubject(subject: unknown, caseNumber: string): number | null {
  if (typeof subject !== "string" || !/^\d{2}-\d{1,6}$/.test(caseNumber)) return null;
  const text = ` ${subject.slice(0, 2000).replace(/\s+/g, " ")}`;
  const at = text.indexOf(` ${caseNumber} - `);
  if (at < 0) return null;
  const start = at + caseNumber.length + 4;
  const number = /^(\d{1,5}) - /.exec(text.slice(start, start + 12));
  const value = number ? Number(number[1]) : 0;
  return value > 0 ? value : null;
}

function urlOf(value: string): string | null {
  const match = URL_IN_TEXT.exec(value.slice(0, MAX_FIELD * 2));
  return match?.[1] ?? null;
}

function readDocumentNumber(block: CaseBlock, value: string): void {
  const number = /^\s*(\d{1,7})\b/.exec(value);
  if (number) block.entryNumber = Number(number[1]);
  if (/no document attached/i.test(value)) block.noDocument = true;
  const url = urlOf(value);
  if (url && isDocumentUrl(url)) block.documentUrl = url;
}

function documentsFor(block: CaseBlock, body: NoticeBody, kind: "nef" | "nda"): NoticeDocument[] {
  if (kind === "nda" && body.linked.length > 0) {
    return body.linked.map((document) => ({ number: null, ...document }));
  }
  if (kind === "nda") {
    const count = Math.max(body.extraUrls.length, body.descriptions.length);
    const documents: NoticeDocument[] = [];
    for (let index = 0; index < count; index += 1) {
      documents.push({
        number: null,
        description: body.descriptions[index] ?? null,
        url: body.extraUrls[index] ?? null,
      });
    }
    return documents;
  }
  if (block.noDocument || block.entryNumber === null) return [];
  const main = String(block.entryNumber);
  const [mainDescription, ...attachmentDescriptions] = body.descriptions;
  const fromDocketText = attachmentsFromDocketText(body.rawDocketText);
  const count = Math.max(attachmentDescriptions.length, fromDocketText.length);
  const documents: NoticeDocument[] = [
    { number: main, description: mainDescription || "Main Document", url: block.documentUrl },
  ];
  for (let index = 0; index < count; index += 1) {
    const listed = fromDocketText[index];
    documents.push({
      number: `${main}-${index + 1}`,
      description: attachmentDescriptions[index] || listed?.description || null,
      url: listed?.url ?? null,
    });
  }
  return documents;
}

/**
 * "(Attachments: # 1 Exhibit A, # 2 Exhibit B (Part 1))" → Exhibit A, Exhibit B (Part 1); "# (1) …" as text NEFs write
 * it; "# 1 <URL> …" where the HTML notice links an attachment.
 */
export function attachmentsFromDocketText(docketText: string): Array<{ description: string; url: string | null }> {
  const start = docketText.search(/\(attachments:\s*#/i);
  if (start < 0) return [];
  let depth = 0;
  let end = -1;
  const limit = Math.min(docketText.length, start + MAX_FIELD * 4);
  for (let index = start; index < limit; index += 1) {
    const char = docketText[index];
    if (char === "(") depth += 1;
    else if (char === ")") {
      depth -= 1;
      if (depth === 0) {
        end = index;
        break;
      }
    }
  }
  const inner = docketText.slice(docketText.indexOf(":", start) + 1, end < 0 ? limit : end);
  return inner
    .split("#")
    .map((part) => /^\s*\(?\d{1,4}\)?(?:\s*<(https?:\/\/[^\s<>]{1,2000})>)?\s+([\s\S]*)$/.exec(part))
    .filter((match): match is RegExpExecArray => match !== null)
    .map((match) => ({
      description: (match[2] ?? "").replace(/,\s*$/, "").trim(),
      url: match[1] && isDocumentUrl(match[1]) ? match[1] : null,
    }))
    .slice(0, MAX_DOCUMENTS);
}

const ABBREVIATED = /\b(?:inc|co|corp|ltd|llc|l\.p|n\.a|jr|sr|p\.c|p\.a|s\.a|u\.s|esq)\.$/i;

/** A deadline, not a filer: "shall be filed by April 9, 2025", "filed by 4/9/2025". */
const DATE_AHEAD =
  /^(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.? \d|\d{1,2}\/\d|noon\b|\d{1,2}(?::\d\d)? ?[ap]\.?m\b)/i;

/** "filed by Jane Roe on behalf of Northwind LLC. with hearing to be held …" → "Jane Roe on behalf of Northwind LLC". */
function filerFromDocketText(docketText: string): string | null {
  const head = docketText.slice(0, 4000);
  const match =
    firstFiledBy(head) ??
    /\b(?:by|on behalf of|for) ((?:appellants?|appellees?|petitioners?|respondents?|intervenors?|amic(?:us|i) curiae) [^()[\]]{1,300})/i.exec(
      head,
    );
  if (!match) return null;
  const text = match[1] ?? "";
  const end = text.search(
    /\.\.|\.\s+(?=[a-z])|\s+with hearing\b|\s+on \d{1,2}\/|\s+(?:to|in|for|regarding) |,\s*(?:filed|served)\b|\.\s*$/i,
  );
  let filer = (end < 0 ? text : text.slice(0, end + (text[end] === "." ? 1 : 0))).trim();
  if (filer.endsWith(".") && !ABBREVIATED.test(filer)) filer = filer.slice(0, -1);
  return filer.length > 0 ? filer : null;
}

/** The first "filed by …" that names someone rather than a deadline, of the first few. */
function firstFiledBy(head: string): RegExpExecArray | null {
  const pattern = /\b(?:filed|document filed) by ([^()[\]]{1,300})/gi;
  for (let tries = 0; tries < 5; tries += 1) {
    const match = pattern.exec(head);
    if (!match) return null;
    const name = match[1] ?? "";
    if (!DATE_AHEAD.test(name)) return match;
    pattern.lastIndex = match.index + match[0].length - name.length;
  }
  return null;
}

function momentAfter(text: string, label: RegExp, court: KnownCourt) {
  const match = label.exec(text.slice(0, MAX_FIELD * 2));
  if (!match) return null;
  return readMoment(text.slice(match.index + match[0].length, match.index + match[0].length + 120), court.timeZone);
}

// ----- which court -----

const HEADING_KIND: Array<[RegExp, CourtKind]> = [
  [/^(?:u\.?\s?s\.?|united states) bankruptcy appellate panel\b/i, "bankruptcy-appellate"],
  [
    /^(?:(?:u\.?\s?s\.?|united states) )?(?:court of international trade|court of federal claims|judicial panel on multidistrict litigation)\b/i,
    "national",
  ],
  [/^(?:u\.?\s?s\.?|united states) bankruptcy court\b/i, "bankruptcy"],
  [/^(?:u\.?\s?s\.?|united states) district court\b/i, "district"],
  [/^(?:u\.?\s?s\.?|united states) court of appeals\b/i, "appellate"],
  [/^district court (?:of|for) the\b/i, "district"],
  [/^district court of guam\b/i, "district"],
];

function resolveCourt(
  mail: CourtNoticeMail,
  lines: Line[],
  markerIndex: number,
  noticeKind: "nef" | "nda",
  body: NoticeBody,
): KnownCourt | undefined {
  const heading = courtFromHeading(lines, markerIndex);
  const headingKind =
    heading?.kind ?? headingKindOnly(lines, markerIndex) ?? (noticeKind === "nda" ? "appellate" : undefined);
  const fromSender = courtForMailDomain(String(mail?.from ?? ""), headingKind);
  if (fromSender && (!headingKind || fromSender.kind === headingKind)) return fromSender;
  if (heading) return heading;
  for (const candidate of [
    ...body.cases.map((block) => block.documentUrl),
    ...body.extraUrls,
    ...body.linked.map((document) => document.url),
    ...forwardedSenders(lines, markerIndex),
  ]) {
    if (!candidate) continue;
    const host = /^https?:\/\/([^/?#]+)/i.exec(candidate)?.[1] ?? candidate;
    const court = courtForMailDomain(host, headingKind) ?? courtForDocumentHost(host);
    if (court && (!headingKind || court.kind === headingKind)) return court;
  }
  return undefined;
}

function headingLines(lines: Line[], markerIndex: number): Line[] {
  const found: Line[] = [];
  for (let index = markerIndex - 1; index >= 0 && found.length < 12; index -= 1) {
    const line = lines[index] ?? "";
    if (line && line.length < 200) found.unshift(line);
  }
  return found;
}

function headingKindOnly(lines: Line[], markerIndex: number): CourtKind | undefined {
  const heading = headingLines(lines, markerIndex);
  for (const line of heading) {
    for (const [pattern, kind] of HEADING_KIND) if (pattern.test(line)) return kindOfHeading(kind, line, heading);
  }
  return undefined;
}

/** The territorial courts hear bankruptcy in a division of the district court: "District Court of Guam / Bankruptcy
 *  Division". */
function kindOfHeading(kind: CourtKind, line: string, heading: Line[]): CourtKind {
  if (kind !== "district" || !/^district court/i.test(line)) return kind;
  return heading.some((other) => /\bbankruptcy (?:division|court)\b/i.test(other)) ? "bankruptcy" : kind;
}

function courtFromHeading(lines: Line[], markerIndex: number): KnownCourt | undefined {
  const heading = headingLines(lines, markerIndex);
  for (let index = 0; index < heading.length; index += 1) {
    const line = heading[index] ?? "";
    for (const [pattern, headingKind] of HEADING_KIND) {
      if (!pattern.test(line)) continue;
      const kind = kindOfHeading(headingKind, line, heading);
      const sameLine = /\b(?:for|of) (?:the )?((?:[a-z.]+ )*?(?:district|circuit)\b.*|guam|puerto rico)$/i.exec(line);
      const candidates = [
        sameLine?.[1],
        / for (?:the )?(.{1,120})$/i.exec(line)?.[1],
        heading[index + 1],
        line.replace(/^district court (?:of|for) /i, "District of "),
        line.replace(/^(?:u\.?\s?s\.?|united states)\s+/i, ""),
      ];
      for (const candidate of candidates) {
        if (!candidate) continue;
        const court = courtForRegion(kind, regionName(candidate));
        if (court) return court;
      }
    }
  }
  return undefined;
}

function regionName(text: string): string {
  return text
    .replace(/\s*(?:\[|\(|\s[-\u2013\u2014]\s).*$/, "")
    .replace(/^the\s+/i, "")
    .replace(/^d\.\s?c\.\s+circuit$/i, "District of Columbia Circuit")
    .replace(/^(?:district of )?guam$/i, "District of Guam")
    .trim();
}

/** "From: … <cmecf@nysd.uscourts.gov>" (or ACMS's "<ACMS@ca2.fedcourts.us>") in a forwarded header above the notice. */
function forwardedSenders(lines: Line[], markerIndex: number): string[] {
  const senders: string[] = [];
  for (let index = Math.max(0, markerIndex - 60); index < markerIndex; index += 1) {
    const line = lines[index] ?? "";
    const match = /^(?:\*\s*)?from:\s*\*?\s*(.{1,300})$/i.exec(line.slice(0, 400));
    if (match?.[1] && /uscourts\.gov|fedcourts\.us/i.test(match[1])) senders.push(match[1]);
  }
  return senders;
}
