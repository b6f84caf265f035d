import { CITE_CHECK_MAX_PAGES, CITE_CHECK_MAX_TEXT_CHARS, citeCheckMessages } from "@paralex/shared/cite-check";
import mammoth from "mammoth";
import { extractText, getDocumentProxy } from "unpdf";
import { AppError } from "../../lib/app-error.js";

const badFile = (message: string) => new AppError("validation", message, { file: [message], detail: message });

const isPdf = (bytes: Buffer) => bytes.subarray(0, 5).toString("latin1") === "%PDF-";
const isZip = (bytes: Buffer) => bytes.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]));

const CONTROL_BUT_LINE_BREAKS = /[^\P{Cc}\t\n\r]/gu;

/** Plain text: valid UTF-8 (a BOM allowed) with no NUL and few control characters. */
function plainTextOf(bytes: Buffer): string | null {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
  if (text.includes("\u0000")) return null;
  const controls = text.match(CONTROL_BUT_LINE_BREAKS)?.length ?? 0;
  return controls > text.length / 1000 + 1 ? null : text.replace(/^\uFEFF/, "");
}

async function pdfTextOf(bytes: Buffer): Promise<string> {
  let pdf: Awaited<ReturnType<typeof getDocumentProxy>>;
  try {
    pdf = await getDocumentProxy(new Uint8Array(bytes));
  } catch {
    throw badFile(citeCheckMessages.unreadableFile);
  }
  try {
    if (pdf.numPages > CITE_CHECK_MAX_PAGES) throw badFile(citeCheckMessages.tooManyPages);
    const { text } = await extractText(pdf, { mergePages: false });
    const pages = Array.isArray(text) ? text : [text];
    const joined = pages.join("\n\n");
    if (joined.replace(/\s/g, "").length < 20) throw badFile(citeCheckMessages.scannedPdf);
    return joined;
  } finally {
    await pdf.destroy();
  }
}

async function docxTextOf(bytes: Buffer): Promise<string> {
  try {
    const { value } = await mammoth.extractRawText({ buffer: bytes });
    return value;
  } catch {
    throw badFile(citeCheckMessages.fileType);
  }
}

/**
 * The text of an uploaded draft, judged by its content (never its name or declared type): a PDF's text layer, a
 * Word document's paragraphs, or UTF-8 text. Anything else, a scanned PDF or a too-long document is refused.
 */
export async function readDocumentText(bytes: Buffer): Promise<string> {
  let text: string;
  if (isPdf(bytes)) text = await pdfTextOf(bytes);
  else if (isZip(bytes)) text = await docxTextOf(bytes);
  else {
    const plain = plainTextOf(bytes);
    if (plain === null) throw badFile(citeCheckMessages.fileType);
    text = plain;
  }
  // PostgreSQL keeps no NUL in text; form feeds and the like from a PDF or a Word file are only layout.
  text = text.replace(CONTROL_BUT_LINE_BREAKS, " ");
  if (text.length > CITE_CHECK_MAX_TEXT_CHARS) throw badFile(citeCheckMessages.tooManyPages);
  if (text.trim() === "") throw badFile(citeCheckMessages.textRequired);
  return text;
}
