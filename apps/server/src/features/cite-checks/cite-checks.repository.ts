import { and, desc, eq, getTableColumns, sql } from "drizzle-orm";
import { bytesOf, bytesParam } from "../../db/bytes.js";
import type { DbExecutor } from "../../db/client.js";
import { citeChecks } from "../../db/schema.js";
import { type StoredDraft, unpackReport } from "./cite-check-storage.js";

/**
 * A check as its pages read it: everything but the draft's text, which only its job reads, and the stored PDF,
 * which only its download reads. A page polls a running check: it must never pull a long draft each time. Its
 * report is the citations, however the row keeps them (compressed, or as JSON in a row from before decision 064).
 */
export type CiteCheckRecord = Omit<typeof citeChecks.$inferSelect, "reportPdf" | "text" | "textGz" | "reportGz">;
const {
  reportPdf: _reportPdf,
  text: _text,
  textGz: _textGz,
  reportGz: _reportGz,
  ...recordColumns
} = getTableColumns(citeChecks);
const { report: _report, ...summaryColumns } = recordColumns;
/** What changes while a check runs; the bytes it keeps are written by endCiteCheck and saveCiteCheckPdf only. */
export type CiteCheckPatch = Partial<
  Omit<
    typeof citeChecks.$inferInsert,
    "id" | "organizationId" | "authorUserId" | "text" | "textGz" | "report" | "reportGz" | "reportPdf"
  >
>;

/** A new check, its draft compressed; answers its id only, so the draft is not read back. */
export async function insertCiteCheck(
  db: DbExecutor,
  values: { organizationId: string; authorUserId: string; sourceName: string | null; textGz: Uint8Array },
): Promise<{ id: string }> {
  const [row] = await db
    .insert(citeChecks)
    .values({ ...values, textGz: bytesParam(values.textGz) })
    .returning({ id: citeChecks.id });
  if (!row) throw new Error("cite check insert returned nothing");
  return row;
}

export async function findCiteCheck(db: DbExecutor, id: string): Promise<CiteCheckRecord | undefined> {
  const [row] = await db
    .select({ ...recordColumns, reportGz: bytesOf(citeChecks.reportGz) })
    .from(citeChecks)
    .where(eq(citeChecks.id, id))
    .limit(1);
  if (!row) return undefined;
  const { reportGz, ...record } = row;
  return { ...record, report: reportGz ? await unpackReport(reportGz) : record.report };
}

/** The check with its draft, for the job that checks it (the draft is null once the check has ended). */
export async function findCiteCheckToRun(db: DbExecutor, id: string) {
  const [row] = await db
    .select({ ...summaryColumns, text: citeChecks.text, textGz: bytesOf(citeChecks.textGz) })
    .from(citeChecks)
    .where(eq(citeChecks.id, id))
    .limit(1);
  if (!row) return undefined;
  const { text, textGz, ...check } = row;
  const draft: StoredDraft | null = textGz ? { gz: textGz } : text !== null ? { text } : null;
  return { ...check, draft };
}

/** Who may download a check's PDF, and whether one is kept: never its text, its report or the PDF itself. */
export async function findCiteCheckDownload(db: DbExecutor, id: string) {
  const [row] = await db
    .select({
      id: citeChecks.id,
      organizationId: citeChecks.organizationId,
      authorUserId: citeChecks.authorUserId,
      status: citeChecks.status,
      hasPdf: sql<boolean>`${citeChecks.reportPdf} is not null`,
    })
    .from(citeChecks)
    .where(eq(citeChecks.id, id))
    .limit(1);
  return row;
}

export async function findCiteCheckPdf(db: DbExecutor, id: string): Promise<Buffer | null> {
  const [row] = await db
    .select({ reportPdf: bytesOf(citeChecks.reportPdf) })
    .from(citeChecks)
    .where(eq(citeChecks.id, id))
    .limit(1);
  return row?.reportPdf ?? null;
}

export async function saveCiteCheckPdf(db: DbExecutor, id: string, pdf: Uint8Array): Promise<void> {
  await db
    .update(citeChecks)
    .set({ reportPdf: bytesParam(pdf) })
    .where(eq(citeChecks.id, id));
}

/** The author's checks in one organization, newest first, without their text or report. */
export async function listCiteChecksOfAuthor(
  db: DbExecutor,
  authorUserId: string,
  organizationId: string,
  limit: number,
) {
  return db
    .select(summaryColumns)
    .from(citeChecks)
    .where(and(eq(citeChecks.authorUserId, authorUserId), eq(citeChecks.organizationId, organizationId)))
    .orderBy(desc(citeChecks.createdAt), desc(citeChecks.id))
    .limit(limit);
}

export async function updateCiteCheck(db: DbExecutor, id: string, patch: CiteCheckPatch): Promise<void> {
  await db.update(citeChecks).set(patch).where(eq(citeChecks.id, id));
}

/** Ends a check, done or failed, and drops its draft; a done one keeps its compressed report and its PDF. */
export async function endCiteCheck(
  db: DbExecutor,
  id: string,
  ended: CiteCheckPatch & { reportGz?: Uint8Array; reportPdf?: Uint8Array | null },
): Promise<void> {
  const { reportGz, reportPdf, ...patch } = ended;
  await db
    .update(citeChecks)
    .set({
      ...patch,
      text: null,
      textGz: null,
      ...(reportGz ? { reportGz: bytesParam(reportGz) } : {}),
      ...(reportPdf ? { reportPdf: bytesParam(reportPdf) } : {}),
    })
    .where(eq(citeChecks.id, id));
}

/** Moves the progress forward only while the check runs (a deleted or finished check stays as it is). */
export async function updateCiteCheckProgress(db: DbExecutor, id: string, checked: number): Promise<void> {
  await db
    .update(citeChecks)
    .set({ checked: sql`greatest(${citeChecks.checked}, ${checked})` })
    .where(and(eq(citeChecks.id, id), eq(citeChecks.status, "running")));
}

/** The check renamed, without its text or report; undefined when it is gone. */
export async function renameCiteCheck(db: DbExecutor, id: string, name: string) {
  const [row] = await db
    .update(citeChecks)
    .set({ sourceName: name })
    .where(eq(citeChecks.id, id))
    .returning(summaryColumns);
  return row;
}

export async function deleteCiteCheck(db: DbExecutor, id: string): Promise<boolean> {
  const rows = await db.delete(citeChecks).where(eq(citeChecks.id, id)).returning({ id: citeChecks.id });
  return rows.length > 0;
}
