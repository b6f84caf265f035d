import { CITE_CHECK_MAX_PAGES, CITE_CHECK_MAX_TEXT_CHARS } from "@paralex/shared/cite-check";
import { DOCUMENT_MAX_EXPANDED_MB, DOCUMENT_MAX_ZIP_ENTRIES } from "@paralex/shared/document-limits";
import { controlsAsSpaces } from "@paralex/shared/text-input";
import mammoth from "mammoth";
import { getDocumentProxy } from "unpdf";
import { measureZip } from "./docx-expansion.js";

/** Why a document was refused; the caller words it for the person who sent it. */
export type DocumentRefusal =
  | "file_type"
  | "unreadable"
  | "scanned"
  | "too_many_pages"
  | "too_much_text"
  | "expanded_too_large"
  | "empty";

export type DocumentText = { ok: true; text: string } | { ok: false; refusal: DocumentRefusal };

const isPdf = (bytes: Uint8Array) => Buffer.from(bytes.subarray(0, 5)).toString("latin1") === "%PDF-";
const isZip = (bytes: Uint8Array) => Buffer.from(bytes.subarray(0, 4)).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]));

class Refused extends Error {
  constructor(readonly refusal: DocumentRefusal) {
    super(refusal);
  }
}

/** Plain text: valid UTF-8 (a BOM allowed) with no NUL, which only binary data holds. */
function plainTextOf(bytes: Uint8Array): string {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw new Refused("file_type");
  }
  if (text.includes("\u0000")) throw new Refused("file_type");
  return text.replace(/^\uFEFF/, "");
}

/** A PDF's text layer, page by page, stopping as soon as it holds more text than a check takes. */
async function pdfTextOf(bytes: Uint8Array): Promise<string> {
  let pdf: Awaited<ReturnType<typeof getDocumentProxy>>;
  try {
    pdf = await getDocumentProxy(bytes, { isEvalSupported: false, disableFontFace: true, stopAtErrors: false });
  } catch {
    throw new Refused("unreadable");
  }
  try {
    if (pdf.numPages > CITE_CHECK_MAX_PAGES) throw new Refused("too_many_pages");
    const pages: string[] = [];
    let length = 0;
    for (let number = 1; number <= pdf.numPages; number++) {
      const page = await pdf.getPage(number);
      const content = await page.getTextContent();
      const text = (content.items as { str?: string; hasEOL?: boolean }[])
        .map((item) => (item.str ?? "") + (item.hasEOL ? "\n" : ""))
        .join("");
      page.cleanup();
      length += text.length;
      if (length > CITE_CHECK_MAX_TEXT_CHARS) throw new Refused("too_much_text");
      pages.push(text);
    }
    const joined = pages.join("\n\n");
    if (joined.replace(/\s/g, "").length < 20) throw new Refused("scanned");
    return joined;
  } catch (error) {
    if (error instanceof Refused) throw error;
    throw new Refused("unreadable");
  } finally {
    await pdf.destroy();
  }
}

async function docxTextOf(bytes: Uint8Array): Promise<string> {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const measure = await measureZip(buffer, DOCUMENT_MAX_EXPANDED_MB * 1024 * 1024, DOCUMENT_MAX_ZIP_ENTRIES);
  if (!measure.ok) throw new Refused(measure.problem === "unreadable" ? "unreadable" : "expanded_too_large");
  try {
    return (await mammoth.extractRawText({ buffer })).value;
  } catch {
    throw new Refused("file_type");
  }
}

/**
 * The text of a document from outside, judged by its content (never its name or declared type): a PDF's text
 * layer, a Word document's paragraphs, or UTF-8 text. Runs in a worker thread (see documents/read-document.ts):
 * whatever the file does, it can only cost that worker its time and memory.
 */
export async function readDocumentText(bytes: Uint8Array): Promise<DocumentText> {
  try {
    let text: string;
    if (isPdf(bytes)) text = await pdfTextOf(bytes);
    else if (isZip(bytes)) text = await docxTextOf(bytes);
    else text = plainTextOf(bytes);
    // PostgreSQL keeps no NUL in text; form feeds and the like from a PDF or a Word file are only layout.
    text = controlsAsSpaces(text);
    if (text.length > CITE_CHECK_MAX_TEXT_CHARS) return { ok: false, refusal: "too_much_text" };
    if (text.trim() === "") return { ok: false, refusal: "empty" };
    return { ok: true, text };
  } catch (error) {
    if (error instanceof Refused) return { ok: false, refusal: error.refusal };
    return { ok: false, refusal: "unreadable" };
  }
}
