import { findEntryGaps } from "@paralex/dockets/docket-entry-key";
import type { TDocketEntry, TDocketGap } from "@paralex/shared/cases";
import type { DocketDocumentRow, DocketEntryRow } from "./cases.repository.js";

export function toDocketEntry(entry: DocketEntryRow, documents: readonly DocketDocumentRow[]): TDocketEntry {
  return {
    id: entry.id,
    entryNumber: entry.entryNumber,
    filedOn: entry.filedOn,
    enteredAt: entry.enteredAt,
    text: entry.docketText,
    filer: entry.filer,
    source: entry.source,
    learnedAt: entry.learnedAt.toISOString(),
    restricted: entry.restricted,
    documents: documents
      .filter((document) => document.entryId === entry.id)
      .map((document) => ({ number: document.number, description: document.description, url: document.url })),
  };
}

/** The runs of entry numbers never seen between the first and the last seen. */
export function gapsOf(entryNumbers: readonly number[]): TDocketGap[] {
  return findEntryGaps(entryNumbers).map((gap) => ({ from: gap.from, to: gap.to }));
}
